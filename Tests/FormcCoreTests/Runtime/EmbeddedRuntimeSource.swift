import Foundation

/// The runtime files on disk, to compare with what this build of formc embeds.
enum EmbeddedRuntimeSource {
    /// The runtime folder.
    static let folder = Fixtures.repository.appendingPathComponent("Sources/FormcRuntime")

    /// Every `.swift` file under ``folder``: its path there and its text, by path.
    static func filesOnDisk() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        let paths = ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}
