import Testing
@testable import FormcCore

@Suite struct SourceLocationTests {
    @Test func ordersByLineThenColumn() {
        #expect(SourceLocation(line: 1, column: 9) < SourceLocation(line: 2, column: 1))
        #expect(SourceLocation(line: 2, column: 1) < SourceLocation(line: 2, column: 3))
        #expect(SourceLocation(line: 3, column: 4).description == "3:4")
    }

    @Test func coreSchemaKeepsYAML11SurprisesAsStrings() {
        #expect(CoreSchema.resolve("no") == .string)
        #expect(CoreSchema.resolve("yes") == .string)
        #expect(CoreSchema.resolve("true") == .bool(true))
        #expect(CoreSchema.resolve("012") == .int(12))
        #expect(CoreSchema.resolve("1.5e3") == .float(1500))
        #expect(CoreSchema.resolve("1:30") == .string)
        #expect(CoreSchema.resolve("~") == .null)
    }
}
