import Foundation

/// A fixed format a field's text is typed into (`mask: "###-####"`): `#` is
/// an ASCII digit, `A` a letter, `*` any character, `\` makes the next
/// character literal; every other character is a literal the mask writes
/// itself (separators). Literals are never content: typed or pasted, they are
/// dropped and written back where the mask has them, and only in front of a
/// character the user typed, so a separator never dangles at the end.
public struct FormcMask: Equatable, Sendable {
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
    /// The literal characters, which input never fills a slot with.
    private let literals: Set<Character>

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

    /// The length of a completely filled value, in characters.
    public var length: Int { slots.count }

    /// Whether `character` is one of the mask's literals.
    public func isLiteral(_ character: Character) -> Bool { literals.contains(character) }

    /// `text` typed into the mask: the characters that fit its slots in
    /// order, with its literals in between; what does not fit is dropped. The
    /// caret, given before the character at `cursor` (a `Character` index of
    /// `text`), ends right after the last kept character typed before it, in
    /// UTF-16 code units of the result (UIKit's text positions).
    public func format(_ text: String, cursor: Int) -> FormcTextEdit {
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
