/// A multi-column picker: one field, one `UIPickerView` with a wheel per
/// component; the model holds a struct with an optional value per component.
public struct MultiPicker: Codable, Equatable, Sendable {
    /// The struct's Swift type name (`Expiry`), nested in the form struct.
    public var swiftName: String
    /// The wheels, left to right.
    public var components: [PickerComponent]
    /// What joins the chosen titles in the text field (`separator`, default `/`).
    public var separator: String

    /// Creates a multi-column picker.
    public init(swiftName: String, components: [PickerComponent], separator: String) {
        self.swiftName = swiftName
        self.components = components
        self.separator = separator
    }
}

/// One wheel of a multi-column picker.
public struct PickerComponent: Codable, Equatable, Sendable {
    /// The id as written (`month`).
    public var id: String
    /// The struct property's Swift name (`month`).
    public var swiftName: String
    /// The option list's name.
    public var optionList: String
    /// What VoiceOver calls the wheel, if given.
    public var label: LocalizableText?
    /// The id of an earlier component whose value filters this one's rows.
    public var parent: String?

    /// Creates a component.
    public init(id: String, swiftName: String, optionList: String, label: LocalizableText? = nil, parent: String? = nil) {
        self.id = id
        self.swiftName = swiftName
        self.optionList = optionList
        self.label = label
        self.parent = parent
    }
}
