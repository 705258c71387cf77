/// `func validate() -> [Issue]`: every rule of the spec, in form order, each
/// failure with the spec's message (or the standard one of `FormcRule`).
struct ValidationEmitter: Sendable {
    let model: IndexedModel
    let options: GeneratorOptions
    /// What the rules need beyond v1's (`now`, the messages table).
    let features: RuleFeatures
    var values: ValueExpressions { ValueExpressions(model: model) }

    init(model: IndexedModel, options: GeneratorOptions, features: RuleFeatures) {
        self.model = model
        self.options = options
        self.features = features
    }

    /// `validate()`, and beside it, for a form of more than ``FieldChunks/size`` fields,
    /// the private helpers that each check a run of fields.
    func declarations() -> [Declaration] {
        let fields = model.base.fields
        // A form without rules has nothing to append to: no `var` that is never mutated (a warning).
        let hasChecks = fields.indices.contains { !self.checks(ofField: $0).isEmpty }
        // The conditions are computed once, for every field's guard.
        let conditions = ConditionExpressions(model: model)
        let usesConditions = fields.indices.contains(where: { index in
            fields[index].readOnly != true && (conditions.canHide(fields[index]) || conditions.canDisable(fields[index]))
                && !self.checks(of: fields[index]).isEmpty
        })
        let ranges = FieldChunks.ranges(count: fields.count)
        /// The checks of the fields in `range`, each field's built as it is printed.
        func checks(_ range: Range<Int>) -> Statement {
            .groups(Groups(count: range.count) { [self] index in self.checks(ofField: range.lowerBound + index) })
        }
        var helpers: [Declaration] = []
        var body: [Statement]
        if !hasChecks {
            body = [.expression(.array([]))]
        } else if ranges.count == 1 {
            body = [.binding(.var, name: "issues", type: .array("Issue"), value: .array([])), checks(ranges[0]), .return(.identifier("issues"))]
        } else {
            var parameters = [Parameter(label: "_", name: "issues", type: .named("inout [Issue]"))]
            var arguments = [Argument(.prefix(.`inout`, .identifier("issues")))]
            if features.validatesRelativeDates {
                parameters.append(Parameter(label: "now", name: "now", type: "Date"))
                arguments.append(Argument(label: "now", .identifier("now")))
            }
            if usesConditions {
                parameters.append(Parameter(label: "conditions", name: "conditions",
                                            type: ConditionMethodsEmitter(model: model, options: options).conditionsType))
                arguments.append(Argument(label: "conditions", .identifier("conditions")))
            }
            body = [.binding(.var, name: "issues", type: .array("Issue"), value: .array([]))]
            for range in ranges {
                let name = FieldChunks.name("validate", range)
                body.append(.expression(.call(.member(.selfReference, name), arguments)))
                helpers.append(.documented("The checks of fields \(range.lowerBound + 1) to \(range.upperBound).", .function(
                    FunctionDeclaration(access: .private, name: name, parameters: parameters, body: [checks(range)]))))
            }
            body.append(.return(.identifier("issues")))
        }
        if usesConditions {
            body.insert(.binding(.let, name: "conditions", value: .call(.member(.selfReference, "conditions"), [])), at: 0)
        }
        // Relative bounds count from `now`, which tests fix.
        let parameters = features.validatesRelativeDates
            ? [Parameter(name: "now", type: "Date", defaultValue: .call(.type("Date"), []))] : []
        let summary = features.validatesRelativeDates
            ? "Checks every rule of the spec, its relative dates counted from `now`; empty when the form is valid."
            : "Checks every rule of the spec; empty when the form is valid."
        return [.documented(summary, .function(FunctionDeclaration(
            access: options.accessLevel, name: "validate", parameters: parameters, returnType: .array("Issue"), body: body)))]
            + helpers
    }

