import Foundation

/// A button: a title per state; a tap (test hook `tap(_:)`) sends `.touchUpInside`.
@MainActor
open class UIButton: UIControl {
    /// How a button looks.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    /// The type it was made with.
    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UIControl.State.RawValue: String] = [:]
    private let label = UILabel()

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { label.text = title }
    }

    /// The title for `state` (the normal one when that state has none).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: label.intrinsicContentSize.width + 16, height: max(44, label.intrinsicContentSize.height))
    }
}
