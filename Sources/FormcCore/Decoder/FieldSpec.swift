/// A field as written. Keys that only some kinds accept are decoded for every
/// kind; the checker reports those that do not apply (it knows the kind for sure).
///
/// Sparse: a field has about six of its twenty-one keys, and a large form tens
/// of thousands of fields, so only the keys written are stored (rules, the
/// largest values and the rarer ones, boxed). An immutable class: made once by
/// the decoder, then only read, and the checker's passes share it.
final class FieldSpec {
    /// One key as written, with its decoded value.
    struct Entry {
        var key: FieldKey
        var keyLocation: SourceLocation
        var value: Value
    }

    /// A key's decoded value.
    enum Value {
        /// The value could not be decoded (reported): the key still counts as written.
        case invalid
        case string(Located<String>)
        case kind(Located<FieldKind>)
        case mode(Located<DateMode>)
        case style(Located<SelectionStyle>)
        case bool(Located<Bool>)
        case text(TextSpec)
        /// Typed by the checker: its type depends on the kind.
        case node(YAMLNode)
        indirect case boolRule(RuleSpec<Bool>)
        indirect case countRule(RuleSpec<Int>)
        indirect case stringRule(RuleSpec<String>)
        /// Numbers or dates, depending on the kind.
        indirect case nodeRule(RuleSpec<YAMLNode>)
        /// A bound given by another field: `min: { field: start_date }` (the field's id).
        indirect case fieldRule(RuleSpec<String>)
        /// The app's named rules (`custom: [luhn, { name: …, message: … }]`).
        case customRules([RuleSpec<String>])
        /// `visible_when` / `enabled_when` / `date_only_when`.
        indirect case condition(ConditionSpec)
        /// `normalize:`, in either form.
        indirect case normalization(NormalizationSpec)
        /// `mask:`, one mask or masks chosen by the value.
        indirect case mask(MaskSpec)
        /// `reveal_toggle:`, in either form.
        indirect case revealToggle(RevealToggleSpec)
        /// A multi-column picker's wheels.
        case components([ComponentSpec])
        /// `lookup:`.
        indirect case lookup(LookupSpec)
        /// `format:`.
        indirect case displayFormat(DisplayFormatSpec)
    }

    let location: SourceLocation
    /// Every key written, in source order.
    let entries: [Entry]
    /// The keys of `entries`: most reads ask for a key the field does not have.
    private let written: FieldKeySet

    /// The field at `location` with the keys written there, in source order.
    init(location: SourceLocation, entries: [Entry]) {
        self.location = location
        self.entries = entries
        var written: FieldKeySet = []
        for entry in entries { written.insert(entry.key) }
        self.written = written
    }

    /// Whether `key` is written (even with a value that could not be decoded).
    func has(_ key: FieldKey) -> Bool { written.contains(key) }

    /// The value of `key`. Found by index, so only that entry is copied.
    private func value(_ key: FieldKey) -> Value? {
        guard written.contains(key) else { return nil }
        var index = 0
        while index < entries.count {
            if entries[index].key == key { return entries[index].value }
            index += 1
        }
        return nil
    }

    private func string(_ key: FieldKey) -> Located<String>? {
        if case .string(let value) = value(key) { return value }
        return nil
    }

    private func text(_ key: FieldKey) -> TextSpec? {
        if case .text(let value) = value(key) { return value }
        return nil
    }

    private func bool(_ key: FieldKey) -> Located<Bool>? {
        if case .bool(let value) = value(key) { return value }
        return nil
    }

    private func countRule(_ key: FieldKey) -> RuleSpec<Int>? {
        if case .countRule(let value) = value(key) { return value }
        return nil
    }

    private func nodeRule(_ key: FieldKey) -> RuleSpec<YAMLNode>? {
        if case .nodeRule(let value) = value(key) { return value }
        return nil
    }

    var id: Located<String>? { string(.id) }
    var kind: Located<FieldKind>? {
        if case .kind(let value) = value(.kind) { return value }
        return nil
    }
    var label: TextSpec? { text(.label) }
    var placeholder: TextSpec? { text(.placeholder) }
    var defaultValue: YAMLNode? {
        if case .node(let value) = value(.defaultValue) { return value }
        return nil
    }
    var required: RuleSpec<Bool>? {
        if case .boolRule(let value) = value(.required) { return value }
        return nil
    }
    var complete: RuleSpec<Bool>? {
        if case .boolRule(let value) = value(.complete) { return value }
        return nil
    }
    var minLength: RuleSpec<Int>? { countRule(.minLength) }
    var maxLength: RuleSpec<Int>? { countRule(.maxLength) }
    var pattern: RuleSpec<String>? {
        if case .stringRule(let value) = value(.pattern) { return value }
        return nil
    }
    var min: RuleSpec<YAMLNode>? { nodeRule(.min) }
    var max: RuleSpec<YAMLNode>? { nodeRule(.max) }
    var keyboardType: Located<String>? { string(.keyboardType) }
    var contentType: Located<String>? { string(.contentType) }
    var autocapitalization: Located<String>? { string(.autocapitalization) }
    var autocorrection: Located<Bool>? { bool(.autocorrection) }
    var secure: Located<Bool>? { bool(.secure) }
    var returnKey: Located<String>? { string(.returnKey) }
    var toolbar: Located<String>? { string(.toolbar) }
    var options: Located<String>? { string(.options) }
    var parent: Located<String>? { string(.parent) }
    var mode: Located<DateMode>? {
        if case .mode(let value) = value(.mode) { return value }
        return nil
    }

