/// Random specs of a requested size, built from the language's structure
/// rather than from bytes: valid ones (every kind, rules, defaults, option
/// lists, toolbars, hostile texts) and near-valid ones (one mutation that
/// makes exactly one kind of error). A fixed seed gives the same specs.
struct SpecGenerator {
    /// One generated spec.
    struct Spec {
        /// The YAML.
        var text: String
        /// Whether it must check clean (no error); near-valid ones must not.
        var isValid: Bool
        /// What was done to it, for failure messages.
        var summary: String
    }

    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    /// Texts that have broken generators before: quotes, escapes, interpolation,
    /// comment ends, line breaks, bidi and zero-width marks, emoji, Japanese.
    static let texts = [
        "名前", "お名前（全角）", "a \"quoted\" label", "back\\slash", "\\(interpolation)", "\"\"\" triple", "*/ end",
        "line\nbreak", "tab\there", "\u{202E}reversed", "zero\u{200B}width", "emoji 👨‍👩‍👧", "e\u{301}combining",
        "# not a comment", "% percent: colon, comma", "'single'", "NUL\u{0}byte", "\u{2028}separator", "<b>html</b>",
    ]

    static let textKinds = ["text", "email", "password", "phone", "url", "text_area"]

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    private mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A valid spec of about `bytes` bytes.
    mutating func valid(bytes: Int, form: String = "Generated") -> Spec {
        let lists = max(1, min(200, bytes / 20_000))
        var text = "formc: 1\nform: \(form)\ntitle: \(Self.quoted(pick(Self.texts)))\noptions:\n"
        for list in 0..<lists {
            text += "  list_\(list):\n"
            for item in 0..<number(2...6) {
                text += "    - { value: v\(item), label: \(Self.quoted(pick(Self.texts))) }\n"
            }
        }
        text += "toolbars:\n  keys: [previous, next, flexible_space, { done: \(Self.quoted(pick(Self.texts))) }]\n"
        text += "  custom: [{ button: \(Self.quoted(pick(Self.texts))), action: clear_all }, flexible_space, done]\n"
        text += "fields:\n"
        var index = 0
        while text.utf8.count < bytes || index < 2 {
            text += "  - " + field(index, lists: lists) + "\n"
            index += 1
        }
        return Spec(text: text, isValid: true, summary: "valid, \(index) fields, \(text.utf8.count) bytes")
    }

    /// One field as a flow mapping, of a random kind with random valid keys.
    private mutating func field(_ index: Int, lists: Int) -> String {
        var keys = ["id: f\(index)"]
        let kind = pick(Self.textKinds + ["number", "decimal", "picker", "date", "toggle"])
        keys.append("kind: \(kind)")
        keys.append("label: \(Self.quoted(pick(Self.texts)))")
        if kind != "toggle", chance(50) { keys.append("placeholder: \(Self.quoted(pick(Self.texts)))") }
        if chance(30) { keys.append(chance(50) ? "required: true" : "required: { value: true, message: \(Self.quoted(pick(Self.texts))) }") }
        switch kind {
        case "number":
            let low = number(0...50)
            keys += ["min: \(low)", "max: \(low + number(1...1_000))"]
            if chance(50) { keys.append("default: \(low)") }
        case "decimal":
            keys += ["min: 0.5", "max: \(number(1...99)).25"]
        case "picker":
            keys.append("options: list_\(number(0...(lists - 1)))")
            if chance(30) { keys.append("default: v0") }
        case "date":
            keys += ["min: 2000-01-01", "max: 2030-12-31"]
            if chance(30) { keys.append("default: 2024-04-01") }
        case "toggle":
            if chance(50) { keys.append("default: \(chance(50))") }
        default:
            if chance(40) {
                let low = number(0...5)
                keys += ["min_length: \(low)", "max_length: { value: \(low + number(1...200)), message: \(Self.quoted(pick(Self.texts))) }"]
            }
            if kind == "text", chance(20) { keys.append("pattern: '^[a-z0-9]*$'") }
        }
        if kind != "toggle", chance(40) { keys.append("toolbar: \(chance(50) ? "keys" : "custom")") }
        return "{ " + keys.joined(separator: ", ") + " }"
    }

    /// A valid spec of about `bytes` with one mutation that makes it an error.
    mutating func nearValid(bytes: Int) -> Spec {
        var spec = valid(bytes: bytes)
        var lines = spec.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let fieldLines = lines.indices.filter { lines[$0].hasPrefix("  - { id: f") }
        let line = pick(Array(fieldLines.dropFirst()))  // Not f0, so that a duplicate id is one.
        let mutations: [(String, (String) -> String)] = [
            ("a misspelt key", { $0.replacingOccurrences(of: "label:", with: "lable:") }),
            ("an unknown kind", { $0.replacingOccurrences(of: "kind: ", with: "kind: x") }),
            ("a duplicate id", { "  - { id: f0," + $0.drop { $0 != "," }.dropFirst() }),
            ("the label under an unknown key", { $0.replacingOccurrences(of: "label:", with: "title:") }),
            ("an unclosed mapping", { String($0.dropLast(2)) }),
            ("a wrong type", { $0.replacingOccurrences(of: "{ id: f", with: "{ required: maybe, id: f") }),
        ]
        let (name, mutate) = pick(mutations)
        lines[line] = mutate(lines[line])
        spec.text = lines.joined(separator: "\n")
        spec.isValid = false
        spec.summary = "near-valid (\(name) on line \(line + 1)), \(spec.text.utf8.count) bytes"
        return spec
    }
}
