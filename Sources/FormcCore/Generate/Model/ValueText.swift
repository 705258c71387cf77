extension SourceText {
    /// A text of the spec as ``ValueExpressions/text(_:)`` prints it: a
    /// literal, or `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`.
    mutating func text(_ text: LocalizableText, localization: Localization) {
        guard let key = text.key else { return literal(text.text) }
        add("NSLocalizedString")
        var call = openCall()
        argument(&call)
        literal(key)
        argument(&call, label: "tableName")
        if let table = localization.table { literal(table) } else { add("nil") }
        argument(&call, label: "bundle")
        member(localization.bundle.rawValue)
        argument(&call, label: "value")
        literal(text.text)
        argument(&call, label: "comment")
        add("\"\"")
        closeCall(call)
    }

    /// A field's default or bound as ``ValueExpressions/value(_:of:)`` prints it.
    mutating func value(_ value: FieldValue, of field: Field, in model: IndexedModel) {
        switch value {
        case .string(let text): literal(text)
        case .integer(let number): integer(number)
        case .bool(let flag): bool(flag)
        case .option, .decimal, .date:
            // Rarer and more varied: printed from the expression.
            fragment(SwiftPrinter().expression(ValueExpressions(model: model).value(value, of: field)))
        }
    }
}
