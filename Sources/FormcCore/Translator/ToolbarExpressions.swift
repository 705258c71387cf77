/// A keyboard toolbar as the support file's `[FormcToolbarItem]`
/// (`[.previous(nil), .next(nil), .flexibleSpace, .done("閉じる")]`): the value
/// of a field's `toolbar` in the `Field` enum, which both UIs read.
enum ToolbarExpressions {
    /// The items of `toolbar`, an array literal.
    static func items(_ toolbar: Toolbar, values: ValueExpressions) -> Expression {
        .array(toolbar.items.map { item($0, values: values) })
    }

    /// One item: `.done("閉じる")`, `.flexibleSpace` …; a title through the form's localization.
    private static func item(_ item: ToolbarItem, values: ValueExpressions) -> Expression {
        let title = item.title.map(values.text) ?? .nil
        switch item.kind {
        case .flexibleSpace: return .member(nil, "flexibleSpace")
        case .fixedSpace: return .call(.member(nil, "fixedSpace"), [Argument(item.width.map { .literal(.floating($0)) } ?? .nil)])
        case .previous: return .call(.member(nil, "previous"), [Argument(title)])
        case .next: return .call(.member(nil, "next"), [Argument(title)])
        case .done: return .call(.member(nil, "done"), [Argument(title)])
        case .clear: return .call(.member(nil, "clear"), [Argument(title)])
        case .custom:
            return .call(.member(nil, "custom"), [Argument(label: "title", title), Argument(label: "action", .string(item.action ?? ""))])
        case .lookup: return .call(.member(nil, "lookup"), [Argument(title)])
        case .title: return .call(.member(nil, "title"), [Argument(title)])
        }
    }
}
