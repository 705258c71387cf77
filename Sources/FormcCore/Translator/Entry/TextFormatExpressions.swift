/// The runtime values of a text field's format: `FormcTextFormat(…)` for
/// `normalize:` / `mask:`, the field choosing the mask, the reveal toggle's labels.
enum TextFormatExpressions {
    /// `FormcTextFormat(normalize: FormcNormalization([.halfwidth], zeroPad: 3), timing: .typing, mask: FormcMask("###-####"))`,
    /// each part only when the spec has it.
    static func format(_ format: TextFormat) -> Expression {
        var arguments: [Argument] = []
        if !format.normalize.isEmpty || format.zeroPad != nil {
            let transforms = Expression.array(format.normalize.map { .member(nil, $0.runtimeName) })
            var normalization = [Argument(transforms)]
            if let digits = format.zeroPad { normalization.append(Argument(label: "zeroPad", .integer(digits))) }
            arguments.append(Argument(label: "normalize", .call(.identifier("FormcNormalization"), normalization)))
            arguments.append(Argument(label: "timing", .member(nil, format.timing == .typing ? "typing" : "endEditing")))
        }
        if let mask = format.mask {
            arguments.append(Argument(label: "mask", maskExpression(mask, cases: format.maskCases ?? [])))
        }
        return .call(.identifier("FormcTextFormat"), arguments)
    }

    /// `FormcMask("###-####")`, or for masks chosen by the value
    /// `FormcMask(byPrefix: [FormcMask.Case(["34", "37"], "#### ###### #####")], otherwise: "#### #### #### ####")`.
    static func maskExpression(_ mask: String, cases: [MaskCase]) -> Expression {
        guard !cases.isEmpty else { return .call(.identifier("FormcMask"), [Argument(.string(mask))]) }
        let caseType = Expression.member(.identifier("FormcMask"), "Case")
        let items = cases.map { item in
            Expression.call(caseType, [Argument(.array(item.prefixes.map { .string($0) })), Argument(.string(item.mask))])
        }
        return .call(.identifier("FormcMask"), [
            Argument(label: "byPrefix", .array(items)), Argument(label: "otherwise", .string(mask)),
        ])
    }

    /// `(.cardNumber, \.cardNumber, FormcMask(…))` for a field whose mask
    /// another field's value chooses (`mask: { field: card_number, … }`): that
    /// field, its value and its own mask (`nil` when it has none); `nil` otherwise.
    static func maskChooser(of field: borrowing Field, in model: IndexedModel) -> Expression? {
        guard let id = field.textFormat?.maskField, let other = model.field(id: id) else { return nil }
        let source: Expression = other.textFormat?.mask.map { maskExpression($0, cases: other.textFormat?.maskCases ?? []) } ?? .nil
        return .tuple([Argument(.member(nil, other.swiftName)), Argument(.keyPath([other.swiftName])), Argument(source)])
    }

    /// `.standard`, or `FormcRevealLabels(show: "…", hide: "…")` with the spec's labels.
    static func revealLabels(_ toggle: RevealToggle, _ values: ValueExpressions) -> Expression {
        guard let show = toggle.showLabel, let hide = toggle.hideLabel else { return .member(nil, "standard") }
        return .call(.identifier("FormcRevealLabels"), [
            Argument(label: "show", values.text(show)), Argument(label: "hide", values.text(hide)),
        ])
    }
}
