/// `enum Field: String, CaseIterable`: the form's fields in form order (the
/// order of Return / next / previous) with their metadata.
struct FieldEnumEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let fields = model.base.fields
        let values = ValueExpressions(model: model)
        let cases: [Declaration] = fields.map { .enumCase(.stringCase($0.swiftName, rawValue: $0.id)) }
        // The values are read from the array in place: a `Field` passed on would be copied whole.
        var properties = [
            property("label", "The field's label.", "String") { values.plainText(fields[$0].label) },
            property("placeholder", "The text shown while the field is empty.", .optional("String")) { index in
                fields[index].placeholder.map(values.text) ?? .nil
            },
            groupedProperty("kind", "What kind of input the field takes.", "FormcFieldKind",
                            by: { kindCase(fields[$0].kind) }, { .member(nil, $0) }),
            groupedProperty("isRequired", "Whether the field must be filled in (a toggle: switched on).", "Bool",
                            by: { fields[$0].validation.required?.value ?? false }, { .bool($0) }),
        ]
        // `help` and `hidesLabel` only when a field has one: the protocol's defaults say "none" for the others.
        if fields.contains(where: { $0.help != nil }) {
            properties.append(property("help", "The help text shown under the field's control.", .optional("String")) { index in
                fields[index].help.map(values.text) ?? .nil
            })
        }
        if fields.contains(where: { $0.hidesLabel == true }) {
            properties.append(groupedProperty("hidesLabel", "Whether the label is not drawn (it is still spoken).", "Bool",
                                              by: { fields[$0].hidesLabel == true }, { .bool($0) }))
        }
        // `linkedLabel` only when a label has links: a toggle's or checkbox's label shows them tappable.
        if fields.contains(where: { !TextLinks($0.label.text).links.isEmpty }) {
            properties.append(property("linkedLabel", "The label with its links (`[text](url)`), if it has any.", .optional("String")) { index in
                TextLinks(fields[index].label.text).links.isEmpty ? .nil : values.text(fields[index].label)
            })
        }
        // `toolbar` only when a field that takes focus has one: the protocol's default says "none".
        let toolbarName: @Sendable (Int) -> String? = { [model] index in
            guard fields[index].kind.takesFocus, let name = fields[index].toolbar, model.toolbar(named: name) != nil else { return nil }
            return name
        }
        if fields.indices.contains(where: { toolbarName($0) != nil }) {
            properties.append(groupedProperty("toolbar", "The keyboard toolbar shown while the field has focus.",
                                              .optional(.array("FormcToolbarItem")), by: toolbarName) { name in
                name.flatMap(model.toolbar(named:)).map { ToolbarExpressions.items($0, values: values) } ?? .nil
            })
        }
        if model.sections != nil {
            properties.append(groupedProperty("section", "The section holding the field.", "Section",
                                              by: { fields[$0].section.flatMap(model.section(id:))?.swiftName ?? "" },
                                              { .member(nil, $0) }))
        }
        return .documented("The fields of the form, in form order.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Field",
            inheritance: ["CaseIterable", "Sendable", "Codable", "FormcFormField"], members: cases)
            .withDeferredMembers(properties)))
    }

    /// `var name: type { switch self { case .field: return value … } }`, a
    /// case per field on one line each, the value by `returned` (given the field's position);
    /// each case built when printed.
    private func property(_ name: String, _ doc: String, _ type: TypeName,
                          _ returned: @escaping @Sendable (Int) -> Expression) -> @Sendable () -> [Declaration] {
        { [model, access] in
            let fields = model.base.fields
            let cases = Groups(count: fields.count) { index in
                [SwitchCase([.value(.member(nil, fields[index].swiftName))], body: [.return(returned(index))], isInline: true)]
            }
            return [.documented(doc, .variable(VariableDeclaration(
                access: access, binding: .var, name: name, type: type, accessors: .computed([.switch(.selfReference, [], built: cases)]))))]
        }
    }

    /// `var name: type { switch self { case .a, .b: return value … } }`, a case
    /// per distinct value (`key` of a field's position), in the order the values
    /// first appear, matching every field that has it: a handful of cases for
    /// any number of fields, which the app's compiler checks several times
    /// faster than a case per field.
    private func groupedProperty<Key: Hashable & Sendable>(
        _ name: String, _ doc: String, _ type: TypeName, by key: @escaping @Sendable (Int) -> Key,
        _ returned: @escaping @Sendable (Key) -> Expression
    ) -> @Sendable () -> [Declaration] {
        { [model, access] in
            let fields = model.base.fields
            var keys: [Key] = []
            var patterns: [[Pattern]] = []
            var position: [Key: Int] = [:]
            for index in fields.indices {
                let value = key(index)
                let group = position[value] ?? {
                    position[value] = keys.count
                    keys.append(value)
                    patterns.append([])
                    return keys.count - 1
                }()
                patterns[group].append(.value(.member(nil, fields[index].swiftName)))
            }
            let cases = Groups(count: keys.count) { [keys, patterns] group in
                [SwitchCase(patterns[group], body: [.return(returned(keys[group]))], isInline: true)]
            }
            return [.documented(doc, .variable(VariableDeclaration(
                access: access, binding: .var, name: name, type: type, accessors: .computed([.switch(.selfReference, [], built: cases)]))))]
        }
    }

    /// The `FormcFieldKind` case of a kind.
    func kindCase(_ kind: FieldKind) -> String {
        switch kind {
        case .textArea: "textArea"
        case .multiPicker: "multiPicker"
        case .multiSelect: "multiSelect"
        default: kind.rawValue
        }
    }
}
