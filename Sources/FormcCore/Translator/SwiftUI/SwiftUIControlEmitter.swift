/// Each field's SwiftUI control, `FormcControl<Form>.name`: one call of the
/// support file's factory for its kind (`.text(.name, \.name, traits: …)`,
/// `.choice(.plan, \.plan)` …) with only what the spec says — the label,
/// placeholder and toolbar are the `Field` enum's, which both UIs read — and
/// the private enum of the text traits the controls share.
struct SwiftUIControlEmitter {
    private let file: SwiftUIFileEmitter
    private let model: IndexedModel
    private let values: ValueExpressions
    /// The text traits the controls share, each a constant of the controls enum
    /// (`traits0` …; ``BinderSettings/sharedTraits(of:)``).
    private let sharedTraits: [TextInputTraits]
    /// Lists of more options than this push a list instead of opening a menu.
    static let menuLimit = 20

    init(file: SwiftUIFileEmitter) {
        self.file = file
        model = file.model
        values = ValueExpressions(model: model)
        sharedTraits = BinderSettings.sharedTraits(of: model)
    }

    private var formType: TypeName { file.formType }

    /// `extension FormcControl where Model == Form { static var name: Self { … } }`, at most
    /// ``FieldChunks/size`` controls an extension.
    /// Each extension is built only when printed.
    func extensions() -> [Declaration] {
        FieldChunks.ranges(count: model.base.fields.count).filter { !$0.isEmpty }.map { chunk in
            .deferred { [self] in
                let fields = model.base.fields
                let members: [Declaration] = chunk.map { index in
                    .documented(fields[index].label.text, .variable(VariableDeclaration(
                        access: file.access, modifiers: [.static], binding: .var, name: fields[index].swiftName,
                        type: "Self", accessors: .computed([.return(control(fields[index]))]))))
                }
                return [.extension(ExtensionDeclaration(
                    extendedType: "FormcControl", sameTypes: [("Model", formType)], members: members))]
            }
        }
    }

    /// The factory call that makes `field`'s control.
    private func control(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        var arguments = [Argument(.member(nil, name))]
        let keyPath = Argument(.keyPath([name]))
        func text(_ value: LocalizableText?, _ label: String) {
            if let value { arguments.append(Argument(label: label, values.text(value))) }
        }
        let factory: String
        switch field.kind {
        case .toggle, .checkbox:
            factory = field.kind == .toggle ? "toggle" : "checkbox"
            arguments.append(keyPath)
        case .picker, .segmented, .radio:
            factory = "choice"
            arguments.append(keyPath)
            arguments += choiceArguments(field)
        case .multiSelect:
            factory = "multiSelect"
            arguments.append(keyPath)
            if field.selectionStyle == .list { arguments.append(Argument(label: "isList", .bool(true))) }
            if let maximum = field.validation.maxCount { arguments.append(Argument(label: "maximum", .integer(maximum.value))) }
        case .date:
            factory = "date"
            arguments.append(keyPath)
            let mode = field.dateMode == .dateAndTime ? "dateAndTime" : (field.dateMode ?? .date).rawValue
            arguments.append(Argument(label: "mode", .member(nil, mode)))
            for (label, rule) in [("minimum", field.validation.min), ("maximum", field.validation.max)] {
                // Another field's value bounds the date in its rules only: the picker takes the default (none).
                guard let rule else { continue }
                if case .field = rule.value { continue }
                arguments.append(Argument(label: label, .closure(Closure(body: [.expression(values.value(rule.value, of: field))]))))
            }
        case .stepper, .slider:
            factory = field.kind == .stepper ? "stepper" : "slider"
            arguments.append(keyPath)
            arguments += numberArguments(field)
            if let display = DisplayFormatExpressions.format(of: field, language: model.language) {
                arguments.append(Argument(label: "display", display))
            }
        case .multiPicker:
            return multiPicker(field)
        case .textArea:
            factory = "textArea"
            arguments += [keyPath, Argument(label: "traits", traits(field))]
            if field.showsCount == true {
                arguments.append(Argument(label: "showsCount", .bool(true)))
                if let limit = field.validation.maxLength { arguments.append(Argument(label: "maxLength", .integer(limit.value))) }
            }
        default:
            factory = field.kind == .number ? "number" : field.kind == .decimal ? "decimal" : "text"
            arguments += [keyPath, Argument(label: "traits", traits(field))]
            if factory == "text" {
                if let format = field.textFormat { arguments.append(Argument(label: "format", TextFormatExpressions.format(format))) }
                if let chooser = TextFormatExpressions.maskChooser(of: field, in: model) {
                    arguments.append(Argument(label: "maskChosenBy", chooser))
                }
                if let toggle = field.revealToggle {
                    arguments.append(Argument(label: "revealToggle", TextFormatExpressions.revealLabels(toggle, values)))
                }
            } else if let display = DisplayFormatExpressions.format(of: field, language: model.language) {
                arguments.append(Argument(label: "display", display))
            }
        }
        return .call(.member(nil, factory), arguments)
    }

