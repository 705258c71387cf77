import Foundation
@testable import FormcCLI
import Testing

/// Discovery on a real temporary directory tree.
@Suite struct SpecDiscoveryTests {
    /// Creates `files` (relative paths) under a fresh temporary directory.
    private func makeTree(_ files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("formc-cli-tests-\(UUID().uuidString)").path
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("formc: 1\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    private func remove(_ root: String) { try? FileManager.default.removeItem(atPath: root) }

    private let discovery = SpecDiscovery(fileSystem: LocalFileSystem())

    @Test func nestedSpecsSortedHiddenAndOtherFilesSkipped() throws {
        let root = try makeTree([
            "b.form.yaml", "a/z.form.yaml", "a/B.form.yaml", "a.form.yaml", "a/deep/er/c.form.yaml",
            "notes.yaml", "x.form.yml", "form.yaml", "README.md",
            ".hidden/h.form.yaml", ".build/debug/g.form.yaml", "a/.git/i.form.yaml", ".dot.form.yaml",
        ])
        defer { remove(root) }
        let found = try discovery.specPaths(for: [root]).get()
        #expect(found == ["a.form.yaml", "a/B.form.yaml", "a/deep/er/c.form.yaml", "a/z.form.yaml", "b.form.yaml"]
            .map { root + "/" + $0 })
    }

    @Test func pathsKeepTheUsersSpelling() throws {
        let root = try makeTree(["Forms/Sub/a.form.yaml"])
        defer { remove(root) }
        #expect(try discovery.specPaths(for: [root + "/Forms/"]).get() == [root + "/Forms/Sub/a.form.yaml"])
        #expect(try discovery.specPaths(for: [root + "//Forms/./Sub"]).get() == [root + "//Forms/./Sub/a.form.yaml"])
        // Relative paths stay relative (in memory: tests must not change the working directory).
        let relative = SpecDiscovery(fileSystem: FakeFileSystem(specs: ["./Forms/Sub/a.form.yaml": "", "Forms/b.form.yaml": ""]))
        #expect(try relative.specPaths(for: ["./Forms/Sub"]).get() == ["./Forms/Sub/a.form.yaml"])
        #expect(try relative.specPaths(for: ["Forms"]).get() == ["Forms/b.form.yaml"])
    }

    @Test func explicitFilesAreTakenWhateverTheirNameAndInputOrderIsKept() throws {
        let root = try makeTree(["z/spec.yaml", "a/b.form.yaml"])
        defer { remove(root) }
        let found = try discovery.specPaths(for: [root + "/z/spec.yaml", root + "/a", root + "/a/b.form.yaml"]).get()
        #expect(found == [root + "/z/spec.yaml", root + "/a/b.form.yaml"])
    }

    @Test func anExplicitHiddenDirectoryIsSearched() throws {
        let root = try makeTree([".specs/a.form.yaml"])
        defer { remove(root) }
        #expect(try discovery.specPaths(for: [root + "/.specs"]).get() == [root + "/.specs/a.form.yaml"])
    }

    @Test func missingPathsAndEmptyDirectoriesAreAllReported() throws {
        let root = try makeTree(["empty/notes.txt", "ok/a.form.yaml"])
        defer { remove(root) }
        let result = discovery.specPaths(for: [root + "/missing.form.yaml", root + "/empty", root + "/ok", "nowhere"])
        #expect(throws: InputErrors(errors: [
            .inaccessible(path: root + "/missing.form.yaml", reason: "no such file or directory"),
            .noSpecs(directory: root + "/empty"),
            .inaccessible(path: "nowhere", reason: "no such file or directory"),
        ])) { try result.get() }
    }

    @Test func symbolicLinksToDirectoriesAreNotFollowedButLinksToFilesAre() throws {
        let root = try makeTree(["real/a.form.yaml"])
        defer { remove(root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/real/loop", withDestinationPath: root + "/real")
        try FileManager.default.createSymbolicLink(atPath: root + "/real/link.form.yaml",
                                                   withDestinationPath: root + "/real/a.form.yaml")
        #expect(try discovery.specPaths(for: [root + "/real"]).get()
                == [root + "/real/a.form.yaml", root + "/real/link.form.yaml"])
    }

    @Test func aDanglingSpecLinkIsAnErrorWhenRead() throws {
        let root = try makeTree(["d/a.form.yaml"])
        defer { remove(root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/d/gone.form.yaml", withDestinationPath: root + "/nope")
        #expect(throws: InputErrors(errors: [
            .unreadable(path: root + "/d/gone.form.yaml", reason: "no such file or directory"),
        ])) { try discovery.readSpecs(for: [root + "/d"]).get() }
    }

    @Test func readsBytesAndRejectsDirectoriesAsFiles() throws {
        let root = try makeTree(["a.form.yaml"])
        defer { remove(root) }
        let files = try discovery.readSpecs(for: [root + "/a.form.yaml"]).get()
        #expect(files.map(\.path) == [root + "/a.form.yaml"])
        #expect(files.map(\.bytes) == [Array("formc: 1\n".utf8)])
        #expect(throws: FileSystemError(reason: "is a directory")) {
            try LocalFileSystem().contents(ofFile: root)
        }
    }

    @Test func unreadableAndUnlistableFailuresNameThePath() {
        var files = FakeFileSystem(specs: ["d/a.form.yaml": "x"])
        files.unreadable["d/b.form.yaml"] = "permission denied"
        files.unlistable["locked"] = "permission denied"
        files.directories.insert("locked")
        let fake = SpecDiscovery(fileSystem: files)
        #expect(throws: InputErrors(errors: [.unreadable(path: "d/b.form.yaml", reason: "permission denied")])) {
            try fake.readSpecs(for: ["d"]).get()
        }
        #expect(throws: InputErrors(errors: [.unlistable(path: "locked", reason: "permission denied")])) {
            try fake.readSpecs(for: ["locked"]).get()
        }
    }

    @Test func messages() {
        #expect(InputError.inaccessible(path: "x", reason: "no such file or directory").message
                == "cannot access 'x': no such file or directory")
        #expect(InputError.noSpecs(directory: "d").message == "no '*.form.yaml' specs in directory 'd'")
        #expect(InputError.unreadable(path: "x", reason: "permission denied").message
                == "cannot read 'x': permission denied")
        #expect(InputError.unlistable(path: "d", reason: "permission denied").message
                == "cannot list directory 'd': permission denied")
    }
}
