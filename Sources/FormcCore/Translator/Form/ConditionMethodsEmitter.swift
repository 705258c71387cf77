/// The model's `conditions()`: which fields and sections are shown and enabled
/// for the values, each condition evaluated once, in dependency order (a
/// field's visibility after its section's and the fields its condition tests),
/// so the cost is linear in fields and condition terms, never recursive per
/// read. A field is shown when its section is, its `visible_when` holds and the
/// fields that condition tests are shown; it is enabled when it is not
/// `read_only`, its section is enabled and its `enabled_when` holds. A hidden
/// field keeps its value. A `date_only_when` date picks the date only while
/// its condition holds. `isVisible(_:)` and `isEnabled(_:)` ask `conditions()`.
struct ConditionMethodsEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var conditions: ConditionExpressions { ConditionExpressions(model: model) }
    /// `FormcConditions<Field, Section>` (`FormcNoSection` without sections).
    var conditionsType: TypeName {
        .generic("FormcConditions", ["Field", model.sections == nil ? "FormcNoSection" : "Section"])
    }

    func declarations() -> [Declaration] {
        var declarations = conditionsFunctions() + [
            asking("isVisible", "Whether `field` is shown now: its section is, its `visible_when` holds, and so do those of the fields it tests.",
                   over: "Field"),
            asking("isEnabled", "Whether `field` can be edited now: it is not read-only, its section is enabled and its `enabled_when` holds.",
                   over: "Field"),
        ]
        if model.sections != nil {
            declarations += [
                asking("isVisible", "Whether `section` is shown now: its `visible_when` holds.", over: "Section"),
                asking("isEnabled", "Whether the fields of `section` can be edited now: its `enabled_when` holds.", over: "Section"),
            ]
        }
        return declarations
    }

    /// `func name(_ parameter: Type) -> Bool { conditions().name(parameter) }`.
    private func asking(_ name: String, _ doc: String, over type: String) -> Declaration {
        let parameter = type == "Field" ? "field" : "section"
        return .documented(doc, .function(FunctionDeclaration(
            access: options.accessLevel, name: name, parameters: [Parameter(label: "_", name: parameter, type: .named(type))],
            returnType: "Bool",
            body: [.return(.call(.member(.call(.member(.selfReference, "conditions"), []), name), [Argument(.identifier(parameter))]))])))
    }

    /// `func conditions() -> FormcConditions<Field, Section>`: a statement per
    /// conditional field and section (in helpers of ``FieldChunks/size`` for a large form).
    private func conditionsFunctions() -> [Declaration] {
        let local = Expression.identifier("conditions")
        func set(_ method: String, _ reference: Expression, _ value: Expression) -> Statement {
            .expression(.call(.member(local, method), [Argument(reference), Argument(value)]))
        }
        let fields = model.base.fields
        let sections = model.sections ?? []
        var body: [Statement] = []
        // Shown: in dependency order.
        for node in visibilityOrder() {
            if node < fields.count {
                let terms = visibilityTerms(ofField: node)
                body.append(set("setVisible", conditions.fieldReference(fields[node].swiftName), conditions.conjunction(terms)))
            } else {
                let section = sections[node - fields.count]
                guard let condition = section.visibleWhen else { continue }
                let terms = conditions.visibilityOfTested(condition) + [conditions.expression(condition)]
                body.append(set("setVisible", conditions.sectionReference(section.swiftName), conditions.conjunction(terms)))
            }
        }
        // Enabled: sections first, then the fields they hold.
        for section in sections {
            guard let condition = section.enabledWhen else { continue }
            body.append(set("setEnabled", conditions.sectionReference(section.swiftName), conditions.expression(condition)))
        }
        for field in fields {
            var terms: [Expression] = []
            if field.readOnly == true {
                terms = [.bool(false)]
            } else {
                if let section = conditions.section(of: field), section.enabledWhen != nil {
                    terms.append(conditions.ask("isEnabled", conditions.sectionReference(section.swiftName)))
                }
                if let condition = field.enabledWhen { terms.append(conditions.expression(condition)) }
            }
            guard !terms.isEmpty else { continue }
            body.append(set("setEnabled", conditions.fieldReference(field.swiftName), conditions.conjunction(terms)))
        }
        // Date only: after everything else (no condition tests it).
        for field in fields {
            guard let condition = field.dateOnlyWhen else { continue }
            body.append(set("setDateOnly", conditions.fieldReference(field.swiftName), conditions.expression(condition)))
        }
        let split = FieldChunks.split(body, base: "conditions", call: { name in
            .expression(.call(.member(.selfReference, name), [Argument(.prefix(.`inout`, local))]))
        }, declare: { name, statements in
            .function(FunctionDeclaration(access: .private, name: name, parameters: [
                Parameter(label: "_", name: "conditions", type: .named("inout " + "FormcConditions<Field, \(model.sections == nil ? "FormcNoSection" : "Section")>")),
            ], body: statements))
        })
        // Sections without a condition: nothing to set (a `var` never mutated would be a warning).
        let whole: [Statement] = body.isEmpty ? [.return(.call(.type(conditionsType), []))]
            : [.binding(.var, name: "conditions", value: .call(.type(conditionsType), []))] + split.body + [.return(local)]
        return [.documented(
            "Which fields and sections are shown and enabled for these values: each condition evaluated once, in dependency order.",
            .function(FunctionDeclaration(access: options.accessLevel, name: "conditions", returnType: conditionsType, body: whole)))]
            + split.helpers
    }

    /// The terms of a field's visibility: its section's, the tested fields', its own condition.
    private func visibilityTerms(ofField position: Int) -> [Expression] {
        let field = model.base.fields[position]
        var terms: [Expression] = []
        if let section = conditions.section(of: field), section.visibleWhen != nil {
            terms.append(conditions.ask("isVisible", conditions.sectionReference(section.swiftName)))
        }
        if let condition = field.visibleWhen {
            terms += conditions.visibilityOfTested(condition)
            terms.append(conditions.expression(condition))
        }
        return terms
    }

    /// The fields (by position) and sections (after the fields) whose visibility
    /// depends on something, each after what it depends on: an iterative
    /// depth-first search (the checker refused cycles; no recursion, whatever the input).
    func visibilityOrder() -> [Int] {
        let fields = model.base.fields
        let sections = model.sections ?? []
        let count = fields.count + sections.count
        func dependencies(_ node: Int) -> [Int]? {
            if node < fields.count {
                let field = fields[node]
                guard conditions.canHide(field) else { return nil }
                var targets: [Int] = []
                if let id = field.section, let section = model.position(ofSection: id), sections[section].visibleWhen != nil {
                    targets.append(fields.count + section)
                }
                if let condition = field.visibleWhen { targets += conditions.testedHideable(condition) }
                return targets
            }
            guard let condition = sections[node - fields.count].visibleWhen else { return nil }
            return conditions.testedHideable(condition)
        }
        var order: [Int] = []
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on the path, 2 done
        for start in 0..<count where state[start] == 0 {
            guard let first = dependencies(start) else { state[start] = 2; continue }
            var path: [(node: Int, targets: [Int], next: Int)] = [(start, first, 0)]
            state[start] = 1
            while let top = path.last {
                if top.next < top.targets.count {
                    path[path.count - 1].next += 1
                    let target = top.targets[top.next]
                    guard state[target] == 0 else { continue }
                    guard let targets = dependencies(target) else { state[target] = 2; continue }
                    state[target] = 1
                    path.append((target, targets, 0))
                } else {
                    path.removeLast()
                    state[top.node] = 2
                    order.append(top.node)
                }
            }
        }
        return order
    }
}
