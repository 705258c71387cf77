import Foundation
import Testing
@testable import FormcCore

@Suite struct JSONWriterTests {
    private struct Sample: Encodable {
        var zeta = 1
        var alpha = "a\"b\\c\n\u{1}/é👍"
        var empty: [Int] = []
        var nested: [String: Double] = ["b": 2.5, "a": 12]
        var none: String? = nil
        var flags = [true, false]
        var emptyObject: [String: Int] = [:]
    }

    @Test func printsSortedPrettyJSONTheSameEverywhere() throws {
        let text = try JSONWriter.prettyString(Sample())
        #expect(text == #"""
            {
              "alpha": "a\"b\\c\n\u0001/é👍",
              "empty": [],
              "emptyObject": {},
              "flags": [
                true,
                false
              ],
              "nested": {
                "a": 12,
                "b": 2.5
              },
              "zeta": 1
            }

            """#)
        // Valid JSON that reads back.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["alpha"] as? String == "a\"b\\c\n\u{1}/é👍")
    }

    @Test func refusesNonFiniteNumbers() {
        #expect(throws: EncodingError.self) { try JSONWriter.prettyString([Double.infinity]) }
    }

    @Test func largeArraysAreLinear() throws {
        let text = try JSONWriter.prettyString(Array(0..<100_000))
        #expect(text.hasPrefix("[\n  0,\n  1,"))
    }
}
