/// `enum Field: String, CaseIterable`: the form's fields in form order (the
/// order of Return / next / previous) with their metadata.
struct FieldEnumEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let fields = model.base.fields
        let names = model.printedNames
        // A case and four switch cases per field: written as text, one field at a time.
        var members: [TypeDeclaration.DeferredMember] = fields.isEmpty ? [] : [.printed { _, writer in
            for index in fields.indices {
                writer.text { text in
                    text.add("case ")
                    text.name(printed: names[index])
                    if fields[index].swiftName != fields[index].id {
                        text.add(" = ")
                        text.literal(fields[index].id)
                    }
                }
            }
        }]
        let localization = model.localization
        // The values are read from the array in place: a `Field` passed on would be copied whole.
        members += [
            property("label", "The field's label.", "String") { text, index in text.text(fields[index].label, localization: localization) },
            property("placeholder", "The text shown while the field is empty.", .optional("String")) { text, index in
                if let placeholder = fields[index].placeholder { text.text(placeholder, localization: localization) } else { text.add("nil") }
            },
            property("kind", "What kind of input the field takes.", "FormcFieldKind") { text, index in
                text.member(kindCase(fields[index].kind))
            },
            property("isRequired", "Whether the field must be filled in (a toggle: switched on).", "Bool") { text, index in
                text.bool(fields[index].validation.required?.value ?? false)
            },
        ]
        return .documented("The fields of the form, in form order.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Field",
            inheritance: ["CaseIterable", "Sendable", "Codable", "FormcFormField"], deferredMembers: members)))
    }

    /// `var name: type { switch self { case .field: return value … } }`, a
    /// case per field written as text, the value by `returned` (given the field's position).
    private func property(_ name: String, _ doc: String, _ type: TypeName,
                          _ returned: @escaping @Sendable (inout SourceText, Int) -> Void) -> TypeDeclaration.DeferredMember {
        .printed { printer, writer in
            printer.documentation(doc, into: &writer)
            let variable = VariableDeclaration(access: access, binding: .var, name: name, type: type, accessors: .computed([]))
            let names = model.printedNames
            printer.computedVariable(variable, into: &writer) { getter in
                getter.write("switch self {")
                for index in names.indices {
                    getter.text { text in
                        text.add("case ")
                        text.member(printed: names[index])
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

    /// The `FormcFieldKind` case of a kind.
    func kindCase(_ kind: FieldKind) -> String {
        kind == .textArea ? "textArea" : kind.rawValue
    }
}
