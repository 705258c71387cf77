extension EnumCaseDeclaration {
    /// A case of a `String` enum; the raw value is left implicit when Swift
    /// would give the same one (`case name`, not `case name = "name"`).
    static func stringCase(_ name: String, rawValue: String) -> EnumCaseDeclaration {
        EnumCaseDeclaration(name: name, rawValue: name == rawValue ? nil : .string(rawValue))
    }
}
