import Foundation

/// The value of a multi-column picker (a spec's `kind: multi_picker`): one
/// optional choice per wheel, which both UIs read and write as codes, left to
/// right. formc generates the conformance of each picker's struct, so a
/// binding names only the field (`.multiPicker(.expiry, \.expiry, …)`).
public protocol FormcWheelsValue: Equatable, Sendable {
    /// The code chosen on each wheel, left to right; nil where none is.
    var codes: [String?] { get }
    /// The value with `codes` chosen, one per wheel; a code the wheel's list lacks reads as none.
    init(codes: [String?])
    /// Each wheel's rows, left to right, given the codes chosen on the wheels
    /// (a filtered wheel's rows follow the code of the wheel it depends on).
    static func rows(codes: [String?]) -> [[FormcPickerRow]]
}

extension FormcWheelsValue {
    /// Whether every wheel has a choice (what `required` asks for).
    public var isComplete: Bool { !codes.contains(nil) }

    /// The option of wheel `wheel` in `codes`: none when the wheel has no code,
    /// or one its list lacks. Generic over the list, so a generated value's
    /// `init(codes:)` is a call per wheel rather than a closure.
    public static func choice<Option: RawRepresentable>(_ codes: [String?], _ wheel: Int) -> Option?
    where Option.RawValue == String {
        guard codes.indices.contains(wheel), let code = codes[wheel] else { return nil }
        return Option(rawValue: code)
    }
}
