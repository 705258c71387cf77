/// One file of formc's support runtime (`Sources/FormcRuntime`), embedded
/// verbatim by ``EmbeddedRuntime``.
///
/// Each file compiles on its own, so it carries its imports: a Foundation file
/// starts with `import Foundation`, a file under `UIKit/` sits inside
/// `#if canImport(UIKit)` … `#endif` and imports UIKit. The support file states
/// that framing once per group instead; ``body`` is the file without it.
/// `EmbeddedRuntimeTests` proves every runtime file has its framing exactly.
struct RuntimeFile: Sendable {
    /// The path under `Sources/FormcRuntime`, such as `UIKit/FormcInputs.swift`.
    let path: String
    /// The file's text, byte for byte.
    let text: String

    /// What opens every Foundation-only file.
    static let foundationPrefix = "import Foundation\n\n"
    /// What opens every file under `UIKit/`.
    static let uikitPrefix = "#if canImport(UIKit)\nimport UIKit\n\n"
    /// What closes every file under `UIKit/`.
    static let uikitSuffix = "#endif\n"

    /// Whether the file needs UIKit (it lives under `UIKit/`).
    var needsUIKit: Bool { path.hasPrefix("UIKit/") }

    /// The file without its framing: the declarations the support file joins.
    var body: Substring {
        let (prefix, suffix) = needsUIKit ? (Self.uikitPrefix, Self.uikitSuffix) : (Self.foundationPrefix, "")
        var body = Substring(text)
        if body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        if body.hasSuffix(suffix) { body = body.dropLast(suffix.count) }
        return body
    }
}
