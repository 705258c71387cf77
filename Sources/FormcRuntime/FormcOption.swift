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

    /// Adds what loads the app option list `list` (generated states add one per
    /// list): `load` asks the app for its items; when they arrive they are
    /// shown (``appOptions(_:of:)``, pickers reload) and `settle` clears from
    /// the values a choice the new items lack. Only the newest load of a list
    /// counts: an older one answering after a newer one started is dropped,
    /// whatever the order the answers come in.
    public func addOptionLoader<Value>(_ list: String, load: @escaping @MainActor () async -> [FormcOption<Value>],
                                       settle: @escaping @MainActor (inout Model, [FormcOption<Value>]) -> Void) {
        let index = optionLoaders.count
        optionLoaders.append((load: { state, number in
            let options = await load()
            // Gone, or a newer load of this list started meanwhile: its answer is the one shown.
            guard let state = state(), state.optionLoaders[index].newest == number else { return }
            state.batch {
                state.setAppOptions(options, for: list)
                var values = state.values
                settle(&values, options)
                state.values = values
            }
        }, newest: 0))
    }

    /// Asks the app for every option list again (the state asks once when it
    /// is made); a load still running is superseded: its answer is dropped.
    public func reloadOptions() {
        // The state is held weakly while the app answers: it may go meanwhile.
        let state: @MainActor () -> FormcFormState<Model>? = { [weak self] in self }
        for index in optionLoaders.indices {
            optionLoaders[index].newest &+= 1
            let number = optionLoaders[index].newest
            let load = optionLoaders[index].load
            track { await load(state, number) }
        }
    }
}

/// An option list of the spec (a generated enum): its items in the order
/// shown, each with its text. Views draw any list through it.
public protocol FormcOptionList: Hashable, Sendable, CaseIterable {
    /// The text shown for this option.
    var label: String { get }
}
