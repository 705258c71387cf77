// The spec AST: what the user wrote, decoded strictly but not yet checked.
// Every value keeps its location; absent keys are nil. The checker turns it
// into a FormModel.

/// A whole spec file.
struct Spec {
    var location: SourceLocation
    var version: Located<Int>?
    var form: Located<String>?
    var title: TextSpec?
    var localization: LocalizationSpec?
    var optionLists: [OptionListSpec] = []
    var toolbars: [ToolbarSpec] = []
    var keyboard: KeyboardSpec?
    var fields: [FieldSpec] = []
    /// Where `fields` is written (for "the form has no fields").
    var fieldsLocation: SourceLocation?
}

/// A user-visible text: literal, or `{ key, default }`.
struct TextSpec {
    var text: String
    var key: String?
    var location: SourceLocation

    var model: LocalizableText { LocalizableText(text, key: key) }
}

struct LocalizationSpec {
    var table: Located<String>?
    var bundle: Located<Localization.Bundle>?
}

struct OptionListSpec {
    var name: Located<String>
    var items: [OptionItemSpec]
    /// Not a list: reported already, so no warnings about its contents.
    var isMalformed = false
}

struct OptionItemSpec {
    var location: SourceLocation
    var value: Located<String>?
    var label: TextSpec?
    var name: Located<String>?
    var parents: [Located<String>]?
    var parentsLocation: SourceLocation?
}

struct ToolbarSpec {
    var name: Located<String>
    var items: [ToolbarItemSpec]
}

struct ToolbarItemSpec {
    var location: SourceLocation
    var kind: ToolbarItem.Kind
    var title: TextSpec?
    var width: Double?
    var action: Located<String>?
}

struct KeyboardSpec {
    var location: SourceLocation
    var avoidance: Located<KeyboardSettings.Avoidance>?
    var distance: Located<Double>?
    var dismissOnTapOutside: Located<Bool>?
    var dismissOnReturn: Located<Bool>?
}

/// A validation rule as written: a bare value or `{ value, message }`.
struct RuleSpec<Value> {
    var value: Located<Value>
    var message: TextSpec?
}

/// A field. Keys that only some kinds accept are decoded for every kind; the
/// checker reports those that do not apply (it knows the kind for sure).
/// A class: it is about a kilobyte of optionals, filled once by the decoder
/// and then only read, and passes copy it for every field of large forms.
final class FieldSpec {
    let location: SourceLocation
    var id: Located<String>?
    var kind: Located<FieldKind>?
    var label: TextSpec?
    var placeholder: TextSpec?
    /// Kept as a node: its type depends on the kind.
    var defaultValue: YAMLNode?
    var required: RuleSpec<Bool>?
    var minLength: RuleSpec<Int>?
    var maxLength: RuleSpec<Int>?
    var pattern: RuleSpec<String>?
    /// Kept as nodes: numbers or dates, depending on the kind.
    var min: RuleSpec<YAMLNode>?
    var max: RuleSpec<YAMLNode>?
    var keyboardType: Located<String>?
    var contentType: Located<String>?
    var autocapitalization: Located<String>?
    var autocorrection: Located<Bool>?
    var secure: Located<Bool>?
    var returnKey: Located<String>?
    var toolbar: Located<String>?
    var options: Located<String>?
    var parent: Located<String>?
    var mode: Located<DateMode>?
    /// Every key written, with its location, in source order.
    var keys: [Located<String>] = []

    var idText: String { id?.value ?? "?" }

    init(location: SourceLocation) {
        self.location = location
    }
}
