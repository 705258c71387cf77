// snippet-context: examples checkout
// also: examples/checkout.app.swift
// SwiftUI screens of the app's (docs/swiftui.md), top-level, beside the
// checkout example's app code (`CheckoutService`, examples/checkout.app.swift).
