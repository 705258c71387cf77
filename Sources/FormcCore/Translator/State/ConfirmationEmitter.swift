/// The confirmation step's members of `extension <Form>Form: FormcFormModel`
/// (`confirm:`): `static var confirmation` (the screen's texts and the fields
/// its summary lists, by section) and `displayValue(of:)`, a case per field
/// naming the runtime's display of its kind. Nothing without `confirm:`.
struct ConfirmationEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declarations() -> [Declaration] {
        guard let confirmation = model.base.confirmation else { return [] }
        let values = ValueExpressions(model: model)
        let settings = Expression.call(.type(.generic("FormcConfirmation", ["Self"])), [
            Argument(label: "title", values.text(confirmation.title)),
            Argument(label: "backTitle", values.text(confirmation.back)),
            Argument(label: "submitTitle", values.text(confirmation.submit)),
            Argument(label: "groups", .array(groups(values))),
        ])
        let variable = VariableDeclaration(
            access: access, modifiers: [.static], binding: .var, name: "confirmation",
            type: .optional(.generic("FormcConfirmation", ["Self"])), accessors: .computed([.return(settings)]))
        return [
            .documented("The confirmation step (`confirm:`): its texts and the fields its summary lists.", .variable(variable)),
            .documented("`field`'s value as the confirmation summary shows it.", .function(displayFunction())),
        ]
    }

    /// A group per section (one for a form without sections) of the fields without `confirm: false`.
    private func groups(_ values: ValueExpressions) -> [Expression] {
        let base = model.base
        func fieldList(_ ids: [String]?) -> Expression {
            .array(base.fields.filter { ($0.confirms != false) && (ids?.contains($0.id) ?? true) }
                .map { .member(nil, $0.swiftName) })
        }
        guard let sections = base.sections, !sections.isEmpty else {
            return [.call(.identifier("FormcConfirmation.Group"), [Argument(.nil), Argument(label: "fields", fieldList(nil))])]
        }
        return sections.map { section in
            var arguments = [Argument(.member(nil, section.swiftName))]
            if let header = section.header { arguments.append(Argument(label: "header", values.text(header))) }
            arguments.append(Argument(label: "fields", fieldList(section.fields)))
            return .call(.identifier("FormcConfirmation.Group"), arguments)
        }
    }

    /// `func displayValue(of field: Field) -> FormcDisplayValue`: `case .name: return .text(self.name)` per field.
    private func displayFunction() -> FunctionDeclaration {
        let cases = model.base.fields.map { field in
            SwitchCase([.value(.member(nil, field.swiftName))], body: [.return(display(field))])
        }
        return FunctionDeclaration(
            access: access, name: "displayValue", parameters: [Parameter(label: "of", name: "field", type: "Field")],
            returnType: "FormcDisplayValue", body: [.switch(.identifier("field"), cases)])
    }

    private func display(_ field: Field) -> Expression {
        let value = Expression.member(.selfReference, field.swiftName)
        func call(_ name: String, _ arguments: [Argument]) -> Expression { .call(.member(nil, name), arguments) }
        // A list the app supplies: the state finds the labels the app gave (`.appOption(self.store, list: "store")`).
        let appList = model.appValueType(ofList: field.optionList) != nil ? field.optionList : nil
        // A `format:` shows the value as the form does everywhere else (`¥1,200`); empty stays "not entered".
        if field.displayFormat != nil, [.number, .decimal, .date].contains(field.kind),
           let formatted = DisplayTextExpressions(model: model).text(of: field, in: .selfReference) {
            return call("formatted", [Argument(value), Argument(formatted)])
        }
        // A stepper's or slider's `format:`: the text its value label shows (`FormcControlValueText`).
        if let text = controlValueText(field, value) { return call("formatted", [Argument(value), Argument(text)]) }
        // A password, or text with `secure: true`: masked whatever its kind.
        if field.isSecureText { return call("secret", [Argument(label: "isEmpty", .member(value, "isEmpty"))]) }
        switch field.kind {
        case .text, .email, .phone, .url, .textArea, .password: return call("text", [Argument(value)])
        case .number, .stepper: return call("number", [Argument(value)])
        case .decimal: return call("decimal", [Argument(value)])
        case .slider: return call("real", [Argument(value)])
        case .toggle, .checkbox: return call("flag", [Argument(value)])
        case .picker, .segmented, .radio:
            guard let appList else { return call("option", [Argument(value)]) }
            return call("appOption", [Argument(value), Argument(label: "list", .string(appList))])
        case .multiSelect: return call("options", [Argument(value)])
        case .multiPicker: return call("parts", [Argument(value)])
        case .date:
            let mode: String = switch field.dateMode ?? .date {
            case .date: "date"
            case .time: "time"
            case .dateAndTime: "dateAndTime"
            }
            return call("date", [Argument(value), Argument(.member(nil, mode))])
        }
    }

    /// `FormcControlValueText.stepper(self.guests, format: …)` / `.slider(self.tip, minimum: 0, maximum: 0.3, step: 0.05, format: …)`
    /// for a stepper or slider with `format:`; nil otherwise (the summary's plain number).
    private func controlValueText(_ field: Field, _ value: Expression) -> Expression? {
        guard [.stepper, .slider].contains(field.kind), let range = field.numberControl,
              let format = DisplayFormatExpressions.format(of: field, language: model.base.language) else { return nil }
        let text = Expression.identifier("FormcControlValueText")
        guard field.kind == .slider else {
            return .call(.member(text, "stepper"), [Argument(value), Argument(label: "format", format)])
        }
        func number(_ bound: FieldValue) -> Expression { .literal(.floating(Double(bound.text) ?? 0)) }
        return .call(.member(text, "slider"), [
            Argument(value), Argument(label: "minimum", number(range.minimum)), Argument(label: "maximum", number(range.maximum)),
            Argument(label: "step", range.step.map(number) ?? .nil), Argument(label: "format", format),
        ])
    }
}
