import FormcCore

/// The directory `formc generate` writes to, and what a run does to each file.
///
/// A run is planned before anything is written, so that a directory that
/// cannot be used, or a target that cannot be read, fails the run with nothing
/// written. Files are printed only while they are written (or compared, for
/// `--dry-run`), straight to disk: a generated file is never held whole. Only
/// the files of the plan are ever written; nothing else in the directory is
/// touched, let alone removed.
struct OutputDirectory: Sendable {
    /// What a run does to one file.
    enum Action: String, Hashable, Sendable {
        /// The file does not exist yet.
        case create
        /// The file exists with other bytes.
        case update
        /// The file exists with exactly these bytes; it is left alone, modification time and all.
        case unchanged
    }

    /// One file of a plan.
    struct PlannedFile: Sendable {
        /// The path as printed: the directory as the user spelled it, joined with the name.
        var path: String
        /// The file, printed when it is written.
        var source: StreamedFile
        /// Whether a file is there already (to compare with).
        var exists: Bool

        /// The file name inside the directory.
        var name: String { source.name }
    }

    /// Everything a run may do.
    struct Plan {
        /// Whether the directory must be created first.
        var createsDirectory: Bool
        /// The files, in the generator's order.
        var files: [PlannedFile]
    }

    /// The directory, as the user spelled it.
    var path: String
    /// Where it is.
    var fileSystem: any OutputFileSystem

    /// The plan for writing `files`: whether the directory is there, and which
    /// files are, each checked to be a readable file.
    /// - Throws: ``OutputError`` when the path is not a usable directory or a
    ///   file in it cannot be read.
    func plan(_ files: [StreamedFile]) throws(OutputError) -> Plan {
        let kind: FileKind?
        do {
            kind = try fileSystem.existingKind(of: path)
        } catch {
            throw .inaccessible(path: path, reason: error.reason)
        }
        switch kind {
        case nil:
            return Plan(createsDirectory: true, files: files.map {
                PlannedFile(path: SpecDiscovery.join(path, $0.name), source: $0, exists: false)
            })
        case .directory:
            var planned: [PlannedFile] = []
            for file in files {
                let target = SpecDiscovery.join(path, file.name)
                let exists: Bool
                do {
                    // Opened and closed again: read when the file is written, as it is then.
                    exists = try fileSystem.openExistingFile(target) != nil
                } catch {
                    throw .unreadable(path: target, reason: error.reason)
                }
                planned.append(PlannedFile(path: target, source: file, exists: exists))
            }
            return Plan(createsDirectory: false, files: planned)
        case .regularFile?, .other?:
            throw .notADirectory(path: path)
        }
    }

    /// What carrying out `plan` would do to each file, in order, writing
    /// nothing: each existing file is compared with its new bytes as they are printed.
    /// - Throws: ``OutputError`` when an existing file cannot be read.
    func actions(_ plan: Plan, timings: inout StageTimings) throws(OutputError) -> [Action] {
        var actions: [Action] = []
        for file in plan.files {
            guard file.exists else {
                actions.append(.create)
                continue
            }
            let start = ContinuousClock.now
            let comparison: ExistingFileComparison
            do {
                // Gone since planning: a real run would create it.
                guard let existing = try fileSystem.openExistingFile(file.path) else {
                    actions.append(.create)
                    continue
                }
                comparison = ExistingFileComparison(existing)
            } catch {
                throw .unreadable(path: file.path, reason: error.reason)
            }
            var failure: FileSystemError?
            file.source.write { chunk in
                guard failure == nil else { return }
                do throws(FileSystemError) { try comparison.compare(chunk) } catch { failure = error }
            }
            do throws(FileSystemError) {
                if let failure { throw failure }
                actions.append(try comparison.matchesWhole() ? .unchanged : .update)
            } catch {
                throw .unreadable(path: file.path, reason: error.reason)
            }
            timings.add(ContinuousClock.now - start, to: .generate)
        }
        return actions
    }

    /// Files staged (printed into temporary files) before they are put in
    /// place: a bound on the temporary files alive at once.
    static let stagedAtOnce = 32

    /// Carries out `plan`: creates the directory if needed, then prints each
    /// file into its target, atomically, calling `didWrite` after each file is
    /// in place (`create` or `update`) or found `unchanged`, in order.
    ///
    /// Files are printed into temporary files several at once (one per
    /// processor, when the file system ``OutputFileSystem/writesConcurrently``),
    /// up to ``stagedAtOnce`` of them, and then renamed into place in order.
    /// Printing counts as `generate` in `timings`, the rest as `write`; the
    /// times of files printed at once add up.
    /// - Throws: ``OutputError`` at the first failure, in order. Files before
    ///   it are complete; the failed one and those after it are as they were.
    func write(_ plan: Plan, timings: inout StageTimings,
               didWrite: (PlannedFile, Action) -> Void = { _, _ in }) throws(OutputError) {
        if plan.createsDirectory {
            do {
                try timings.measure(.write) { () throws(FileSystemError) in try fileSystem.createDirectory(path) }
            } catch {
                throw .uncreatable(path: path, reason: error.reason)
            }
        }
        var wroteAny = false
        // Also after a failure: the files already renamed into place should last.
        defer { if wroteAny { timings.measure(.write) { fileSystem.synchronizeDirectory(path) } } }
        var first = 0
        while first < plan.files.count {
            let files = plan.files[first..<min(first + Self.stagedAtOnce, plan.files.count)]
            first = files.endIndex
            try write(files, timings: &timings, wroteAny: &wroteAny, didWrite: didWrite)
        }
    }

    /// Stages `files` at once, then puts them in place in order.
    private func write(_ files: ArraySlice<PlannedFile>, timings: inout StageTimings, wroteAny: inout Bool,
                       didWrite: (PlannedFile, Action) -> Void) throws(OutputError) {
        typealias Staged = (result: Result<AtomicFileWriter.StagedFile, ReplacementStream.Failure>, time: Duration)
        let writer = AtomicFileWriter(fileSystem: fileSystem)
        let width = fileSystem.writesConcurrently ? ConcurrentJobs.processorCount : 1
        let staged: [Staged?] = ConcurrentJobs.run(count: files.count, width: width, { offset in
            let file = files[files.startIndex + offset]
            let start = ContinuousClock.now
            let result = Result { () throws(ReplacementStream.Failure) in
                try writer.stage(named: file.name, in: path) { file.source.write(to: $0) }
            }
            return (result, ContinuousClock.now - start)
        }, failed: { staged in
            if case .failure = staged.result { return true }
            return false
        })
        var failure: OutputError?
        for (file, staged) in zip(files, staged) {
            guard let staged else { continue }  // Not started: an earlier file failed.
            let stagedFile: AtomicFileWriter.StagedFile
            switch staged.result {
            case .success(let value): stagedFile = value
            case .failure(let error):
                if failure == nil {
                    switch error {
                    case .read(let error): failure = .unreadable(path: file.path, reason: error.reason)
                    case .write(let error): failure = .unwritable(path: file.path, reason: error.reason)
                    }
                }
                continue
            }
            guard failure == nil else {
                stagedFile.discard()
                continue
            }
            do {
                let outcome = try stagedFile.commit()
                timings.add(staged.time - stagedFile.ioTime, to: .generate)
                timings.add(outcome.ioTime, to: .write)
                wroteAny = wroteAny || outcome.replaced
                didWrite(file, outcome.replaced ? (file.exists ? .update : .create) : .unchanged)
            } catch {
                failure = .unwritable(path: file.path, reason: error.reason)
            }
        }
        if let failure { throw failure }
    }
}
