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
        if !model.base.fields.isEmpty { members.append(.printed { printer, writer in properties(with: printer, into: &writer) }) }
        members.append(.printed { printer, writer in initializer(with: printer, into: &writer) })
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

    /// The Swift type of a field's value, from its kind and option list (not
    /// the whole `Field`, which passing on from the array would copy).
    func valueType(_ kind: FieldKind, optionList: String?) -> TypeName {
        switch kind {
        case .text, .email, .password, .phone, .url, .textArea: "String"
        case .number: .optional("Int")
        case .decimal: .optional("Decimal")
        case .date: .optional("Date")
        case .toggle: "Bool"
        case .picker: .optional(.named(optionList.flatMap({ model.optionList(named: $0) })?.swiftName ?? "String"))
        }
    }

    /// `/// label` and `var name: Type` per field, a blank line between: as
    /// the printer lays out documented stored properties, written as text.
    private func properties(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        let fields = model.base.fields
        let names = model.printedNames
        let modifiers = printer.modifiers(access)
        for index in fields.indices {
            if index > 0 { writer.write("") }
            writer.text { text in
                text.documentation(fields[index].label.text)
                text.newLine()
                text.add(modifiers)
                text.add("var ")
                text.name(printed: names[index])
                text.add(": ")
                text.add(printer.type(valueType(fields[index].kind, optionList: fields[index].optionList)))
            }
        }
    }

    /// A memberwise initializer whose parameters default to the spec's defaults
    /// (explicit, so it is `public` when the form is), written as text.
    private func initializer(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        printer.documentation("A form holding the given values; each defaults to the spec's `default` or to empty.", into: &writer)
        let fields = model.base.fields
        let names = model.printedNames
        let modifiers = printer.modifiers(access)
        guard !fields.isEmpty else { return writer.write(modifiers + "init() {}") }
        writer.text { text in
            text.add(modifiers)
            text.add("init")
            // A parameter list is laid out as a call's arguments are.
            var parameters = text.openCall()
            for index in fields.indices {
                text.argument(&parameters)
                text.name(printed: names[index])
                text.add(": ")
                text.add(printer.type(valueType(fields[index].kind, optionList: fields[index].optionList)))
                text.add(" = ")
                initialValue(of: fields, at: index, into: &text)
            }
            text.closeCall(parameters)
            text.add(" {")
        }
        writer.indented { body in
            for index in fields.indices {
                body.text { text in
                    text.add("self")
                    text.member(printed: names[index])
                    text.add(" = ")
                    text.name(printed: names[index])
                }
            }
        }
        writer.write("}")
    }

    /// The value a field starts with: the spec's default, else empty.
    private func initialValue(of fields: [Field], at index: Int, into text: inout SourceText) {
        if let value = fields[index].defaultValue { return text.value(value, of: fields[index], in: model) }
        switch fields[index].kind {
        case .text, .email, .password, .phone, .url, .textArea: text.add("\"\"")
        case .toggle: text.add("false")
        default: text.add("nil")
        }
    }
}
