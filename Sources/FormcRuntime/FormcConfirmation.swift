import Foundation

/// A form's confirmation step (the spec's `confirm:`): after a valid submit
/// the state shows a read-only summary of the values, and the app's submit
/// handler runs only once the user confirms it.
public struct FormcConfirmation<Model: FormcFormModel>: Sendable {
    /// The summary screen's title.
    public let title: String
    /// The button going back to the form.
    public let backTitle: String
    /// The button that sends the values.
    public let submitTitle: String
    /// The summary's groups in form order: one per section (one for a form without sections).
    public let groups: [Group]

    /// A confirmation step.
    public init(title: String, backTitle: String, submitTitle: String, groups: [Group]) {
        self.title = title
        self.backTitle = backTitle
        self.submitTitle = submitTitle
        self.groups = groups
    }

    /// The fields of one section the summary lists (those with `confirm: false` left out).
    public struct Group: Sendable {
        /// The spec's section (nil: a form without sections).
        public let section: Model.Section?
        /// The section's header.
        public let header: String?
        /// The fields listed, in form order.
        public let fields: [Model.Field]

        /// A group.
        public init(_ section: Model.Section?, header: String? = nil, fields: [Model.Field]) {
            self.section = section
            self.header = header
            self.fields = fields
        }
    }
}

/// One section of the summary as shown now: its header and rows.
public struct FormcSummarySection<Field: Hashable & Sendable>: Equatable, Sendable {
    /// The section's header.
    public let header: String?
    /// Its rows, in form order.
    public let rows: [FormcSummaryRow<Field>]
}

/// One row of the summary: a field's label and its value as text.
public struct FormcSummaryRow<Field: Hashable & Sendable>: Equatable, Sendable, Identifiable {
    /// The field.
    public let field: Field
    /// Its label.
    public let label: String
    /// Its value as text ("未入力" / "Not entered" when empty, secret text masked).
    public let value: String
    /// The field.
    public var id: Field { field }
}
