#if canImport(UIKit)
import UIKit

/// An option list as check rows in a stack view the app gives (a row per
/// option, replacing the stack's arranged views): one choice (a radio group:
/// tapping a row selects it, tapping the selected row keeps it) or several (a
/// multi-select: a tap toggles; at `maximum`, the unselected rows are disabled
/// until one is deselected, so the limit is shown rather than reported).
@MainActor
public final class FormcCheckRowsInput<Option: Hashable> {
    /// The rows, one per option, in the list's order.
    public private(set) var rows: [FormcCheckRow] = []
    /// The stack view the app gave, holding the rows.
    public let stack: UIStackView
    private let options: [Option]
    private let selection: () -> Set<Option>
    private let maximum: Int?

    /// A single choice: rows in `stack`, the chosen option to `onChange`.
    public convenience init(
        _ stack: UIStackView, options: [Option], title: (Option) -> String,
        value: @escaping () -> Option?, onChange: @escaping (Option?) -> Void
    ) {
        self.init(stack, options: options, title: title, selection: { value().map { [$0] } ?? [] }, maximum: nil) { _, option in
            onChange(option)
        }
    }

    /// Several choices, at most `maximum` (nil: any number): rows in `stack`, the chosen set to `onChange`.
    public convenience init(
        _ stack: UIStackView, options: [Option], title: (Option) -> String,
        values: @escaping () -> Set<Option>, maximum: Int?, onChange: @escaping (Set<Option>) -> Void
    ) {
        self.init(stack, options: options, title: title, selection: values, maximum: maximum) { chosen, option in
            var chosen = chosen
            if chosen.remove(option) == nil { chosen.insert(option) }
            onChange(chosen)
        }
    }

    private init(
        _ stack: UIStackView, options: [Option], title: (Option) -> String, selection: @escaping () -> Set<Option>,
        maximum: Int?, tapped: @escaping (Set<Option>, Option) -> Void
    ) {
        self.stack = stack
        self.options = options
        self.selection = selection
        self.maximum = maximum
        stack.axis = .vertical
        for view in stack.arrangedSubviews {
            stack.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
        rows = options.map { option in
            let row = FormcCheckRow(title: title(option))
            row.addAction(UIAction { [weak self] _ in
                tapped(selection(), option)
                self?.refresh()  // Check marks and the limit follow the model.
            }, for: .touchUpInside)
            stack.addArrangedSubview(row)
            return row
        }
        refresh()
    }

    /// Shows the model's value: check marks, and at the maximum the other rows disabled.
    public func refresh() {
        let chosen = selection()
        let isFull = maximum.map { chosen.count >= $0 } ?? false
        for (row, option) in zip(rows, options) {
            let isChosen = chosen.contains(option)
            row.isSelected = isChosen
            row.isEnabled = isChosen || !isFull
        }
    }
}
#endif
