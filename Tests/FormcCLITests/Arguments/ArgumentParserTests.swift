import FormcCore
@testable import FormcCLI
import Testing

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(command: "check", options: [
        OptionSpec(name: "--format", shortName: nil, kind: .value(placeholder: "format", allowed: ["text", "json"]),
                   help: ""),
        OptionSpec(name: "--output", shortName: "-o", kind: .value(placeholder: "dir", allowed: nil), help: ""),
        OptionSpec(name: "--quiet", shortName: "-q", kind: .flag, help: ""),
    ])

    private func error(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func optionsBeforeAndAfterInputs() throws {
        let parsed = try parser.parse(["a.form.yaml", "--format", "json", "dir", "-q", "--output=out"])
        #expect(parsed.positionals == ["a.form.yaml", "dir"])
        #expect(parsed.value("--format") == "json")
        #expect(parsed.value("--output") == "out")
        #expect(parsed.has("--quiet"))
    }

    @Test func equalsFormKeepsEverythingAfterTheFirstEquals() throws {
        let parsed = try parser.parse(["--output=a=b", "--format=text"])
        #expect(parsed.value("--output") == "a=b")
        #expect(parsed.value("--format") == "text")
    }

    @Test func dashDashEndsOptions() throws {
        let parsed = try parser.parse(["-q", "--", "--format", "-q", "--", "x"])
        #expect(parsed.positionals == ["--format", "-q", "--", "x"])
        #expect(parsed.flags == ["--quiet"])
        #expect(parsed.values.isEmpty)
    }

    @Test func loneDashIsAnInputAndAValue() throws {
        #expect(try parser.parse(["-"]).positionals == ["-"])
        #expect(try parser.parse(["-o", "-"]).value("--output") == "-")
    }

    @Test func lastValueWins() throws {
        #expect(try parser.parse(["--format", "json", "--format=text"]).value("--format") == "text")
    }

    @Test func shortAliasTakesAValue() throws {
        #expect(try parser.parse(["-o", "out"]).value("--output") == "out")
    }

    @Test func unknownLongOptionSuggests() {
        #expect(error(["--fromat", "json"]) == UsageError(
            message: "unknown option '--fromat'; did you mean '--format'?", helpTopic: "check"))
        #expect(error(["--frobnicate"])?.message == "unknown option '--frobnicate'")
        #expect(error(["--fromat=json"])?.message == "unknown option '--fromat'; did you mean '--format'?")
    }

    @Test func unknownShortOptionAndBundles() {
        #expect(error(["-x"])?.message == "unknown option '-x'")
        #expect(error(["-qo"])?.message == "unknown option '-qo'")
        #expect(error(["-q=1"])?.message == "unknown option '-q=1'")
    }

    @Test func missingValue() {
        #expect(error(["--format"])?.message == "missing value for option '--format'")
        #expect(error(["--format", "--quiet"])?.message == "missing value for option '--format'")
        #expect(error(["-o"])?.message == "missing value for option '--output'")
        #expect(error(["--output="])?.message == "missing value for option '--output'")
    }

    @Test func invalidValue() {
        #expect(error(["--format", "xml"])?.message
                == "invalid value 'xml' for option '--format'; expected one of: text, json")
        #expect(error(["--format="])?.message == "invalid value '' for option '--format'; expected one of: text, json")
        #expect(error(["--format", "jsno"])?.message
                == "invalid value 'jsno' for option '--format'; did you mean 'json'? expected one of: text, json")
    }

    @Test func flagTakesNoValue() {
        #expect(error(["--quiet=yes"])?.message == "option '--quiet' takes no value")
    }

    @Test func helpIsAlwaysAccepted() throws {
        #expect(try parser.parse(["-h"]).has("--help"))
        #expect(ArgumentParser.asksForHelp(["x", "--bogus", "--help"]))
        #expect(ArgumentParser.asksForHelp(["-h"]))
        #expect(!ArgumentParser.asksForHelp(["--", "--help"]))
        #expect(!ArgumentParser.asksForHelp(["--helpme"]))
    }

    @Test func hintNamesTheCommand() {
        #expect(UsageError(message: "m", helpTopic: "check").hint == "See 'formc check --help'.")
        #expect(UsageError(message: "m", helpTopic: nil).hint == "See 'formc --help'.")
    }

    @Test func suggestionsStayClose() {
        #expect(Suggestion.closest(to: "chek", among: ["check", "dump"]) == "check")
        #expect(Suggestion.closest(to: "dmp", among: ["check", "dump"]) == "dump")
        #expect(Suggestion.closest(to: "xyz", among: ["check", "dump"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["check"]) == nil)
    }
}
