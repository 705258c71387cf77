import Foundation

/// One item of an option list the app supplies at run time (a spec's
/// `options: { name: { from: app } }`): the value kept, the label shown.
public struct FormcOption<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value the form keeps when this item is chosen.
    public var value: Value
    /// The text shown for it.
    public var label: String

    /// An item showing `label` for `value`.
    public init(value: Value, label: String) {
        self.value = value
        self.label = label
    }
}

extension FormcOption {
    /// `value` as one text (an app list's values are strings or whole numbers):
    /// how the summary names a choice apart from its list's type.
    static func code(of value: Value) -> String { String(describing: value) }
}

/// An item of an app option list whatever its value's type.
protocol FormcAnyOption {
    /// The value as ``FormcOption/code(of:)`` writes it.
    var code: String { get }
    /// The text shown for it.
    var label: String { get }
}

extension FormcOption: FormcAnyOption {
    var code: String { Self.code(of: value) }
}

extension FormcOption where Value == Int {
    /// `count` years from the year of `now` on, in the Gregorian calendar of the
    /// device's time zone, each shown as its number (a spec's `{ from: this_year, count: … }`).
    public static func years(count: Int, now: Date = Date()) -> [FormcOption<Int>] {
        let year = Calendar(identifier: .gregorian).component(.year, from: now)
        return (0..<max(0, count)).map { FormcOption(value: year + $0, label: String(year + $0)) }
    }
}

extension FormcFormState {
    /// The items the app supplied for the option list `list` (none until it did).
    public func appOptions<Value>(_ list: String, of type: Value.Type) -> [FormcOption<Value>] {
        appOptionLists[list] as? [FormcOption<Value>] ?? []
    }

    /// `codes` chosen from the app option list `list`, as the labels the app
    /// gave them in its order; a code it does not list (yet) stays the code.
    func appOptionLabels(_ list: String, codes: [String]) -> [String] {
        let items = appOptionLists[list] as? [any FormcAnyOption] ?? []
        let listed = items.filter { codes.contains($0.code) }
        let unlisted = Set(codes).subtracting(listed.map(\.code)).sorted()
        return listed.map(\.label) + unlisted
    }

    /// Adds what loads an app option list (generated states add one per list).
    public func addOptionLoader(_ load: @escaping @MainActor () async -> Void) {
        optionLoaders.append(load)
    }

    /// Asks the app for every option list again (the state asks once when it is made).
    public func reloadOptions() {
        for load in optionLoaders { track(load) }
    }
}

/// An option list of the spec (a generated enum): its items in the order
/// shown, each with its text. Views draw any list through it.
public protocol FormcOptionList: Hashable, Sendable, CaseIterable {
    /// The text shown for this option.
    var label: String { get }
}
