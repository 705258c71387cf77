/// The support-file value of a field's `format:`, shared by both UIs:
/// `FormcDisplayFormat(.currency("JPY"), language: .ja)`,
/// `FormcDisplayFormat(date: .long, language: .ja)`.
enum DisplayFormatExpressions {
    /// The format of `field`, `nil` when it has none.
    static func format(of field: borrowing Field, language: FormLanguage?) -> Expression? {
        guard let format = field.displayFormat else { return nil }
        return expression(format, of: field, language: language)
    }

    /// The format of a date field: its own, else its mode's lengths.
    static func dateFormat(of field: borrowing Field, language: FormLanguage?) -> Expression {
        expression(field.displayFormat ?? DisplayFormat(), of: field, language: language)
    }

    private static func expression(_ format: DisplayFormat, of field: borrowing Field, language: FormLanguage?) -> Expression {
        var arguments: [Argument] = []
        if field.kind == .date {
            let mode = field.dateMode ?? .date
            // The lengths the date field shows without a format, for what the spec leaves out.
            let date = format.date ?? (mode == .time ? .none : .medium)
            let time = format.time ?? (mode == .date ? .none : .short)
            arguments.append(Argument(label: "date", .member(nil, date.rawValue)))
            if time != .none { arguments.append(Argument(label: "time", .member(nil, time.rawValue))) }
        } else {
            switch format.style ?? .number {
            case .number: break
            case .currency:
                arguments.append(Argument(.call(.member(nil, "currency"), [Argument(.string(format.currency ?? ""))])))
            case .percent: arguments.append(Argument(.member(nil, "percent")))
            }
            if format.grouping == false { arguments.append(Argument(label: "grouping", .bool(false))) }
            if let digits = format.fractionDigits { arguments.append(Argument(label: "fractionDigits", .integer(digits))) }
            if let prefix = format.prefix { arguments.append(Argument(label: "prefix", .string(prefix))) }
            if let suffix = format.suffix { arguments.append(Argument(label: "suffix", .string(suffix))) }
        }
        if let language { arguments.append(Argument(label: "language", .member(nil, language.rawValue))) }
        return .call(.identifier("FormcDisplayFormat"), arguments)
    }
}
