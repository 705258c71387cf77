/// A multi-column picker's wheel titles, as both UIs' factories take them
/// (`.multiPicker(.expiry, \.expiry, labels: ["月", "年"])`, on `FormcBinding`
/// and on `FormcControl`): the rest — each wheel's rows, its codes read and
/// written — the model's struct says once for both (``MultiPickerStructEmitter``).
enum MultiPickerExpressions {
    /// `labels: [<title or nil>, …]`, one per wheel.
    static func labels(_ picker: MultiPicker, values: ValueExpressions) -> Argument {
        Argument(label: "labels", .array(picker.components.map { $0.label.map(values.text) ?? .nil }))
    }
}
