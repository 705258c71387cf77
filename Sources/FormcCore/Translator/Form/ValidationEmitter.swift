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
        }) || fields.indices.contains { Self.comparesWhenDateOnly(fields[$0]) }
        let ranges = FieldChunks.ranges(count: fields.count)
        /// The checks of the fields in `range`, each field's built as it is printed.
        func checks(_ range: Range<Int>) -> Statement {
            .groups(Groups(count: range.count) { [self] index in self.checks(ofField: range.lowerBound + index) })
        }
        var helpers: [Declaration] = []
        var body: [Statement]
        /// `var issues = FormcIssues<Field>(messages: Self.messages)`: the checks append to it.
        let issuesType = TypeName.generic("FormcIssues", ["Field"])
        let issues = Statement.binding(.var, name: "issues", value: .call(.type(issuesType), features.usesMessages
            ? [Argument(label: "messages", .member(.type("Self"), "messages"))] : []))
        let list = Statement.return(.member(.identifier("issues"), "list"))
        if !hasChecks {
            body = [.expression(.array([]))]
        } else if ranges.count == 1 {
            body = [issues, checks(ranges[0]), list]
        } else {
            var parameters = [Parameter(label: "_", name: "issues", type: .named("inout FormcIssues<Field>"))]
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
            body = [issues]
            for range in ranges {
                let name = FieldChunks.name("validate", range)
                body.append(.expression(.call(.member(.selfReference, name), arguments)))
                helpers.append(.documented("The checks of fields \(range.lowerBound + 1) to \(range.upperBound).", .function(
                    FunctionDeclaration(access: .private, name: name, parameters: parameters, body: [checks(range)]))))
            }
            body.append(list)
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
        /// `if conditions { issues.append(Issue(field: .name, rule: rule, message: message)) }`; without
        /// a spec message, `builtIn` when the form uses its messages table.
        func fail(_ message: LocalizableText?, _ conditions: [Condition], rule: Expression, builtIn: BuiltInMessage) {
            var arguments = [Argument(label: "field", .member(nil, name)), Argument(label: "rule", rule)]
            if let message { arguments.append(Argument(label: "message", values.text(message))) }
            else if features.usesMessages { arguments.append(Argument(label: "message", self.message(builtIn, ofField: name))) }
            let append = Expression.call(SharedSubtrees.appendIssue, [Argument(.call(SharedSubtrees.issue, arguments))])
            body.append(.if([ConditionalBranch(conditions, body: [.expression(append)])]))
        }
        /// `issues.checkMaxLength(.name, self.name, 40)`: a check that appends its own issue, with the spec's
        /// message or the built-in one the runtime builds (one call: a quarter of `if … { issues.append(…) }`).
        func call(_ method: String, _ message: LocalizableText?, _ arguments: Argument...) {
            var arguments = [Argument(.member(nil, name)), Argument(value)] + arguments
            if let message { arguments.append(Argument(label: "message", values.text(message))) }
            body.append(.expression(.call(.member(.identifier("issues"), method), arguments)))
        }
        /// `.name(argument)`
        func ruleCase(_ name: String, _ argument: Expression) -> Expression {
            .call(.member(nil, name), [Argument(argument)])
        }

        let isText = field.kind.isTextual && !field.kind.isNumeric
        if let required = rules.required, required.value {
            switch field.kind {
            case .toggle, .checkbox: call("checkRequiredOn", required.message)
            case .multiPicker:
                var arguments = [Argument(.member(nil, name)), Argument(.member(value, "isComplete"))]
                if let message = required.message { arguments.append(Argument(label: "message", values.text(message))) }
                body.append(.expression(.call(.member(.identifier("issues"), "checkComplete"), arguments)))
            case .multiSelect: call("checkRequiredChoices", required.message)
            case _ where isText: call("checkRequired", required.message)
            case .picker, .date, .segmented, .radio: call("checkRequiredChoice", required.message)
            default: call("checkRequiredValue", required.message)
            }
        }
        if isText {
            if let rule = rules.minLength { call("checkMinLength", rule.message, Argument(.integer(rule.value))) }
            if let rule = rules.maxLength { call("checkMaxLength", rule.message, Argument(.integer(rule.value))) }
            if let rule = rules.pattern { call("checkPattern", rule.message, Argument(.string(rule.value))) }
            if let rule = rules.complete, let mask = completeMask(of: field) { call("checkMaskComplete", rule.message, Argument(mask)) }
        }
        // Unlike min_length, min_count counts an empty choice (0): it is how a multi-select demands choices.
        if let rule = rules.minCount { call("checkMinCount", rule.message, Argument(.integer(rule.value))) }
        if let rule = rules.maxCount { call("checkMaxCount", rule.message, Argument(.integer(rule.value))) }
        for (rule, ruleName, comparison) in [(rules.min, "minimum", BinaryOperator.less), (rules.max, "maximum", .greater)] {
            guard let rule else { continue }
            // A bound relative to today or another field's value: its own check.
            if let check = boundCheck(rule.value, of: field, comparison: comparison) {
                fail(rule.message, check.conditions, rule: ruleCase(check.rule, .string(rule.value.text)), builtIn: check.message)
                continue
            }
            let bound = values.value(rule.value, of: field)
            let method = comparison == .less ? "checkMinimum" : "checkMaximum"
            switch field.dateMode {
            case nil:
                call(method, rule.message, Argument(bound), Argument(.string(rule.value.text)))
            case .time?:
                // A time shows as written in its built-in message.
                let outside = Condition.expression(.call(.member(.identifier("FormcValidation"), comparison == .less ? "isBelow" : "isAbove"),
                                                         [Argument(value), Argument(label: ruleName, bound)]))
                fail(rule.message, [outside], rule: ruleCase(ruleName, .string(rule.value.text)), builtIn: boundMessage(ruleName, bound, of: field))
            case let mode?:
                var arguments = [Argument(bound), Argument(.string(rule.value.text))]
                if mode == .dateAndTime { arguments.append(Argument(label: "withTime", .bool(true))) }
                // While its `date_only_when` holds, the field is compared by its day.
                if case .whenDateOnly(let dateOnly) = dayComparison(of: field) { arguments.append(Argument(label: "byDay", dateOnly)) }
                var all = [Argument(.member(nil, name)), Argument(value)] + arguments
                if let message = rule.message { all.append(Argument(label: "message", values.text(message))) }
                body.append(.expression(.call(.member(.identifier("issues"), method + "Date"), all)))
            }
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
            call("checkOffered", nil, Argument(offered))
        }
        // A filtered wheel's choice must be one its parent's choice offers.
        let components = field.multiPicker?.components ?? []
        for component in components {
            guard let parent = component.parent, let list = model.optionList(named: component.optionList) else { continue }
            let offered = Expression.call(.member(.identifier(list.swiftName), "items"),
                                          [Argument(label: "for", .member(value, parent))])
            body.append(.expression(.call(.member(.identifier("issues"), "checkOffered"), [
                Argument(.member(nil, name)), Argument(.member(value, component.swiftName)), Argument(offered),
            ])))
        }
    }
}

extension ValidationEmitter {
    /// The mask `complete:` checks against: `FormcMask("###-####")`, or for a
    /// mask chosen by another field's value
    /// `FormcMask(byPrefix: …, otherwise: "###").chosen(by: self.cardNumber, of: FormcMask(byPrefix: …))`.
    func completeMask(of field: borrowing Field) -> Expression? {
        guard let format = field.textFormat, let pattern = format.mask else { return nil }
        let mask = TextFormatExpressions.maskExpression(pattern, cases: format.maskCases ?? [])
        guard let id = format.maskField, let other = model.field(id: id) else { return mask }
        let source: Expression = other.textFormat?.mask.map {
            TextFormatExpressions.maskExpression($0, cases: other.textFormat?.maskCases ?? [])
        } ?? .nil
        return .call(.member(mask, "chosen"), [
            Argument(label: "by", .member(.selfReference, other.swiftName)), Argument(label: "of", source),
        ])
    }
}

