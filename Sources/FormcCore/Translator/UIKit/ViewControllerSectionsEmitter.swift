/// The ready screen's layout of a form with sections or conditions: each
/// section's header label, its fields' rows and its footer label in the stack,
/// and the rows and section views handed to the binder, which hides and shows
/// them. Locals start with `_`, as the screen's others.
struct ViewControllerSectionsEmitter {
    let binder: BinderEmitter
    var model: IndexedModel { binder.model }
    var formType: TypeName { binder.formType }
    private var conditions: ConditionExpressions { ConditionExpressions(model: model) }

    /// The statements that build the stack, in form order.
    func rows(withIssues: Bool) -> [Statement] {
        let fields = model.base.fields
        var body: [Statement] = []
        var sectionStarts: [Int: FormSection] = [:]
        var sectionEnds: [Int: FormSection] = [:]
        var start = 0
        for section in model.sections ?? [] {
            sectionStarts[start] = section
            start += section.fields.count
            sectionEnds[start - 1] = section
        }
        for index in fields.indices {
            if let section = sectionStarts[index], let header = section.header {
                body += label("\(Self.local(section.swiftName))Header", "sectionHeader", header)
            }
            body += ViewControllerEmitter(binder: binder).fieldRow(index, withIssues: withIssues, bound: conditions.canHide(fields[index]))
            if let section = sectionEnds[index], let footer = section.footer {
                body += label("\(Self.local(section.swiftName))Footer", "sectionFooter", footer)
            }
        }
        return body + sectionViews()
    }

    /// After the rows: `_binder.setViews([header, footer], for: .s)` per section that can be hidden.
    func sectionViews() -> [Statement] {
        var body: [Statement] = []
        for section in model.sections ?? [] where section.visibleWhen != nil {
            var views: [Expression] = []
            if section.header != nil { views.append(.identifier("\(Self.local(section.swiftName))Header")) }
            if section.footer != nil { views.append(.identifier("\(Self.local(section.swiftName))Footer")) }
            guard !views.isEmpty else { continue }
            body.append(.expression(.call(.member(.identifier("_binder"), "setViews"), [
                Argument(.array(views)), Argument(label: "for", .member(nil, section.swiftName)),
            ])))
        }
        return body
    }

    /// `_name`: `_payment` from `payment` (a name in backticks stays readable: `_default`).
    static func local(_ swiftName: String) -> String { "_" + swiftName }

    private func label(_ name: String, _ factory: String, _ text: LocalizableText) -> [Statement] {
        [
            .binding(.let, name: name, value: .call(.member(SharedSubtrees.layout, factory), [Argument(binder.values.text(text))])),
            .expression(.call(SharedSubtrees.addRow, [Argument(.identifier(name))])),
        ]
    }
}
