import Foundation

/// Whether a target also applies `FormcBuildPlugin`, read from the package's
/// manifest text (the plugin API does not say which plugins a target uses).
/// With both, the build would compile two copies of every generated type, and
/// SwiftPM stops with a "multiple producers" error that names neither plugin.
struct BuildPluginUse {
    /// The build plugin's product name.
    static let buildPlugin = "FormcBuildPlugin"

    /// The manifest's text, comments blanked out (line breaks kept).
    var code: String

    /// Reads `Package.swift` in `packageDirectory`; nil when there is none to read.
    init?(packageDirectory: URL) {
        guard let text = try? String(contentsOf: packageDirectory.appending(path: "Package.swift"), encoding: .utf8) else {
            return nil
        }
        self.init(manifest: text)
    }

    /// A manifest's text.
    init(manifest: String) {
        code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
            .joined(separator: "\n")
    }

    /// The 1-based line of the manifest where `target` lists `FormcBuildPlugin`,
    /// or nil. A target's declaration runs from its `name: "<target>"` to the
    /// next declaration (a target's, or a plugin target's `.plugin(name:capability:)`).
    func line(applyingBuildPluginTo target: String) -> Int? {
        let targetDeclaration = #/\.(?:target|executableTarget|testTarget|macro|systemLibrary|binaryTarget)\(\s*name:\s*"([^"]+)"/#
        let pluginDeclaration = #/\.plugin\(\s*name:\s*"[^"]+"\s*,\s*capability:/#
        var declarations: [(start: String.Index, name: String?)] = code.matches(of: targetDeclaration)
            .map { ($0.range.lowerBound, String($0.output.1)) }
        declarations += code.matches(of: pluginDeclaration).map { ($0.range.lowerBound, nil) }
        declarations.sort { $0.start < $1.start }
        for use in code.ranges(of: "\"\(Self.buildPlugin)\"") {
            guard let owner = declarations.last(where: { $0.start < use.lowerBound }), owner.name == target else { continue }
            return code[..<use.lowerBound].count(where: { $0 == "\n" }) + 1
        }
        return nil
    }

    /// The refusal for `target`, whose manifest line `line` applies the build plugin.
    static func refusal(target: String, line: Int) -> String {
        "target '\(target)' also uses \(buildPlugin) (Package.swift:\(line)); with both plugins every generated type "
            + "would be compiled twice and SwiftPM would stop with 'multiple producers'. Choose one: keep "
            + "\(buildPlugin) and commit nothing generated, or remove it from the target's plugins to commit the "
            + "generated code with this command (then exclude the specs' folder: exclude: [\"Forms\"])"
    }
}
