/// What `formc strings` exports: every localization key the forms of one
/// strings table use, once, with its default text and where it is used.
public struct LocalizationExport: Sendable {
    /// One key of the table.
    public struct Entry: Equatable, Sendable {
        /// The key.
        public var key: String
        /// The default text (the source language's value).
        public var defaultText: String
        /// Every place the key is used, joined (`Address: label of field 'name'`).
        public var comment: String
    }

    /// The keys, in the order of their UTF-8 bytes.
    public var entries: [Entry]
    /// Keys given two different defaults (an error per later use).
    public var diagnostics: [Diagnostic]

    /// The table a form's texts are looked up in (`Localizable` when the spec names none).
    public static func table(of model: FormModel) -> String {
        model.localization.table ?? "Localizable"
    }

    /// Collects the keys of those `models` that use `table`, in model order.
    /// A key used again with the same default adds its place to the comment;
    /// with another default it is a `localization-conflict` error at the later
    /// spec (the model keeps no positions, so at its start), and the first default stays.
    public init(models: [FormModel], table: String) {
        var byKey: [String: (entry: Entry, sourcePath: String)] = [:]
        // The places already in each key's comment: a key shared by every field stays linear.
        var places: [String: Set<String>] = [:]
        var diagnostics: [Diagnostic] = []
        for model in models where Self.table(of: model) == table {
            for use in model.localizedTexts {
                guard let first = byKey[use.key] else {
                    byKey[use.key] = (Entry(key: use.key, defaultText: use.defaultText, comment: use.comment), model.sourcePath)
                    places[use.key] = [use.comment]
                    continue
                }
                guard first.entry.defaultText == use.defaultText else {
                    let problem = Problems.localizationConflict(use.key, defaultText: use.defaultText,
                                                                otherDefault: first.entry.defaultText)
                    diagnostics.append(Diagnostic(
                        severity: problem.severity, id: problem.id, message: "\(problem.message) (\(use.comment))",
                        file: model.sourcePath, location: .fileStart,
                        notes: [Diagnostic.Note(message: "first used with that default here (\(first.entry.comment.prefix { $0 != ";" }))",
                                                file: first.sourcePath, location: .fileStart)]))
                    continue
                }
                if places[use.key, default: []].insert(use.comment).inserted { byKey[use.key]?.entry.comment += "; " + use.comment }
            }
        }
        entries = byKey.values.map(\.entry).sorted { JSONValue.keyOrder($0.key, $1.key) }
        self.diagnostics = diagnostics
    }
}
