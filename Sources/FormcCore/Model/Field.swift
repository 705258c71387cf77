/// One field of a form, fully resolved.
public struct Field: Codable, Equatable, Sendable {
    /// The id as written (`first_name`).
    public var id: String
    /// The property's Swift name (`firstName`).
    public var swiftName: String
    /// What kind of input the field takes.
    public var kind: FieldKind
    /// The label.
    public var label: LocalizableText
    /// The placeholder shown while empty.
    public var placeholder: LocalizableText?
    /// The initial value; `nil` means empty (or `false` for toggles).
    public var defaultValue: FieldValue?
    /// The validation rules.
    public var validation: Validation
    /// Keyboard and text-input traits, resolved from the kind's defaults and the
    /// spec's overrides. `nil` for pickers, dates and toggles.
    public var textInput: TextInputTraits?
    /// The accessory toolbar's name, if any.
    public var toolbar: String?
    /// For pickers: the option list's name.
    public var optionList: String?
    /// For dependent pickers: the parent field's id.
    public var parent: String?
    /// For dates: what the picker picks.
    public var dateMode: DateMode?
    /// When this field's issues are shown, if the spec overrides the form's `validate_on:`.
    public var validateOn: ValidationTiming?
    /// When the field is shown (`visible_when`); `nil`: always (within its section).
    public var visibleWhen: FieldCondition?
    /// When the field can be edited (`enabled_when`); `nil`: always (within its section).
    public var enabledWhen: FieldCondition?
    /// For `mode: date_and_time` dates: while this holds (`date_only_when`) the
    /// field picks the date only and its value is the start of its day; `nil`: never.
    public var dateOnlyWhen: FieldCondition?
    /// `read_only: true`: shown, never editable; `nil` otherwise.
    public var readOnly: Bool?
    /// The id of the section holding the field; `nil` in a form without `sections:`.
    public var section: String?
    /// For text fields: normalisation and mask (`normalize:`, `mask:`), if any.
    public var textFormat: TextFormat?
    /// For password fields: the show/hide button (`reveal_toggle`); `nil` when none.
    public var revealToggle: RevealToggle?
    /// For pickers, multi-column pickers and dates: whether focus in the empty
    /// field takes the value shown (`fill_on_focus`); `nil`: only when required.
    public var fillOnFocus: Bool?
    /// For pickers: the title of a first row that chooses nothing (`none_row`).
    public var noneRow: LocalizableText?
    /// For text areas: whether a character counter is shown (`show_count`).
    public var showsCount: Bool?
    /// For multi-column pickers: the wheels, left to right, and the value's struct.
    public var multiPicker: MultiPicker?
    /// For steppers and sliders: the control's range and step (``NumberControl``).
    public var numberControl: NumberControl?
    /// For multi-selects: how the options are shown (`style`); `nil` elsewhere.
    public var selectionStyle: SelectionStyle?
    /// The app's look-up from this field's value to other fields' values (`lookup:`); `nil` when none.
    public var lookup: FieldLookup?
    /// The id of the field whose value this one follows (`follows:`); `nil` when none.
    public var follows: String?
    /// For numbers, decimals and dates: how the value is shown when not edited (`format:`); `nil`: plainly.
    public var displayFormat: DisplayFormat?
    /// The help text shown under the control (`help:`); `nil` when none.
    public var help: LocalizableText?
    /// `hide_label: true`: no visible label (the label is still spoken and used in messages); `nil` otherwise.
    public var hidesLabel: Bool?
    /// `confirm: false`: left out of the confirmation summary (`nil`: listed).
    public var confirms: Bool?

    /// Creates a field.
    public init(id: String, swiftName: String, kind: FieldKind, label: LocalizableText,
                placeholder: LocalizableText? = nil, defaultValue: FieldValue? = nil,
                validation: Validation = Validation(), textInput: TextInputTraits? = nil,
                toolbar: String? = nil, optionList: String? = nil, parent: String? = nil,
                dateMode: DateMode? = nil, validateOn: ValidationTiming? = nil,
                visibleWhen: FieldCondition? = nil, enabledWhen: FieldCondition? = nil,
                readOnly: Bool? = nil, section: String? = nil,
                textFormat: TextFormat? = nil, revealToggle: RevealToggle? = nil,
                fillOnFocus: Bool? = nil, noneRow: LocalizableText? = nil, showsCount: Bool? = nil,
                multiPicker: MultiPicker? = nil, numberControl: NumberControl? = nil,
                selectionStyle: SelectionStyle? = nil, lookup: FieldLookup? = nil, follows: String? = nil,
                displayFormat: DisplayFormat? = nil) {
        self.id = id
        self.swiftName = swiftName
        self.kind = kind
        self.label = label
        self.placeholder = placeholder
        self.defaultValue = defaultValue
        self.validation = validation
        self.textInput = textInput
        self.toolbar = toolbar
        self.optionList = optionList
        self.parent = parent
        self.dateMode = dateMode
        self.validateOn = validateOn
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
        self.readOnly = readOnly
        self.section = section
        self.textFormat = textFormat
        self.revealToggle = revealToggle
        self.fillOnFocus = fillOnFocus
        self.noneRow = noneRow
        self.showsCount = showsCount
        self.multiPicker = multiPicker
        self.numberControl = numberControl
        self.selectionStyle = selectionStyle
        self.lookup = lookup
        self.follows = follows
        self.displayFormat = displayFormat
    }

