import Testing
@testable import FormcCore

/// A date's generated entry (read by both UIs) passes only the bounds the
/// picker takes: a fixed or relative bound, never one another field gives
/// (that is a rule only), so the code reads as written by hand.
@Suite struct DateBindingEmitterTests {
    @Test func aBoundFromAnotherFieldIsNoArgument() throws {
        let spec = """
            formc: 1
            form: Stay
            fields:
              - { id: check_in, kind: date, label: Check-in, min: "2026-01-01" }
              - { id: check_out, kind: date, label: Check-out, min: { field: check_in }, max: "2026-12-31" }
              - { id: leaves, kind: date, label: Leaves, max: { field: check_out } }
            """
        let model = try #require(compile(spec, file: "stay.form.yaml").model)
        // The form's own files (the support file is the runtime's).
        let source = SwiftGenerator().files(for: [model]).filter { $0.name.hasPrefix("stay") }.map(\.contents).joined()
        #expect(!source.contains("minimum: nil") && !source.contains("maximum: nil"))
        #expect(!source.contains("minimum: { nil }") && !source.contains("maximum: { nil }"))
        // The one entry both UIs read: the bound a closure, read each time the field is shown.
        #expect(source.contains("Self { .date(.checkOut, \\.checkOut, mode: .date, maximum: { FormcDate.make(year: 2026, month: 12, day: 31) })"))
        #expect(source.contains("Self { .date(.leaves, \\.leaves, mode: .date)"))
    }
}
