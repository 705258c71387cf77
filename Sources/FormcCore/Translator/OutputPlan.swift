/// The checks between the specs of one `generate` run: one output directory
/// takes every spec's file and the support file, and one Swift module takes
/// every form's types. Pure, so the CLI and the build plugin share it.
///
/// Each collision is reported at 1:1 of the later spec (in the order given),
/// with a note at 1:1 of the earlier one.
public enum OutputPlan {
    /// Every collision among `models`: file names, then Swift type names.
    public static func collisions(among models: [FormModel]) -> [Diagnostic] {
        fileNameCollisions(specPaths: models.map(\.sourcePath)) + typeNameCollisions(among: models)
    }

    /// Specs whose generated files would overwrite each other or the support
    /// file. Needs only the paths, so a build plugin can check before compiling.
    ///
    /// Names are compared ignoring case and Unicode normalisation too:
    /// `A.form.swift` and `a.form.swift`, or `café` with U+00E9 and with `e` +
    /// U+0301, are one file on macOS's default file system, and output must not
    /// depend on where it is written. (`String` keys compare canonically; paths
    /// are one spec only when their bytes are equal.)
    public static func fileNameCollisions(specPaths: [String]) -> [Diagnostic] {
        let supportKey = SwiftGenerator.supportFileName.lowercased()
        var firstByKey: [String: (path: String, name: String)] = [:]
        var diagnostics: [Diagnostic] = []
        for path in specPaths {
            let name = SwiftGenerator.outputName(forSpecPath: path)
            let key = name.lowercased()
            if key == supportKey {
                diagnostics.append(diagnostic(Problems.outputIsSupportFile(name), in: path))
                continue
            }
            // The same path twice is one spec named twice, not a collision (discovery keeps it once anyway).
            if let first = firstByKey[key] {
                guard !first.path.utf8.elementsEqual(path.utf8) else { continue }
                let problem = !first.name.utf8.elementsEqual(name.utf8)
                    ? first.name == name
                        ? Problems.outputNormalizationCollision(name, otherName: first.name, otherSpec: first.path)
                        : Problems.outputCaseCollision(name, otherName: first.name, otherSpec: first.path)
                    : Problems.outputCollision(name, otherSpec: first.path)
                diagnostics.append(diagnostic(problem, in: path, note: ("'\(first.name)' is first generated from this spec", first.path)))
                continue
            }
            firstByKey[key] = (path, name)
        }
        return diagnostics
    }

    /// Forms whose top-level Swift types (the form struct, its binder) share a
    /// name, which would not compile in one module. One diagnostic per later form.
    public static func typeNameCollisions(among models: [FormModel]) -> [Diagnostic] {
        var firstByType: [String: FormModel] = [:]
        var diagnostics: [Diagnostic] = []
        for model in models {
            let types = [model.swiftNames.form, model.swiftNames.binder]
            if let (type, first) = types.lazy.compactMap({ type in firstByType[type].map { (type, $0) } }).first {
                let problem = Problems.typeCollision(form: model.name, swiftName: type,
                                                     otherForm: first.name, otherSpec: first.sourcePath)
                diagnostics.append(diagnostic(problem, in: model.sourcePath,
                                              note: ("'\(type)' is first declared by this spec's form", first.sourcePath)))
            }
            for type in types where firstByType[type] == nil { firstByType[type] = model }
        }
        return diagnostics
    }

    private static func diagnostic(_ problem: Problem, in path: String,
                                   note: (message: String, file: String)? = nil) -> Diagnostic {
        Diagnostic(severity: problem.severity, id: problem.id, message: problem.message, file: path,
                   location: .fileStart,
                   notes: note.map { [Diagnostic.Note(message: $0.message, file: $0.file, location: .fileStart)] } ?? [])
    }
}
