extension Checking {
    /// The most fraction digits a format fixes: more than any amount shows.
    static let displayFractionDigits = 0...10

    /// Checks `format:` against the field's kind (the kinds that take it are
    /// `number`, `decimal` and `date`; others are reported as keys not allowed)
    /// and returns it as modelled. Decided: number keys on a date and date keys
    /// on a number are errors, as is a time style on a `mode: date` field or a
    /// date style on a `mode: time` one; `currency` goes with `style: currency`
    /// and the other way round; a currency code is three ASCII capitals.
    mutating func checkDisplayFormat(_ spec: DisplayFormatSpec?, kind: FieldKind, mode: DateMode) -> DisplayFormat? {
        guard let spec else { return nil }
        let numberKeys = ["style", "currency", "grouping", "fraction_digits", "prefix", "suffix"]
        let dateKeys = ["date", "time"]
        var valid = true
        for key in spec.keys {
            let fits = kind == .date ? dateKeys.contains(key.value) : numberKeys.contains(key.value)
            if !fits {
                report(Problems.invalidDisplayFormat("'\(key.value)' does not format a \(kind.rawValue) field; "
                    + (kind == .date ? "a date takes 'date' and 'time'" : "a number takes style, currency, grouping, fraction_digits, prefix and suffix")),
                       at: key.location)
                valid = false
            }
        }
        if kind == .date {
            if mode == .date, let time = spec.time, time.value != .none {
                report(Problems.invalidDisplayFormat("a date field in mode date has no time to show; drop 'time'"), at: time.location)
                valid = false
            }
            if mode == .time, let date = spec.date, date.value != .none {
                report(Problems.invalidDisplayFormat("a date field in mode time has no date to show; drop 'date'"), at: date.location)
                valid = false
            }
        }
        if spec.style?.value == .currency, spec.currency == nil {
            report(Problems.invalidDisplayFormat("style currency needs 'currency', an ISO 4217 code such as JPY"), at: spec.style?.location ?? spec.location)
            valid = false
        }
        if let currency = spec.currency {
            if spec.style?.value != .currency {
                report(Problems.invalidDisplayFormat("'currency' goes with style: currency"), at: currency.location)
                valid = false
            } else if currency.value.count != 3 || !currency.value.allSatisfy({ $0.isASCII && $0.isUppercase }) {
                report(Problems.invalidDisplayFormat("'\(currency.value)' is not a currency code: three capital letters (ISO 4217), such as JPY or USD"),
                       at: currency.location)
                valid = false
            }
        }
        if let digits = spec.fractionDigits, !Self.displayFractionDigits.contains(digits.value) {
            report(Problems.invalidDisplayFormat("fraction_digits \(digits.value) is more than formc shows (0 to \(Self.displayFractionDigits.upperBound))"),
                   at: digits.location)
            valid = false
        }
        guard valid else { return nil }
        return DisplayFormat(style: spec.style?.value, currency: spec.currency?.value, grouping: spec.grouping?.value,
                             fractionDigits: spec.fractionDigits?.value, prefix: spec.prefix?.value, suffix: spec.suffix?.value,
                             date: spec.date?.value, time: spec.time?.value)
    }
}
