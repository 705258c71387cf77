import Foundation

/// Finds specs and configurations on disk: a target's `sourceFiles` lack the
/// folders its `exclude:` names (`exclude: ["Specs"]`, the usual way to keep
/// SwiftPM from warning about unhandled files), so the folder itself is walked.
enum SpecSearch {
    /// The `*.form.yaml` and `formc.yaml` files below `folder`, sorted by path;
    /// hidden files and folders are skipped, as formc's own directory search does.
    static func files(under folder: URL) -> (specs: [URL], configs: [URL]) {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                        options: [.skipsHiddenFiles]) else { return ([], []) }
        var specs: [URL] = [], configs: [URL] = []
        for case let url as URL in walk {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let name = url.lastPathComponent
            if name.hasSuffix(Job.specSuffix) { specs.append(url.standardizedFileURL) }
            if name == Job.configName { configs.append(url.standardizedFileURL) }
        }
        return (specs.sorted { $0.path < $1.path }, configs.sorted { $0.path < $1.path })
    }

    /// Whether `url` is a directory.
    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
