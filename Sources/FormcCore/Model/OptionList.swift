/// A named list of choices: becomes a `String`-backed enum, or, for a list
/// from the app, values the app supplies at run time.
public struct OptionList: Codable, Equatable, Sendable {
    /// The name as written in the spec (`area`).
    public var name: String
    /// The enum's Swift type name (`Area`), nested in the form struct.
    public var swiftName: String
    /// The items, in spec order (the picker's row order); empty for a list from the app.
    public var items: [OptionItem]
    /// Where the items come from: the spec (`items`), or the app at run time (`{ from: app }`).
    public var source: OptionSource
    /// Creates a list.
    public init(name: String, swiftName: String, items: [OptionItem], source: OptionSource = .spec) {
        self.name = name
        self.swiftName = swiftName
        self.items = items
        self.source = source
    }

    /// Whether the items are known at run time only: the app supplies them, or the
    /// form state makes them (years from this year on); the field's value is then `String?` or `Int?`, not an enum.
    public var isFromApp: Bool { source != .spec }

    /// The type of the values when the items are known at run time only (nil for a list of the spec).
    public var runtimeValueType: AppOptionValueType? {
        switch source {
        case .spec: nil
        case .app(let valueType): valueType
        case .yearsFromThisYear: .integer
        }
    }

    private enum CodingKeys: String, CodingKey { case name, swiftName, items, source }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name),
                  swiftName: try container.decode(String.self, forKey: .swiftName),
                  items: try container.decode([OptionItem].self, forKey: .items),
                  source: try container.decodeIfPresent(OptionSource.self, forKey: .source) ?? .spec)
    }

    /// `source` is left out for a list of the spec, so the JSON of lists written before app lists is unchanged.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(swiftName, forKey: .swiftName)
        try container.encode(items, forKey: .items)
        if source != .spec { try container.encode(source, forKey: .source) }
    }
}

/// Where an option list's items come from.
public enum OptionSource: Codable, Equatable, Sendable {
    /// Written in the spec: the list's `items`.
    case spec
    /// Supplied by the app at run time (`{ from: app, value: … }`): each item a value of `valueType` and a label.
    case app(valueType: AppOptionValueType)
    /// `count` years from this year on (`{ from: this_year, count: … }`), `Int` values labelled with their
    /// number, made by the form state from the clock when it is made (not by the app).
    case yearsFromThisYear(count: Int)

    /// The most years a year list may have.
    public static let maximumYearCount = 200
}

/// The type of the values of an option list from the app (`value:`).
public enum AppOptionValueType: String, Codable, Equatable, Sendable, CaseIterable {
    /// `String` values (the default).
    case string
    /// `Int` values.
    case integer
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
