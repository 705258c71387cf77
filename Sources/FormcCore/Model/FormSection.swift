/// A section of a form (`sections:`): a run of fields, in form order, with an
/// optional header and footer and its own conditions.
public struct FormSection: Codable, Equatable, Sendable {
    /// The id as written (`payment`).
    public var id: String
    /// The `Section` enum case's Swift name (`payment`).
    public var swiftName: String
    /// The text shown above the section's fields.
    public var header: LocalizableText?
    /// The text shown below the section's fields.
    public var footer: LocalizableText?
    /// The paragraph shown under the header, above the fields (`intro:`).
    public var intro: LocalizableText?
    /// The ids of its fields, in form order.
    public var fields: [String]
    /// When the section is shown; `nil`: always.
    public var visibleWhen: FieldCondition?
    /// When the section's fields can be edited; `nil`: always.
    public var enabledWhen: FieldCondition?

    /// Creates a section.
    public init(id: String, swiftName: String, header: LocalizableText? = nil, footer: LocalizableText? = nil,
                fields: [String], visibleWhen: FieldCondition? = nil, enabledWhen: FieldCondition? = nil) {
        self.id = id
        self.swiftName = swiftName
        self.header = header
        self.footer = footer
        self.fields = fields
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
    }
}
