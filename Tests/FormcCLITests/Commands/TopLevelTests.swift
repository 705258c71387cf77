import FormcCLI
import FormcCore
import Testing

@Suite struct TopLevelTests {
    @Test func version() {
        let run = Run(["--version"])
        #expect(run.code == 0)
        #expect(run.stdout == "formc 0.1.0\n")
        #expect(run.stdout == "formc \(FormcVersion.current)\n")
        #expect(Run(["--version", "x"]).code == 2)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func overview(arguments: [String]) {
        let run = Run(arguments)
        #expect(run.code == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        for command in ["check", "dump", "help", "--version", "-h, --help", "EXIT CODES:"] {
            #expect(run.stdout.contains(command))
        }
    }

    @Test(arguments: [["help", "check"], ["check", "--help"], ["check", "-h"], ["--help", "check"],
                      ["check", "x", "--bogus", "-h"]])
    func commandHelp(arguments: [String]) {
        let run = Run(arguments)
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: Check specs and report every problem.\n"))
        #expect(run.stdout.contains("USAGE: formc check [options] <input> ...\n"))
        for option in ["--format <format>", "--warnings-as-errors", "-q, --quiet", "-h, --help",
                       "json", "github", "  0 ", "  1 ", "  2 "] {
            #expect(run.stdout.contains(option))
        }
    }

    @Test func helpTextsFitInEightyColumns() {
        for arguments in [["--help"], ["help", "check"], ["help", "dump"], ["help", "help"]] {
            for line in Run(arguments).stdout.split(separator: "\n") {
                #expect(line.count <= 80, "\(arguments): \(line)")
            }
        }
    }

    @Test func helpAfterDashDashIsAnInput() {
        let run = Run(["check", "--", "--help"])
        #expect(run.code == 2)
        #expect(run.stderr == "formc: error: cannot access '--help': no such file or directory\n")
    }

    @Test func usageErrors() {
        let cases: [([String], String)] = [
            ([], "formc: error: missing command\nSee 'formc --help'.\n"),
            (["chek"], "formc: error: unknown command 'chek'; did you mean 'check'?\nSee 'formc --help'.\n"),
            (["frobnicate"], "formc: error: unknown command 'frobnicate'\nSee 'formc --help'.\n"),
            (["--verison"], "formc: error: unknown option '--verison' before the command; did you mean '--version'?\n"
                + "See 'formc --help'.\n"),
            (["--quiet", "check"], "formc: error: unknown option '--quiet' before the command\nSee 'formc --help'.\n"),
            (["help", "nope"], "formc: error: unknown command 'nope'\nSee 'formc --help'.\n"),
            (["help", "check", "dump"], "formc: error: help takes at most one command; got 2\nSee 'formc help --help'.\n"),
            (["--version", "check"], "formc: error: unexpected argument 'check'\nSee 'formc --help'.\n"),
        ]
        for (arguments, expected) in cases {
            let run = Run(arguments)
            #expect(run.code == 2, "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr == expected, "\(arguments)")
        }
    }
}
