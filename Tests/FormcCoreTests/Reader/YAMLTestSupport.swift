@testable import FormcCore

/// Reads YAML text with the real reader for tests.
enum YAMLTestSupport {
    /// The outcome of reading: the root and the diagnostics as `line:col id message`
    /// (notes appended as ` [note line:col message]`), in report order.
    struct Outcome {
        var node: YAMLNode?
        var diagnostics: [String]
        /// The tree in the compact form of ``dump(_:)``, or "nil".
        var tree: String { node.map(YAMLTestSupport.dump) ?? "nil" }
    }

    static func read(_ text: String, limits: YAMLLimits = .default) -> Outcome {
        read(Array(text.utf8), limits: limits)
    }

    static func read(_ bytes: [UInt8], limits: YAMLLimits = .default) -> Outcome {
        var log = DiagnosticLog(file: "test.form.yaml")
        let node = YAMLReader(limits: limits).read(bytes, log: &log)
        return Outcome(node: node, diagnostics: log.diagnostics.map(render))
    }

    static func render(_ diagnostic: Diagnostic) -> String {
        let notes = diagnostic.notes.map { " [note \($0.location) \($0.message)]" }.joined()
        return "\(diagnostic.location) \(diagnostic.id) \(diagnostic.message)\(notes)"
    }

    /// A compact, position-carrying rendering of a tree: plain scalars bare,
    /// other scalars double-quoted, `[…]` sequences, `{key: value}` mappings,
    /// each node followed by `@line:col` (keys too).
    static func dump(_ node: YAMLNode) -> String {
        let body: String
        switch node.content {
        case .scalar(let scalar):
            body = scalar.isPlain ? scalar.text : "\"\(scalar.text)\""
        case .sequence(let items):
            body = "[" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let entries):
            body = "{" + entries.map { "\($0.key)@\($0.keyLocation): \(dump($0.value))" }
                .joined(separator: ", ") + "}"
        }
        return "\(body)@\(node.location)"
    }
}
