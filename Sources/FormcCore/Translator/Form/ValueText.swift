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
        case .decimal(let text): decimal(text)
        case .date(let text): date(text, mode: field.dateMode ?? .date)
        case .option(let code):
            let item = field.optionList.flatMap({ model.optionList(named: $0) })?.items.first { $0.value == code }
            member(item?.swiftName ?? code)
        }
    }

    /// ``ValueExpressions/decimal(_:)``: `Decimal(sign:exponent:significand:)`.
    mutating func decimal(_ text: String) {
        let parts = DecimalLiteral(text)
        add("Decimal")
        var call = openCall()
        argument(&call, label: "sign")
        add(parts.isNegative ? ".minus" : ".plus")
        argument(&call, label: "exponent")
        integer(parts.exponent)
        argument(&call, label: "significand")
        add("Decimal(")
        integer(Int(parts.significand) ?? 0)
        add(")")
        closeCall(call)
    }

    /// ``ValueExpressions/date(_:mode:)``: `FormcDate.make(…)`, without the day for a time.
    mutating func date(_ text: String, mode: DateMode) {
        let parts = ISODate(text, mode: mode)?.parts ?? [2000, 1, 1, 0, 0, 0]
        let labels: [StaticString] = ["year", "month", "day", "hour", "minute", "second"]
        add("FormcDate.make")
        var call = openCall()
        for (index, part) in zip(labels.indices, parts) where !(mode == .time && index < 3) {
            argument(&call, label: labels[index])
            integer(part)
        }
        closeCall(call)
    }
}
