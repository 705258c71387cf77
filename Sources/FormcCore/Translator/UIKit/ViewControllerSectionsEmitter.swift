/// The ready screen's layout of a form with sections or conditions: each
/// section's header label, its fields' rows and its footer label in the stack,
/// and the rows and section views handed to the binder, which hides and shows
/// them (a section's header and footer with `_binder.addView(_:for:)`, so no
/// local outlives its statement). Locals start with `_`, as the screen's others.
struct ViewControllerSectionsEmitter {
    let binder: BinderEmitter
    var model: IndexedModel { binder.model }
    var formType: TypeName { binder.formType }
    private var conditions: ConditionExpressions { ConditionExpressions(model: model) }

    /// The statements that build the stack, a group per field in form order:
    /// its section's header before the first, its footer after the last.
    func rowGroups() -> [[Statement]] {
        let fields = model.base.fields
        var groups: [[Statement]] = []
        var sectionStarts: [Int: FormSection] = [:]
        var sectionEnds: [Int: FormSection] = [:]
        var start = 0
        for section in model.sections ?? [] {
            sectionStarts[start] = section
            start += section.fields.count
            sectionEnds[start - 1] = section
        }
        for index in fields.indices {
            var body: [Statement] = []
            if let section = sectionStarts[index], section.header != nil {
                body.append(label("sectionHeader", "header", of: section))
            }
            if let section = sectionStarts[index], section.intro != nil {
                body.append(label("sectionIntro", "intro", of: section))
            }
            body += ViewControllerEmitter(binder: binder).fieldRow(index, bound: conditions.canHide(fields[index]))
            if let section = sectionEnds[index], section.footer != nil {
                body.append(label("sectionFooter", "footer", of: section))
            }
            groups.append(body)
        }
        return groups
    }

    /// `_name`: `_payment` from `payment` (a name in backticks stays readable: `_default`).
    static func local(_ swiftName: String) -> String { "_" + swiftName }

    /// `_rows.sectionHeader(Form.Section.s.header)`: the text the `Section` enum
    /// says (the SwiftUI screen reads it there too); for a section that can be
    /// hidden, the label is the binder's too: `_rows.sectionHeader(…, hiddenWith: .s)`.
    private func label(_ factory: String, _ text: String, of section: FormSection) -> Statement {
        let own = Expression.member(.type(.member(formType, "Section")), section.swiftName)
        var arguments = [Argument(.member(own, text))]
        if section.visibleWhen != nil { arguments.append(Argument(label: "hiddenWith", .member(nil, section.swiftName))) }
        return .expression(.call(.member(.identifier("_rows"), factory), arguments))
    }
}
