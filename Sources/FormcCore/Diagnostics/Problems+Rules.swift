// The messages of the cross-field, relative-date and app-rule diagnostics.

extension Problems {
    public static func undefinedRuleField(_ id: String, key: String, suggestion: String?) -> Problem {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Problem(.error, .undefinedRuleField, "'\(key)' names no field with id '\(id)'\(hint)")
    }
    public static func ruleRefersToItself(_ id: String, key: String) -> Problem {
        Problem(.error, .ruleRefersToItself, "'\(key)' of field '\(id)' names the field itself")
    }
    public static func ruleFieldMismatch(_ reason: String) -> Problem {
        Problem(.error, .ruleFieldMismatch, reason)
    }
    public static func invalidRelativeDate(_ reason: String) -> Problem {
        Problem(.error, .invalidRelativeDate, reason)
    }
    public static func customRuleConflict(_ name: String, type: String, firstType: String) -> Problem {
        Problem(.error, .customRuleConflict,
                "custom rule '\(name)' checks \(type) here but \(firstType) where it is first used; one rule checks one type of value")
    }
}
