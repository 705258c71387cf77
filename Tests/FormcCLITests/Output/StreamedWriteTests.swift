import FormcCore
import Testing
@testable import FormcCLI

/// Writing a file as it is printed: compared with the old file chunk by
/// chunk, a temporary file made only from the first difference on (holding
/// the equal prefix copied from the old file), renamed into place only when
/// the bytes differ.
@Suite struct StreamedWriteTests {
    let directory = "/out"
    let target = "/out/form.swift"

    /// A file printed as `chunks`, in that order.
    private func file(_ chunks: [String], name: String = "form.swift") -> StreamedFile {
        StreamedFile(name: name) { sink in
            for chunk in chunks { Array(chunk.utf8).withUnsafeBytes { sink($0) } }
        }
    }

    private func write(_ chunks: [String], into fileSystem: MemoryOutputFileSystem) throws(ReplacementStream.Failure) -> Bool {
        let source = file(chunks)
        return try AtomicFileWriter(fileSystem: fileSystem).write(named: "form.swift", in: directory) { source.write(to: $0) }.replaced
    }

    @Test func anUnchangedFileMakesNoTemporaryFile() throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory, files: [target: "abcdefgh"])
        #expect(try !write(["abc", "def", "gh"], into: fileSystem))
        #expect(fileSystem.created.isEmpty && fileSystem.renamed.isEmpty)
        #expect(fileSystem.text(target) == "abcdefgh")
    }

    @Test(arguments: [
        (["abc", "dXf", "gh"], "a difference in the second chunk"),
        (["abc", "def"], "new bytes that are a prefix of the old ones"),
        (["abc", "def", "gh", "ij"], "old bytes that are a prefix of the new ones"),
        (["Xbc", "def", "gh"], "a difference in the first byte"),
    ])
    func aChangedFileIsReplacedWhole(_ chunks: [String], _ what: String) throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory, files: [target: "abcdefgh"])
        #expect(try write(chunks, into: fileSystem), "\(what)")
        #expect(fileSystem.text(target) == chunks.joined(), "\(what)")
        #expect(fileSystem.created.count == 1 && fileSystem.renamed.map(\.to) == [target], "\(what)")
        #expect(fileSystem.files.keys.sorted() == [target], "no temporary file left: \(what)")
    }

    @Test func aNewFileIsCreated() throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory)
        #expect(try write(["abc", "def"], into: fileSystem))
        #expect(fileSystem.text(target) == "abcdef")
        #expect(fileSystem.created.count == 1 && fileSystem.created[0].hasPrefix("/out/.formc-"))
    }

    @Test func aFailedReadLeavesTheOldFileAndNoTemporaryFile() throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory, files: [target: "abcdefgh"])
        // The first chunk compares equal; reading for the second fails.
        fileSystem.failingReads[target] = 1
        #expect(throws: ReplacementStream.Failure.self) { try write(["abc", "dXf", "gh"], into: fileSystem) }
        #expect(fileSystem.text(target) == "abcdefgh")
        #expect(fileSystem.files.keys.sorted() == [target] && fileSystem.renamed.isEmpty)
    }

    @Test func aFailedCopyOfTheEqualPrefixRemovesTheTemporaryFile() throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory, files: [target: "abcdefgh"])
        // Both chunks are compared (the second differs); copying the equal first one fails.
        fileSystem.failingReads[target] = 2
        #expect(throws: ReplacementStream.Failure.self) { try write(["ab", "X"], into: fileSystem) }
        #expect(fileSystem.created.count == 1 && fileSystem.removed == fileSystem.created)
        #expect(fileSystem.files.keys.sorted() == [target] && fileSystem.text(target) == "abcdefgh")
    }

    @Test func dryRunActionsCompareAndWriteNothing() throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory, files: ["/out/a.swift": "same", "/out/b.swift": "old"])
        let output = OutputDirectory(path: directory, fileSystem: fileSystem)
        let plan = try output.plan([file(["sa", "me"], name: "a.swift"), file(["new"], name: "b.swift"),
                                    file(["text"], name: "c.swift")])
        var timings = StageTimings()
        #expect(try output.actions(plan, timings: &timings) == [.unchanged, .update, .create])
        #expect(fileSystem.created.isEmpty && fileSystem.renamed.isEmpty)
        #expect(fileSystem.text("/out/b.swift") == "old" && fileSystem.text("/out/c.swift") == nil)
    }

    @Test func writingReportsEachFilesActionAndTimesBothStages() throws {
        let fileSystem = MemoryOutputFileSystem(directory: directory, files: ["/out/a.swift": "same", "/out/b.swift": "old"])
        let output = OutputDirectory(path: directory, fileSystem: fileSystem)
        let plan = try output.plan([file(["sa", "me"], name: "a.swift"), file(["new"], name: "b.swift"),
                                    file(["text"], name: "c.swift")])
        var timings = StageTimings()
        var reported: [String] = []
        try output.write(plan, timings: &timings) { file, action in reported.append("\(action.rawValue) \(file.path)") }
        #expect(reported == ["unchanged /out/a.swift", "update /out/b.swift", "create /out/c.swift"])
        #expect(fileSystem.text("/out/b.swift") == "new" && fileSystem.text("/out/c.swift") == "text")
        #expect(fileSystem.created.count == 2)
        #expect(timings.durations[.generate] != nil && timings.durations[.write] != nil)
    }

    @Test func aTargetThatIsADirectoryFailsThePlan() {
        let fileSystem = MemoryOutputFileSystem(directory: directory)
        fileSystem.directories.insert("/out/a.swift")
        #expect(throws: OutputError.unreadable(path: "/out/a.swift", reason: "is a directory")) {
            try OutputDirectory(path: directory, fileSystem: fileSystem).plan([file(["x"], name: "a.swift")])
        }
    }
}
