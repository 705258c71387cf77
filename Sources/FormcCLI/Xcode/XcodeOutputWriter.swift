import FormcCore

/// `formc generate --xcode`: writes the generated files at the paths the
/// Xcode run-script phase declares, and nowhere else — no temporary file, no
/// listing or sweeping of the output directory — because User Script
/// Sandboxing denies a phase every write outside its declared outputs.
///
/// Every file must be declared (`<--output>/<name>`, FormcSupport.swift
/// included); if one is not, nothing is written and the run fails (exit 2)
/// naming the path to declare. Files are written in place
/// (``InPlaceFileWriter``): unchanged ones are not touched.
struct XcodeOutputWriter {
    /// The run's options (`--output`, `--dry-run`, `--verbose`).
    var options: GenerateOptions
    /// Where to print and write.
    var context: CommandContext
    /// Where the per-file lines go.
    var stream: ConsoleStream

    /// Writes `files` to their declared paths among `declared.outputs`.
    func write(_ files: [StreamedFile], declared: XcodeScriptFiles, timings: inout StageTimings) -> ExitCode {
        let directory = XCFileList.normalized(options.output.hasPrefix("/")
            ? options.output : SpecDiscovery.join(context.currentDirectory, options.output))
        let outputs: DeclaredOutputs
        do {
            outputs = try DeclaredOutputs(names: files.map(\.name), declared: declared.outputs, directory: directory)
        } catch {
            for file in error.files { context.printError(file.message) }
            return .usageOrInput
        }
        for path in outputs.unproduced {
            context.console.write("formc: warning: '\(path.escapingControlCharacters)' is a declared output that no spec produces; remove it "
                                  + "from the phase's outputs (Xcode reruns a phase whose outputs are missing)\n",
                                  to: .standardError)
        }
        let writer = InPlaceFileWriter(fileSystem: context.outputFileSystem)
        for file in files {
            guard let path = outputs.paths[file.name] else { continue }  // DeclaredOutputs gives every name one.
            var bytes: [UInt8] = []
            timings.measure(.generate) { file.write { bytes.append(contentsOf: $0) } }
            do throws(OutputError) {
                let action = try timings.measure(.write) { () throws(OutputError) in
                    try options.dryRun ? planned(path, bytes: bytes) : written(path, bytes: bytes, writer: writer)
                }
                if options.dryRun {
                    context.console.write("\(action.rawValue) \(path)\n", to: stream)
                } else if options.verbose {
                    context.console.write("\(action == .unchanged ? "unchanged" : "wrote") \(path)\n", to: stream)
                }
            } catch {
                context.printError(error.message)
                return .usageOrInput
            }
        }
        return .success
    }

    /// What writing `bytes` to `path` would do.
    private func planned(_ path: String, bytes: [UInt8]) throws(OutputError) -> OutputDirectory.Action {
        do {
            guard let existing = try context.outputFileSystem.openExistingFile(path) else { return .create }
            let comparison = ExistingFileComparison(existing)
            try bytes.withBytes { buffer throws(FileSystemError) in try comparison.compare(buffer) }
            return try comparison.matchesWhole() ? .unchanged : .update
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// Writes `bytes` to `path` unless they are there already, creating its folder if missing.
    private func written(_ path: String, bytes: [UInt8], writer: InPlaceFileWriter) throws(OutputError) -> OutputDirectory.Action {
        let existed: Bool
        do { existed = try context.outputFileSystem.openExistingFile(path) != nil } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        if !existed {
            // Xcode usually makes the folders of declared outputs; a folder of a committed path may be missing.
            let folder = DeclaredOutputs.parent(of: path)
            do {
                if try context.outputFileSystem.existingKind(of: folder) == nil {
                    try context.outputFileSystem.createDirectory(folder)
                }
            } catch {
                throw .uncreatable(path: folder, reason: error.reason)
            }
        }
        do {
            return try writer.write(path, bytes: bytes) ? (existed ? .update : .create) : .unchanged
        } catch {
            switch error {
            case .read(let error): throw .unreadable(path: path, reason: error.reason)
            case .write(let error): throw .unwritable(path: path, reason: error.reason)
            }
        }
    }
}
