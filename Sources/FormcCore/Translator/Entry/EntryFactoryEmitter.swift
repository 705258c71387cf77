/// A field's entry as one call of the runtime's factory for its kind, from
/// the field's key path: `.text(.name, \.name, traits: <Form>Traits.traits0)`,
/// `.picker(.plan, \.plan)`, `.stepper(.guests, \.guests, minimum: 1, maximum: 8)` …,
/// with only what the spec says beyond the factory's defaults; and the view
/// marker the entry is constrained to (`FormcTextEntry`, `FormcToggleEntry` …).
///
/// One call a field: the closures that run the views are the runtime's,
/// type-checked once per app, so a field costs the app's compiler one
/// expression (see docs/performance.md).
struct EntryFactoryEmitter {
    /// The model, kept: read through the entries emitter, each use would copy it.
    private let model: IndexedModel
    private let values: ValueExpressions
    private let formType: TypeName
    private let sharedTraits: [TextInputTraits]
    private let traitsType: String
    /// Traits built so far; bounded, for a form whose fields all differ.
    private var builtTraits: [TraitsKey: (traits: TextInputTraits, expression: Expression)] = [:]
    private static let traitsKept = 256

    init(entries: EntryEmitter) {
        model = entries.model
        values = ValueExpressions(model: model)
        formType = entries.formType
        sharedTraits = entries.sharedTraits
        traitsType = entries.traitsType
    }

    /// Whether the field is a single choice (picker, radio) shown as one row that pushes its list.
    static func isChoiceList(_ field: borrowing Field) -> Bool {
        (field.kind == .picker || field.kind == .radio) && field.selectionStyle == .list
    }

    /// Whether the field is a multi-select shown as one row that pushes its list.
    static func isMultiSelectList(_ field: borrowing Field) -> Bool {
        field.kind == .multiSelect && field.selectionStyle == .list
    }

    /// The view marker of the field's entry, which says the UIKit view it binds.
    static func marker(_ field: borrowing Field) -> String {
        if isChoiceList(field) || isMultiSelectList(field) { return "FormcListEntry" }
        switch field.kind {
        case .textArea: return "FormcTextAreaEntry"
        case .toggle: return "FormcToggleEntry"
        case .segmented: return "FormcSegmentedEntry"
        case .radio, .multiSelect: return "FormcCheckRowsEntry"
        case .checkbox: return "FormcCheckboxEntry"
        case .stepper: return "FormcStepperEntry"
        case .slider: return "FormcSliderEntry"
        default: return "FormcTextEntry"
        }
    }

    /// The factory call that describes `field`.
    mutating func entry(_ field: borrowing Field) -> Expression {
        let name = field.swiftName
        var arguments = [Argument(.member(nil, name)), Argument(.keyPath([name]))]
        let factory: String
        switch field.kind {
        case .toggle, .checkbox, .segmented:
            factory = field.kind == .toggle ? "toggle" : field.kind == .checkbox ? "checkbox" : "segmented"
        case .picker, .radio:
            if Self.isChoiceList(field) {
                factory = "choiceList"
                arguments += choiceArguments(field, isPicker: false)
            } else if field.kind == .radio {
                factory = "radio"
            } else {
                factory = "picker"
                arguments += choiceArguments(field, isPicker: true)
            }
        case .multiSelect:
            factory = Self.isMultiSelectList(field) ? "multiSelectList" : "multiSelect"
            if let maximum = field.validation.maxCount { arguments.append(Argument(label: "maximum", .integer(maximum.value))) }
        case .stepper, .slider:
            factory = field.kind == .stepper ? "stepper" : "slider"
            arguments += numberArguments(field)
            if let display = DisplayFormatExpressions.format(of: field, language: model.language) {
                arguments.append(Argument(label: "display", display))
            }
        case .multiPicker:
            factory = "multiPicker"
            guard let picker = field.multiPicker else { break }
            arguments.append(Argument(label: "separator", .string(picker.separator)))
            arguments.append(MultiPickerExpressions.labels(picker, values: values))
            arguments += fillOnFocus(field)
        case .date:
            factory = "date"
            let mode = field.dateMode == .dateAndTime ? "dateAndTime" : (field.dateMode ?? .date).rawValue
            arguments.append(Argument(label: "mode", .member(nil, mode)))
            for (label, rule) in [("minimum", field.validation.min), ("maximum", field.validation.max)] {
                // Another field's value bounds the date in its rules only: the picker takes the default (none).
                guard let rule else { continue }
                if case .field = rule.value { continue }
                // A closure: read each time the field is shown, so a relative date moves with the clock.
                arguments.append(Argument(label: label, .closure(Closure(body: [.expression(values.value(rule.value, of: field))]))))
            }
            arguments += fillOnFocus(field)
            if let display = DisplayFormatExpressions.format(of: field, language: model.language) {
                arguments.append(Argument(label: "display", display))
            }
        case .textArea:
            factory = "textArea"
            arguments.append(Argument(label: "traits", traits(field)))
            if field.showsCount == true {
                arguments.append(Argument(label: "showsCount", .bool(true)))
                if let limit = field.validation.maxLength?.value { arguments.append(Argument(label: "maxLength", .integer(limit))) }
            }
        default:
            factory = field.kind == .number ? "number" : field.kind == .decimal ? "decimal" : "text"
            arguments.append(Argument(label: "traits", traits(field)))
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

    /// A single choice's app list, style (a picker's wheel), fill on focus, none
    /// row, and its parent and the items the parent's value offers.
    private func choiceArguments(_ field: borrowing Field, isPicker: Bool) -> [Argument] {
        var arguments: [Argument] = []
        let list = field.optionList.flatMap { model.optionList(named: $0) }
        if let list, list.isFromApp { arguments.append(Argument(label: "appList", .string(list.name))) }
        if isPicker {
            // `style: wheel` said: SwiftUI draws a wheel too (UIKit's picker is one in any case).
            if field.selectionStyle == .wheel { arguments.append(Argument(label: "style", .member(nil, "wheel"))) }
            arguments += fillOnFocus(field)
        }
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

    /// The traits: the shared constant of the form's traits enum (`<Form>Traits.traits0`),
    /// else the call, built once per distinct traits.
    private mutating func traits(_ field: borrowing Field) -> Expression {
        let traits = TextTraitsExpressions.traits(of: field)
        if let index = sharedTraits.firstIndex(of: traits) {
            return .member(.identifier(traitsType), "traits\(index)")
        }
        let key = TraitsKey(traits)
        // Compared whole too: the key has the properties the traits have today.
        if let known = builtTraits[key], known.traits == traits { return known.expression }
        let expression = TextTraitsExpressions.traits(traits)
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
