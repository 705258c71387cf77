/// A named list of choices: becomes a `String`-backed enum.
public struct OptionList: Codable, Equatable, Sendable {
    /// The name as written in the spec (`area`).
    public var name: String
    /// The enum's Swift type name (`Area`), nested in the form struct.
    public var swiftName: String
    /// The items, in spec order (the picker's row order).
    public var items: [OptionItem]
    /// Creates a list.
    public init(name: String, swiftName: String, items: [OptionItem]) {
        self.name = name
        self.swiftName = swiftName
        self.items = items
    }
}

/// One choice of an option list.
public struct OptionItem: Codable, Equatable, Sendable {
    /// The code stored in the model and in the enum's raw value (`"1"`).
    public var value: String
    /// What the picker shows (`北海道`).
    public var label: LocalizableText
    /// The enum case's Swift name (`hokkaido`).
    public var swiftName: String
    /// For lists filtered by a parent picker: the parent values under which this
    /// item is shown. Empty for lists that are not filtered.
    public var parents: [String]
    /// Creates an item.
    public init(value: String, label: LocalizableText, swiftName: String, parents: [String] = []) {
        self.value = value
        self.label = label
        self.swiftName = swiftName
        self.parents = parents
    }
}
