import Foundation

extension UIView {
    /// Options of a block animation: behaviour bits, the curve (bits 16–19) and transitions.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// A timing curve.
    ///
    /// On iOS this is an imported C enum whose `init(rawValue:)` accepts any
    /// value — the keyboard's curve is the undocumented 7. A Swift enum would
    /// return `nil` for 7, so the double models it as a struct with the same
    /// members; compare with `==` or `switch` with a `default:` (which iOS also
    /// needs for its non-frozen enum).
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a curve from any raw value, as iOS does (never `nil`).
        public init?(rawValue: Int) { self.rawValue = rawValue }

        public static let easeInOut = AnimationCurve(rawValue: 0)!
        public static let easeIn = AnimationCurve(rawValue: 1)!
        public static let easeOut = AnimationCurve(rawValue: 2)!
        public static let linear = AnimationCurve(rawValue: 3)!
    }

    /// Runs `animations` (and then `completion`) at once and records the call for tests.
    ///
    /// iOS runs the completion after the animation ends; the double calls it
    /// immediately with `true`.
    @preconcurrency
    public class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        UIKitDoubleTesting.recordAnimation(duration: duration, delay: delay, options: options)
        animations()
        completion?(true)
    }

    /// Runs `animations` (and then `completion`) at once with default options; recorded for tests.
    @preconcurrency
    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` directly.
    @preconcurrency
    public class func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        actionsWithoutAnimation()
    }
}
