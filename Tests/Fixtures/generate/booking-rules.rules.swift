// The app rules of booking-rules.form.yaml, for scripts/ios-sdk-check (the
// test target has its own, in Tests/GeneratedExamplesTests/RulesModelTests.swift).
import Foundation

extension BookingForm {
    public static func passesEven(_ value: Int) -> Bool { value.isMultiple(of: 2) }
    public static func passesKnownCoupon(_ value: String) -> Bool { !value.isEmpty }
    public static func passesNotExpired(_ value: String) -> Bool { !value.hasPrefix("OLD") }
}
