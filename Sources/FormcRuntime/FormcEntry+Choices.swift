import Foundation

// The fields that choose among options, each described by one call from the
// field's key path: `static var plan: Self { .picker(.plan, \.plan) }`. A choice
// is read and written by index, the same for every option type, so each UI has
// one way of drawing it.

/// How a single choice is drawn.
public enum FormcChoiceStyle: Sendable {
    /// UIKit: a wheel as the text field's input view. SwiftUI: a menu button
    /// showing the choice, or, over more than ``FormcChoiceControl/menuLimit``
    /// options of a list of the spec, a row that pushes the list.
    case menu
    /// A wheel (UIKit's picker is one in any case).
    case wheel
    /// A row that pushes the list (SwiftUI's `.navigationLink` from iOS 16; inside a navigation view).
    case list
    /// A segmented control.
    case segmented
    /// One row per option, the chosen one checked.
    case radio
}

/// A single choice over some options, by index.
struct FormcChoiceControl<Model: FormcFormModel> {
    /// Lists of more options than this push a list instead of opening a SwiftUI menu.
    static var menuLimit: Int { 20 }

    let style: FormcChoiceStyle
    let placeholder: String?
    /// The row that chooses nothing, when the spec has one.
    let noneRow: String?
    /// Whether focus arriving in the empty field takes the row shown (UIKit's picker wheel).
    var fillOnFocus = false
    /// Whether the list has more than ``menuLimit`` options (the spec's own list, not the app's).
    var isLong = false
    let titles: @MainActor (FormcFormState<Model>) -> [String]
    let selected: @MainActor (FormcFormState<Model>) -> Int?
    let select: @MainActor (FormcFormState<Model>, Int?) -> Void

    /// Over the items `options` gives for the values.
    @MainActor
    init<Option: FormcOptionList>(
        style: FormcChoiceStyle, placeholder: String?, noneRow: String?, value: WritableKeyPath<Model, Option?>,
        options: (@MainActor (Model) -> [Option])?
    ) {
        self.style = style
        self.placeholder = placeholder
        self.noneRow = noneRow
        let items: @MainActor (Model) -> [Option] = { options?($0) ?? Array(Option.allCases) }
        isLong = Option.allCases.count > Self.menuLimit
        titles = { items($0.values).map(\.label) }
        selected = { state in state.values[keyPath: value].flatMap { items(state.values).firstIndex(of: $0) } }
        select = { state, index in
            let rows = items(state.values)
            state.values[keyPath: value] = index.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        }
    }

    /// Over the items of the option list `list` that the app supplies.
    @MainActor
    init<Value: Hashable & Sendable>(
        style: FormcChoiceStyle, placeholder: String?, noneRow: String?, value: WritableKeyPath<Model, Value?>,
        appList list: String
    ) {
        self.style = style
        self.placeholder = placeholder
        self.noneRow = noneRow
        titles = { $0.appOptions(list, of: Value.self).map(\.label) }
        selected = { state in
            state.values[keyPath: value].flatMap { chosen in
                state.appOptions(list, of: Value.self).firstIndex { $0.value == chosen }
            }
        }
        select = { state, index in
            let items = state.appOptions(list, of: Value.self)
            state.values[keyPath: value] = index.flatMap { items.indices.contains($0) ? items[$0].value : nil }
        }
    }
}

extension FormcEntry where Kind == FormcTextEntry {
    /// A picker over an option list: all of its cases, or `options` for the
    /// values (a dependent list's items for its `parent`'s value). `fillOnFocus`
    /// takes the row shown when focus arrives in an empty field; `noneRow` is a
    /// first row that chooses nothing; `style: .wheel` draws a wheel in SwiftUI too.
    public static func picker<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, style: FormcChoiceStyle = .menu,
        fillOnFocus: Bool = false, noneRow: String? = nil, parent: Model.Field? = nil,
        options: (@MainActor (Model) -> [Option])? = nil
    ) -> Self {
        var choice = FormcChoiceControl(style: style, placeholder: field.placeholder, noneRow: noneRow, value: value,
                                        options: options)
        choice.fillOnFocus = fillOnFocus
        return Self(field, .choice(choice), parent: parent)
    }

    /// A picker over the option list `list` that the app supplies: its rows are
    /// the state's `appOptions` of the list, reloaded whenever they arrive.
    public static func picker<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String,
        style: FormcChoiceStyle = .menu, fillOnFocus: Bool = false, noneRow: String? = nil
    ) -> Self {
        var choice = FormcChoiceControl(style: style, placeholder: field.placeholder, noneRow: noneRow, value: value,
                                        appList: list)
        choice.fillOnFocus = fillOnFocus
        return Self(field, .choice(choice), usesAppOptions: true)
    }
}

