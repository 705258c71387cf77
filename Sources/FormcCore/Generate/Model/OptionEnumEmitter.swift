/// An option list as `enum <List>: String, CaseIterable`: raw value = code,
/// `label` per case, and for filtered lists `parentCodes` and `items(for:)`.
struct OptionEnumEmitter {
    let list: OptionList
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        var members: [Declaration] = list.items.map {
            .enumCase(.stringCase($0.swiftName, rawValue: $0.value))
        }
        members.append(.documented("The text shown for this option.", .variable(VariableDeclaration(
            access: access, binding: .var, name: "label", type: "String",
            accessors: .computed([switchOverSelf { .return(ValueExpressions(model: model).text($0.label)) }])))))
        let parentLists = model.parentLists(filtering: list.name)
        if !parentLists.isEmpty {
            members.append(.documented("The codes of the parent options under which this option is shown.", .variable(VariableDeclaration(
                access: access, binding: .var, name: "parentCodes", type: .array("String"),
                accessors: .computed([switchOverSelf { .return(.array($0.parents.map(Expression.string))) }])))))
            members += parentLists.map(itemsFunction)
        }
        guard list.items.isEmpty else {
            return .documented("Option list '\(list.name)'.", .type(TypeDeclaration(
                access: access, kind: .enum(rawType: "String"), name: list.swiftName,
                inheritance: ["CaseIterable", "Sendable", "Codable"], members: members)))
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
            inheritance: ["RawRepresentable", "Hashable", "CaseIterable", "Sendable", "Codable"], members: members)))
    }

    /// `switch self { case .a: <statement> … }`; an empty list has nothing to switch over.
    private func switchOverSelf(_ body: (OptionItem) -> Statement) -> Statement {
        .switch(.selfReference, list.items.map { SwitchCase([.value(.member(nil, $0.swiftName))], body: [body($0)]) })
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
