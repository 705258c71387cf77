import Testing
@testable import FormcCore

@Suite struct SwiftNamerTests {
    @Test(arguments: [
        ("first_name", "firstName"), ("firstName", "firstName"), ("URL", "url"), ("userID", "userID"),
        ("ID", "id"), ("address_2", "address2"), ("a__b", "aB"), ("class_", "class"), ("HTTP_code", "httpCode"),
        ("Type", "type"), ("x", "x"), ("f12345_name", "f12345Name"),
    ])
    func lowerCamelCase(_ identifier: String, _ expected: String) {
        #expect(SwiftNamer.lowerCamelCase(identifier) == expected)
    }

    @Test func upperCamelCase() {
        #expect(SwiftNamer.upperCamelCase("payment_method") == "PaymentMethod")
        #expect(SwiftNamer.upperCamelCase("area") == "Area")
        #expect(SwiftNamer.upperCamelCase("_my__form_") == "MyForm")
    }

    /// No words: the name is left alone (lower) or empty (upper); other scripts change case too.
    @Test func edgeCases() {
        #expect(SwiftNamer.lowerCamelCase("___") == "___")
        #expect(SwiftNamer.upperCamelCase("___") == "")
        #expect(SwiftNamer.lowerCamelCase("_URL_path") == "urlPath")
        #expect(SwiftNamer.lowerCamelCase("ÉCOLE_été") == "écoleÉté")
        #expect(SwiftNamer.upperCamelCase("été_2") == "Été2")
    }

    @Test func caseNamesFromValues() {
        #expect(SwiftNamer.caseName(forValue: "1") == "value1")
        #expect(SwiftNamer.caseName(forValue: "kanto-shinetsu") == "kantoShinetsu")
        #expect(SwiftNamer.caseName(forValue: "北海道") == nil)
    }

    @Test func avoidsUnusableAndReservedNames() {
        #expect(SwiftNamer.avoiding([], "self") == "self_")
        #expect(SwiftNamer.avoiding(["validate"], "validate") == "validate_")
        #expect(SwiftNamer.avoiding(["validate"], "name") == "name")
    }
}