    /// The checks of the rules of the field at `index`, in the order of its rules.
    private func checks(ofField index: Int) -> [Statement] {
        var body: [Statement] = []
        checks(model.base.fields[index], into: &body)
        // Only a field the user can see and edit is validated ("required when shown"), as HTML bars
        // hidden, disabled and read-only inputs from validation: its issue would be one they cannot fix.
        guard !body.isEmpty else { return body }
        let conditions = ConditionExpressions(model: model)
        let field = model.base.fields[index]
        if field.readOnly == true { return [] }
        let reference = conditions.fieldReference(field.swiftName)
        var guards: [Condition] = []
        if conditions.canHide(field) { guards.append(.expression(conditions.ask("isVisible", reference))) }
        if conditions.canDisable(field) { guards.append(.expression(conditions.ask("isEnabled", reference))) }
        return guards.isEmpty ? body : [.if([ConditionalBranch(guards, body: body)])]
    }

    /// The checks of `field`'s rules, unguarded.
    private func checks(of field: borrowing Field) -> [Statement] {
        var body: [Statement] = []
        checks(field, into: &body)
        return body
    }

    /// The checks of one field's rules, in the order of its rules.
    private func checks(_ field: borrowing Field, into body: inout [Statement]) {
        let rules = field.validation
        let name = field.swiftName
        /// `self.name`
        let value = Expression.member(.selfReference, name)
        /// `FormcValidation.check(self.name, …)`: each condition is one call to a concrete function of the
        /// runtime, not an operator with a literal, whose overloads the app's compiler would sort through.
        func check(_ function: String, _ arguments: Argument...) -> Condition {
            .expression(.call(.member(.identifier("FormcValidation"), function), [Argument(value)] + arguments))
        }
        /// `if conditions { issues.append(Issue(field: .name, rule: rule, message: message)) }`; without
        /// a spec message, `builtIn` when the form uses its messages table.
        func fail(_ message: LocalizableText?, _ conditions: [Condition], rule: Expression, builtIn: BuiltInMessage) {
            var arguments = [Argument(label: "field", .member(nil, name)), Argument(label: "rule", rule)]
            if let message { arguments.append(Argument(label: "message", values.text(message))) }
            else if features.usesMessages { arguments.append(Argument(label: "message", self.message(builtIn, ofField: name))) }
            let append = Expression.call(SharedSubtrees.appendIssue, [Argument(.call(SharedSubtrees.issue, arguments))])
            body.append(.if([ConditionalBranch(conditions, body: [.expression(append)])]))
        }
        /// `.name(argument)`
        func ruleCase(_ name: String, _ argument: Expression) -> Expression {
            .call(.member(nil, name), [Argument(argument)])
        }

        let isText = field.kind.isTextual && !field.kind.isNumeric
        if let required = rules.required, required.value {
            let missing: Expression = switch field.kind {
            case .toggle, .checkbox: .prefix(.not, value)
            case .multiPicker: .prefix(.not, .member(value, "isComplete"))
            case .multiSelect: .member(value, "isEmpty")
            case _ where isText: .call(.member(.identifier("FormcValidation"), "isBlank"), [Argument(value)])
            default: .call(.member(.identifier("FormcValidation"), "isMissing"), [Argument(value)])
            }
            let builtIn: String = switch field.kind {
            case .toggle, .checkbox: "requiredToggle"
            case .picker, .date, .segmented, .radio, .multiSelect: "requiredChoice"
            default: "required"
            }
            fail(required.message, [.expression(missing)], rule: .member(nil, "required"), builtIn: BuiltInMessage(builtIn))
        }
        if isText {
            if let rule = rules.minLength {
                fail(rule.message, [check("isShorter", Argument(label: "than", .integer(rule.value)))],
                     rule: ruleCase("minLength", .integer(rule.value)), builtIn: BuiltInMessage("minLength", value: .string(String(rule.value))))
            }
            if let rule = rules.maxLength {
                fail(rule.message, [check("isLonger", Argument(label: "than", .integer(rule.value)))],
                     rule: ruleCase("maxLength", .integer(rule.value)), builtIn: BuiltInMessage("maxLength", value: .string(String(rule.value))))
            }
            if let rule = rules.pattern {
                fail(rule.message, [check("mismatches", Argument(label: "pattern", .string(rule.value)))], rule: ruleCase("pattern", .string(rule.value)),
                     builtIn: BuiltInMessage("pattern"))
            }
        }
        // Unlike min_length, min_count counts an empty choice (0): it is how a multi-select demands choices.
        if let rule = rules.minCount {
            fail(rule.message, [check("hasFewer", Argument(label: "than", .integer(rule.value)))],
                 rule: ruleCase("minCount", .integer(rule.value)), builtIn: BuiltInMessage("minCount", value: .string(String(rule.value))))
        }
        if let rule = rules.maxCount {
            fail(rule.message, [check("hasMore", Argument(label: "than", .integer(rule.value)))],
                 rule: ruleCase("maxCount", .integer(rule.value)), builtIn: BuiltInMessage("maxCount", value: .string(String(rule.value))))
        }
        // A stepper's or slider's value is never empty: no binding.
        let alwaysSet = field.kind == .stepper || field.kind == .slider
        for (rule, ruleName, comparison) in [(rules.min, "minimum", BinaryOperator.less), (rules.max, "maximum", .greater)] {
            guard let rule else { continue }
            /// `FormcValidation.isBelow(self.name, minimum: bound)` / `isAbove(_:maximum:)`.
            func outside(_ bound: Expression) -> Condition {
                comparison == .less ? check("isBelow", Argument(label: "minimum", bound)) : check("isAbove", Argument(label: "maximum", bound))
            }
            if alwaysSet {
                let bound = values.value(rule.value, of: field)
                fail(rule.message, [outside(bound)],
                     rule: ruleCase(ruleName, .string(rule.value.text)), builtIn: boundMessage(ruleName, bound, of: field))
                continue
            }
            if let check = boundCheck(rule.value, of: field, comparison: comparison) {
                fail(rule.message, check.conditions, rule: ruleCase(check.rule, .string(rule.value.text)), builtIn: check.message)
                continue
            }
            let bound = values.value(rule.value, of: field)
            fail(rule.message, [outside(bound)], rule: ruleCase(ruleName, .string(rule.value.text)), builtIn: boundMessage(ruleName, bound, of: field))
        }
        if let rule = rules.sameAs, let check = sameAsCheck(rule.value, of: field) {
            fail(rule.message, check.conditions, rule: ruleCase("sameAs", .string(rule.value)), builtIn: check.message)
        }
        for rule in rules.custom ?? [] {
            fail(rule.message, customCheck(rule.value, of: field), rule: ruleCase("custom", .string(rule.value)),
                 builtIn: BuiltInMessage("custom"))
        }
        if let parentName = field.parent.flatMap({ model.swiftName(ofField: $0) }),
           let list = field.optionList.flatMap({ model.optionList(named: $0) }) {
            let offered = Expression.call(.member(.identifier(list.swiftName), "items"),
                                          [Argument(label: "for", .member(.selfReference, parentName))])
            fail(nil, [
                .optionalBinding(.let, name: name, value: value),
                .expression(.prefix(.not, .call(.member(offered, "contains"), [Argument(.identifier(name))]))),
            ], rule: .member(nil, "notOffered"), builtIn: BuiltInMessage("notOffered"))
        }
        // A filtered wheel's choice must be one its parent's choice offers.
        let components = field.multiPicker?.components ?? []
        for component in components {
            guard let parent = component.parent, let list = model.optionList(named: component.optionList) else { continue }
            let offered = Expression.call(.member(.identifier(list.swiftName), "items"),
                                          [Argument(label: "for", .member(value, parent))])
            fail(nil, [
                .optionalBinding(.let, name: component.swiftName, value: .member(value, component.swiftName)),
                .expression(.prefix(.not, .call(.member(offered, "contains"), [Argument(.identifier(component.swiftName))]))),
            ], rule: .member(nil, "notOffered"), builtIn: BuiltInMessage("notOffered"))
        }
    }
}
