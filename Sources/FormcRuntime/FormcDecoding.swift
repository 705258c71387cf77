import Foundation

// What a generated form's `init(from:)` calls, one line per field: a generic
// function of one name per case, where the container's `decode` would have
// the app's compiler sort through its overloads (`Bool`, `String`, `Int` …)
// for every field, as the synthesized `init(from:)` does.

extension KeyedDecodingContainer {
    /// Decodes the value that must be there for `key` into `value`.
    /// - Throws: `DecodingError.keyNotFound` when it is missing, or what decoding it throws.
    public func formcDecode<Value: Decodable>(_ value: inout Value, _ key: Key) throws {
        value = try decode(Value.self, forKey: key)
    }

    /// Decodes the value for `key` into `value`, nil when it is missing or null.
    /// - Throws: What decoding it throws.
    public func formcDecodeIfPresent<Value: Decodable>(_ value: inout Value?, _ key: Key) throws {
        value = try decodeIfPresent(Value.self, forKey: key)
    }
}
