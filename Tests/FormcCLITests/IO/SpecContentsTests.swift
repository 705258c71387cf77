import Foundation
import FormcCore
import Testing
@testable import FormcCLI

/// Spec contents live in pages the YAML reader gives back as it parses; what it
/// reads must be the same as from an ordinary array.
@Suite struct SpecContentsTests {
    /// A valid spec of about `fields` × 110 bytes: several releases' worth when large.
    private static func spec(fields: Int) -> String {
        var text = "formc: 1\nform: Big\nfields:\n"
        for index in 0..<fields {
            text += "  - { id: field_\(index), kind: text, label: \"ラベル \(index)\", placeholder: p, max_length: 20 }\n"
        }
        return text
    }

    /// A few seconds in a debug build, so only with `FORMC_SLOW_TESTS=1` (as in CI).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"))
    func aLargeSpecReadsTheSameWhileItsPagesAreGivenBack() throws {
        let text = Self.spec(fields: 25_000)  // ~2.3 MB: released twice on the way (every MiB).
        let bytes = Array(text.utf8)
        #expect(bytes.count > 2 << 20)
        var released: [Range<Int>] = []
        let contents = try SpecContents(bytes)
        #expect(contents.bytes == bytes)
        let streamed = contents.compile { buffer, release in
            FormCompiler().compile(buffer, path: "big.form.yaml", release: { range in
                released.append(range)
                release(range)
            })
        }
        let whole = FormCompiler().compile(bytes, path: "big.form.yaml")
        #expect(streamed.diagnostics.isEmpty)
        #expect(streamed.model == whole.model)
        #expect(streamed.model?.fields.count == 25_000)
        // In order, without overlap, and never past what was read.
        #expect(released.count >= 2)
        #expect(zip(released, released.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect((released.last?.upperBound ?? 0) <= bytes.count)
    }

    @Test func theLocalFileSystemReadsSpecsWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 4095, 4096, 4097, 100_000] {
            let path = directory.appendingPathComponent("s\(size).form.yaml").path
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try LocalFileSystem().specContents(ofFile: path).bytes == bytes, "\(size) bytes")
        }
        let path = directory.appendingPathComponent("s100000.form.yaml").path
        #expect(throws: FileSystemError.self) { try LocalFileSystem(maxFileBytes: 10).specContents(ofFile: path) }
        #expect(throws: FileSystemError(reason: "is a directory")) { try LocalFileSystem().specContents(ofFile: directory.path) }
    }
}
