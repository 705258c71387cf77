import Foundation

/// Where a spec's included files may lie: inside its project — the nearest
/// folder at or above the spec's that holds a `formc.yaml`, a `Package.swift`,
/// an `.xcodeproj` or a `.git`, or the spec's own folder when none does. So
/// `../shared/lists.yaml` works in a project, and `../../.git-credentials` or
/// a symbolic link out of it does not: an include reads no file the project
/// does not hold.
struct IncludeBoundary {
    /// The project folder, with symbolic links resolved.
    let root: String

    /// The names that mark a project's root folder.
    static let markers: Set<String> = ["formc.yaml", "Package.swift", ".git"]

    /// The boundary of the spec at `specPath` (relative to the current directory, or absolute).
    init(specPath: String, fileSystem: any FileSystem) {
        let specFolder = URL(fileURLWithPath: specPath).standardizedFileURL.deletingLastPathComponent()
        var folder = specFolder
        var found: URL?
        while found == nil {
            let entries = (try? fileSystem.entries(ofDirectory: folder.path)) ?? []
            if entries.contains(where: { Self.markers.contains($0.name) || $0.name.hasSuffix(".xcodeproj") }) {
                found = folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        root = (found ?? specFolder).resolvingSymlinksInPath().path
    }

    /// Why `path` may not be included, or nil when it lies inside the project.
    func refusal(of path: String) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard !file.hasPrefix(prefix) else { return nil }
        return "it lies outside the spec's project (the nearest folder above the spec with a formc.yaml, "
            + "Package.swift, .xcodeproj or .git; else the spec's folder)"
    }
}
