/// Per multi-column picker, the struct its value is (`struct Expiry { var month: Month?; var year: Year? }`),
/// nested in the form struct beside the option enums.
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
        let chosen = components.map { Expression.binary(.member(.selfReference, $0.swiftName), .notEqual, .nil) }
        let isComplete = Expression.joined(chosen, by: .and, empty: .bool(true))
        members.append(.documented("Whether every wheel has a choice (what `required` asks for).", .variable(VariableDeclaration(
            access: access, name: "isComplete", type: "Bool", accessors: .computed([.return(isComplete)])))))
        return .documented("The value of '\(field.label.text)': one choice per wheel, left to right.",
                           .type(TypeDeclaration(access: access, kind: .struct, name: picker.swiftName,
                                                 inheritance: ["Equatable", "Sendable", "Codable"], members: members)))
    }
}