extension FormcEntry where Kind == FormcListEntry {
    /// A single choice shown as one row with the chosen option's label (or the
    /// placeholder) that pushes the list, titled with the field's label: all of
    /// the list's cases, or `options` for the values (a dependent list's items
    /// for its `parent`'s value). `noneRow` is a first row that chooses nothing.
    public static func choiceList<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Option?>, noneRow: String? = nil,
        parent: Model.Field? = nil, options: (@MainActor (Model) -> [Option])? = nil
    ) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .list, placeholder: field.placeholder, noneRow: noneRow,
                                               value: value, options: options)), parent: parent)
    }

    /// A single choice among the items of the option list `list` that the app
    /// supplies, as ``choiceList(_:_:noneRow:parent:options:)``.
    public static func choiceList<Value: Hashable & Sendable>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Value?>, appList list: String, noneRow: String? = nil
    ) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .list, placeholder: field.placeholder, noneRow: noneRow,
                                               value: value, appList: list)), usesAppOptions: true)
    }

    /// A multiple choice shown as one row with the chosen labels (or the
    /// placeholder) that pushes the list, titled with the field's label.
    public static func multiSelectList<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, maximum: Int? = nil
    ) -> Self {
        Self(field, .multiSelect(FormcMultiSelectControl(
            isList: true, placeholder: field.placeholder, maximum: maximum, value: value)))
    }
}

extension FormcEntry where Kind == FormcSegmentedEntry {
    /// A segmented control, a segment per option.
    public static func segmented<Option: FormcOptionList>(_ field: Model.Field, _ value: WritableKeyPath<Model, Option?>) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .segmented, placeholder: field.placeholder, noneRow: nil,
                                               value: value, options: nil)))
    }
}

extension FormcEntry where Kind == FormcCheckRowsEntry {
    /// One check row per option, the chosen one checked.
    public static func radio<Option: FormcOptionList>(_ field: Model.Field, _ value: WritableKeyPath<Model, Option?>) -> Self {
        Self(field, .choice(FormcChoiceControl(style: .radio, placeholder: field.placeholder, noneRow: nil,
                                               value: value, options: nil)))
    }

    /// One check row per option, any number checked (at most `maximum`).
    public static func multiSelect<Option: FormcOptionList>(
        _ field: Model.Field, _ value: WritableKeyPath<Model, Set<Option>>, maximum: Int? = nil
    ) -> Self {
        Self(field, .multiSelect(FormcMultiSelectControl(
            isList: false, placeholder: field.placeholder, maximum: maximum, value: value)))
    }
}

/// A multiple choice: one row per option, or a row that pushes the list; by index.
struct FormcMultiSelectControl<Model: FormcFormModel> {
    let isList: Bool
    let placeholder: String?
    let maximum: Int?
    let titles: [String]
    /// The indices of the options chosen.
    let chosen: (Model) -> Set<Int>
    /// Chooses the options at these indices.
    let choose: (inout Model, Set<Int>) -> Void

    init<Option: FormcOptionList>(isList: Bool, placeholder: String?, maximum: Int?, value: WritableKeyPath<Model, Set<Option>>) {
        let options = Array(Option.allCases)
        self.isList = isList
        self.placeholder = placeholder
        self.maximum = maximum
        titles = options.map(\.label)
        chosen = { values in Set(options.indices.filter { values[keyPath: value].contains(options[$0]) }) }
        choose = { values, indices in values[keyPath: value] = Set(indices.map { options[$0] }) }
    }

    func isChosen(_ values: Model, _ index: Int) -> Bool { chosen(values).contains(index) }

    func count(_ values: Model) -> Int { chosen(values).count }

    /// Chooses the option at `index`, or no longer: at `maximum`, another is not chosen.
    func toggle(_ values: inout Model, _ index: Int) {
        var indices = chosen(values)
        if indices.remove(index) == nil {
            guard maximum.map({ indices.count < $0 }) ?? true else { return }
            indices.insert(index)
        }
        choose(&values, indices)
    }
}
