/// `enum Section: String, CaseIterable`: the form's sections in form order,
/// with `header`, `intro`, `footer` and `fields`: the texts both UIs' screens read.
struct SectionEnumEmitter {
    let model: IndexedModel
    let sections: [FormSection]
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let values = ValueExpressions(model: model)
        let cases: [Declaration] = sections.map { .enumCase(.stringCase($0.swiftName, rawValue: $0.id)) }
        var members: [Declaration] = [
            property("header", "The text shown above the section's fields.", .optional("String")) { section in
                section.header.map(values.text) ?? .nil
            },
            property("footer", "The text shown below the section's fields.", .optional("String")) { section in
                section.footer.map(values.text) ?? .nil
            },
            property("fields", "The section's fields, in form order.", .array("Field")) { section in
                .array(section.fields.compactMap { model.swiftName(ofField: $0) }.map { .member(nil, $0) })
            },
        ]
        // `intro` only when a section has one: both UIs' screens read the section's texts here.
        if sections.contains(where: { $0.intro != nil }) {
            members.insert(property("intro", "The paragraph under the header, above the section's fields.", .optional("String")) { section in
                section.intro.map(values.text) ?? .nil
            }, at: 1)
        }
        return .documented("The sections of the form, in form order.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Section",
            inheritance: ["CaseIterable", "Sendable", "Codable"], members: cases + members)))
    }

    /// `var name: type { switch self { case .section: return value … } }`.
    private func property(_ name: String, _ doc: String, _ type: TypeName, _ returned: (FormSection) -> Expression) -> Declaration {
        let cases = sections.map { SwitchCase([.value(.member(nil, $0.swiftName))], body: [.return(returned($0))], isInline: true) }
        return .documented(doc, .variable(VariableDeclaration(
            access: access, binding: .var, name: name, type: type, accessors: .computed([.switch(.selfReference, cases)]))))
    }
}
