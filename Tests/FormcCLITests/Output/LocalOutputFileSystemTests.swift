import Foundation
import FormcCLI
import Testing

/// The real file system's writing calls, one by one.
@Suite struct LocalOutputFileSystemTests {
    let scratch: ScratchDirectory
    let fileSystem = LocalFileSystem()

    init() throws { scratch = try ScratchDirectory() }

    @Test func createsDirectoriesWithParentsAndAcceptsExistingOnes() throws {
        try fileSystem.createDirectory(scratch.path("a/b/c/"))
        try fileSystem.createDirectory(scratch.path("a/b"))
        #expect(try fileSystem.existingKind(of: scratch.path("a/b/c")) == .directory)
        try scratch.write("", to: "file")
        #expect(throws: FileSystemError(reason: "'\(scratch.path("file"))' is not a directory")) {
            try fileSystem.createDirectory(scratch.path("file/sub"))
        }
    }

    @Test func nothingThereIsNilNotAnError() throws {
        #expect(try fileSystem.existingKind(of: scratch.path("missing")) == nil)
        #expect(try fileSystem.openExistingFile(scratch.path("missing")) == nil)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("dangling"), withDestinationPath: scratch.path("nowhere"))
        #expect(try fileSystem.openExistingFile(scratch.path("dangling")) == nil)
        try scratch.write("", to: "file")
        #expect(throws: FileSystemError(reason: "not a directory")) {
            try fileSystem.existingKind(of: scratch.path("file/below"))
        }
    }

    @Test func newFilesAreNewAndRenameReplaces() throws {
        let path = scratch.path("new")
        let file = try fileSystem.createNewFile(path)
        try Array("hello".utf8).withUnsafeBytes { try file.write($0) }
        try file.synchronize()
        try file.close()
        try file.close() // a second close does nothing
        #expect(throws: FileSystemError(reason: "file exists")) { try fileSystem.createNewFile(path) }

        try scratch.write("old", to: "target")
        try fileSystem.rename(path, to: scratch.path("target"))
        #expect(try scratch.read("target") == "hello")
        #expect(try scratch.list("") == ["target"])
        try fileSystem.removeFile(scratch.path("target"))
        #expect(try scratch.list("").isEmpty)
    }
}
