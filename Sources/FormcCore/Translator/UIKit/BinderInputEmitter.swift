/// A field's binding as one call of the support file's factory for its kind,
/// from the field's key path: `.text(.name, \.name, traits: <Form>Inputs.traits0)`,
/// `.picker(.plan, \.plan)`, `.stepper(.guests, \.guests, minimum: 1, maximum: 8, step: 1)` …,
/// with only what the spec says beyond the factory's defaults.
///
/// One call a field: the closures that run the view are the support file's,
/// type-checked once per app, so a field costs the app's compiler one
/// expression (see docs/performance.md).
///
/// The text traits, a call of six arguments that few distinct values share
/// across a form, are built once per distinct value and shared.
struct BinderInputEmitter {
    let binder: BinderEmitter
    /// The binder's model, kept: read through the binder, each use would copy it.
    private let model: IndexedModel
    private let values: ValueExpressions
    private var formType: TypeName { binder.formType }
    /// Traits built so far; bounded, for a form whose fields all differ.
    private var builtTraits: [TraitsKey: (traits: TextInputTraits, expression: Expression)] = [:]
    private static let traitsKept = 256

    init(binder: BinderEmitter) {
        self.binder = binder
        model = binder.model
        values = ValueExpressions(model: model)
    }

    /// The factory call that makes `field`'s binding.
    mutating func binding(_ field: borrowing Field) -> Expression {
        if BinderControlEmitter.isChoiceList(field) {
            return BinderControlEmitter(model: model, formType: formType).choiceList(field, values: values)
        }
        let name = field.swiftName
        var arguments = [Argument(.member(nil, name))]
        let keyPath = Argument(.keyPath([name]))
        func text(_ value: LocalizableText?, _ label: String) {
            if let value { arguments.append(Argument(label: label, values.text(value))) }
        }
        let factory: String
        switch field.kind {
        case .toggle:
            factory = "toggle"
            arguments.append(keyPath)
        case .segmented, .radio, .multiSelect, .checkbox, .stepper, .slider:
            return BinderControlEmitter(model: model, formType: formType).binding(field, values: values)
        case .picker:
            factory = "picker"
            arguments.append(keyPath)
            arguments += pickerArguments(field)
        case .multiPicker:
            return multiPicker(field)
        case .date:
            factory = "date"
            arguments.append(keyPath)
            let mode = field.dateMode == .dateAndTime ? "dateAndTime" : (field.dateMode ?? .date).rawValue
            arguments.append(Argument(label: "mode", .member(nil, mode)))
            for (label, rule) in [("minimum", field.validation.min), ("maximum", field.validation.max)] {
                // Another field's value bounds the date in its rules only: the picker takes the default (none).
                guard let rule else { continue }
                if case .field = rule.value { continue }
                arguments.append(Argument(label: label, values.value(rule.value, of: field)))
            }
            arguments += fillOnFocus(field)
            if let display = DisplayFormatExpressions.format(of: field, language: model.language) {
                arguments.append(Argument(label: "display", display))
            }
        case .textArea:
            factory = "textArea"
            arguments += [keyPath, Argument(label: "traits", traits(field))]
            if field.showsCount == true {
                arguments.append(Argument(label: "showsCount", .bool(true)))
                if let limit = field.validation.maxLength?.value { arguments.append(Argument(label: "maxLength", .integer(limit))) }
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
            // After the traits, which set the content types iOS 15 has.
            if let later = TextFormatExpressions.laterContentType(of: field) {
                return .call(.member(nil, factory), arguments, trailingClosure: Closure(parameters: ["view"], body: [later]))
            }
        }
        return .call(.member(nil, factory), arguments)
    }

    /// A picker's fill on focus and none row; the app's
    /// list it shows, or its parent and the items the parent's value offers.
    private mutating func pickerArguments(_ field: borrowing Field) -> [Argument] {
        var arguments: [Argument] = []
        let list = field.optionList.flatMap { model.optionList(named: $0) }
        if let list, list.isFromApp { arguments.append(Argument(label: "appList", .string(list.name))) }
        arguments += fillOnFocus(field)
        if let noneRow = field.noneRow { arguments.append(Argument(label: "noneRow", values.text(noneRow))) }
        if let list, !list.isFromApp, let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }) {
            arguments.append(Argument(label: "parent", .member(nil, parent)))
            let items = Expression.call(.member(.type(.member(formType, list.swiftName)), "items"), [
                Argument(label: "for", .member(.identifier("$0"), parent)),
            ])
            arguments.append(Argument(label: "options", .closure(Closure(body: [.expression(items)]))))
        }
        return arguments
    }

    /// `fillOnFocus: true` where focus fills the empty field (required fields,
    /// or `fill_on_focus: true`); nothing otherwise, the runtime's default.
    private func fillOnFocus(_ field: borrowing Field) -> [Argument] {
        field.fillsOnFocus ? [Argument(label: "fillOnFocus", .bool(true))] : []
    }


    /// `.multiPicker(.name, \.name, separator: "/", labels: […])`: a wheel per
    /// component; the model's struct gives the rows and reads and writes the codes.
    private func multiPicker(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        guard let picker = field.multiPicker else { return .call(.member(nil, "toggle"), []) }
        var arguments = [Argument(.member(nil, name)), Argument(.keyPath([name]))]
        arguments.append(Argument(label: "separator", .string(picker.separator)))
        arguments.append(MultiPickerExpressions.labels(picker, values: values))
        arguments += fillOnFocus(field)
        return .call(.member(nil, "multiPicker"), arguments)
    }

    /// The traits: the shared constant of the form's inputs enum (`<Form>Inputs.traits0`),
    /// else the call, built once per distinct traits.
    private mutating func traits(_ field: borrowing Field) -> Expression {
        let traits = BinderSettings.traits(of: field)
        if let index = binder.sharedTraits.firstIndex(of: traits) {
            return .member(.identifier(binder.inputsType), "traits\(index)")
        }
        let key = TraitsKey(traits)
        // Compared whole too: the key has the properties the traits have today.
        if let known = builtTraits[key], known.traits == traits { return known.expression }
        let expression = BinderSettings.traits(traits)
        if builtTraits.count < Self.traitsKept { builtTraits[key] = (traits, expression) }
        return expression
    }
}

/// ``TextInputTraits`` as a dictionary key (the model type is only `Equatable`;
/// a hit is confirmed with `==`, so a property added there costs only the cache).
private struct TraitsKey: Hashable {
    let keyboardType: String
    let contentType: String?
    let autocapitalization: String
    let autocorrection: Bool?
    let secure: Bool
    let returnKey: String?

    init(_ traits: TextInputTraits) {
        keyboardType = traits.keyboardType
        contentType = traits.contentType
        autocapitalization = traits.autocapitalization
        autocorrection = traits.autocorrection
        secure = traits.secure
        returnKey = traits.returnKey
    }
}
