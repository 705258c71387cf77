#if canImport(UIKit)
import UIKit

/// A multi-select as one row (`style: list`): a button showing the chosen
/// options' titles (or the placeholder while none is chosen); a tap pushes a
/// list of check rows onto the navigation controller of the screen showing
/// the button, or presents it as a sheet when that screen has none (swipe
/// down to close). The list edits the model directly: there is no save step.
@MainActor
public final class FormcSelectionListInput<Option: Hashable> {
    /// The button the user taps to open the list.
    public let button: UIButton
    /// The list, while it is shown.
    public private(set) weak var list: FormcSelectionListViewController<Option>?
    private let options: [Option]
    private let title: (Option) -> String
    private let placeholder: String?
    private let values: () -> Set<Option>

    /// Wires `button`; `listTitle` is the pushed screen's title (the field's label).
    public init(
        _ button: UIButton, listTitle: String, placeholder: String?, options: [Option], title: @escaping (Option) -> String,
        values: @escaping () -> Set<Option>, maximum: Int?, onChange: @escaping (Set<Option>) -> Void
    ) {
        self.button = button
        self.options = options
        self.title = title
        self.placeholder = placeholder
        self.values = values
        FormcListPresentation.opens(button, titled: listTitle) { [weak self] in
            guard let self else { return nil }
            let list = FormcSelectionListViewController(
                title: listTitle, options: options, optionTitle: title, values: values, maximum: maximum
            ) { [weak self] chosen in
                onChange(chosen)
                self?.refresh()
            }
            self.list = list
            return list
        }
        refresh()
    }

    /// Shows the model's value: the chosen titles in list order, or the placeholder.
    public func refresh() {
        let chosen = values()
        let titles = options.filter { chosen.contains($0) }.map(title)
        let summary = titles.joined(separator: ", ")
        button.setTitle(titles.isEmpty ? placeholder : summary, for: .normal)
        button.accessibilityValue = summary
        list?.refresh()
    }

}

/// The pushed list of a `style: list` multi-select: a check row per option.
@MainActor
public final class FormcSelectionListViewController<Option: Hashable>: FormcCheckListViewController {
    private let options: [Option]
    private let optionTitle: (Option) -> String
    private let values: () -> Set<Option>
    private let maximum: Int?
    private let onChange: (Set<Option>) -> Void
    /// The rows, once the view has loaded.
    public private(set) var rows: FormcCheckRowsInput<Option>?

    /// A list titled `title` over `options`.
    public init(
        title: String, options: [Option], optionTitle: @escaping (Option) -> String, values: @escaping () -> Set<Option>,
        maximum: Int?, onChange: @escaping (Set<Option>) -> Void
    ) {
        self.options = options
        self.optionTitle = optionTitle
        self.values = values
        self.maximum = maximum
        self.onChange = onChange
        super.init(title: title)
    }

    /// Not made from a storyboard or a nib, as its superclass.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override func makeRows(in stack: UIStackView) {
        rows = FormcCheckRowsInput(stack, options: options, title: optionTitle, values: values, maximum: maximum, onChange: onChange)
    }

    /// Shows the model's value.
    public func refresh() {
        rows?.refresh()
    }
}
#endif