    /// Whether focus in the empty field takes the value shown: the spec's
    /// `fill_on_focus`, else only for required fields (they cannot stay empty anyway).
    public var fillsOnFocus: Bool { fillOnFocus ?? (validation.required?.value == true) }

    /// Whether the field's text is secret: a password, or text with `secure: true`. The
    /// confirmation summary masks it (the generated `displayValue(of:)` and the preview's step).
    public var isSecureText: Bool { kind == .password || textInput?.secure == true }
}

/// The range and step of a stepper or slider, resolved from the spec and the
/// control's defaults. Values are as written (integers for steppers).
public struct NumberControl: Codable, Equatable, Sendable {
    /// The least value the control offers.
    public var minimum: FieldValue
    /// The greatest value the control offers.
    public var maximum: FieldValue
    /// How far one step moves; for sliders `nil` means no snapping.
    public var step: FieldValue?
    /// Whether a label shows the value (always for steppers; `show_value` for sliders).
    public var showsValue: Bool
    /// Creates a range.
    public init(minimum: FieldValue, maximum: FieldValue, step: FieldValue?, showsValue: Bool) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.showsValue = showsValue
    }
}

/// How a choice shows its options (`style:`): multi-selects and radios take
/// `rows` (the default) or `list`; pickers take `wheel` or `list` (no style: a
/// wheel in UIKit, a menu in SwiftUI, a pushed list past 20 options).
public enum SelectionStyle: String, Codable, Equatable, Sendable, CaseIterable {
    /// A check row per option, in the form.
    case rows
    /// One row summing up the choice; tapping it pushes a list of check rows.
    case list
    /// A wheel (a picker: UIKit's input-view picker, SwiftUI's `.wheel` style).
    case wheel

    /// The styles `kind` takes, the default first (empty: the kind takes no `style`).
    public static func styles(of kind: FieldKind) -> [SelectionStyle] {
        switch kind {
        case .multiSelect, .radio: [.rows, .list]
        case .picker: [.wheel, .list]
        default: []
        }
    }
}

/// What a date field picks.
public enum DateMode: String, Codable, Equatable, Sendable, CaseIterable {
    case date, time
    case dateAndTime = "date_and_time"
}

/// A typed value: defaults and numeric or date bounds.
public enum FieldValue: Codable, Equatable, Sendable {
    /// Text (text kinds).
    case string(String)
    /// A whole number (`number` fields).
    case integer(Int)
    /// A decimal number, kept as written so no precision is lost (`decimal` fields).
    case decimal(String)
    /// On/off (`toggle` fields).
    case bool(Bool)
    /// A date as written in ISO 8601 (`2024-04-01`, `2024-04-01T09:30:00`, `09:30`).
    case date(String)
    /// An option's value (code) (`picker` fields).
    case option(String)
    /// A date relative to when the form is used (`today - 18 years`): date bounds and defaults.
    case relativeDate(RelativeDate)
    /// Another field's value, by its id: a bound given by a field (`min: { field: start }`).
    case field(String)
    /// One option value (code) or none per wheel (`multi_picker` fields).
    case wheels([String?])
    /// Several options' values, in the spec's order (`multi_select` fields).
    case options([String])

    private enum CodingKeys: String, CodingKey { case string, integer, decimal, bool, date, option, relativeDate, field, wheels, options }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try container.decodeIfPresent(String.self, forKey: .string) { self = .string(value) }
        else if let value = try container.decodeIfPresent(Int.self, forKey: .integer) { self = .integer(value) }
        else if let value = try container.decodeIfPresent(String.self, forKey: .decimal) { self = .decimal(value) }
        else if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) { self = .bool(value) }
        else if let value = try container.decodeIfPresent(String.self, forKey: .date) { self = .date(value) }
        else if let value = try container.decodeIfPresent(RelativeDate.self, forKey: .relativeDate) { self = .relativeDate(value) }
        else if let value = try container.decodeIfPresent(String.self, forKey: .field) { self = .field(value) }
        else if let values = try container.decodeIfPresent([String?].self, forKey: .wheels) { self = .wheels(values) }
        else if let value = try container.decodeIfPresent([String].self, forKey: .options) { self = .options(value) }
        else { self = .option(try container.decode(String.self, forKey: .option)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let value): try container.encode(value, forKey: .string)
        case .integer(let value): try container.encode(value, forKey: .integer)
        case .decimal(let value): try container.encode(value, forKey: .decimal)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .date(let value): try container.encode(value, forKey: .date)
        case .option(let value): try container.encode(value, forKey: .option)
        case .relativeDate(let value): try container.encode(value, forKey: .relativeDate)
        case .field(let value): try container.encode(value, forKey: .field)
        case .wheels(let values): try container.encode(values, forKey: .wheels)
        case .options(let values): try container.encode(values, forKey: .options)
        }
    }
}

