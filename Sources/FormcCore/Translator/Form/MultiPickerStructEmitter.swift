/// Per multi-column picker, the struct its value is (`struct Expiry { var month: Month?; var year: Year? }`),
/// nested in the form struct beside the option enums, conforming to the support
/// file's `FormcWheelsValue`: its codes, a value from codes and each wheel's rows,
/// said once here for both UIs (a closure per wheel in each UI's binding cost
/// the app's compiler several times more).
struct MultiPickerStructEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    func declarations() -> [Declaration] {
        model.base.fields.compactMap { field in field.multiPicker.map { declaration($0, of: field) } }
    }

    private func declaration(_ picker: MultiPicker, of field: Field) -> Declaration {
        let access = options.accessLevel
        let components = picker.components
        func type(_ component: PickerComponent) -> TypeName {
            .optional(.named(model.optionList(named: component.optionList)?.swiftName ?? "String"))
        }
        var members: [Declaration] = components.map { component in
            .documented(component.label?.text ?? component.id, .variable(VariableDeclaration(
                access: access, binding: .var, name: component.swiftName, type: type(component))))
        }
        let parameters = components.map { Parameter(name: $0.swiftName, type: type($0), defaultValue: .nil) }
        members.append(.documented("A value with the given choices; each defaults to none.",
                                   .initializer(InitializerDeclaration(access: access, parameters: parameters, body: components.map {
                                       .assignment(.member(.selfReference, $0.swiftName), .identifier($0.swiftName))
                                   }))))
        members += wheelMembers(picker)
        return .documented("The value of '\(field.label.text)': one choice per wheel, left to right.",
                           .type(TypeDeclaration(access: access, kind: .struct, name: picker.swiftName,
                                                 inheritance: ["FormcWheelsValue", "Codable"], members: members)))
    }

    /// `codes`, `init(codes:)` and `rows(codes:)` of `FormcWheelsValue` (its `isComplete` is the support file's).
    private func wheelMembers(_ picker: MultiPicker) -> [Declaration] {
        let access = options.accessLevel
        let components = picker.components
        func listType(_ component: PickerComponent) -> Expression {
            .type(.named(model.optionList(named: component.optionList)?.swiftName ?? "String"))
        }
        /// `Self.choice(codes, i)`: the support file's decoding, typed by where it goes.
        func decoded(_ index: Int) -> Expression {
            .call(.member(.type("Self"), "choice"), [Argument(.identifier("codes")), Argument(.integer(index))])
        }
        let codes = Expression.array(components.map { .member(.optionalChain(.identifier($0.swiftName)), "rawValue") })
        let fromCodes = Expression.call(.member(.selfReference, "init"), components.indices.map {
            Argument(label: components[$0].swiftName, decoded($0))
        })
        let rows: [Expression] = components.map { component in
            let list = listType(component)
            let parentIndex = component.parent.flatMap { parent in components.firstIndex { $0.id == parent } }
            let items: Expression = parentIndex.map { .call(.member(list, "items"), [Argument(label: "for", decoded($0))]) }
                ?? .member(list, "allCases")
            return .call(.member(.identifier("FormcPickerRow"), "rows"), [Argument(items)])
        }
        return [
            .documented("The code chosen on each wheel, left to right.", .variable(VariableDeclaration(
                access: access, name: "codes", type: .array(.optional("String")), accessors: .computed([.return(codes)])))),
            .documented("The value with `codes` chosen, one per wheel; a code the wheel's list lacks reads as none.",
                        .initializer(InitializerDeclaration(access: access, parameters: [
                            Parameter(name: "codes", type: .array(.optional("String"))),
                        ], body: [.expression(fromCodes)]))),
            // An array of every wheel's rows, not a `switch` on the wheel: each `case 0:` would
            // cost the app's compiler a search through the overloads of `~=`.
            .documented("Each wheel's rows, left to right, given the codes chosen on the wheels.", .function(FunctionDeclaration(
                access: access, modifiers: [.static], name: "rows",
                parameters: [Parameter(name: "codes", type: .array(.optional("String")))],
                returnType: .array(.array("FormcPickerRow")), body: [.return(.array(rows))]))),
        ]
    }
}
