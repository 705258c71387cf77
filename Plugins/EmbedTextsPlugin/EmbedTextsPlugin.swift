import Foundation
import PackagePlugin

/// formc's own build step: embeds the texts the `formc` binary carries into
/// the FormcTexts target, from their one copy in the repository, each time
/// they change: every file of `Sources/FormcRuntime` (`EmbeddedRuntimeFiles`,
/// joined into the support file of `--runtime embedded`) and
/// `schemas/formc.schema.json` (`EmbeddedSchemaFiles`, printed by `formc schema`).
@main
struct EmbedTextsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let embedder = try context.tool(named: "EmbedTexts").url
        guard target.name == "FormcTexts" else {
            throw EmbedTextsError("EmbedTextsPlugin has nothing to embed into \(target.name)")
        }
        // Every file of the runtime's folder, not the target's sources: on Linux the
        // target leaves out the UIKit and SwiftUI parts (see Package.swift).
        let runtime = context.package.directoryURL.appending(path: "Sources/FormcRuntime")
        let schemas = context.package.directoryURL.appending(path: "schemas")
        let embeds = [("EmbeddedRuntimeFiles", runtime, try swiftFiles(under: runtime)),
                      ("EmbeddedSchemaFiles", schemas, [schemas.appending(path: "formc.schema.json")])]
        return embeds.map { name, base, files in
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
            return .buildCommand(
                displayName: "Embedding \(files.count) file\(files.count == 1 ? "" : "s") as \(name)",
                executable: embedder,
                arguments: [output.path, name, base.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        }
    }
}

/// The `.swift` files under `folder`, at any depth, by path.
private func swiftFiles(under folder: URL) throws -> [URL] {
    guard let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] else {
        throw EmbedTextsError("cannot list \(folder.path)")
    }
    let files = paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
    guard !files.isEmpty else { throw EmbedTextsError("no runtime files under \(folder.path)") }
    return files
}

/// Why the plugin cannot plan its command.
struct EmbedTextsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
