import Foundation
@testable import FormcCLI
import FormcCore
import Testing

@Suite struct InitCommandTests {
    /// Runs `formc arguments` in memory, writing into `files`.
    private func run(_ arguments: [String], _ files: MemoryOutputFileSystem) -> (code: Int32, stdout: String, stderr: String) {
        let console = MemoryConsole()
        let code = FormcCLI.run(arguments: arguments, environment: [:], console: console,
                                fileSystem: FakeFileSystem(), outputFileSystem: files, currentDirectory: "/work")
        return (code, console.standardOutput, console.standardError)
    }

    @Test func writesTheStarterSpecNamedAfterItsFile() throws {
        let files = MemoryOutputFileSystem(directory: "Forms")
        let result = run(["init", "Forms/sign-up.form.yaml"], files)
        #expect(result.code == 0)
        #expect(result.stdout == "created Forms/sign-up.form.yaml\n")
        let text = try #require(files.text("Forms/sign-up.form.yaml"))
        #expect(text.contains("form: SignUp "))
        #expect(files.files.count == 1)
    }

    @Test func withoutAPathWritesStarterInTheCurrentDirectory() {
        let files = MemoryOutputFileSystem(directory: ".")
        #expect(run(["init"], files).stdout == "created starter.form.yaml\n")
        #expect(files.text("starter.form.yaml")?.contains("form: Starter ") == true)
    }

    @Test func aDirectoryGetsTheStarterFile() {
        let files = MemoryOutputFileSystem(directory: "Forms")
        #expect(run(["init", "Forms", "--config"], files).code == 0)
        #expect(files.files.keys.sorted() == ["Forms/formc.yaml", "Forms/starter.form.yaml"])
    }

    @Test func neverOverwritesAndWritesNothingWhenOneFileExists() {
        let files = MemoryOutputFileSystem(directory: "Forms", files: ["Forms/formc.yaml": "mine"])
        let result = run(["init", "Forms/a.form.yaml", "--config"], files)
        #expect(result.code == 2)
        #expect(result.stderr == "formc: error: 'Forms/formc.yaml' already exists; formc init never overwrites a file. "
                + "Remove it, or give another path\n")
        #expect(files.files == ["Forms/formc.yaml": Array("mine".utf8)])
    }

    @Test func theStarterConfigurationSpellsOutFormcsDefaults() throws {
        let result = FormcConfig.read(Array(StarterFiles.config.utf8), path: "formc.yaml")
        #expect(result.diagnostics.isEmpty)
        let config = try #require(result.config)
        #expect(config.ui == .both)
        #expect(config.accessLevel == .internal)
        #expect(config.generatorOptions == GeneratorOptions())
    }

    @Test func refusesANameThatIsNoSpec() {
        let result = run(["init", "notes.yaml"], MemoryOutputFileSystem(directory: "."))
        #expect(result.code == 2)
        #expect(result.stderr.hasPrefix("formc: error: 'notes.yaml' is not a spec file name"))
        #expect(run(["init", "a.form.yaml", "b.form.yaml"], MemoryOutputFileSystem(directory: ".")).code == 2)
    }

    @Test(arguments: [("sign-up.form.yaml", "SignUp"), ("member_profile.form.yaml", "MemberProfile"),
                      ("login.form.yaml", "Login"), ("2fa.form.yaml", "Starter"), ("日本.form.yaml", "Starter")])
    func formNames(file: String, form: String) {
        #expect(InitCommand.formName(forFile: file) == form)
    }

    /// The real binary on disk: what init writes checks clean, warnings included.
    @Test func theStarterFilesCheckClean() throws {
        let scratch = try ScratchDirectory()
        let written = try FormcProcess.run(["init", "Forms/sign-up.form.yaml", "--config"], in: URL(fileURLWithPath: scratch.root))
        #expect(written.code == 0, "\(written.stderr)")
        let checked = try FormcProcess.run(["check", "--warnings-as-errors", "--config", "Forms/formc.yaml", "Forms"],
                                           in: URL(fileURLWithPath: scratch.root))
        #expect(checked.code == 0)
        #expect(checked.stderr.isEmpty, "\(checked.stderr)")
        let again = try FormcProcess.run(["init", "Forms/sign-up.form.yaml"], in: URL(fileURLWithPath: scratch.root))
        #expect(again.code == 2)
    }
}
