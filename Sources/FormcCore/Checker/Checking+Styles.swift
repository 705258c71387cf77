extension Checking {
    /// A choice's `style:`: one of the styles its kind takes (a picker's
    /// `rows` is reported, with the nearest style the kind takes). The model
    /// keeps a multi-select's default, `rows`; a picker or radio without a style
    /// keeps nil, so its output is what it was before styles existed.
    mutating func checkSelectionStyle(_ field: FieldSpec, kind: FieldKind) -> SelectionStyle? {
        let styles = SelectionStyle.styles(of: kind)
        guard !styles.isEmpty else { return nil }
        guard let style = field.style else { return kind == .multiSelect ? .rows : nil }
        guard styles.contains(style.value) else {
            let names = styles.map(\.rawValue)
            let suggestion = Suggestion.closest(to: style.value.rawValue, in: names, maximumDistance: 2,
                                                budget: &suggestionBudget)
            report(Problems.styleNotForKind(style.value.rawValue, kind: kind.rawValue, styles: names,
                                            suggestion: suggestion),
                   at: style.location)
            return styles.first
        }
        return style.value
    }
}
