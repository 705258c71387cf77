import Foundation
@testable import FormcCLI
import Testing

@Suite struct CompletionsCommandTests {
    /// A shell found on this machine, or nil.
    static func shell(_ name: String) -> String? {
        ["/bin/", "/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `shell -c script`; its exit status and standard output.
    static func run(_ shell: String, _ arguments: [String]) throws -> (code: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: CompletionShell.allCases)
    func everyCommandAndOptionIsInTheScript(shell: CompletionShell) {
        let run = Run(["completions", shell.rawValue])
        #expect(run.code == 0)
        for command in CommandTable.all {
            #expect(run.stdout.contains(command.name), "\(command.name)")
            for option in command.completedOptions {
                let spelled = shell == .fish ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(run.stdout.contains(spelled), "\(command.name) \(option.name)")
            }
        }
        #expect(run.stdout.contains("text json github sarif"))
    }

    @Test func anUnknownShellIsAUsageError() {
        let run = Run(["completions", "zhs"])
        #expect(run.code == 2)
        #expect(run.stderr.hasPrefix("formc: error: no completion script for 'zhs'; did you mean 'zsh'?"))
        #expect(Run(["completions"]).code == 2)
        #expect(Run(["completions", "powershell"]).stderr.contains("formc has them for bash, zsh, fish"))
    }

    /// What bash offers for the command line `words`, the last being completed.
    private func bashCompletions(_ words: [String]) throws -> [String] {
        let bash = try #require(Self.shell("bash"))
        let script = CompletionShell.bash.script(for: CommandTable.all)
        let quoted = words.map(\.shellQuoted).joined(separator: " ")
        let result = try Self.run(bash, ["-c", script + """
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _formc; printf '%s\\n' "${COMPREPLY[@]}"
            """])
        #expect(result.code == 0)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        #expect(try bashCompletions(["formc", "ge"]) == ["generate"])
        #expect(try bashCompletions(["formc", "generate", "--acc"]) == ["--access-level"])
        #expect(try bashCompletions(["formc", "generate", "--access-level", "p"]) == ["public"])
        #expect(try bashCompletions(["formc", "generate", "--ui", ""]) == ["uikit", "swiftui", "both"])
        #expect(try bashCompletions(["formc", "generate", "--ui", "s"]) == ["swiftui"])
        #expect(try bashCompletions(["formc", "check", "--format", ""]) == ["text", "json", "github", "sarif"])
        #expect(try bashCompletions(["formc", "help", "comp"]) == ["completions"])
        #expect(try bashCompletions(["formc", "completions", "z"]) == ["zsh"])
    }

    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
    func zshReadsItsScript() throws {
        let zsh = try #require(Self.shell("zsh"))
        #expect(try Self.run(zsh, ["-n", "-c", CompletionShell.zsh.script(for: CommandTable.all)]).code == 0)
    }

    @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
    func fishCompletesFromItsScript() throws {
        let fish = try #require(Self.shell("fish"))
        let script = CompletionShell.fish.script(for: CommandTable.all)
        let result = try Self.run(fish, ["--no-config", "-c", script + "\ncomplete -C 'formc generate --access-level '"])
        #expect(result.code == 0)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) }
                == ["internal", "public"])
    }
}
