import Foundation

/// A fixed format a field's text is typed into (`mask: "###-####"`): `#` is
/// an ASCII digit, `A` a letter, `*` any character, `\` makes the next
/// character literal; every other character is a literal the mask writes
/// itself (separators). Literals are never content: typed or pasted, they are
/// dropped and written back where the mask has them, and only in front of a
/// character the user typed, so a separator never dangles at the end.
///
/// A mask chosen by the value (``init(byPrefix:otherwise:)``) holds cases: the
/// characters typed so far (the text without any case's literals) choose the
/// case whose prefix is the longest they start with, else `otherwise`, so the
/// mask can change while the user types (`37` → AMEX's `#### ###### #####`).
public struct FormcMask: Equatable, Sendable {
    /// One case of a mask chosen by the value: the prefixes that choose it and its mask.
    public struct Case: Equatable, Sendable {
        /// The prefixes, compared with the characters typed (literals left out).
        public let prefixes: [String]
        /// The mask the case formats with.
        public let mask: FormcMask

        /// The case chosen by `prefixes`, formatting with the mask `pattern`.
        public init(_ prefixes: [String], _ pattern: String) {
            self.prefixes = prefixes
            mask = FormcMask(pattern)
        }

        fileprivate init(prefixes: [String], mask: FormcMask) {
            self.prefixes = prefixes
            self.mask = mask
        }
    }

    /// One position of the mask.
    enum Slot: Equatable, Sendable {
        case digit, letter, any
        case literal(Character)

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .digit: character.isASCII && character.isNumber
            case .letter: character.isLetter
            case .any: !character.isNewline
            case .literal: false
            }
        }
    }

    /// The mask as written.
    public let pattern: String
    let slots: [Slot]
    /// The literal characters, which input never fills a slot with (with
    /// cases, every case's: a separator of one case is never content of another).
    private var literals: Set<Character>
    /// The cases chosen by the value; empty for a fixed mask.
    public private(set) var cases: [Case] = []

    /// The mask `pattern` (see the type's documentation).
    public init(_ pattern: String) {
        self.pattern = pattern
        var slots: [Slot] = []
        var escaped = false
        for character in pattern {
            if escaped {
                slots.append(.literal(character))
                escaped = false
                continue
            }
            switch character {
            case "#": slots.append(.digit)
            case "A": slots.append(.letter)
            case "*": slots.append(.any)
            case "\\": escaped = true
            default: slots.append(.literal(character))
            }
        }
        self.slots = slots
        literals = Set(slots.compactMap { if case .literal(let character) = $0 { character } else { nil } })
    }

    /// A mask chosen by the value: the case whose prefix is the longest the
    /// characters typed start with, else the mask `otherwise`.
    public init(byPrefix cases: [Case], otherwise: String) {
        self.init(otherwise)
        var literals = self.literals
        for item in cases { literals.formUnion(item.mask.literals) }
        self.literals = literals
        self.cases = cases.map { item in
            var mask = item.mask
            mask.literals = literals
            return Case(prefixes: item.prefixes, mask: mask)
        }
    }

    /// The length of a completely filled value, in characters (with cases, the longest case's).
    public var length: Int { cases.reduce(slots.count) { max($0, $1.mask.slots.count) } }

    /// The mask that formats `text`: the case whose prefix is the longest the
    /// characters typed start with, else this one's own slots.
    public func chosen(for text: String) -> FormcMask {
        guard !cases.isEmpty else { return self }
        let typed = String(text.filter { !literals.contains($0) })
        var best: (length: Int, mask: FormcMask)?
        for item in cases {
            for prefix in item.prefixes where prefix.count > (best?.length ?? 0) && typed.hasPrefix(prefix) {
                best = (prefix.count, item.mask)
            }
        }
        if let best { return best.mask }
        var fixed = self
        fixed.cases = []
        return fixed
    }

    /// The mask chosen by another field's value (`mask: { field: card_number, by_prefix: … }`):
    /// the case whose prefix is the longest `value` starts with, the literals
    /// of `source` (that field's own mask, if any) left out, else `otherwise`.
    /// The result is a fixed mask, which formats and checks this field's text.
    public func chosen(by value: String, of source: FormcMask?) -> FormcMask {
        let typed = source.map { source in String(value.filter { !source.isLiteral($0) }) } ?? value
        var best: (length: Int, mask: FormcMask)?
        for item in cases {
            for prefix in item.prefixes where prefix.count > (best?.length ?? 0) && typed.hasPrefix(prefix) {
                best = (prefix.count, item.mask)
            }
        }
        var fixed = best?.mask ?? self
        fixed.cases = []
        fixed.literals = Set(fixed.slots.compactMap { if case .literal(let character) = $0 { character } else { nil } })
        return fixed
    }

    /// Whether `value` fills every position of the mask chosen for it.
    public func isComplete(_ value: String) -> Bool {
        let mask = chosen(for: value)
        return mask.format(value) == value && value.count == mask.slots.count
    }

    /// Whether `character` is one of the mask's literals.
    public func isLiteral(_ character: Character) -> Bool { literals.contains(character) }

    /// `text` typed into the mask: the characters that fit its slots in
    /// order, with its literals in between; what does not fit is dropped. The
    /// caret, given before the character at `cursor` (a `Character` index of
    /// `text`), ends right after the last kept character typed before it, in
    /// UTF-16 code units of the result (UIKit's text positions).
    public func format(_ text: String, cursor: Int) -> FormcTextEdit {
        guard cases.isEmpty else { return chosen(for: text).format(text, cursor: cursor) }
        var result = ""
        var resultLength = 0  // UTF-16 units of `result`, kept as it grows.
        var caret: Int?
        var slot = 0
        for (index, character) in text.enumerated() {
            if index == cursor { caret = resultLength }
            if literals.contains(character) { continue }
            var next = slot
            var separators = ""
            while next < slots.count, case .literal(let literal) = slots[next] {
                separators.append(literal)
                next += 1
            }
            guard next < slots.count else { break }
            guard slots[next].accepts(character) else { continue }
            separators.append(character)
            result += separators
            resultLength += separators.utf16.count
            slot = next + 1
        }
        return FormcTextEdit(text: result, cursor: caret ?? resultLength)
    }

    /// `text` typed into the mask, for a value set without a caret.
    public func format(_ text: String) -> String {
        format(text, cursor: 0).text
    }
}
