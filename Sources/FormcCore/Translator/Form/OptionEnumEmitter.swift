/// An option list as `enum <List>: String, CaseIterable, …, FormcOptionList`: raw value = code,
/// `label` per case, and for filtered lists `parentCodes` and `items(for:)`.
struct OptionEnumEmitter {
    let list: OptionList
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let parentLists = model.parentLists(filtering: list.name)
        guard !list.items.isEmpty else { return emptyDeclaration(parentLists: parentLists) }
        let items = list.items
        let values = ValueExpressions(model: model)
        let cases: [Declaration] = items.map { .enumCase(.stringCase($0.swiftName, rawValue: $0.value)) }
        var members: [@Sendable () -> [Declaration]] = [
            switchProperty("label", "The text shown for this option.", "String") { values.text(items[$0].label) },
        ]
        if !parentLists.isEmpty {
            members.append(switchProperty("parentCodes", "The codes of the parent options under which this option is shown.",
                                          .array("String")) { .array(items[$0].parents.map(Expression.string)) })
            members += parentLists.map { parentList in { [itemsFunction(parentList)] } }
        }
        return .documented("Option list '\(list.name)'.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: list.swiftName,
            inheritance: ["CaseIterable", "Sendable", "Codable", "FormcOptionList"], members: cases).withDeferredMembers(members)))
    }

    /// `var name: type { switch self { case .item: return value … } }`, a case
    /// per item on one line each, the value by `returned` (given the item's position); built when printed.
    private func switchProperty(_ name: String, _ doc: String, _ type: TypeName,
                                _ returned: @escaping @Sendable (Int) -> Expression) -> @Sendable () -> [Declaration] {
        { [list, access] in
            let cases = list.items.indices.map { index in
                SwitchCase([.value(.member(nil, list.items[index].swiftName))], body: [.return(returned(index))], isInline: true)
            }
            return [.documented(doc, .variable(VariableDeclaration(
                access: access, binding: .var, name: name, type: type, accessors: .computed([.switch(.selfReference, cases)]))))]
        }
    }

    /// A list without options, as a tree: it has no per-item members.
    private func emptyDeclaration(parentLists: [OptionList]) -> Declaration {
        var members: [Declaration] = [
            .documented("The text shown for this option.", .variable(VariableDeclaration(
                access: access, binding: .var, name: "label", type: "String", accessors: .computed([.switch(.selfReference, [])])))),
        ]
        if !parentLists.isEmpty {
            members.append(.documented("The codes of the parent options under which this option is shown.", .variable(VariableDeclaration(
                access: access, binding: .var, name: "parentCodes", type: .array("String"),
                accessors: .computed([.switch(.selfReference, [])])))))
            members += parentLists.map(itemsFunction)
        }
        // Swift gives no raw type to an enum without cases: spell out RawRepresentable,
        // and Hashable, which a case-less enum does not get from its raw value.
        members.insert(contentsOf: [
            .initializer(InitializerDeclaration(access: access, isFailable: true,
                                                parameters: [Parameter(label: "rawValue", name: "rawValue", type: "String")],
                                                body: [.return(.nil)])),
            .variable(VariableDeclaration(access: access, binding: .var, name: "rawValue", type: "String",
                                          accessors: .computed([.switch(.selfReference, [])]))),
        ], at: 0)
        return .documented("Option list '\(list.name)' (empty).", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: nil), name: list.swiftName,
            inheritance: ["RawRepresentable", "Hashable", "CaseIterable", "Sendable", "Codable", "FormcOptionList"], members: members)))
    }

    /// `static func items(for parent: Parent?) -> [Self]`: the rows shown under `parent`.
    private func itemsFunction(_ parentList: OptionList) -> Declaration {
        .documented("The options shown when the parent picker's value is `parent`; none while it is empty.",
                    .function(FunctionDeclaration(
                        access: access, modifiers: [.static], name: "items",
                        parameters: [Parameter(label: "for", name: "parent", type: .optional(.named(parentList.swiftName)))],
                        returnType: .array(.named(list.swiftName)),
                        body: [
                            .guard([.optionalBinding(.let, name: "parent", value: nil)], otherwise: [.return(.array([]))]),
                            .return(.call(.member(.identifier("allCases"), "filter"), [], trailingClosure: Closure(body: [
                                .expression(.call(.member(.member(.identifier("$0"), "parentCodes"), "contains"),
                                                  [Argument(.member(.identifier("parent"), "rawValue"))])),
                            ]))),
                        ])))
    }
}
