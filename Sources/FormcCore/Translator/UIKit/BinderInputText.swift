/// The binder initializer's input per field (`FormcTextFieldInput(…)`,
/// `FormcPickerInput(…)` …), written as text (``SourceText``) exactly as the
/// printer prints the expression a field's input is.
///
/// The text traits, a call of six arguments that few distinct values share
/// across a form, are printed once per distinct value and reused.
struct InputText {
    let emitter: BinderInitializerEmitter
    let printer: SwiftPrinter
    /// `Form.` as a type used as a value, for the option lists' enums.
    private let formPrefix: String
    private let localization: Localization
    /// The emitter's model, kept: read through the emitter, each use would copy it.
    private let model: IndexedModel
    /// Traits printed so far; bounded, for a form whose fields all differ.
    private var printedTraits: [TraitsKey: (traits: TextInputTraits, printed: CodeFragment)] = [:]
    private static let traitsKept = 256

    init(emitter: BinderInitializerEmitter, printer: SwiftPrinter) {
        self.emitter = emitter
        self.printer = printer
        formPrefix = printer.typeAsValue(emitter.formType) + "."
        model = emitter.model
        localization = model.localization
    }

    /// The input of `field`, the argument of `Inputs(…)`.
    /// `printedName`: the field's name as printed (``IndexedModel/printedNames``).
    mutating func input(_ field: borrowing Field, printedName name: String, into text: inout SourceText) {
        switch field.kind {
        case .toggle:
            text.name(printed: name)
        case .textArea:
            text.add("FormcTextViewInput")
            var call = text.openCall()
            text.argument(&call)
            text.name(printed: name)
            text.argument(&call, label: "traits")
            traits(field, into: &text)
            text.argument(&call, label: "onChange")
            setter(name, into: &text) { $0.add("$0") }
            text.closeCall(call)
        case .picker:
            picker(field, printedName: name, into: &text)
        case .date:
            let rules = field.validation
            text.add("FormcDateInput")
            var call = text.openCall()
            text.argument(&call)
            text.name(printed: name)
            text.argument(&call, label: "mode")
            text.member(field.dateMode == .dateAndTime ? "dateAndTime" : (field.dateMode ?? .date).rawValue)
            text.argument(&call, label: "minimum")
            if let minimum = rules.min { text.value(minimum.value, of: field, in: model) } else { text.add("nil") }
            text.argument(&call, label: "maximum")
            if let maximum = rules.max { text.value(maximum.value, of: field, in: model) } else { text.add("nil") }
            text.argument(&call, label: "placeholder")
            placeholder(field, into: &text)
            text.argument(&call, label: "value")
            text.add("{ ")
            stateValue(name, into: &text)
            text.add(" }")
            text.argument(&call, label: "onChange")
            setter(name, into: &text) { $0.add("$0") }
            text.closeCall(call)
        default:
            let kind = field.kind
            text.add("FormcTextFieldInput")
            var call = text.openCall()
            text.argument(&call)
            text.name(printed: name)
            text.argument(&call, label: "traits")
            traits(field, into: &text)
            text.argument(&call, label: "placeholder")
            placeholder(field, into: &text)
            text.argument(&call, label: "onChange")
            setter(name, into: &text) { text in
                switch kind {
                case .number: text.add("FormcNumberText.integer(from: $0)")
                case .decimal: text.add("FormcNumberText.decimal(from: $0)")
                default: text.add("$0")
                }
            }
            text.closeCall(call)
        }
    }

    /// `FormcPickerInput(…)` over the field's option list (filtered by its parent's value when dependent).
    private func picker(_ field: borrowing Field, printedName name: String, into text: inout SourceText) {
        guard let list = field.optionList.flatMap({ model.optionList(named: $0) }) else { return text.name(printed: name) }
        text.add("FormcPickerInput")
        var call = text.openCall()
        text.argument(&call)
        text.name(printed: name)
        text.argument(&call, label: "placeholder")
        placeholder(field, into: &text)
        guard !list.items.isEmpty else {
            // A list without options: its enum has no values, so any closure over
            // them would be code Swift warns "will never be executed".
            text.argument(&call, label: "titles")
            text.add("{ [] }")
            text.argument(&call, label: "selection")
            text.add("{ nil }")
            text.argument(&call, label: "onSelect")
            text.add("{ row in ")
            stateValue(name, into: &text)
            text.add(" = nil }")
            return text.closeCall(call)
        }
        let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }).map({ printer.name($0) })
        /// `Form.List.items(for: state.value.parent)`, or `Form.List.allCases`.
        func rows(_ text: inout SourceText) {
            text.add(formPrefix)
            text.add(list.swiftName)
            if let parent {
                text.add(".items(for: ")
                stateValue(parent, into: &text)
                text.add(")")
            } else {
                text.add(".allCases")
            }
        }
        text.argument(&call, label: "titles")
        text.add("{ ")
        rows(&text)
        text.add(".map { $0.label } }")
        text.argument(&call, label: "selection")
        text.add("{ ")
        stateValue(name, into: &text)
        text.add(".flatMap { ")
        rows(&text)
        text.add(".firstIndex(of: $0) } }")
        text.argument(&call, label: "onSelect")
        text.add("{ row in ")
        stateValue(name, into: &text)
        text.add(" = row.map { ")
        rows(&text)
        text.add("[$0] } }")
        text.closeCall(call)
    }

    /// The traits' call, printed once per distinct traits (see ``printedTraits``).
    private mutating func traits(_ field: borrowing Field, into text: inout SourceText) {
        let traits = BinderInitializerEmitter.traits(of: field)
        let key = TraitsKey(traits)
        // Compared whole too: the key has the properties the traits have today.
        if let known = printedTraits[key], known.traits == traits { return text.fragment(known.printed) }
        let printed = printer.expression(emitter.traits(traits))
        if printedTraits.count < Self.traitsKept { printedTraits[key] = (traits, printed) }
        text.fragment(printed)
    }

    /// The placeholder's text, or `nil`.
    private func placeholder(_ field: borrowing Field, into text: inout SourceText) {
        if let placeholder = field.placeholder { text.text(placeholder, localization: localization) } else { text.add("nil") }
    }

    /// `state.value.name`, `name` printed.
    private func stateValue(_ name: String, into text: inout SourceText) {
        text.add("state.value")
        text.member(printed: name)
    }

    /// `{ state.value.name = value }`
    private func setter(_ name: String, into text: inout SourceText, _ value: (inout SourceText) -> Void) {
        text.add("{ ")
        stateValue(name, into: &text)
        text.add(" = ")
        value(&text)
        text.add(" }")
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