    /// A choice's style, placeholder, none row, and its options when they are not the whole list.
    private func choiceArguments(_ field: borrowing Field) -> [Argument] {
        var arguments: [Argument] = []
        let list = field.optionList.flatMap { model.optionList(named: $0) }
        if let list, list.isFromApp {
            arguments.append(Argument(label: "appList", .string(list.name)))
        }
        switch field.kind {
        case .segmented: arguments.append(Argument(label: "style", .member(nil, "segmented")))
        case .radio:
            arguments.append(Argument(label: "style", .member(nil, field.selectionStyle == .list ? "list" : "radio")))
        default:
            if let style = field.selectionStyle {
                // `style:` says it; without it, long lists push.
                arguments.append(Argument(label: "style", .member(nil, style == .wheel ? "wheel" : "list")))
            } else if let list, !list.isFromApp, list.items.count > Self.menuLimit {
                arguments.append(Argument(label: "style", .member(nil, "list")))
            }
        }
        if let noneRow = field.noneRow { arguments.append(Argument(label: "noneRow", values.text(noneRow))) }
        // A dependent list: the items its parent's value offers.
        if let list, !list.isFromApp, let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }) {
            let items = Expression.call(.member(.type(.member(formType, list.swiftName)), "items"), [
                Argument(label: "for", .member(.identifier("$0"), parent)),
            ])
            arguments.append(Argument(label: "options", .closure(Closure(body: [.expression(items)]))))
        }
        return arguments
    }

    /// A stepper's or slider's bounds, step and whether it shows its value (its `format:` follows them).
    private func numberArguments(_ field: borrowing Field) -> [Argument] {
        guard let range = field.numberControl else { return [] }
        let isStepper = field.kind == .stepper
        func number(_ value: FieldValue) -> Expression {
            isStepper ? .integer(Int(value.text) ?? 0) : .literal(.floating(Double(value.text) ?? 0))
        }
        var arguments = [Argument(label: "minimum", number(range.minimum)), Argument(label: "maximum", number(range.maximum))]
        if let step = range.step { arguments.append(Argument(label: "step", number(step))) }
        // The stepper shows its value by default (its label says it), the slider does not.
        if range.showsValue != isStepper { arguments.append(Argument(label: "showsValue", .bool(range.showsValue))) }
        return arguments
    }

    /// `.multiPicker(.name, \.name, labels: […])`: a wheel per component; the
    /// model's struct gives the rows and reads and writes the codes.
    private func multiPicker(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        guard let picker = field.multiPicker else { return .call(.member(nil, "toggle"), []) }
        var arguments = [Argument(.member(nil, name)), Argument(.keyPath([name]))]
        arguments.append(MultiPickerExpressions.labels(picker, values: values))
        return .call(.member(nil, "multiPicker"), arguments)
    }

    /// The traits' shared constant (`<Form>Controls.traits0`), or the call past the limit.
    private func traits(_ field: borrowing Field) -> Expression {
        let traits = BinderSettings.traits(of: field)
        guard let index = sharedTraits.firstIndex(of: traits) else { return BinderSettings.traits(traits) }
        return .member(.identifier(file.controlsType), "traits\(index)")
    }

    /// `private enum <Form>Controls { static let traits0 … }`, when the controls share any.
    func sharedConstants() -> Declaration? {
        let members: [Declaration] = sharedTraits.enumerated().map { index, traits in
            .variable(VariableDeclaration(modifiers: [.static], binding: .let, name: "traits\(index)",
                                          value: BinderSettings.traits(traits)))
        }
        guard !members.isEmpty else { return nil }
        return .documented("The text traits the form's controls share.", .type(TypeDeclaration(
            access: .private, attributes: [.mainActor], kind: .enum(rawType: nil), name: file.controlsType, members: members)))
    }
}
