import Foundation
import Testing

/// Golden files: expected output kept next to the fixtures. Run the tests with
/// `FORMC_RECORD=1` to rewrite every golden file from the current output, then
/// read the diff (`git diff Tests/`) before committing.
enum Golden {
    /// Whether this run records golden files instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["FORMC_RECORD"] == "1" }

    /// Compares `actual` with the golden file at `url` (or records it).
    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.lastPathComponent); run with FORMC_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(url.lastPathComponent) differs from the output; run with FORMC_RECORD=1 and read the diff\n\(firstDifference(expected, actual))",
                         sourceLocation: sourceLocation)
        }
    }

    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<end>"
            let r = index < right.count ? String(right[index]) : "<end>"
            if l != r { return "line \(index + 1):\n- \(l)\n+ \(r)" }
        }
        return ""
    }
}

/// Paths of the test fixtures, found from this source file.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `*.form.yaml` files of a fixture folder, sorted.
    static func specs(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".form.yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The spec's name without `.form.yaml`.
    static func name(of spec: URL) -> String {
        String(spec.lastPathComponent.dropLast(".form.yaml".count))
    }

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
}
