import FormcCore

extension Command {
    /// `formc init`: writes a starter spec (and, with `--config`, a `formc.yaml`).
    static let initialize = Command(
        name: "init",
        abstract: "Write a commented starter spec that checks clean.",
        discussion: """
            Writes a starter spec to <path> (a '*.form.yaml' file, or a directory \
            to write 'starter.form.yaml' into; the current directory when omitted), \
            naming the form after the file. Never overwrites a file: when one is \
            already there, nothing is written.
            """,
        usage: "[options] [<path>]",
        arguments: [.init(name: "<path>", help: "The spec file to create, or a directory for 'starter.form.yaml'.")],
        options: [InitCommand.configOption],
        exitCodes: [
            (.success, "The files were written."),
            (.usageOrInput, "Invalid usage, a file is already there, or a file cannot be written."),
        ],
        run: InitCommand.run)
}

/// How `formc init` picks its paths and writes its files.
enum InitCommand {
    /// `--config`: also write a `formc.yaml` next to the spec.
    static let configOption = OptionSpec(
        name: "--config", shortName: nil, kind: .flag,
        help: "Also write a commented 'formc.yaml' next to the spec.")

    /// The spec's file name when <path> is a directory.
    static let defaultFileName = "starter.form.yaml"
    /// The suffix every spec file has, so directory inputs find it.
    static let specSuffix = ".form.yaml"

    /// Writes the starter files, checking first that none exists.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            throw UsageError(message: "init takes at most one path; got \(arguments.positionals.count)", helpTopic: "init")
        }
        let files = context.outputFileSystem
        // Without a path, the name alone: messages then say `starter.form.yaml`, not `./starter.form.yaml`.
        let given = arguments.positionals.first ?? defaultFileName
        let isDirectory = given.hasSuffix("/") || (try? files.existingKind(of: given)) == .directory
        let specPath = isDirectory ? join(given, defaultFileName) : given
        let name = fileName(specPath)
        guard name.hasSuffix(specSuffix), name.count > specSuffix.count else {
            throw UsageError(message: "'\(given)' is not a spec file name: it must end in '\(specSuffix)' "
                             + "(or be a directory)", helpTopic: "init")
        }
        let directory = parent(specPath)
        var writes = [(path: specPath, text: StarterFiles.spec(form: formName(forFile: name)))]
        if arguments.has(configOption.name) {
            writes.append((join(directory, "formc.yaml"), StarterFiles.config))
        }

        // Every file is checked before any is written, so a refusal leaves nothing behind.
        for write in writes {
            let existing: FileKind?
            do { existing = try files.existingKind(of: write.path) } catch {
                context.printError("cannot inspect '\(write.path)': \(error.reason)")
                return .usageOrInput
            }
            if existing != nil {
                context.printError("'\(write.path)' already exists; formc init never overwrites a file. "
                                   + "Remove it, or give another path")
                return .usageOrInput
            }
        }
        do {
            if directory != "." { try files.createDirectory(directory) }
            for write in writes {
                try create(write.path, text: write.text, in: files)
                context.console.write("created \(write.path)\n", to: .standardOutput)
            }
        } catch {
            context.printError("cannot write: \(error.reason)")
            return .usageOrInput
        }
        return .success
    }

    /// Creates `path`, which must not exist (a file made meanwhile is not replaced), holding `text`.
    private static func create(_ path: String, text: String, in files: any OutputFileSystem) throws(FileSystemError) {
        let file: any OutputFile
        do { file = try files.createNewFile(path) } catch {
            throw FileSystemError(reason: "'\(path)': \(error.reason)")
        }
        let written = Array(text.utf8).withUnsafeBytes { buffer in
            Result { () throws(FileSystemError) in try file.write(buffer) }
        }
        do {
            try written.get()
            try file.synchronize()
            try file.close()
        } catch {
            try? file.close()
            throw FileSystemError(reason: "'\(path)': \(error.reason)")
        }
    }

    /// The form name for spec file `name`: its words, capitalized and joined
    /// (`sign-up.form.yaml` → `SignUp`); `Starter` when that is no identifier.
    static func formName(forFile name: String) -> String {
        let stem = name.dropLast(specSuffix.count)
        let words = stem.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first, first.isLetter else { return "Starter" }
        return joined
    }

    /// `directory/name`.
    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last component of `path`.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The folder of `path`: `.` for a bare name.
    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
