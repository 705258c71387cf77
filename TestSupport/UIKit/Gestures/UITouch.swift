import Foundation

/// A touch on the screen, made by the simulated tap.
@MainActor
open class UITouch: NSObject {
    private let windowPoint: CGPoint

    init(window: UIWindow, point: CGPoint, view: UIView?) {
        self.window = window
        self.windowPoint = point
        self.view = view
        super.init()
    }

    /// The window the touch happened in.
    open private(set) weak var window: UIWindow?
    /// The view hit by the touch.
    open private(set) weak var view: UIView?
    /// The number of taps; the simulated tap is a single tap.
    open var tapCount: Int { 1 }

    /// The location in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }
}

/// An event; only a parameter type of hit testing here.
@MainActor
open class UIEvent: NSObject {}
