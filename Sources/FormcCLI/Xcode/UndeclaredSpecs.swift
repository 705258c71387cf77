import FormcCore

/// The specs a run-script phase would silently skip: those in a folder the
/// phase declares as an input but missing from its declared input files.
///
/// The phase takes its specs from its declared inputs (User Script Sandboxing
/// lets it read nothing else), so a spec added to the folder but not to the
/// input file list would never be generated while the build succeeds. A folder
/// among the inputs closes that gap twice over: Xcode reruns the phase when the
/// folder's entries change, and formc may list it. `formc generate <folder>
/// --xcfilelist-inputs …` writes the folder and its subfolders into the list.
struct UndeclaredSpecs: Equatable, Sendable {
    /// A spec found in a declared folder but not declared itself.
    struct Spec: Equatable, Sendable {
        /// The spec's path, absolute.
        var path: String
        /// The declared folder it was found in.
        var folder: String
    }

    /// The declared folders.
    var folders: [String]
    /// The specs in them that the phase does not declare, in path order.
    var specs: [Spec]

    /// Searches every directory among `declared.inputs` for `*.form.yaml`.
    /// - Throws: ``InputErrors`` when a declared folder cannot be searched.
    init(declared: XcodeScriptFiles, fileSystem: any FileSystem) throws(InputErrors) {
        let discovery = SpecDiscovery(fileSystem: fileSystem)
        folders = declared.inputs.filter { (try? fileSystem.kind(of: $0)) == .directory }
        let declaredPaths = Set(declared.inputs)
        var specs: [Spec] = []
        var seen: Set<String> = []
        var errors: [InputError] = []
        for folder in folders {
            switch discovery.specPaths(for: [folder]) {
            case .success(let found):
                for path in found.map(XCFileList.normalized) where !declaredPaths.contains(path) && seen.insert(path).inserted {
                    specs.append(Spec(path: path, folder: folder))
                }
            case .failure(let failure):
                // An empty folder is fine: its specs are yet to come.
                errors += failure.errors.filter { if case .noSpecs = $0 { false } else { true } }
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors: errors) }
        self.specs = specs.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The error for `spec`: what to add, and to which list.
    /// - Parameters:
    ///   - outputDirectory: the phase's output directory, absolute, for the output line to add.
    ///   - declared: the phase's declared files, to name the list that declares the folder.
    ///   - environment: the build settings, to write the lines as a committed list spells them.
    static func message(for spec: Spec, outputDirectory: String, declared: XcodeScriptFiles,
                        environment: [String: String]) -> String {
        let outputs = [SpecDiscovery.join(outputDirectory, SwiftGenerator.outputName(forSpecPath: spec.path))]
        let lines = XCFileList(paths: [spec.path, spec.folder] + outputs, currentDirectory: "/", environment: environment).lines
        let list = declared.inputLists[spec.folder].map { " (the one declaring '\(lines[1])'; Xcode passed its resolved copy '\($0)')" } ?? ""
        let outputLines = lines.dropFirst(2).map { "'\($0)'" }.joined(separator: " and ")
        return "'\(spec.path)' is in the declared folder '\(spec.folder)' but not among the run-script phase's input "
            + "files, so it would never be generated; add '\(lines[0])' to the phase's input file list\(list), and "
            + "\(outputLines) to its output file list, or rewrite both by running 'formc generate <folder> … "
            + "--xcfilelist-inputs <input list> --xcfilelist-outputs <output list>' in the project folder; nothing was written"
    }

    /// The warning when no input is a folder: then nothing can tell a forgotten spec.
    static let noFolderWarning = "none of the run-script phase's declared inputs is a folder, so a spec added to the "
        + "folder but not to the input file list would be skipped without a word; add the specs' folder "
        + "('$(SRCROOT)/Forms') to the input file list ('formc generate Forms --xcfilelist-inputs …' writes it)"
}
