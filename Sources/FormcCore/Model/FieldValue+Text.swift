extension FieldValue {
    /// The value as the spec wrote it (`12.50`, `2024-04-01`, an option's code):
    /// what diagnostics quote and what a rule's bound shows in generated messages.
    var text: String {
        switch self {
        case .string(let text), .decimal(let text), .date(let text), .option(let text): text
        case .integer(let number): String(number)
        case .bool(let flag): String(flag)
        case .relativeDate(let date): date.text
        case .field(let id): id
        case .wheels(let values): values.map { $0 ?? "" }.joined(separator: "/")
        case .options(let codes): codes.joined(separator: ", ")
        }
    }
}
