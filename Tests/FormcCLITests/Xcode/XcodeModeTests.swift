import Foundation
@testable import FormcCLI
import FormcCore
import Testing

/// `formc generate --xcode` as an Xcode Run Script phase with User Script
/// Sandboxing runs it: the environment Xcode sets (`SCRIPT_INPUT_FILE_n`,
/// `SCRIPT_OUTPUT_FILE_LIST_n` …), and nothing written but the declared outputs.
@Suite struct XcodeModeTests {
    let scratch: ScratchDirectory
    /// Where the phase's outputs go (`$(DERIVED_FILE_DIR)/formc` in the recipe).
    var out: String { scratch.path("derived/formc") }
    /// A file per spec, sorted.
    var names: [String] { ["login.form.swift", "profile.form.swift"] }

    init() throws {
        scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "Forms/login.form.yaml")
        try scratch.writeSpec(form: "Profile", to: "Forms/Sub/profile.form.yaml")
    }

    /// The environment of a phase declaring `inputs` and `outputs` as files,
    /// and the specs' folder `Forms` as an input too unless `folder` is false.
    func phase(inputs: [String], outputs: [String], folder: Bool = true) -> [String: String] {
        let inputs = (folder ? [scratch.path("Forms")] : []) + inputs
        var environment = ["SRCROOT": scratch.root, "DERIVED_FILE_DIR": scratch.path("derived"),
                           "SCRIPT_INPUT_FILE_COUNT": "\(inputs.count)", "SCRIPT_OUTPUT_FILE_COUNT": "\(outputs.count)"]
        for (index, path) in inputs.enumerated() { environment["SCRIPT_INPUT_FILE_\(index)"] = path }
        for (index, path) in outputs.enumerated() { environment["SCRIPT_OUTPUT_FILE_\(index)"] = path }
        return environment
    }

    var specs: [String] { [scratch.path("Forms/login.form.yaml"), scratch.path("Forms/Sub/profile.form.yaml")] }
    var declaredOutputs: [String] { names.map { out + "/" + $0 } }

    func formc(_ arguments: [String], environment: [String: String],
               outputFileSystem: any OutputFileSystem = LocalFileSystem()) -> Run {
        let console = MemoryConsole()
        let code = FormcCLI.run(arguments: arguments, environment: environment, console: console,
                                fileSystem: LocalFileSystem(), outputFileSystem: outputFileSystem,
                                compiler: .formc, currentDirectory: scratch.root)
        return Run(code: code, stdout: console.standardOutput, stderr: console.standardError)
    }

    @Test func writesTheDeclaredFilesInPlaceAndNothingElse() throws {
        let memory = MemoryOutputFileSystem(directory: out)
        let run = formc(["generate", "--xcode", "--output", out], environment: phase(inputs: specs, outputs: declaredOutputs),
                        outputFileSystem: memory)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        // Every file made is a declared output: no temporary file, no rename.
        #expect(memory.created.sorted() == declaredOutputs)
        #expect(memory.renamed.isEmpty)
        #expect(memory.text(out + "/login.form.swift")?.contains("struct LoginForm") == true)
    }

    @Test func onDiskASecondRunTouchesNothingAndAChangeRewritesOneFileInPlace() throws {
        let environment = phase(inputs: specs, outputs: declaredOutputs)
        #expect(formc(["generate", "--xcode", "-o", out], environment: environment).code == 0)
        #expect(try scratch.list("derived/formc") == names)
        let before = try scratch.identities("derived/formc")
        let again = formc(["generate", "--xcode", "-o", out, "--verbose"], environment: environment)
        #expect(again.code == 0)
        #expect(try scratch.identities("derived/formc") == before)
        #expect(again.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })

        try scratch.writeSpec(form: "Login", label: "Email", to: "Forms/login.form.yaml")
        let changed = formc(["generate", "--xcode", "-o", out, "--verbose"], environment: environment)
        #expect(changed.code == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("wrote \(out)/login.form.swift"))
        let after = try scratch.identities("derived/formc")
        #expect(after["profile.form.swift"] == before["profile.form.swift"])
        // Rewritten in place: the same inode (a rename would bring a new one), new contents.
        #expect(after["login.form.swift"]?.inode == before["login.form.swift"]?.inode)
        #expect(try scratch.read("derived/formc/login.form.swift").contains("Email"))
        #expect(try scratch.list("derived/formc") == names, "no temporary file")
    }

    @Test func fileListsAsXcodePassesThemWithTheSpecsTakenFromTheInputs() throws {
        // Xcode hands the script its own copies of the lists, paths expanded; a
        // committed list with `$(…)` is expanded from the environment too.
        try scratch.write("$(SRCROOT)/Forms/login.form.yaml\n\(scratch.root)/Forms/Sub/profile.form.yaml\n$(SRCROOT)/formc.yaml\n",
                          to: "lists/inputs-resolved.xcfilelist")
        try scratch.write("# outputs\n" + names.map { "$(DERIVED_FILE_DIR)/formc/\($0)\n" }.joined() + "\n",
                          to: "lists/outputs-resolved.xcfilelist")
        try scratch.write("access_level: public\n", to: "formc.yaml")
        let environment = ["SRCROOT": scratch.root, "DERIVED_FILE_DIR": scratch.path("derived"),
                           "SCRIPT_INPUT_FILE_COUNT": "0", "SCRIPT_OUTPUT_FILE_COUNT": "0",
                           "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": scratch.path("lists/inputs-resolved.xcfilelist"),
                           "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1", "SCRIPT_OUTPUT_FILE_LIST_0": scratch.path("lists/outputs-resolved.xcfilelist")]
        let run = formc(["generate", "--xcode", "--config", scratch.path("formc.yaml"), "--output", "derived/formc"],
                        environment: environment)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try scratch.list("derived/formc") == names)
        #expect(try scratch.read("derived/formc/login.form.swift").contains("public struct LoginForm"))
    }

    @Test func anUndeclaredOutputFailsTheRunWithNothingWritten() throws {
        let declared = declaredOutputs.filter { !$0.hasSuffix("profile.form.swift") }
        let run = formc(["generate", "--xcode", "-o", out], environment: phase(inputs: specs, outputs: declared))
        #expect(run.code == 2)
        #expect(run.stderr == """
            formc: error: '\(out)/profile.form.swift' is not a declared output of this run-script phase; add it to \
            the phase's output files or output file list (with User Script Sandboxing Xcode lets the phase write \
            nothing else); nothing was written

            """)
        #expect(!scratch.exists("derived/formc"))
    }

    @Test func aPhaseStillDeclaringTheOldSwiftUIFilesIsToldToRemoveThem() throws {
        // The lists of an earlier formc, which wrote a `+SwiftUI.swift` beside each form file.
        let old = declaredOutputs + ["\(out)/login.form+SwiftUI.swift", "\(out)/profile.form+SwiftUI.swift"]
        let run = formc(["generate", "--xcode", "-o", out], environment: phase(inputs: specs, outputs: old))
        #expect(run.code == 0)
        let warned = run.stderr.split(separator: "\n").map { $0.prefix { $0 != ";" } }
        #expect(warned == ["formc: warning: '\(out)/login.form+SwiftUI.swift' is a declared output that no spec produces",
                           "formc: warning: '\(out)/profile.form+SwiftUI.swift' is a declared output that no spec produces"])
        #expect(try scratch.list("derived/formc") == names)
    }

    @Test func aDeclaredOutputElsewhereDoesNotCount() throws {
        let elsewhere = declaredOutputs.map { $0.replacingOccurrences(of: "/derived/formc/", with: "/derived/other/") }
        let run = formc(["generate", "--xcode", "-o", out], environment: phase(inputs: specs, outputs: elsewhere))
        #expect(run.code == 2)
        #expect(run.stderr.components(separatedBy: "is not a declared output").count == 3, "both files: \(run.stderr)")
    }

    @Test func aDeclaredOutputNoSpecProducesIsAWarning() throws {
        let run = formc(["generate", "--xcode", "-o", out],
                        environment: phase(inputs: specs, outputs: declaredOutputs + [out + "/gone.form.swift"]))
        #expect(run.code == 0)
        #expect(run.stderr.contains("formc: warning: '\(out)/gone.form.swift' is a declared output that no spec produces"))
    }

    /// Xcode's environment for a phase with one input and one output file list, as Xcode passes them.
    func listedPhase(inputList: String, outputList: String) -> [String: String] {
        ["SRCROOT": scratch.root, "DERIVED_FILE_DIR": scratch.path("derived"),
         "SCRIPT_INPUT_FILE_COUNT": "0", "SCRIPT_OUTPUT_FILE_COUNT": "0",
         "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": scratch.path(inputList),
         "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1", "SCRIPT_OUTPUT_FILE_LIST_0": scratch.path(outputList)]
    }

    @Test func aSpecInTheDeclaredFolderButNotInTheInputListFailsNamingTheSpecAndTheList() throws {
        // The lists as the recipe makes them (the folders, then the specs), before profile.form.yaml was added.
        try scratch.write("$(SRCROOT)/Forms\n$(SRCROOT)/Forms/Sub\n$(SRCROOT)/Forms/login.form.yaml\n",
                          to: "lists/formc-inputs-resolved.xcfilelist")
        try scratch.write("$(DERIVED_FILE_DIR)/formc/login.form.swift\n", to: "lists/formc-outputs-resolved.xcfilelist")
        let run = formc(["generate", "--xcode", "--output", "derived/formc"],
                        environment: listedPhase(inputList: "lists/formc-inputs-resolved.xcfilelist",
                                                 outputList: "lists/formc-outputs-resolved.xcfilelist"))
        #expect(run.code == 2)
        #expect(run.stderr == """
            formc: error: '\(scratch.root)/Forms/Sub/profile.form.yaml' is in the declared folder '\(scratch.root)/Forms' \
            but not among the run-script phase's input files, so it would never be generated; add \
            '$(SRCROOT)/Forms/Sub/profile.form.yaml' to the phase's input file list (the one declaring '$(SRCROOT)/Forms'; \
            Xcode passed its resolved copy '\(scratch.root)/lists/formc-inputs-resolved.xcfilelist'), and \
            '$(DERIVED_FILE_DIR)/formc/profile.form.swift' to its output file list, or rewrite both by running \
            'formc generate <folder> … --xcfilelist-inputs <input list> --xcfilelist-outputs <output list>' in the \
            project folder; nothing was written

            """)
        #expect(!scratch.exists("derived/formc"))
    }

    @Test func theListsFormcWritesDeclareTheFoldersSoAForgottenSpecIsCaught() throws {
        // The recipe's terminal step: the lists, with Forms/ and Forms/Sub/ among the inputs.
        let setup = formc(["generate", scratch.path("Forms"), "--output", out,
                           "--xcfilelist-inputs", scratch.path("formc-inputs.xcfilelist"),
                           "--xcfilelist-outputs", scratch.path("formc-outputs.xcfilelist")],
                          environment: ["SRCROOT": scratch.root, "DERIVED_FILE_DIR": scratch.path("derived")])
        #expect(setup.code == 0, "\(setup.stderr)")
        #expect(try scratch.read("formc-inputs.xcfilelist") == """
            $(SRCROOT)/Forms
            $(SRCROOT)/Forms/Sub
            $(SRCROOT)/Forms/Sub/profile.form.yaml
            $(SRCROOT)/Forms/login.form.yaml

            """)
        let environment = listedPhase(inputList: "formc-inputs.xcfilelist", outputList: "formc-outputs.xcfilelist")
        let build = formc(["generate", "--xcode", "--output", out], environment: environment)
        #expect(build.code == 0)
        #expect(build.stderr.isEmpty, "\(build.stderr)")

        // A spec added to the folder, the lists forgotten: the next build fails instead of skipping it.
        try scratch.writeSpec(form: "Address", to: "Forms/Sub/address.form.yaml")
        let forgotten = formc(["generate", "--xcode", "--output", out], environment: environment)
        #expect(forgotten.code == 2)
        #expect(forgotten.stderr.contains("'\(scratch.root)/Forms/Sub/address.form.yaml' is in the declared folder"))
        #expect(forgotten.stderr.contains("add '$(SRCROOT)/Forms/Sub/address.form.yaml' to the phase's input file list"))
        #expect(forgotten.stderr.contains("'$(DERIVED_FILE_DIR)/formc/address.form.swift' to its output file list"))
    }

    @Test func withNoFolderDeclaredItWarnsThatAForgottenSpecCannotBeSeen() throws {
        let run = formc(["generate", "--xcode", "-o", out], environment: phase(inputs: specs, outputs: declaredOutputs, folder: false))
        #expect(run.code == 0)
        #expect(run.stderr == "formc: warning: \(UndeclaredSpecs.noFolderWarning)\n")
    }

    @Test func aDeclaredFolderThatCannotBeListedFailsTheRun() throws {
        var environment = phase(inputs: specs, outputs: declaredOutputs)
        environment["SCRIPT_INPUT_FILE_0"] = scratch.path("Forms")
        let console = MemoryConsole()
        let denied = DenyingFileSystem(deniedDirectory: scratch.path("Forms/Sub"))
        let code = FormcCLI.run(arguments: ["generate", "--xcode", "-o", out], environment: environment, console: console,
                                fileSystem: denied, outputFileSystem: LocalFileSystem(), compiler: .formc,
                                currentDirectory: scratch.root)
        #expect(code == 2)
        #expect(console.standardError.contains("cannot list directory '\(scratch.root)/Forms/Sub': operation not permitted"))
        #expect(!scratch.exists("derived/formc"))
    }

    @Test func outsideARunScriptPhaseItRefusesToGuess() {
        let run = formc(["generate", "--xcode", "-o", out] + specs, environment: [:])
        #expect(run.code == 2)
        #expect(run.stderr.contains("neither SCRIPT_OUTPUT_FILE_COUNT nor SCRIPT_OUTPUT_FILE_LIST_COUNT is set"))
        var broken = phase(inputs: specs, outputs: declaredOutputs)
        broken["SCRIPT_OUTPUT_FILE_1"] = nil
        #expect(formc(["generate", "--xcode", "-o", out], environment: broken).stderr
                == "formc: error: the Xcode variable SCRIPT_OUTPUT_FILE_1 is not set, although its count says it should be\n")
        broken["SCRIPT_OUTPUT_FILE_COUNT"] = "three"
        #expect(formc(["generate", "--xcode", "-o", out], environment: broken).stderr
                == "formc: error: the Xcode variable SCRIPT_OUTPUT_FILE_COUNT is 'three', not a count\n")
    }

    @Test func noDeclaredSpecAndWritingFileListsAreErrors() {
        let noSpecs = formc(["generate", "--xcode", "-o", out], environment: phase(inputs: [], outputs: declaredOutputs))
        #expect(noSpecs.code == 2)
        #expect(noSpecs.stderr.contains("no '*.form.yaml' among the run-script phase's declared input files"))
        let lists = formc(["generate", "--xcode", "-o", out, "--xcfilelist-outputs", "o.xcfilelist"] + specs,
                          environment: phase(inputs: specs, outputs: declaredOutputs))
        #expect(lists.code == 2)
        #expect(lists.stderr.contains("'--xcfilelist-outputs' cannot go with '--xcode'"))
    }

    @Test func aFailedWriteRemovesTheHalfWrittenFileSoXcodeRerunsThePhase() throws {
        let environment = phase(inputs: specs, outputs: declaredOutputs)
        #expect(formc(["generate", "--xcode", "-o", out], environment: environment).code == 0)
        try scratch.writeSpec(form: "Login", label: "Email", to: "Forms/login.form.yaml")
        // Profile's file is unchanged, so login's is the first written.
        let run = formc(["generate", "--xcode", "-o", out], environment: environment,
                        outputFileSystem: FailingOutputFileSystem(failing: .write, onFile: 1))
        #expect(run.code == 2)
        let failed = "login.form.swift"
        #expect(run.stderr == "formc: error: cannot write '\(out)/\(failed)': no space left on device\n")
        #expect(try scratch.list("derived/formc") == names.filter { $0 != failed })
    }

    @Test func aDryRunWritesNothing() throws {
        let run = formc(["generate", "--xcode", "-o", out, "--dry-run"], environment: phase(inputs: specs, outputs: declaredOutputs))
        #expect(run.code == 0)
        #expect(run.stdout == names.map { "create \(out)/\($0)\n" }.joined())
        #expect(!scratch.exists("derived"))
    }

    @Test func theRealExecutableUnderXcodesEnvironment() throws {
        let executable = try #require(FormcProcess.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["generate", "--xcode", "--output", out]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.root)
        process.environment = phase(inputs: specs, outputs: declaredOutputs).merging(["NO_COLOR": "1"]) { $1 }
        let error = Pipe()
        process.standardError = error
        try process.run()
        let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(try scratch.list("derived/formc") == names)
    }
}

/// The local file system, but one directory cannot be listed (as a sandbox denies it).
private struct DenyingFileSystem: FileSystem {
    var deniedDirectory: String
    func kind(of path: String) throws(FileSystemError) -> FileKind { try LocalFileSystem().kind(of: path) }
    func entries(ofDirectory path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard path != deniedDirectory else { throw FileSystemError(reason: "operation not permitted") }
        return try LocalFileSystem().entries(ofDirectory: path)
    }
    func contents(ofFile path: String) throws(FileSystemError) -> [UInt8] { try LocalFileSystem().contents(ofFile: path) }
}

extension Run {
    /// A run's outcome as recorded.
    fileprivate init(code: Int32, stdout: String, stderr: String) {
        self.code = code
        self.stdout = stdout
        self.stderr = stderr
    }
}