    var minCount: RuleSpec<Int>? { countRule(.minCount) }
    var maxCount: RuleSpec<Int>? { countRule(.maxCount) }
    /// A stepper's or slider's step, typed by the checker.
    var step: YAMLNode? {
        if case .node(let value) = value(.step) { return value }
        return nil
    }
    var showValue: Located<Bool>? { bool(.showValue) }
    var style: Located<SelectionStyle>? {
        if case .style(let value) = value(.style) { return value }
        return nil
    }

    /// `validate_on:` (decoded as its word, checked by the decoder).
    var validateOn: Located<ValidationTiming>? {
        string(.validateOn).flatMap { word in ValidationTiming(rawValue: word.value).map { Located($0, at: word.location) } }
    }
    var fillOnFocus: Located<Bool>? { bool(.fillOnFocus) }
    var noneRow: TextSpec? { text(.noneRow) }
    var showCount: Located<Bool>? { bool(.showCount) }
    var components: [ComponentSpec]? {
        if case .components(let value) = value(.components) { return value }
        return nil
    }
    var separator: Located<String>? { string(.separator) }

    /// `same_as`: the id of the field this one confirms.
    var sameAs: RuleSpec<String>? {
        if case .stringRule(let value) = value(.sameAs) { return value }
        return nil
    }
    /// `min: { field: … }`: the id of the field bounding this one from below.
    var minField: RuleSpec<String>? { fieldRule(.min) }
    /// `max: { field: … }`: the id of the field bounding this one from above.
    var maxField: RuleSpec<String>? { fieldRule(.max) }
    /// `custom`: the app's named rules, in spec order.
    var custom: [RuleSpec<String>]? {
        if case .customRules(let value) = value(.custom) { return value }
        return nil
    }

    private func fieldRule(_ key: FieldKey) -> RuleSpec<String>? {
        if case .fieldRule(let value) = value(key) { return value }
        return nil
    }

    var visibleWhen: ConditionSpec? { condition(.visibleWhen) }
    var enabledWhen: ConditionSpec? { condition(.enabledWhen) }
    /// `date_only_when:`: a date-and-time field shown date-only while it holds.
    var dateOnlyWhen: ConditionSpec? { condition(.dateOnlyWhen) }
    var readOnly: Located<Bool>? { bool(.readOnly) }
    /// `confirm:`: false leaves the field out of the confirmation summary.
    var confirm: Located<Bool>? { bool(.confirm) }

    private func condition(_ key: FieldKey) -> ConditionSpec? {
        if case .condition(let value) = value(key) { return value }
        return nil
    }

    var normalize: NormalizationSpec? {
        if case .normalization(let value) = value(.normalize) { return value }
        return nil
    }
    /// The fixed mask, or the `otherwise` of masks chosen by the value.
    var mask: Located<String>? { maskSpec?.pattern }
    /// `mask:` as written, with its cases.
    var maskSpec: MaskSpec? {
        if case .mask(let value) = value(.mask) { return value }
        return nil
    }
    var revealToggle: RevealToggleSpec? {
        if case .revealToggle(let value) = value(.revealToggle) { return value }
        return nil
    }

    /// `lookup:`: the app's look-up from this field's value to other fields'.
    var lookup: LookupSpec? {
        if case .lookup(let value) = value(.lookup) { return value }
        return nil
    }
    /// `follows:`: the id of the field whose value this one follows.
    var follows: Located<String>? { string(.follows) }
    /// `swift_name:`: the name the field's Swift property takes instead of its id's.
    var swiftName: Located<String>? { string(.swiftName) }

    /// `format:`: how a number's or date's value is shown.
    var displayFormat: DisplayFormatSpec? {
        if case .displayFormat(let value) = value(.format) { return value }
        return nil
    }
    /// `help:`: the text under the control.
    var help: TextSpec? { text(.help) }
    /// `hide_label:`: no visible label.
    var hideLabel: Located<Bool>? { bool(.hideLabel) }

    var idText: String { id?.value ?? "?" }
}
