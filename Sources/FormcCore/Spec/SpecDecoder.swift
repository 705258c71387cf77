/// Decodes YAML nodes into the spec AST, strictly.
enum SpecDecoder {
    static func decode(_ root: YAMLNode, log: inout DiagnosticLog) -> Spec? {
        nil // TODO
    }
}

/// The spec AST. TODO
struct Spec {}
