#if canImport(UIKit)
import UIKit

/// A segmented control over an option list: a segment per option, in the
/// list's order; no segment is selected while the value is empty
/// (`UISegmentedControl.noSegment`), so an optional choice starts unanswered.
@MainActor
public final class FormcSegmentedInput<Option: Hashable> {
    /// The control, filled with the options' titles.
    public let control: UISegmentedControl
    private let options: [Option]
    private let value: () -> Option?

    /// Fills `control` with a segment per option (replacing any it has) and
    /// reports the chosen option to `onChange`.
    public init(
        _ control: UISegmentedControl, options: [Option], title: (Option) -> String,
        value: @escaping () -> Option?, onChange: @escaping (Option?) -> Void
    ) {
        self.control = control
        self.options = options
        self.value = value
        control.removeAllSegments()
        for (index, option) in options.enumerated() {
            control.insertSegment(withTitle: title(option), at: index, animated: false)
        }
        control.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            let index = self.control.selectedSegmentIndex
            onChange(options.indices.contains(index) ? options[index] : nil)
            self.refresh()  // Shows what the model kept.
        }, for: .valueChanged)
        refresh()
    }

    /// Shows the model's value.
    public func refresh() {
        control.selectedSegmentIndex = value().flatMap { options.firstIndex(of: $0) } ?? UISegmentedControl.noSegment
    }
}
#endif
