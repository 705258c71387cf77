/// A field's value as text, as a title or a summary shows it (the support
/// file's `FormcDisplayText`), and the submit title that shows values.
struct DisplayTextExpressions {
    let model: IndexedModel

    /// The text of `field`'s value in `values` (`$0`): `FormcDisplayText.number($0.amount, FormcDisplayFormat(.currency("JPY")))`;
    /// `nil` for a kind a title cannot show (the checker reports those).
    func text(of field: borrowing Field, in values: Expression) -> Expression? {
        let value = Expression.member(values, field.swiftName)
        let display = Expression.identifier("FormcDisplayText")
        func call(_ name: String, _ format: Expression?) -> Expression {
            .call(.member(display, name), [Argument(value)] + (format.map { [Argument($0)] } ?? []))
        }
        let language = model.language
        switch field.kind {
        case .text, .email, .phone, .url: return value
        case .number, .stepper: return call("number", DisplayFormatExpressions.format(of: field, language: language))
        case .decimal: return call("decimal", DisplayFormatExpressions.format(of: field, language: language))
        case .date: return call("date", DisplayFormatExpressions.dateFormat(of: field, language: language))
        case .picker, .segmented, .radio: return call("option", nil)
        default: return nil
        }
    }

    /// `FormcSubmitTitle(<title>, [("amount", { FormcDisplayText.number($0.amount, …) })])`
    /// for a submit title that shows values; `nil` when it shows none.
    func submitTitle(_ values: ValueExpressions) -> Expression? {
        guard let submit = model.submit, let ids = submit.titleFields, !ids.isEmpty else { return nil }
        let pairs: [Expression] = ids.compactMap { id in
            guard let field = model.field(id: id), let text = text(of: field, in: .identifier("$0")) else { return nil }
            return .tuple([Argument(.string(id)), Argument(.closure(Closure(body: [.expression(text)])))])
        }
        return .call(.identifier("FormcSubmitTitle"), [Argument(values.text(submit.title)), Argument(.array(pairs))])
    }
}
