/// An option list as `enum <List>: String, CaseIterable`: raw value = code,
/// `label` per case, and for filtered lists `parentCodes` and `items(for:)`.
struct OptionEnumEmitter {
    let list: OptionList
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let parentLists = model.parentLists(filtering: list.name)
        guard !list.items.isEmpty else { return emptyDeclaration(parentLists: parentLists) }
        // A case and a switch case or two per item, written as text.
        let items = list.items
        let localization = model.localization
        var members: [TypeDeclaration.DeferredMember] = [
            .printed { _, writer in
                for index in items.indices {
                    writer.text { text in
                        text.add("case ")
                        text.name(items[index].swiftName)
                        if items[index].swiftName != items[index].value {
                            text.add(" = ")
                            text.literal(items[index].value)
                        }
                    }
                }
            },
            switchProperty("label", "The text shown for this option.", "String") { text, index in
                text.text(items[index].label, localization: localization)
            },
        ]
        if !parentLists.isEmpty {
            members.append(switchProperty("parentCodes", "The codes of the parent options under which this option is shown.",
                                          .array("String")) { text, index in
                text.fragment(SwiftPrinter().expression(.array(items[index].parents.map(Expression.string))))
            })
            members += parentLists.map { parentList in .declaration { itemsFunction(parentList) } }
        }
        return .documented("Option list '\(list.name)'.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: list.swiftName,
            inheritance: ["CaseIterable", "Sendable", "Codable"], deferredMembers: members)))
    }

    /// `var name: type { switch self { case .item: return value … } }`, a case
    /// per item written as text, the value by `returned` (given the item's position).
    private func switchProperty(_ name: String, _ doc: String, _ type: TypeName,
                                _ returned: @escaping @Sendable (inout SourceText, Int) -> Void) -> TypeDeclaration.DeferredMember {
        let items = list.items
        return .printed { printer, writer in
            printer.documentation(doc, into: &writer)
            let variable = VariableDeclaration(access: access, binding: .var, name: name, type: type, accessors: .computed([]))
            printer.computedVariable(variable, into: &writer) { getter in
                getter.write("switch self {")
                for index in items.indices {
                    getter.text { text in
                        text.add("case ")
                        text.member(items[index].swiftName)
                        text.add(":")
                        text.newLine(indentedBy: 1)
                        text.add("return ")
                        returned(&text, index)
                    }
                }
                getter.write("}")
            }
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
            inheritance: ["RawRepresentable", "Hashable", "CaseIterable", "Sendable", "Codable"], members: members)))
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
