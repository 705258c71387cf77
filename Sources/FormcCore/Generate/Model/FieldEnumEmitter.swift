/// `enum Field: String, CaseIterable`: the form's fields in form order (the
/// order of Return / next / previous) with their metadata.
struct FieldEnumEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        var members: [Declaration] = model.fields.map { .enumCase(.stringCase($0.swiftName, rawValue: $0.id)) }
        let values = ValueExpressions(model: model)
        members.append(property("label", "The field's label.", "String") { .return(values.text($0.label)) })
        members.append(property("placeholder", "The text shown while the field is empty.", .optional("String")) {
            .return($0.placeholder.map(values.text) ?? .nil)
        })
        members.append(property("kind", "What kind of input the field takes.", "FormcFieldKind") { .return(.member(nil, kindCase($0.kind))) })
        members.append(property("isRequired", "Whether the field must be filled in (a toggle: switched on).", "Bool") {
            .return(.bool($0.validation.required?.value ?? false))
        })
        return .documented("The fields of the form, in form order.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Field",
            inheritance: ["CaseIterable", "Sendable", "Codable", "FormcFormField"], members: members)))
    }

    private func property(_ name: String, _ doc: String, _ type: TypeName, _ body: (Field) -> Statement) -> Declaration {
        .documented(doc, .variable(VariableDeclaration(
            access: access, binding: .var, name: name, type: type,
            accessors: .computed([.switch(.selfReference, model.fields.map {
                SwitchCase([.value(.member(nil, $0.swiftName))], body: [body($0)])
            })]))))
    }

    /// The `FormcFieldKind` case of a kind.
    func kindCase(_ kind: FieldKind) -> String {
        kind == .textArea ? "textArea" : kind.rawValue
    }
}
