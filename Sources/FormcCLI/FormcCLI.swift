import FormcCore
import Foundation

/// The `formc` command line: parses arguments, finds and reads specs, calls the
/// front end, prints, and picks the exit code. Everything it touches is passed
/// in, so it runs the same in tests as in the tool.
public enum FormcCLI {
    /// Runs `formc` with `arguments` (without the program name) and returns its exit code.
    /// - Parameters:
    ///   - arguments: The command-line arguments after `formc`.
    ///   - environment: The process environment (`NO_COLOR`, `TERM`).
    ///   - console: Where output goes.
    ///   - fileSystem: Where inputs are found and read.
    ///   - outputFileSystem: Where `generate` writes.
    ///   - compiler: The front end.
    ///   - currentDirectory: The absolute working directory; the process's when nil.
    ///   - texts: The texts this formc carries (the runtime's files, the schema); nil in the plugins' tool.
    /// - Returns: An ``ExitCode`` raw value: 0 success, 1 spec errors, 2 usage or I/O.
    public static func run(arguments: [String], environment: [String: String],
                           console: any Console, fileSystem: any FileSystem = LocalFileSystem.specInputs,
                           outputFileSystem: any OutputFileSystem = LocalFileSystem(),
                           compiler: SpecCompiler = .formc, currentDirectory: String? = nil,
                           texts: CarriedTexts? = nil) -> Int32 {
        let context = CommandContext(console: console, fileSystem: fileSystem, outputFileSystem: outputFileSystem,
                                     compiler: compiler, environment: environment,
                                     currentDirectory: currentDirectory ?? FileManager.default.currentDirectoryPath,
                                     texts: texts)
        do {
            return try dispatch(arguments, context: context).rawValue
        } catch {
            context.printError(error.message)
            console.write(error.hint + "\n", to: .standardError)
            return ExitCode.usageOrInput.rawValue
        }
    }

    /// Handles formc's own options, then hands the rest to the command named first.
    private static func dispatch(_ arguments: [String], context: CommandContext) throws(UsageError) -> ExitCode {
        guard let first = arguments.first else {
            throw UsageError(message: "missing command", helpTopic: nil)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            // `formc --help check` reads as `formc help check`.
            return try Command.help.run(ArgumentParser(command: "help", options: []).parse(rest), context)
        case "--version":
            if let extra = rest.first { throw UsageError(message: "unexpected argument '\(extra)'", helpTopic: nil) }
            context.console.write("formc \(FormcVersion.current)\n", to: .standardOutput)
            return .success
        case _ where first.hasPrefix("-") && first != "-":
            let suggestion = Suggestion.phrase(for: first, among: ["--help", "--version"])
            throw UsageError(message: "unknown option '\(first)' before the command\(suggestion)", helpTopic: nil)
        default:
            guard let command = CommandTable.command(named: first) else { throw .unknownCommand(first) }
            if ArgumentParser.asksForHelp(rest) {
                context.console.write(HelpText.help(for: command), to: .standardOutput)
                return .success
            }
            let parsed = try ArgumentParser(command: command.name, options: command.options).parse(rest)
            return try command.run(parsed, context)
        }
    }
}
