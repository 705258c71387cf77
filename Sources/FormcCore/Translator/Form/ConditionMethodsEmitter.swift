/// The model's `isVisible(_:)` and `isEnabled(_:)` for fields and sections,
/// computed from the values: a field is shown when its section is, its
/// `visible_when` holds and the fields that condition tests are shown; it is
/// enabled when it is not `read_only`, its section is enabled and its
/// `enabled_when` holds. A hidden field keeps its value.
struct ConditionMethodsEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var conditions: ConditionExpressions { ConditionExpressions(model: model) }

    func declarations() -> [Declaration] {
        var declarations = [
            method("isVisible", "Whether `field` is shown now: its section is, its `visible_when` holds, and so do those of the fields it tests.",
                   over: "Field", fieldCases(visibility: true)),
            method("isEnabled", "Whether `field` can be edited now: it is not read-only, its section is enabled and its `enabled_when` holds.",
                   over: "Field", fieldCases(visibility: false)),
        ]
        if let sections = model.sections {
            declarations += [
                method("isVisible", "Whether `section` is shown now: its `visible_when` holds.", over: "Section",
                       sectionCases(sections, visibility: true)),
                method("isEnabled", "Whether the fields of `section` can be edited now: its `enabled_when` holds.", over: "Section",
                       sectionCases(sections, visibility: false)),
            ]
        }
        return declarations
    }

    /// `func name(_ parameter: Type) -> Bool { switch parameter { … default: return true } }`.
    private func method(_ name: String, _ doc: String, over type: String, _ cases: (cases: [SwitchCase], total: Int)) -> Declaration {
        let parameter = type == "Field" ? "field" : "section"
        var switchCases = cases.cases
        // Every case listed: no `default`, which Swift would warn can never run.
        if switchCases.count < cases.total { switchCases.append(SwitchCase(label: .default, body: [.return(.bool(true))])) }
        let body: [Statement] = switchCases.count == 1 && cases.cases.isEmpty
            ? [.return(.bool(true))]
            : [.switch(.identifier(parameter), switchCases)]
        return .documented(doc, .function(FunctionDeclaration(
            access: options.accessLevel, name: name, parameters: [Parameter(label: "_", name: parameter, type: .named(type))],
            returnType: "Bool", body: body)))
    }

    /// A case per field whose answer is not always `true`.
    private func fieldCases(visibility: Bool) -> (cases: [SwitchCase], total: Int) {
        let fields = model.base.fields
        var cases: [SwitchCase] = []
        for field in fields {
            var terms: [Expression] = []
            let section = conditions.section(of: field)
            if visibility {
                if let section, section.visibleWhen != nil {
                    terms.append(conditions.ask("isVisible", conditions.sectionReference(section.swiftName)))
                }
                if let condition = field.visibleWhen {
                    terms += conditions.visibilityOfTested(condition)
                    terms.append(conditions.expression(condition))
                }
            } else {
                if field.readOnly == true {
                    terms = [.bool(false)]
                } else {
                    if let section, section.enabledWhen != nil {
                        terms.append(conditions.ask("isEnabled", conditions.sectionReference(section.swiftName)))
                    }
                    if let condition = field.enabledWhen { terms.append(conditions.expression(condition)) }
                }
            }
            guard !terms.isEmpty else { continue }
            cases.append(SwitchCase([.value(.member(nil, field.swiftName))], body: [.return(conditions.conjunction(terms))]))
        }
        return (cases, fields.count)
    }

    /// A case per section with a condition of the kind asked.
    private func sectionCases(_ sections: [FormSection], visibility: Bool) -> (cases: [SwitchCase], total: Int) {
        var cases: [SwitchCase] = []
        for section in sections {
            guard let condition = visibility ? section.visibleWhen : section.enabledWhen else { continue }
            let terms = (visibility ? conditions.visibilityOfTested(condition) : []) + [conditions.expression(condition)]
            cases.append(SwitchCase([.value(.member(nil, section.swiftName))], body: [.return(conditions.conjunction(terms))]))
        }
        return (cases, sections.count)
    }
}
