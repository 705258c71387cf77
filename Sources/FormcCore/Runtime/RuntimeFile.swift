/// One file of formc's runtime (`Sources/FormcRuntime`), as ``EmbeddedRuntime``
/// holds it for `--runtime embedded`.
///
/// Each file compiles on its own, so it carries its imports: a Foundation file
/// starts with `import Foundation`, a file under `UIKit/` sits inside
/// `#if canImport(UIKit)` … `#endif` and imports UIKit, a file under `SwiftUI/`
/// sits inside `#if os(iOS) && canImport(SwiftUI)` … `#endif` and imports
/// SwiftUI. The support file states that framing once per group instead;
/// ``body`` is the file without it.
/// `EmbeddedRuntimeTests` proves every runtime file has its framing exactly.
public struct RuntimeFile: Sendable, Equatable {
    /// The path under `Sources/FormcRuntime`, such as `UIKit/FormcInputs.swift`.
    public let path: String
    /// The file's text, byte for byte.
    public let text: String

    /// A runtime file at `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// What opens every Foundation-only file.
    static let foundationPrefix = "import Foundation\n\n"
    /// What opens every file under `UIKit/`.
    static let uikitPrefix = "#if canImport(UIKit)\nimport UIKit\n\n"
    /// What closes every file under `UIKit/`.
    static let uikitSuffix = "#endif\n"

    /// What opens every file under `SwiftUI/` (iOS only: its controls and
    /// keyboard toolbar are iOS's; it uses the UIKit part too).
    static let swiftUIPrefix = "#if os(iOS) && canImport(SwiftUI)\nimport SwiftUI\n\n"
    /// What closes every file under `SwiftUI/`.
    static let swiftUISuffix = "#endif\n"

    /// The runtime's parts, each framed once in the support file.
    enum Group: Int, CaseIterable {
        /// Foundation only: the model and the form state, on every platform.
        case foundation
        /// The UIKit binder and ready screen.
        case uikit
        /// The SwiftUI views.
        case swiftUI

        /// What opens and closes the group's files.
        var framing: (prefix: String, suffix: String) {
            switch self {
            case .foundation: (RuntimeFile.foundationPrefix, "")
            case .uikit: (RuntimeFile.uikitPrefix, RuntimeFile.uikitSuffix)
            case .swiftUI: (RuntimeFile.swiftUIPrefix, RuntimeFile.swiftUISuffix)
            }
        }
    }

    /// The part the file belongs to, by its folder.
    var group: Group {
        if path.hasPrefix("UIKit/") { return .uikit }
        if path.hasPrefix("SwiftUI/") { return .swiftUI }
        return .foundation
    }

    /// The file without its framing: the declarations the support file joins.
    var body: Substring {
        let (prefix, suffix) = group.framing
        var body = Substring(text)
        if body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        if body.hasSuffix(suffix) { body = body.dropLast(suffix.count) }
        return body
    }
}
