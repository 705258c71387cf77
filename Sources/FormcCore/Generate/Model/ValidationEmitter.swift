/// `func validate() -> [Issue]`: every rule of the spec, in form order, each
/// failure with the spec's message (or the standard one of `FormcRule`).
struct ValidationEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var values: ValueExpressions { ValueExpressions(model: model) }

    /// Prints the function as it builds it: the checks of one field at a time.
    func print(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        printer.documentation("Checks every rule of the spec; empty when the form is valid.", into: &writer)
        let header = FunctionDeclaration(access: options.accessLevel, name: "validate", returnType: .array("Issue"), body: [])
        printer.function(header, into: &writer) { body in
            printer.statement(.binding(.var, name: "issues", type: .array("Issue"), value: .array([])), into: &body)
            for field in model.fields { printer.statements(checks(field), into: &body) }
            printer.statement(.return(.identifier("issues")), into: &body)
        }
    }

    private func checks(_ field: Field) -> [Statement] {
        let value = Expression.member(.selfReference, field.swiftName)
        let rules = field.validation
        var statements: [Statement] = []
        func fail(_ conditions: [Condition], _ rule: Expression, _ message: LocalizableText?) {
            var arguments = [Argument(label: "field", .member(nil, field.swiftName)), Argument(label: "rule", rule)]
            if let message { arguments.append(Argument(label: "message", values.text(message))) }
            statements.append(.if([ConditionalBranch(conditions, body: [
                .expression(.call(.member(.identifier("issues"), "append"), [Argument(.call(.identifier("Issue"), arguments))])),
            ])]))
        }
        let isText = field.kind.isTextual && !field.kind.isNumeric
        if let required = rules.required, required.value {
            let empty: Expression = switch field.kind {
            case .toggle: .prefix(.not, value)
            case _ where isText: .call(.member(.identifier("FormcValidation"), "isBlank"), [Argument(value)])
            default: .binary(value, .equal, .nil)
            }
            fail([.expression(empty)], .member(nil, "required"), required.message)
        }
        if isText {
            let notEmpty = Condition.expression(.prefix(.not, .member(value, "isEmpty")))
            let count = Expression.member(value, "count")
            if let rule = rules.minLength {
                fail([notEmpty, .expression(.binary(count, .less, .integer(rule.value)))],
                     .call(.member(nil, "minLength"), [Argument(.integer(rule.value))]), rule.message)
            }
            if let rule = rules.maxLength {
                fail([.expression(.binary(count, .greater, .integer(rule.value)))],
                     .call(.member(nil, "maxLength"), [Argument(.integer(rule.value))]), rule.message)
            }
            if let rule = rules.pattern {
                let matches = Expression.call(.member(.identifier("FormcValidation"), "matches"),
                                              [Argument(value), Argument(label: "pattern", .string(rule.value))])
                fail([notEmpty, .expression(.prefix(.not, matches))],
                     .call(.member(nil, "pattern"), [Argument(.string(rule.value))]), rule.message)
            }
        }
        for (rule, ruleCase, comparison) in [(rules.min, "minimum", BinaryOperator.less), (rules.max, "maximum", .greater)] {
            guard let rule else { continue }
            fail([.optionalBinding(.let, name: field.swiftName, value: value),
                  .expression(.binary(.identifier(field.swiftName), comparison, values.value(rule.value, of: field)))],
                 .call(.member(nil, ruleCase), [Argument(.string(FieldChecking.text(of: rule.value)))]), rule.message)
        }
        if let parentField = field.parent.flatMap(model.field(id:)), let list = field.optionList.flatMap(model.optionList(named:)) {
            let offered = Expression.call(.member(.identifier(list.swiftName), "items"),
                                          [Argument(label: "for", .member(.selfReference, parentField.swiftName))])
            fail([.optionalBinding(.let, name: field.swiftName, value: value),
                  .expression(.prefix(.not, .call(.member(offered, "contains"), [Argument(.identifier(field.swiftName))])))],
                 .member(nil, "notOffered"), nil)
        }
        return statements
    }
}
