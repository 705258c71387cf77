/// The folders among the inputs, with every folder below them that
/// ``SpecDiscovery`` searches, for an Xcode input file list: declared there,
/// a folder makes Xcode rerun the phase when a file is added to it, and lets
/// `generate --xcode` list it to find a spec the list forgot (``UndeclaredSpecs``).
struct SpecFolders {
    /// Where to look.
    var fileSystem: any FileSystem

    /// The directories among `inputs` and below them (hidden ones and links
    /// skipped, as discovery skips them), each directory before its subfolders,
    /// subfolders in byte-wise order. A folder that cannot be listed is left
    /// out here: reading the specs reports it.
    func folders(of inputs: [String]) -> [String] {
        var folders: [String] = []
        for input in inputs where (try? fileSystem.kind(of: input)) == .directory {
            collect(input, into: &folders)
        }
        return folders
    }

    private func collect(_ directory: String, into folders: inout [String]) {
        folders.append(directory)
        guard let entries = try? fileSystem.entries(ofDirectory: directory) else { return }
        let subfolders = entries.filter { $0.kind == .directory && !$0.isSymbolicLink && !$0.name.hasPrefix(".") }
            .map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in subfolders { collect(SpecDiscovery.join(directory, name), into: &folders) }
    }
}
