import Foundation
import FormcCLI
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct LocalFileSystemTests {
    @Test func readsFilesWholeAndRefusesLargeOnesAndDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 4095, 4096, 4097, 100_000] {
            let path = directory.appendingPathComponent("s\(size).form.yaml").path
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try LocalFileSystem().contents(ofFile: path) == bytes, "\(size) bytes")
        }
        let path = directory.appendingPathComponent("s100000.form.yaml").path
        #expect(throws: FileSystemError.self) { try LocalFileSystem(maxFileBytes: 10).contents(ofFile: path) }
        #expect(throws: FileSystemError(reason: "is a directory")) { try LocalFileSystem().contents(ofFile: directory.path) }
    }

    @Test func aNamedPipeIsRejectedNotWaitedOn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("formc-fifo-\(UUID().uuidString).form.yaml").path
        try #require(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try LocalFileSystem().kind(of: path) == .other)
        #expect(throws: FileSystemError(reason: "not a regular file")) { try LocalFileSystem().contents(ofFile: path) }
    }

    @Test func listsEntriesWithKinds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formc-ls-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/a.form.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nope")
        let entries = try LocalFileSystem().entries(ofDirectory: root).sorted { $0.name < $1.name }
        #expect(entries == [
            DirectoryEntry(name: "a.form.yaml", kind: .regularFile),
            DirectoryEntry(name: "dangling", kind: .other, isSymbolicLink: true),
            DirectoryEntry(name: "sub", kind: .directory),
        ])
        #expect(throws: FileSystemError(reason: "no such file or directory")) {
            try LocalFileSystem().entries(ofDirectory: root + "/missing")
        }
    }
}
