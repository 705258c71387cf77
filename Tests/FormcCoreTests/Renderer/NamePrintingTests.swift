import Testing
@testable import FormcCore

/// Identifiers print bare unless they are keywords, whatever shortcut the printer takes.
@Suite struct NamePrintingTests {
    @Test func everyKeywordIsQuoted() {
        for keyword in SwiftLanguage.keywords where keyword != "_" && keyword != "self" {
            #expect(SwiftPrinter().name(keyword) == "`\(keyword)`", "\(keyword)")
        }
    }

    @Test func otherNamesStayBare() {
        for name in ["state", "Self1", "Anything", "selfie", "f12", "FormcTextFieldInput", "precedencegroups", "_", "self", "Type"] {
            #expect(SwiftPrinter().name(name) == name, "\(name)")
        }
    }
}
