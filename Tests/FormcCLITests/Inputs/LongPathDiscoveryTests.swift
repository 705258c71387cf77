#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import FormcCLI
import Testing

/// A directory walk that meets an entry it cannot inspect (here: a path longer
/// than `PATH_MAX`) reports it: a broken spec is never skipped in silence.
@Suite struct LongPathDiscoveryTests {
    /// A directory whose own path fits in `PATH_MAX` (so it can be listed),
    /// holding `name`, whose full path does not; removed by `remove`.
    private struct Tree {
        let root: String
        let deep: String
        let specName: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-long-\(UUID().uuidString)").path
            // Folders of at most 250 bytes up to a 4,000-byte path, under PATH_MAX (4,096 on Linux).
            var deep = root
            while deep.utf8.count < 4000 { deep += "/" + String(repeating: "d", count: max(1, min(250, 3998 - deep.utf8.count))) }
            try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
            self.deep = deep
            specName = String(repeating: "s", count: 200) + ".form.yaml"
            // The file's path is past PATH_MAX: only a descriptor of its directory reaches it.
            let directory = open(deep, O_RDONLY | O_DIRECTORY)
            #expect(directory >= 0)
            defer { close(directory) }
            let file = openat(directory, specName, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            #expect(file >= 0, "could not create the long-named spec")
            _ = "formc: 1\n".withCString { write(file, $0, 9) }
            close(file)
        }

        var specPath: String { deep + "/" + specName }

        func remove() {
            let directory = open(deep, O_RDONLY | O_DIRECTORY)
            if directory >= 0 {
                unlinkat(directory, specName, 0)
                close(directory)
            }
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    @Test func anEntryPastPathMaxIsAnInputErrorNotASkip() throws {
        let tree = try Tree()
        defer { tree.remove() }
        #expect(tree.specPath.utf8.count > Int(PATH_MAX))
        let result = SpecDiscovery(fileSystem: LocalFileSystem()).specPaths(for: [tree.root])
        #expect(throws: InputErrors(errors: [.inaccessible(path: tree.specPath, reason: "file name too long")])) {
            try result.get()
        }
    }

    @Test func theCommandExitsWith2AndNamesTheEntry() throws {
        let tree = try Tree()
        defer { tree.remove() }
        // A valid spec beside it: the run must still fail, not check the one it can read.
        try Data("formc: 1\nform: A\nfields:\n  - { id: a, kind: text, label: A }\n".utf8)
            .write(to: URL(fileURLWithPath: tree.root + "/ok.form.yaml"))
        let console = MemoryConsole()
        let code = FormcCLI.run(arguments: ["check", tree.root], environment: [:], console: console,
                                fileSystem: LocalFileSystem())
        #expect(code == 2)
        #expect(console.standardError.contains("formc: error: cannot access '\(tree.specPath)': file name too long"))
        #expect(!console.standardError.contains("no '*.form.yaml' specs"))
    }

    @Test func anUninspectableEntryIsReportedWhateverItsName() {
        // It could be a directory of specs: its name does not say.
        struct Listing: FileSystem {
            func kind(of path: String) throws(FileSystemError) -> FileKind { .directory }
            func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
                [DirectoryEntry(name: "folder", kind: .other, inspectionFailure: FileSystemError(reason: "permission denied")),
                 DirectoryEntry(name: ".hidden", kind: .other, inspectionFailure: FileSystemError(reason: "permission denied"))]
            }
            func contents(ofFile path: String) throws(FileSystemError) -> [UInt8] { [] }
        }
        let result = SpecDiscovery(fileSystem: Listing()).specPaths(for: ["forms"])
        #expect(throws: InputErrors(errors: [.inaccessible(path: "forms/folder", reason: "permission denied")])) {
            try result.get()
        }
    }
}
