/// A multi-column picker's columns, read and written through the model's
/// struct as codes, as both UIs' factories take them (`.multiPicker(…)` on
/// `FormcBinding` and on `FormcControl`): each column's rows
/// (`{ _ in FormcPickerRow.rows(Form.Month.allCases) }`, a filtered column's
/// from the codes before it), `selection: { [$0.expiry.month?.rawValue, …] }`
/// and `select: { values, codes in values.expiry = Form.Expiry(month: …) }`.
struct MultiPickerExpressions {
    let model: IndexedModel
    let formType: TypeName

    /// `labels:`, `rows:`, `selection:` and `select:` of the field `name`'s picker.
    func arguments(_ picker: MultiPicker, name: String, values: ValueExpressions) -> [Argument] {
        let components = picker.components
        let structType = Expression.type(.member(formType, picker.swiftName))
        func listType(_ component: PickerComponent) -> Expression {
            .type(.member(formType, model.optionList(named: component.optionList)?.swiftName ?? "String"))
        }
        /// `codes[i].flatMap { Form.List(rawValue: $0) }`
        func decoded(_ index: Int) -> Expression {
            .call(.member(.subscript(.identifier("codes"), [Argument(.integer(index))]), "flatMap"), [],
                  trailingClosure: Closure(body: [.expression(.call(listType(components[index]),
                                                                    [Argument(label: "rawValue", .identifier("$0"))]))]))
        }
        let rows: [Expression] = components.map { component in
            let list = listType(component)
            let parentIndex = component.parent.flatMap { parent in components.firstIndex { $0.id == parent } }
            let items: Expression = parentIndex.map { .call(.member(list, "items"), [Argument(label: "for", decoded($0))]) }
                ?? .member(list, "allCases")
            // The support file's `rows(_:)`: a `map` with a closure here would cost the app's compiler twice as much.
            let mapped = Expression.call(.member(.identifier("FormcPickerRow"), "rows"), [Argument(items)])
            return .closure(Closure(parameters: [parentIndex == nil ? "_" : "codes"], body: [.expression(mapped)]))
        }
        let value = Expression.member(.identifier("$0"), name)
        let selection = Expression.array(components.map { .member(.optionalChain(.member(value, $0.swiftName)), "rawValue") })
        let built = Expression.call(structType, components.indices.map { Argument(label: components[$0].swiftName, decoded($0)) })
        return [
            Argument(label: "labels", .array(components.map { $0.label.map(values.text) ?? .nil })),
            Argument(label: "rows", .array(rows)),
            Argument(label: "selection", .closure(Closure(body: [.expression(selection)]))),
            Argument(label: "select", .closure(Closure(parameters: ["values", "codes"], body: [
                .assignment(.member(.identifier("values"), name), built),
            ]))),
        ]
    }
}