/// A validation rule's value and the message shown when it fails.
public struct Rule<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// The rule's parameter (a length, a pattern, a bound).
    public var value: Value
    /// The message; `nil` lets the generated code use a standard one.
    public var message: LocalizableText? {
        get { messageBox?.text }
        set { messageBox = newValue.map(MessageBox.init) }
    }
    /// The message, boxed: most rules have none, and a field holds six rules
    /// (inline, a message would cost every rule of every field 33 bytes).
    private var messageBox: MessageBox?

    /// Creates a rule.
    public init(_ value: Value, message: LocalizableText? = nil) {
        self.value = value
        self.message = message
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool {
        lhs.value == rhs.value && lhs.message == rhs.message
    }

    private enum CodingKeys: String, CodingKey { case value, message }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Value.self, forKey: .value),
                  message: try container.decodeIfPresent(LocalizableText.self, forKey: .message))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try container.encodeIfPresent(message, forKey: .message)
    }
}

/// A rule's message, immutable and shared by copies of the rule.
private final class MessageBox: Sendable {
    let text: LocalizableText
    init(_ text: LocalizableText) { self.text = text }
}

/// The validation rules of a field; absent rules are `nil`.
public struct Validation: Codable, Equatable, Sendable {
    /// Must not be empty (for toggles: must be on).
    public var required: Rule<Bool>?
    /// The fewest characters.
    public var minLength: Rule<Int>?
    /// The most characters.
    public var maxLength: Rule<Int>?
    /// A regular expression (ICU / `NSRegularExpression` syntax) the whole text must match.
    public var pattern: Rule<String>?
    /// The least value (numbers and dates).
    public var min: Rule<FieldValue>?
    /// The greatest value (numbers and dates).
    public var max: Rule<FieldValue>?
    /// The id of the field whose value this one must equal (a confirmation).
    public var sameAs: Rule<String>?
    /// The app's named rules, in spec order: each rule's value is its name.
    public var custom: [Rule<String>]?
    /// The fewest options chosen in a multi-select (an empty choice counts 0, so it fails).
    public var minCount: Rule<Int>?
    /// The most options chosen in a multi-select.
    public var maxCount: Rule<Int>?
    /// A text that is not empty fills every position of its mask (the mask chosen for it).
    public var complete: Rule<Bool>?
    /// Creates rules.
    public init(required: Rule<Bool>? = nil, minLength: Rule<Int>? = nil, maxLength: Rule<Int>? = nil,
                pattern: Rule<String>? = nil, min: Rule<FieldValue>? = nil, max: Rule<FieldValue>? = nil,
                sameAs: Rule<String>? = nil, custom: [Rule<String>]? = nil,
                minCount: Rule<Int>? = nil, maxCount: Rule<Int>? = nil) {
        self.required = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.min = min
        self.max = max
        self.sameAs = sameAs
        self.custom = custom
        self.minCount = minCount
        self.maxCount = maxCount
    }
}

/// Keyboard and text traits of a text field, named as in the spec and mapped
/// by the generator to UIKit's `UIKeyboardType`, `UITextContentType` …
public struct TextInputTraits: Codable, Equatable, Sendable {
    /// `keyboard_type` (`email_address` …).
    public var keyboardType: String
    /// `content_type` for autofill (`email_address`, `one_time_code` …), if any.
    public var contentType: String?
    /// `autocapitalization` (`none`, `words`, `sentences`, `all_characters`).
    public var autocapitalization: String
    /// `autocorrection`; `nil` leaves the system default.
    public var autocorrection: Bool?
    /// Whether entry is hidden (`secure`).
    public var secure: Bool
    /// `return_key` (`next`, `done` …); `nil` for multi-line text.
    public var returnKey: String?
    /// Creates traits.
    public init(keyboardType: String, contentType: String?, autocapitalization: String,
                autocorrection: Bool?, secure: Bool, returnKey: String?) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.secure = secure
        self.returnKey = returnKey
    }
}
