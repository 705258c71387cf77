/// Typed reads of YAML nodes for the spec decoder. Each read reports a
/// positioned diagnostic and returns nil when the node is not what is expected,
/// so decoding goes on and the user sees every problem at once.
struct NodeDecoding {
    var log: DiagnosticLog

    // MARK: Mappings

    /// The entries of `node` if it is a mapping whose keys are all in `allowed`;
    /// unknown keys are reported (with a did-you-mean) and dropped.
    /// `context` names the mapping in messages ("field 'email'"); it is only
    /// built when there is something to report.
    /// `suggesting` widens the did-you-mean candidates beyond `allowed` (default: `allowed`).
    mutating func mapping(_ node: YAMLNode, allowed: [String], suggesting: [String]? = nil,
                          context: @autoclosure () -> String) -> [YAMLNode.MappingEntry]? {
        guard case .mapping(let entries) = node.content else {
            report(Problems.wrongType(expected: "a mapping (key: value pairs) for \(context())", found: Self.describe(node)), at: node.location)
            return nil
        }
        return entries.filter { entry in
            if allowed.contains(entry.key) { return true }
            guard !isHopeless else { return false }  // Dropped unreported: nobody would see it.
            report(Problems.unknownKey(entry.key, in: context(), suggestion: Suggestion.closest(to: entry.key, in: suggesting ?? allowed)),
                   at: entry.keyLocation)
            return false
        }
    }

    /// Reports each of `keys` missing from `entries` at `location`.
    mutating func require(_ keys: [String], in entries: [YAMLNode.MappingEntry], context: @autoclosure () -> String,
                          at location: SourceLocation) {
        for key in keys where !entries.contains(where: { $0.key == key }) {
            report(Problems.missingKey(key, in: context()), at: location)
        }
    }

    // MARK: Sequences

    /// The items of `node` if it is a sequence.
    mutating func sequence(_ node: YAMLNode, of what: String) -> [YAMLNode]? {
        guard case .sequence(let items) = node.content else {
            report(Problems.wrongType(expected: "a list of \(what)", found: Self.describe(node)), at: node.location)
            return nil
        }
        return items
    }

    // MARK: Scalars

    /// Any non-empty scalar's text: `1` and `true` are read as the text written.
    /// `expected` is only built for the message, when there is one.
    mutating func string(_ node: YAMLNode, expected: @autoclosure () -> String = "a string") -> Located<String>? {
        guard case .scalar(let scalar) = node.content, !(scalar.isPlain && CoreSchema.isNull(scalar.text)) else {
            report(Problems.wrongType(expected: expected(), found: Self.describe(node)), at: node.location)
            return nil
        }
        return Located(scalar.text, at: node.location)
    }

    /// A spec identifier (`first_name`).
    mutating func identifier(_ node: YAMLNode, what: String) -> Located<String>? {
        guard let name = string(node, expected: "\(what) (an identifier)") else { return nil }
        guard SwiftNamer.isSpecIdentifier(name.value) else {
            report(Problems.invalidIdentifier(name.value, what: what), at: node.location)
            return nil
        }
        return name
    }

