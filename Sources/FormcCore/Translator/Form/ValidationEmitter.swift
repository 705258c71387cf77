/// `func validate() -> [Issue]`: every rule of the spec, in form order, each
/// failure with the spec's message (or the standard one of `FormcRule`).
///
/// A check per rule and field: written as text (``SourceText``), one
/// statement at a time, exactly as the printer prints
/// `if conditions { issues.append(Issue(field:rule:message:)) }`.
struct ValidationEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    /// Prints the function, the checks of one field at a time.
    func print(with printer: SwiftPrinter, into writer: inout CodeWriter) {
        printer.documentation("Checks every rule of the spec; empty when the form is valid.", into: &writer)
        let header = FunctionDeclaration(access: options.accessLevel, name: "validate", returnType: .array("Issue"), body: [])
        let fields = model.base.fields
        printer.function(header, into: &writer) { body in
            printer.statement(.binding(.var, name: "issues", type: .array("Issue"), value: .array([])), into: &body)
            let localization = model.localization
            let names = model.printedNames
            for index in fields.indices { checks(fields[index], printedName: names[index], localization: localization, into: &body) }
            printer.statement(.return(.identifier("issues")), into: &body)
        }
    }

    /// `printedName`: the field's name as printed (``IndexedModel/printedNames``).
    private func checks(_ field: borrowing Field, printedName name: String, localization: Localization,
                        into writer: inout CodeWriter) {
        let rules = field.validation
        /// `self.name`
        func value(_ text: inout SourceText) {
            text.add("self")
            text.member(printed: name)
        }
        /// `!self.name.isEmpty`
        func notEmpty(_ text: inout SourceText) {
            text.add("!")
            value(&text)
            text.add(".isEmpty")
        }
        /// `if conditions { issues.append(Issue(field: .name, rule: rule, message: message)) }`
        func fail(_ message: LocalizableText?, _ conditions: (inout SourceText) -> Void, rule: (inout SourceText) -> Void) {
            writer.text { text in
                let depth = text.depth
                text.add("if ")
                conditions(&text)
                text.add(" {")
                text.newLine(depth: depth + 1)
                text.add("issues.append")
                var append = text.openCall()
                text.argument(&append)
                text.add("Issue")
                var issue = text.openCall()
                text.argument(&issue, label: "field")
                text.member(printed: name)
                text.argument(&issue, label: "rule")
                rule(&text)
                if let message {
                    text.argument(&issue, label: "message")
                    text.text(message, localization: localization)
                }
                text.closeCall(issue)
                text.closeCall(append)
                text.newLine(depth: depth)
                text.add("}")
            }
        }

        let isText = field.kind.isTextual && !field.kind.isNumeric
        if let required = rules.required, required.value {
            fail(required.message, { text in
                switch field.kind {
                case .toggle:
                    text.add("!")
                    value(&text)
                case _ where isText:
                    text.add("FormcValidation.isBlank(")
                    value(&text)
                    text.add(")")
                default:
                    value(&text)
                    text.add(" == nil")
                }
            }, rule: { $0.add(".required") })
        }
        if isText {
            if let rule = rules.minLength {
                fail(rule.message, { text in
                    notEmpty(&text)
                    text.add(", ")
                    value(&text)
                    text.add(".count < ")
                    text.integer(rule.value)
                }, rule: { text in
                    text.add(".minLength(")
                    text.integer(rule.value)
                    text.add(")")
                })
            }
            if let rule = rules.maxLength {
                fail(rule.message, { text in
                    value(&text)
                    text.add(".count > ")
                    text.integer(rule.value)
                }, rule: { text in
                    text.add(".maxLength(")
                    text.integer(rule.value)
                    text.add(")")
                })
            }
            if let rule = rules.pattern {
                fail(rule.message, { text in
                    notEmpty(&text)
                    text.add(", !FormcValidation.matches")
                    var call = text.openCall()
                    text.argument(&call)
                    value(&text)
                    text.argument(&call, label: "pattern")
                    text.literal(rule.value)
                    text.closeCall(call)
                }, rule: { text in
                    text.add(".pattern(")
                    text.literal(rule.value)
                    text.add(")")
                })
            }
        }
        for (rule, ruleCase, comparison) in [(rules.min, "minimum" as StaticString, " < " as StaticString), (rules.max, "maximum", " > ")] {
            guard let rule else { continue }
            fail(rule.message, { text in
                text.add("let ")
                text.name(printed: name)
                text.add(" = ")
                value(&text)
                text.add(", ")
                text.name(printed: name)
                text.add(comparison)
                text.value(rule.value, of: field, in: model)
            }, rule: { text in
                text.add(".")
                text.add(ruleCase)
                text.add("(")
                text.literal(rule.value.text)
                text.add(")")
            })
        }
        if let parentName = field.parent.flatMap({ model.swiftName(ofField: $0) }), let list = field.optionList.flatMap({ model.optionList(named: $0) }) {
            fail(nil, { text in
                text.add("let ")
                text.name(printed: name)
                text.add(" = ")
                value(&text)
                text.add(", !")
                text.name(list.swiftName)
                text.add(".items(for: self")
                text.member(parentName)
                text.add(").contains(")
                text.name(printed: name)
                text.add(")")
            }, rule: { $0.add(".notOffered") })
        }
    }
}
