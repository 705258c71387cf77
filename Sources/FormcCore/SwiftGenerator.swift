/// The back end: checked ``FormModel``s in, Swift files out. Pure: it touches
/// no files; the CLI and the build plugin write what it returns.
public struct SwiftGenerator: Sendable {
    /// How to generate.
    public var options: GeneratorOptions
    /// The runtime's text, which `--runtime embedded` writes as the support file;
    /// without it that mode writes no support file (the CLI refuses it first).
    public var embeddedRuntime: EmbeddedRuntime?

    /// Creates a generator.
    public init(options: GeneratorOptions = GeneratorOptions(), embeddedRuntime: EmbeddedRuntime? = nil) {
        self.options = options
        self.embeddedRuntime = embeddedRuntime
    }

    /// The name of the support file an output directory gets once with `--runtime embedded`.
    public static let supportFileName = "FormcSupport.swift"

    /// The Swift file for one form. Its name comes from the spec's file name:
    /// `forms/registration.form.yaml` → `registration.form.swift`.
    public func file(for model: FormModel) -> GeneratedFile {
        streamedFile(for: model).collected()
    }

    /// The Swift file for one form, printed only when written (see ``StreamedFile``).
    ///
    /// Its UIKit part (about a third of the printing) is built and printed on
    /// a second thread into memory while the model and state are printed into
    /// the sink, and follows them there: the same bytes, sooner.
    public func streamedFile(for model: FormModel) -> StreamedFile {
        StreamedFile(name: Self.outputName(forSpecPath: model.sourcePath)) { [options] sink in
            let emitter = FormFileEmitter(model: IndexedModel(model), options: options)
            let uikit = Concurrently { emitter.uikitDeclaration().map { SwiftPrinter().continuation([$0]) } }
            SwiftPrinter().render(header: Self.header(from: model.sourcePath, root: options.headerRoot),
                                  declarations: emitter.declarations(), to: sink)
            uikit.value?.withUnsafeBufferPointer { StreamedFile.send($0, to: sink) }
        }
    }

    /// The SwiftUI file for one form, printed only when written: the view
    /// over the form's state, in a file of its own so that an app compiles
    /// only the UI it uses. Always written, so that build systems see one set
    /// of outputs whatever `ui` says; without SwiftUI it holds only a comment.
    public func streamedSwiftUIFile(for model: FormModel) -> StreamedFile {
        StreamedFile(name: Self.swiftUIOutputName(forSpecPath: model.sourcePath)) { [options] sink in
            let declarations = SwiftUIFileEmitter(model: IndexedModel(model), options: options).declarations()
            SwiftPrinter().render(header: Self.header(from: model.sourcePath, root: options.headerRoot)
                                    + SwiftUIFileEmitter.headerNote(options),
                                  declarations: declarations, to: sink)
        }
    }

    /// The support file of `--runtime embedded`: the runtime the form files
    /// call, written out; nil without ``embeddedRuntime``. Fixed code; only the access level varies.
    public func supportFile() -> GeneratedFile? {
        embeddedRuntime.map { GeneratedFile(name: Self.supportFileName, contents: SupportFile.text(access: options.access, runtime: $0)) }
    }

    /// The files for `models` (each form's file and SwiftUI file), plus the
    /// support file when the runtime is embedded, sorted by name.
    public func files(for models: [FormModel]) -> [GeneratedFile] {
        streamedFiles(for: models).map { $0.collected() }
    }

    /// The files for `models` (plus the support file when the runtime is embedded), sorted by name, each
    /// printed only when written: generating into a sink needs one file's
    /// declaration trees at a time and never a file's whole text.
    public func streamedFiles(for models: [FormModel]) -> [StreamedFile] {
        let support = options.runtime == .embedded ? supportFile().map { [StreamedFile($0)] } ?? [] : []
        let forms = models.flatMap { [streamedFile(for: $0), streamedSwiftUIFile(for: $0)] }
        return (forms + support).sorted { $0.name < $1.name }
    }

    /// `a/b/registration.form.yaml` → `registration.form.swift`; a name not
    /// ending in `.yaml`/`.yml` just gets `.swift`.
    public static func outputName(forSpecPath path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path))
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        return name + ".swift"
    }

    /// `a/b/registration.form.yaml` → `registration.form+SwiftUI.swift`.
    public static func swiftUIOutputName(forSpecPath path: String) -> String {
        String(outputName(forSpecPath: path).dropLast(".swift".count)) + "+SwiftUI.swift"
    }

    /// Every file generated for the spec at `path`: its form file, then its SwiftUI file.
    public static func outputNames(forSpecPath path: String) -> [String] {
        [outputName(forSpecPath: path), swiftUIOutputName(forSpecPath: path)]
    }

    /// The spec's path as ``HeaderPath`` shows it: the same for every spelling,
    /// and never where a checkout lives.
    private static func header(from path: String, root: String?) -> [String] {
        let shown = HeaderPath.shown(path, root: root)
        return ["Generated by formc \(FormcVersion.current) from \(shown). DO NOT EDIT.", lintDirective]
    }

    /// Every generated file's second line: SwiftLint skips code its users cannot edit.
    static let lintDirective = "swiftlint:disable all"
}
