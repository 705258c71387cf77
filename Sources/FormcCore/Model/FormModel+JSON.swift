import Foundation

extension FormModel {
    /// The model as stable, pretty-printed JSON (sorted keys, slashes and
    /// non-ASCII unescaped), ending with a newline: what `formc dump` prints.
    /// - Throws: only `EncodingError` for a non-finite number, which the checker rejects.
    public func jsonDump() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
