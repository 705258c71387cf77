import Foundation
import FormcCLI
import FormcCore

/// A real directory under the system's temporary directory for one test,
/// with specs to generate from and helpers to inspect what formc left there.
final class ScratchDirectory {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-generate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// `root/relative`.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` to `relative`, creating directories.
    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes a valid one-field spec for form `form` to `relative`.
    func writeSpec(form: String, label: String = "Name", to relative: String) throws {
        try write("formc: 1\nform: \(form)\nfields:\n  - { id: name, kind: text, label: \(label) }\n", to: relative)
    }

    /// The names in directory `relative`, sorted; hidden ones included.
    func list(_ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    /// The text of the file `relative`.
    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Whether anything is at `relative`.
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// The inode number and modification date of every file in `relative`: equal
    /// before and after a run only if the run left every file alone.
    func identities(_ relative: String) throws -> [String: FileIdentity] {
        var identities: [String: FileIdentity] = [:]
        for name in try list(relative) {
            let attributes = try FileManager.default.attributesOfItem(atPath: path(relative + "/" + name))
            identities[name] = FileIdentity(inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
                                            modified: attributes[.modificationDate] as? Date)
        }
        return identities
    }

    /// Runs formc in this directory's terms: real inputs, the real compiler,
    /// `outputFileSystem` for writing.
    func formc(_ arguments: [String], outputFileSystem: any OutputFileSystem = LocalFileSystem()) -> Run {
        Run(arguments, outputFileSystem: outputFileSystem)
    }
}

/// What identifies one version of a file on disk.
struct FileIdentity: Equatable {
    var inode: UInt64?
    var modified: Date?
}

extension Run {
    /// One run of formc on the real file system and front end, writing through `outputFileSystem`.
    init(_ arguments: [String], outputFileSystem: any OutputFileSystem) {
        let console = MemoryConsole()
        code = FormcCLI.run(arguments: arguments, environment: [:], console: console,
                            fileSystem: LocalFileSystem(), outputFileSystem: outputFileSystem, compiler: .formc,
                            texts: .formc)
        stdout = console.standardOutput
        stderr = console.standardError
    }
}
