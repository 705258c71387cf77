import Foundation

/// Recognizes a gesture on a view; target-action cannot run on Linux, the delegate path does.
///
/// A simulated tap (`UIKitDoubleTesting.tap(at:in:)`) asks the delegate
/// `gestureRecognizer(_:shouldReceive:)` then `gestureRecognizerShouldBegin(_:)`;
/// a recognized gesture ends in state `.ended` (`.recognized`). Targets given
/// to `init(target:action:)` are never performed (there is no runtime); pass `nil`.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// The same as `ended`, for discrete gestures.
        public static var recognized: State { .ended }
    }

    weak var attachedView: UIView?
    var lastTouch: UITouch?

    /// Creates a recognizer; use `init(target: nil, action: nil)` and a delegate.
    public init(target: Any?, action: Selector?) {
        super.init()
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { attachedView }
    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer takes part in touch handling.
    open var isEnabled = true
    /// Whether a recognized gesture keeps the touch from reaching the view; `true` by default.
    open var cancelsTouchesInView = true
    /// The current state.
    open internal(set) var state: State = .possible

    /// The location of the last touch in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        lastTouch?.location(in: view) ?? .zero
    }

    /// Offers a tap: the delegate may refuse the touch or the recognition.
    /// - Returns: whether the recognizer recognized the tap.
    func offerTap(_ touch: UITouch) -> Bool {
        state = .possible
        guard isEnabled else { return false }
        guard delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true else { return false }
        lastTouch = touch
        guard acceptsTap, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            state = .failed
            return false
        }
        state = .ended
        return true
    }

    /// Whether a single tap completes this kind of gesture.
    var acceptsTap: Bool { false }
}

/// Recognizes taps.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; the simulated tap is a single tap.
    open var numberOfTapsRequired = 1
    /// Fingers needed; the simulated tap uses one.
    open var numberOfTouchesRequired = 1

    override var acceptsTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }
}
