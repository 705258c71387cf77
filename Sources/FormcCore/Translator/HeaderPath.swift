/// The spec path a generated file's header names. A path can be spelled many
/// ways (`Forms/a.form.yaml`, `./Forms/a.form.yaml`, `/work/app/Forms/a.form.yaml`);
/// the header must not change with the spelling, or an unchanged spec given
/// another way would rewrite its output and rebuild it.
///
/// With a root (the CLI passes its working directory), the path is shown
/// relative to it, `..` and `.` resolved lexically; a spec outside the root,
/// or any spec when the root is `/`, is shown by its file name only, so the
/// header never holds where a checkout lives. Without a root, a relative path
/// is shown normalized and an absolute one by its file name.
enum HeaderPath {
    /// What the header shows for the spec at `path`, given the working directory `root`.
    static func shown(_ path: String, root: String?) -> String {
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        let relative: [Substring]?
        if let root, root.hasPrefix("/") {
            let base = components(root)
            let absolute = components(path.hasPrefix("/") ? path : root + "/" + path)
            relative = !base.isEmpty && absolute.starts(with: base) ? Array(absolute.dropFirst(base.count)) : nil
        } else {
            relative = path.hasPrefix("/") ? nil : components(path, keepingLeadingParents: true)
        }
        guard let relative, !relative.isEmpty, relative.first != ".." else { return fileName }
        return relative.joined(separator: "/")
    }

    /// The components of `path` with `.` dropped and `x/..` folded, lexically
    /// (a header names no link to resolve). A `..` that climbs out of a relative
    /// path is kept when `keepingLeadingParents`, else dropped as at `/`.
    private static func components(_ path: String, keepingLeadingParents: Bool = false) -> [Substring] {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if keepingLeadingParents { parts.append(part) }
            default: parts.append(part)
            }
        }
        return parts
    }
}
