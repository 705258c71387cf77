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
    /// The fields that could be decoded, in source order.
    var fields: [FieldSpec] = []
    /// Where `fields` is written (for "the form has no fields").
    var fieldsLocation: SourceLocation?
    /// `submit:`.
    var submit: SubmitSpec?
    /// `cancel:`.
    var cancel: CancelSpec?
    /// `validate_on:` at form level.
    var validateOn: Located<ValidationTiming>?
    /// The language of the built-in messages.
    var language: Located<FormLanguage>?
    /// `sections:` (nil when not written); their fields are in `fields`, in order.
    var sections: [SectionSpec]?
    /// `confirm:`: the confirmation step.
    var confirm: ConfirmSpec?
    /// `include:`: the shared option-list files, as written.
    var includes: [Located<String>] = []
    /// `intro:`: the paragraph above the fields.
    var intro: TextSpec?
    /// `required_marks:`.
    var requiredMarks: RequiredMarks?
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
    /// `{ from: app, value: … }`: the items come from the app at run time (`items` is empty).
    var app: AppListSpec?
    /// `{ builtin: … }`: the items are a built-in list's, located at its name.
    var builtin: Located<BuiltinOptionList>?

    /// `lists` by name, the first of each (a later one of the same name is reported as a duplicate).
    static func firstOfEachName(_ lists: [OptionListSpec]) -> [String: OptionListSpec] {
        var byName: [String: OptionListSpec] = [:]
        for list in lists where byName[list.name.value] == nil { byName[list.name.value] = list }
        return byName
    }
}

/// An option list from the app as written: `{ from: app, value: string | integer }`.
struct AppListSpec {
    /// Where the mapping starts.
    var location: SourceLocation
    /// `value:`; `string` when not written (`integer` for years).
    var valueType: AppOptionValueType
    /// `{ from: this_year, count: n }`: not the app's items but `n` years from this year on, made by the form state.
    var yearCount: Located<Int>?

    /// How messages say where the items come from ("option list 'year' comes from the app").
    var origin: String { yearCount == nil ? "comes from the app" : "runs from this year on (known at run time)" }
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

/// One wheel of a `multi_picker` as written.
struct ComponentSpec {
    var location: SourceLocation
    var id: Located<String>?
    var options: Located<String>?
    var label: TextSpec?
    var parent: Located<String>?
}
