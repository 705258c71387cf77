/// The runtime's files as text, for `--runtime embedded`: what the support
/// file is made of. FormcCore holds no copy of them: the `formc` executable
/// passes the texts its build embedded (the FormcTexts target, written by
/// formc's EmbedTextsPlugin from `Sources/FormcRuntime` itself), so the text
/// exists once, in the runtime's own files.
public struct EmbeddedRuntime: Sendable, Equatable {
    /// The files, the Foundation part first, then the UIKit part, then the SwiftUI part, each by path.
    public let files: [RuntimeFile]

    /// The runtime made of `files` (paths under `Sources/FormcRuntime`), in any order.
    public init(files: [RuntimeFile]) {
        self.files = files.sorted { ($0.group.rawValue, $0.path) < ($1.group.rawValue, $1.path) }
    }
}
