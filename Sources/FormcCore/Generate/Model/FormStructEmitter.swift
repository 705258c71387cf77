/// The form's model: `struct <Form>Form` with an enum per option list, the
/// `Field` enum, typed properties with the spec's defaults, and `validate()`.
struct FormStructEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var values: ValueExpressions { ValueExpressions(model: model) }
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let lists: [Declaration] = model.optionLists.map { OptionEnumEmitter(list: $0, model: model, options: options).declaration() }
        // Deferred: the members as large as the form are built as they are printed, one at a time.
        var members: [TypeDeclaration.DeferredMember] = [
            .declaration { FieldEnumEmitter(model: model, options: options).declaration() },
            .declaration {
                .documented("A problem `validate()` found.",
                            .typealias(TypealiasDeclaration(access: access, name: "Issue", type: .generic("FormcIssue", ["Field"]))))
            },
        ]
        members += model.fields.indices.map { index in .declaration { property(model.fields[index]) } }
        members.append(.declaration { initializer() })
        members.append(.printed { printer, writer in
            ValidationEmitter(model: model, options: options).print(with: printer, into: &writer)
        })
        let summary = model.title.map { "\($0.text)\n\n" } ?? ""
        return .documented(
            "\(summary)The values of the form '\(model.name)', typed, with the spec's defaults.",
            .type(TypeDeclaration(access: access, kind: .struct, name: model.swiftNames.form,
                                  inheritance: ["Equatable", "Sendable", "Codable"], members: lists)
                .withDeferredMembers(members)))
    }

    /// The Swift type of a field's value.
    func valueType(_ field: Field) -> TypeName {
        switch field.kind {
        case .text, .email, .password, .phone, .url, .textArea: "String"
        case .number: .optional("Int")
        case .decimal: .optional("Decimal")
        case .date: .optional("Date")
        case .toggle: "Bool"
        case .picker: .optional(.named(field.optionList.flatMap(model.optionList(named:))?.swiftName ?? "String"))
        }
    }

    /// The value a field starts with: the spec's default, else empty.
    func initialValue(_ field: Field) -> Expression {
        if let value = field.defaultValue { return values.value(value, of: field) }
        switch field.kind {
        case .text, .email, .password, .phone, .url, .textArea: return .string("")
        case .toggle: return .bool(false)
        default: return .nil
        }
    }

    private func property(_ field: Field) -> Declaration {
        .documented(field.label.text, .variable(VariableDeclaration(
            access: access, binding: .var, name: field.swiftName, type: valueType(field))))
    }

    /// A memberwise initializer whose parameters default to the spec's defaults
    /// (explicit, so it is `public` when the form is).
    private func initializer() -> Declaration {
        .documented("A form holding the given values; each defaults to the spec's `default` or to empty.",
                    .initializer(InitializerDeclaration(
                        access: access,
                        parameters: model.fields.map { Parameter(label: $0.swiftName, name: $0.swiftName, type: valueType($0), defaultValue: initialValue($0)) },
                        body: model.fields.map { .assignment(.member(.selfReference, $0.swiftName), .identifier($0.swiftName)) })))
    }
}
