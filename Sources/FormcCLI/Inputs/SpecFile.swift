/// A spec read from disk: its path as the user spelled it, and its bytes.
struct SpecFile: Sendable {
    /// The path, used in diagnostics.
    var path: String
    /// The file's contents.
    var bytes: [UInt8]
}

extension SpecDiscovery {
    /// Finds and reads every spec of `inputs`. All or nothing: any input that
    /// fails makes the run fail before a spec is compiled, so a report is never
    /// silently missing a file.
    func readSpecs(for inputs: [String]) -> Result<[SpecFile], InputErrors> {
        let paths: [String]
        switch specPaths(for: inputs) {
        case .success(let found): paths = found
        case .failure(let failure): return .failure(failure)
        }
        var files: [SpecFile] = []
        var errors: [InputError] = []
        for path in paths {
            do {
                files.append(SpecFile(path: path, bytes: try fileSystem.contents(ofFile: path)))
            } catch {
                errors.append(.unreadable(path: path, reason: error.reason))
            }
        }
        return errors.isEmpty ? .success(files) : .failure(InputErrors(errors: errors))
    }
}