    /// `true` or `false`, plain.
    mutating func bool(_ node: YAMLNode) -> Located<Bool>? {
        if case .scalar(let scalar) = node.content, scalar.isPlain, case .bool(let value) = CoreSchema.resolve(scalar.text) {
            return Located(value, at: node.location)
        }
        var expected = "true or false"
        if let text = node.scalarText, ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased()) {
            expected += " (YAML 1.2 has no '\(text)' booleans)"
        }
        report(Problems.wrongType(expected: expected, found: Self.describe(node)), at: node.location)
        return nil
    }

    /// A plain integer.
    mutating func int(_ node: YAMLNode) -> Located<Int>? {
        if case .scalar(let scalar) = node.content, scalar.isPlain, case .int(let value) = CoreSchema.resolve(scalar.text) {
            return Located(value, at: node.location)
        }
        report(Problems.wrongType(expected: "an integer", found: Self.describe(node)), at: node.location)
        return nil
    }

    /// A plain integer ≥ 0.
    mutating func count(_ node: YAMLNode) -> Located<Int>? {
        guard let value = int(node) else { return nil }
        guard value.value >= 0 else {
            report(Problems.invalidValue("expected an integer of 0 or more, found \(value.value)"), at: node.location)
            return nil
        }
        return value
    }

    /// A plain, finite number.
    mutating func number(_ node: YAMLNode) -> Located<Double>? {
        if case .scalar(let scalar) = node.content, scalar.isPlain {
            switch CoreSchema.resolve(scalar.text) {
            case .int(let value): return Located(Double(value), at: node.location)
            case .float(let value) where value.isFinite: return Located(value, at: node.location)
            default: break
            }
        }
        report(Problems.wrongType(expected: "a number", found: Self.describe(node)), at: node.location)
        return nil
    }

    /// One of a fixed set of words (`kind: text`).
    mutating func word<Word: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ type: Word.Type, key: String) -> Located<Word>?
    where Word.RawValue == String {
        guard let text = string(node) else { return nil }
        if let value = Word(rawValue: text.value) { return Located(value, at: text.location) }
        let allowed = Word.allCases.map(\.rawValue)
        report(Problems.invalidValue(text.value, for: key, allowed: allowed, suggestion: Suggestion.closest(to: text.value, in: allowed)),
               at: text.location)
        return nil
    }

    /// One of a vocabulary list's words (`keyboard_type: email_address`).
    mutating func word(_ node: YAMLNode, in list: [(word: String, uikit: String)], key: String) -> Located<String>? {
        guard let text = string(node) else { return nil }
        if list.contains(where: { $0.word == text.value }) { return text }
        let allowed = list.map(\.word)
        report(Problems.invalidValue(text.value, for: key, allowed: allowed, suggestion: Suggestion.closest(to: text.value, in: allowed)),
               at: text.location)
        return nil
    }

    /// A text: a string, or `{ key, default }`.
    mutating func text(_ node: YAMLNode, context: String) -> TextSpec? {
        if case .mapping = node.content {
            let entries = mapping(node, allowed: ["key", "default"], context: "a localized text")
            guard let entries else { return nil }
            require(["key", "default"], in: entries, context: "a localized text", at: node.location)
            var key: String?, text: String?
            for entry in entries {
                switch entry.key {
                case "key": key = string(entry.value, expected: "a localization key")?.value
                default: text = string(entry.value, expected: "the default text")?.value
                }
            }
            guard let key, let text else { return nil }
            return TextSpec(text: text, key: key, location: node.location)
        }
        guard let text = string(node, expected: "\(context): a string or { key, default }") else { return nil }
        return TextSpec(text: text.value, key: nil, location: node.location)
    }

    /// A rule: the value itself, or `{ value, message }`. With `implicitValue`,
    /// `value` may be left out (`required: { message: … }` means `true`).
    mutating func rule<Value>(_ node: YAMLNode, key: String, implicitValue: Value? = nil,
                              value decodeValue: (inout NodeDecoding, YAMLNode) -> Located<Value>?) -> RuleSpec<Value>? {
        guard case .mapping = node.content else {
            return decodeValue(&self, node).map { RuleSpec(value: $0, message: nil) }
        }
        guard let entries = mapping(node, allowed: ["value", "message"], context: "rule '\(key)'") else { return nil }
        if implicitValue == nil { require(["value"], in: entries, context: "rule '\(key)'", at: node.location) }
        var value = implicitValue.map { Located($0, at: node.location) }
        var message: TextSpec?
        for entry in entries {
            switch entry.key {
            case "value": value = decodeValue(&self, entry.value)
            default: message = text(entry.value, context: "a message")
            }
        }
        return value.map { RuleSpec(value: $0, message: message) }
    }

    // MARK: Reporting

    mutating func report(_ problem: Problem, at location: SourceLocation) {
        log.report(problem, at: location)
    }

    /// Whether the spec is so broken that decoding stops (``DiagnosticLog/isHopeless``).
    var isHopeless: Bool { log.isHopeless }

    /// "the string 'yes'", "a list", "an empty value" — for wrong-type messages.
    static func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            if scalar.isPlain, CoreSchema.resolve(scalar.text) == .null {
                return scalar.text.isEmpty ? "an empty value" : "null"
            }
            let shown = scalar.text.count > 40 ? String(scalar.text.prefix(40)) + "…" : scalar.text
            let printable = String(String.UnicodeScalarView(shown.unicodeScalars.map {
                $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
            }))
            guard scalar.isPlain else { return "the string '\(printable)'" }
            switch CoreSchema.resolve(scalar.text) {
            case .bool: return "the boolean '\(printable)'"
            case .int: return "the integer '\(printable)'"
            case .float: return "the number '\(printable)'"
            case .null, .string: return "the string '\(printable)'"
            }
        }
    }
}
