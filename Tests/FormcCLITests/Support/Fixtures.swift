import FormcCLI
import FormcCore

/// Canned diagnostics and models for tests.
enum Fixtures {
    static func diagnostic(_ severity: Diagnostic.Severity = .error, _ id: DiagnosticID = .unknownKey,
                           _ message: String = "unknown key 'lable' in field; did you mean 'label'?",
                           file: String = "Forms/Registration.form.yaml", line: Int = 4, column: Int = 9,
                           notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(severity: severity, id: id, message: message, file: file,
                   location: SourceLocation(line: line, column: column), notes: notes)
    }

    static func model(path: String) -> FormModel {
        FormModel(
            formatVersion: 1, name: "Registration",
            swiftNames: FormSwiftNames(form: "RegistrationForm", binder: "RegistrationFormBinder"),
            sourcePath: path, title: LocalizableText("会員登録"), localization: Localization(),
            optionLists: [], toolbars: [], keyboard: KeyboardSettings(),
            fields: [Field(id: "name", swiftName: "name", kind: .text, label: LocalizableText("名前"))])
    }

    /// A compiler that answers from `diagnostics` by path (keyed by the path it is
    /// called with) and returns a model whenever a spec has no error.
    static func compiler(_ diagnostics: [String: [Diagnostic]] = [:]) -> SpecCompiler {
        SpecCompiler { _, path in
            let found = diagnostics[path] ?? []
            let failed = found.contains { $0.severity == .error }
            return SpecCompiler.Output(model: failed ? nil : model(path: path), diagnostics: found)
        }
    }
}

/// One run of formc with fakes, and what it printed.
struct Run {
    let code: Int32
    let stdout: String
    let stderr: String

    init(_ arguments: [String], files: FakeFileSystem = FakeFileSystem(),
         compiler: SpecCompiler = Fixtures.compiler(), environment: [String: String] = [:],
         terminal: Bool = false) {
        let console = MemoryConsole(terminal: terminal)
        code = FormcCLI.run(arguments: arguments, environment: environment, console: console,
                            fileSystem: files, compiler: compiler, texts: .formc)
        stdout = console.standardOutput
        stderr = console.standardError
    }
}
