/// Expressions for the values a spec holds: texts (literal or localized),
/// defaults and bounds.
struct ValueExpressions {
    let model: IndexedModel

    /// A literal, or `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`.
    func text(_ text: LocalizableText) -> Expression {
        guard let key = text.key else { return .string(text.text) }
        let localization = model.localization
        return .call(.identifier("NSLocalizedString"), [
            Argument(.string(key)),
            Argument(label: "tableName", localization.table.map(Expression.string) ?? .nil),
            Argument(label: "bundle", .member(nil, localization.bundle.rawValue)),
            Argument(label: "value", .string(text.text)),
            Argument(label: "comment", .string("")),
        ])
    }

    /// A text as read, without link markup: the literal's plain text, or a
    /// localized text read through `FormcLinkedText(…).plainText` (its
    /// translation may hold links too). ``text(_:)`` when it has no links.
    func plainText(_ text: LocalizableText) -> Expression {
        let links = TextLinks(text.text)
        guard !links.links.isEmpty else { return self.text(text) }
        guard text.key != nil else { return .string(links.plainText) }
        return .member(.call(.identifier("FormcLinkedText"), [Argument(self.text(text))]), "plainText")
    }

    /// The Swift value of a field's default or bound.
    func value(_ value: FieldValue, of field: borrowing Field) -> Expression {
        switch value {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .bool(let flag): return .bool(flag)
        // A slider's value is a Double, as UISlider's (a Float) is read.
        case .decimal(let text) where field.kind == .slider: return .literal(.floating(Double(text) ?? 0))
        case .decimal(let text): return decimal(text)
        case .date(let text): return date(text, mode: field.dateMode ?? .date)
        case .option(let code):
            return .member(nil, field.optionList.flatMap { model.caseName(of: code, inList: $0) } ?? code)
        case .relativeDate(let date): return relativeDate(date, from: .call(.type("Date"), []))
        // A bound given by another field has no value of its own: a date picker gets no limit from it.
        case .field: return .nil
        case .options(let codes):
            let list = field.optionList
            return .array(codes.map { code in .member(nil, list.flatMap { model.caseName(of: code, inList: $0) } ?? code) })
        case .wheels(let codes):
            return multiPickerValue(codes, of: field)
        }
    }

    /// `Expiry(month: .m04, year: .y2027)`: the chosen components (the others start nil).
    func multiPickerValue(_ codes: [String?], of field: borrowing Field) -> Expression {
        guard let picker = field.multiPicker else { return .nil }
        let arguments = zip(picker.components, codes).compactMap { component, code -> Argument? in
            guard let code else { return nil }
            return Argument(label: component.swiftName, .member(nil, model.caseName(of: code, inList: component.optionList) ?? code))
        }
        return .call(.type(.named(picker.swiftName)), arguments)
    }

    /// `Decimal(sign:exponent:significand:)`: exact, no parsing at run time.
    func decimal(_ text: String) -> Expression {
        let parts = DecimalLiteral(text)
        return .call(.type("Decimal"), [
            Argument(label: "sign", .member(nil, parts.isNegative ? "minus" : "plus")),
            Argument(label: "exponent", .integer(parts.exponent)),
            Argument(label: "significand", .call(.type("Decimal"), [Argument(.integer(Int(parts.significand) ?? 0))])),
        ])
    }

    /// `FormcDate.make(…)` from an ISO date, time or date-time: built with the
    /// user's calendar and time zone, as a date picker shows it. The parts
    /// `make` defaults are left out as hand-written code would: a date's time
    /// (`make(year: 2026, month: 12, day: 31)`), a time's date, a zero second.
    func date(_ text: String, mode: DateMode) -> Expression {
        let parts = ISODate(text, mode: mode)?.parts ?? [2000, 1, 1, 0, 0, 0]
        let labels = ["year", "month", "day", "hour", "minute", "second"]
        let arguments = zip(labels, parts).compactMap { label, part -> Argument? in
            let written = switch label {
            case "year", "month", "day": mode != .time
            case "second": part != 0
            default: mode != .date || part != 0
            }
            return written ? Argument(label: label, .integer(part)) : nil
        }
        return .call(.member(.identifier("FormcDate"), "make"), arguments)
    }
}
