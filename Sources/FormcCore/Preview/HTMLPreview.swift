/// `formc preview`'s renderer: a second renderer of the checked model (next to
/// the Swift translator), writing one self-contained HTML page per spec — inline
/// style and script, no request to anything — and an index. Pure and
/// deterministic: the same specs give the same bytes.
public enum HTMLPreview {
    /// One spec as the preview sees it.
    public struct Spec: Sendable {
        /// The spec's path as given to formc.
        public var path: String
        /// The checked model; for a spec with errors, the checker's partial model
        /// (``FormCompiler/Result/partialModel``); nil when nothing could be modelled.
        public var model: FormModel?
        /// Every diagnostic of the spec, in presentation order.
        public var diagnostics: [Diagnostic]

        /// Creates a spec.
        public init(path: String, model: FormModel?, diagnostics: [Diagnostic]) {
            self.path = path
            self.model = model
            self.diagnostics = diagnostics
        }
    }

    /// The index page's name.
    public static let indexName = "index.html"

    /// `Forms/registration.form.yaml` → `registration.form.html`.
    public static func pageName(forSpecPath path: String) -> String {
        let swiftName = SwiftGenerator.outputName(forSpecPath: path)
        return swiftName.dropLast(".swift".count) + ".html"
    }

    /// The page of `spec`.
    /// - Parameters:
    ///   - spec: The spec.
    ///   - looks: The user interfaces drawn, the first shown first, with a switch between them when there
    ///     are several (repeats are dropped; none means every look).
    public static func page(for spec: Spec, looks: [PreviewLook] = PreviewLook.all) -> GeneratedFile {
        let page = PreviewPage(specName: shownName(spec.path), model: spec.model, diagnostics: spec.diagnostics,
                               looks: PreviewLook.distinct(looks))
        return GeneratedFile(name: pageName(forSpecPath: spec.path), contents: page.html())
    }

    /// The index of `specs`, in their order.
    public static func index(for specs: [Spec]) -> GeneratedFile {
        let entries = specs.map { spec in
            PreviewIndex.Entry(page: pageName(forSpecPath: spec.path), specName: shownName(spec.path),
                               name: spec.model?.name, title: spec.model?.title?.text,
                               fieldCount: spec.model?.fields.count ?? 0,
                               errorCount: spec.diagnostics.count { $0.severity == .error })
        }
        return GeneratedFile(name: indexName, contents: PreviewIndex(entries: entries).html())
    }

    /// Every page of `specs`, each drawing `looks` (``page(for:looks:)``), then the index.
    public static func files(for specs: [Spec], looks: [PreviewLook] = PreviewLook.all) -> [GeneratedFile] {
        specs.map { page(for: $0, looks: looks) } + [index(for: specs)]
    }

    /// An absolute path (as build tools pass) cut to its file name, so pages never
    /// depend on where a checkout lives.
    private static func shownName(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.split(separator: "/").last ?? "") : path
    }
}
