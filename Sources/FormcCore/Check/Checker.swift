/// Semantic checks over the spec AST, producing the FormModel.
enum Checker {
    static func check(_ spec: Spec, sourcePath: String, log: inout DiagnosticLog) -> FormModel? {
        nil // TODO
    }
}
