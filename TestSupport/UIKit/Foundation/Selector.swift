/// An Objective-C method name; here only a type so that `init(target: nil, action: nil)` compiles.
///
/// Linux has no Objective-C runtime, so nothing in the double ever performs a
/// selector. Generated code must only ever pass `nil` where UIKit takes one.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    private let name: String

    /// Creates a selector from a method name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal, as Swift allows on Apple platforms.
    public init(stringLiteral value: String) {
        self.name = value
    }
}
