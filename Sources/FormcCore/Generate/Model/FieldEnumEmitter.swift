/// `enum Field: String, CaseIterable`: the form's fields in form order (the
/// order of Return / next / previous) with their metadata.
struct FieldEnumEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let cases: [Declaration] = model.fields.map { .enumCase(.stringCase($0.swiftName, rawValue: $0.id)) }
        let values = ValueExpressions(model: model)
        let properties: [TypeDeclaration.DeferredMember] = [
            property("label", "The field's label.", "String") { .return(values.text($0.label)) },
            property("placeholder", "The text shown while the field is empty.", .optional("String")) {
                .return($0.placeholder.map(values.text) ?? .nil)
            },
            property("kind", "What kind of input the field takes.", "FormcFieldKind") { .return(.member(nil, kindCase($0.kind))) },
            property("isRequired", "Whether the field must be filled in (a toggle: switched on).", "Bool") {
                .return(.bool($0.validation.required?.value ?? false))
            },
        ]
        return .documented("The fields of the form, in form order.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Field",
            inheritance: ["CaseIterable", "Sendable", "Codable", "FormcFormField"], members: cases)
            .withDeferredMembers(properties)))
    }

    /// `var name: type { switch self { case .field: body(field) … } }`, printed
    /// one case at a time as it is built: a case per field.
    private func property(_ name: String, _ doc: String, _ type: TypeName,
                          _ body: @escaping @Sendable (Field) -> Statement) -> TypeDeclaration.DeferredMember {
        .printed { printer, writer in
            printer.documentation(doc, into: &writer)
            let variable = VariableDeclaration(access: access, binding: .var, name: name, type: type, accessors: .computed([]))
            printer.computedVariable(variable, into: &writer) { getter in
                printer.switchStatement(.selfReference, cases: model.fields.lazy.map {
                    SwitchCase([.value(.member(nil, $0.swiftName))], body: [body($0)])
                }, into: &getter)
            }
        }
    }

    /// The `FormcFieldKind` case of a kind.
    func kindCase(_ kind: FieldKind) -> String {
        kind == .textArea ? "textArea" : kind.rawValue
    }
}
