/// A look-up (`lookup:`): the app turns this field's value into other fields'
/// values (a postcode into prefecture, city and street; a code into a name).
public struct FieldLookup: Codable, Equatable, Sendable {
    /// The ids of the fields the app's answer fills, in spec order (distinct, never the field itself).
    public var fills: [String]
    /// What starts the look-up (`on:`).
    public var trigger: LookupTrigger
    /// The message shown at the field when the app finds nothing (`not_found:`);
    /// `nil`: the generated code's standard message.
    public var notFound: LocalizableText?

    /// Creates a look-up.
    public init(fills: [String], trigger: LookupTrigger = .endEditing, notFound: LocalizableText? = nil) {
        self.fills = fills
        self.trigger = trigger
        self.notFound = notFound
    }
}

/// What starts a look-up.
public enum LookupTrigger: String, Codable, Equatable, Sendable, CaseIterable {
    /// The user ends editing the field with a changed value (the default); a toolbar `lookup` item or the app may start it too.
    case endEditing = "end_editing"
    /// Only a toolbar `lookup` item or the app starts it.
    case action
}
