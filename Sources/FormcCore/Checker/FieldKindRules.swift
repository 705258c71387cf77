/// Which keys each field kind accepts, which it requires, and the keyboard
/// traits it starts from before the spec's overrides.
enum FieldKindRules {
    // `follows`: every kind whose value another field of the same type can hand on (not passwords, not multi_picker).
    private static let common: FieldKeySet = [.id, .kind, .label, .required, .validateOn, .sameAs, .custom, .visibleWhen, .enabledWhen,
                                              .readOnly, .follows,
                                              .swiftName, .help, .confirm]
    private static let textKeys: FieldKeySet = [
        .placeholder, .defaultValue, .minLength, .maxLength, .pattern, .keyboardType, .contentType,
        .autocapitalization, .autocorrection, .returnKey, .toolbar, .hideLabel,
    ]
    private static let numberKeys: FieldKeySet = [
        .placeholder, .defaultValue, .keyboardType, .contentType, .autocapitalization, .autocorrection,
        .returnKey, .toolbar, .min, .max, .hideLabel,
    ]

    // Each kind's keys, made once: every key of every field is looked up.
    private static let textKinds = common.union(textKeys)
    private static let secureTextKinds = textKinds.union([.secure])
    private static let numberKinds = common.union(numberKeys)
    private static let textArea = textKinds.subtracting([.returnKey]).union([.showCount])
    private static let picker = common.union([.placeholder, .defaultValue, .toolbar, .options, .parent,
                                              .fillOnFocus, .noneRow, .style, .hideLabel])
    private static let date = common.union([.placeholder, .defaultValue, .toolbar, .mode, .min, .max, .fillOnFocus, .format, .hideLabel,
                                                      .dateOnlyWhen])
    private static let multiPicker = common.union([.placeholder, .defaultValue, .toolbar, .components, .separator,
                                                   .fillOnFocus, .hideLabel]).subtracting([.follows])
    private static let toggle = common.union([.defaultValue])
    // Normalisation on every kind typed as text but text areas; masks on single-line text, phones, passwords.
    private static let formattedText = secureTextKinds.union([.normalize, .mask, .complete])
    // A password neither follows another value nor starts a look-up: it is typed, never handed on.
    private static let password = formattedText.union([.revealToggle]).subtracting([.follows])
    // Look-ups start from single-line text and numbers: the kinds typed into whose value names something.
    private static let lookupText = formattedText.union([.lookup])
    private static let formattedPhone = textKinds.union([.normalize, .mask, .complete, .lookup])
    private static let normalizedText = textKinds.union([.normalize, .lookup])
    private static let normalizedNumbers = numberKinds.union([.normalize, .lookup, .format])
    private static let checkbox = controlCommon.union([.defaultValue])
    // The controls take no cross-field or app rules (yet): their values are option sets and plain numbers.
    // They do take conditions: the binder hides their rows and disables them like any control.
    private static let controlCommon: FieldKeySet = [.id, .kind, .label, .required, .validateOn,
                                                     .visibleWhen, .enabledWhen, .readOnly, .follows, .swiftName, .help, .confirm]
    // `hide_label` everywhere but on toggles and check boxes, whose label is the control's own title.
    private static let singleChoice = controlCommon.union([.defaultValue, .options, .hideLabel])
    // `placeholder`: what a `style: list` row shows while nothing is chosen.
    private static let multiSelect = singleChoice.union([.minCount, .maxCount, .style, .placeholder])
    private static let radio = singleChoice.union([.style, .placeholder])
    // A stepper or slider always holds a value: nothing to require. `format`: how its value label shows the value.
    private static let stepper: FieldKeySet = [.id, .kind, .label, .validateOn, .defaultValue, .min, .max, .step,
                                               .visibleWhen, .enabledWhen, .readOnly, .follows, .swiftName,
                                               .help, .hideLabel, .confirm, .format]
    private static let slider = stepper.union([.showValue])

    /// The keys `kind` accepts.
    static func allowedKeys(_ kind: FieldKind) -> FieldKeySet {
        switch kind {
        case .text: lookupText
        case .password: password
        case .phone: formattedPhone
        case .email, .url: normalizedText
        case .number, .decimal: normalizedNumbers
        case .textArea: textArea
        case .picker: picker
        case .date: date
        case .toggle: toggle
        case .multiPicker: multiPicker
        case .checkbox: checkbox
        case .segmented: singleChoice
        case .radio: radio
        case .multiSelect: multiSelect
        case .stepper: stepper
        case .slider: slider
        }
    }

    /// The kinds that accept `key`, in declaration order (for messages).
    static func kinds(accepting key: FieldKey) -> [String] {
        FieldKind.allCases.filter { allowedKeys($0).contains(key) }.map(\.rawValue)
    }

    /// Keys `kind` cannot do without, beyond `id`, `kind` and `label`.
    static func requiredKeys(_ kind: FieldKind) -> [FieldKey] {
        switch kind {
        case .picker, .segmented, .radio, .multiSelect: [.options]
        case .multiPicker: [.components]
        // A slider's range has no useful default (UISlider's is 0…1): say it.
        case .slider: [.min, .max]
        default: []
        }
    }

    /// The traits a text kind starts from.
    static func baseTraits(_ kind: FieldKind) -> TextInputTraits? {
        func traits(_ keyboard: String, _ content: String?, _ capitalization: String, _ correction: Bool?,
                    secure: Bool = false) -> TextInputTraits {
            TextInputTraits(keyboardType: keyboard, contentType: content, autocapitalization: capitalization,
                            autocorrection: correction, secure: secure, returnKey: nil)
        }
        switch kind {
        case .text, .textArea: return traits("default", nil, "sentences", nil)
        case .email: return traits("email_address", "email_address", "none", false)
        case .password: return traits("default", "password", "none", false, secure: true)
        case .phone: return traits("phone_pad", "telephone_number", "none", false)
        case .url: return traits("url", "url", "none", false)
        case .number: return traits("number_pad", nil, "none", false)
        case .decimal: return traits("decimal_pad", nil, "none", false)
        case .picker, .date, .toggle, .multiPicker, .segmented, .radio, .multiSelect, .checkbox, .stepper, .slider: return nil
        }
    }

    /// Keyboards without a Return key: Return cannot leave their fields.
    static let keyboardsWithoutReturn: Set<String> = ["number_pad", "phone_pad", "decimal_pad", "ascii_capable_number_pad"]
}
