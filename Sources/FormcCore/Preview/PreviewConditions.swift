/// A field's or section's condition as data for the page's script, so that
/// toggling a switch or choosing an option shows and hides the rows that
/// depend on it, as the binder does. Fields are named by their position and
/// options by their index in the list: the only spec texts in the data are the
/// texts a condition compares with, JSON-encoded (every character that could
/// end a string or open markup escaped), then HTML-escaped as any attribute.
/// The script reads them with `JSON.parse`, never as code.
struct PreviewConditions {
    let lookup: PreviewLookup

    /// `{"all":[…]}`, `{"any":[…]}`, `{"not":…}` or `{"f":3,"op":"equals","v":[1]}`.
    func json(_ condition: FieldCondition) -> String {
        var text = ""
        // Iterative, with closing marks on the stack: nesting is bounded by the checker, a walk needs no recursion.
        enum Step { case open(FieldCondition), close(String), comma }
        var steps: [Step] = [.open(condition)]
        func openList(_ name: String, _ conditions: [FieldCondition]) {
            text += "{\"\(name)\":["
            steps.append(.close("]}"))
            for (index, condition) in conditions.enumerated().reversed() {
                steps.append(.open(condition))
                if index > 0 { steps.append(.comma) }
            }
        }
        while let step = steps.popLast() {
            switch step {
            case .comma: text += ","
            case .close(let mark): text += mark
            case .open(.test(let test)): text += self.test(test)
            case .open(.not(let inner)):
                text += "{\"not\":"
                steps.append(.close("}"))
                steps.append(.open(inner))
            case .open(.all(let conditions)): openList("all", conditions)
            case .open(.any(let conditions)): openList("any", conditions)
            }
        }
        return text
    }

    private func test(_ test: ConditionTest) -> String {
        // A field that does not exist (a spec with errors) is tested as position -1: never shown, never holds.
        let position = lookup.fieldPosition(test.field) ?? -1
        let field = position >= 0 ? lookup.model.fields[position] : nil
        let values = test.values.map { value(of: $0, for: field) }.joined(separator: ",")
        return "{\"f\":\(position),\"op\":\"\(test.operation.rawValue)\",\"v\":[\(values)]}"
    }

    private func value(of value: FieldValue, for field: Field?) -> String {
        switch value {
        case .bool(let on): return on ? "true" : "false"
        case .integer(let number): return String(number)
        case .option(let code):
            // The page knows options by index (`data-selected`).
            let index = field.flatMap(lookup.optionList(of:)).flatMap { lookup.itemPosition(code, in: $0) }
            return index.map(String.init) ?? "-1"
        default: return Self.string(value.text)
        }
    }

    /// A JSON string that stays one string whatever `text` holds.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<", ">", "&", "'": result += Self.escaped(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += Self.escaped(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `\u00xx`: a UTF-16 escape of a scalar of the Basic Multilingual Plane.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
