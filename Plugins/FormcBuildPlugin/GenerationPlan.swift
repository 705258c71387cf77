import Foundation
import PackagePlugin

/// One target's `formc generate` command: the specs, the configuration, and
/// the files it writes. Shared by the SwiftPM and Xcode entry points.
struct GenerationPlan {
    /// What formc and this plugin call a configuration file.
    static let configName = "formc.yaml"
    /// What a spec's name ends with.
    static let specSuffix = ".form.yaml"
    /// The runtime's product and module, which every target with forms depends on.
    static let runtimeProduct = "FormcRuntime"

    /// The target, for the build log.
    var targetName: String
    /// The specs, sorted by path so the command line is the same on every build.
    var specs: [URL]
    /// The `formc.yaml` in effect, if any.
    var config: URL?
    /// The target's other YAML files (`*.yaml`, `*.yml`): the option-list files specs may
    /// include (`include:`), declared as inputs so that editing one reruns formc. The plugin
    /// reads no YAML, so it declares them all; a file included from outside the target is not seen.
    var sharedFiles: [URL] = []
    /// Where formc writes; the build system compiles what it finds declared there.
    var outputDirectory: URL

    /// The plan for a target with `files`, or nil when it has no spec.
    ///
    /// The configuration is the `formc.yaml` among the target's files (at any
    /// depth), else `fallbackConfig` (the package or project root's) when it exists.
    /// - Throws: ``PluginError`` when the target holds more than one `formc.yaml`.
    init?(targetName: String, files: [URL], fallbackConfig: URL, workDirectory: URL) throws {
        let specs = files.filter { $0.lastPathComponent.hasSuffix(Self.specSuffix) }.sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return nil }
        let configs = files.filter { $0.lastPathComponent == Self.configName }
        guard configs.count <= 1 else {
            throw PluginError.severalConfigs(target: targetName, paths: configs.map(\.path).sorted())
        }
        self.targetName = targetName
        self.specs = specs
        sharedFiles = files.filter { file in
            let name = file.lastPathComponent
            return (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !name.hasSuffix(Self.specSuffix) && name != Self.configName
        }.sorted { $0.path < $1.path }
        config = configs.first ?? (FileManager.default.fileExists(atPath: fallbackConfig.path) ? fallbackConfig : nil)
        outputDirectory = workDirectory.appending(path: "GeneratedSources")
    }

    /// The generated files: one per spec, named as formc names them
    /// (`registration.form.yaml` → `registration.form.swift`,
    /// `SwiftGenerator.outputName(forSpecPath:)`); the runtime is the FormcRuntime
    /// product, not a file. The declared outputs never depend on the configuration's contents.
    /// A name two specs share is declared once: formc then fails the command with
    /// an `output-collision` error naming both specs.
    var outputs: [URL] {
        var names: [String] = []
        for spec in specs {
            let name = Self.outputName(forSpec: spec)
            if !names.contains(name) { names.append(name) }
        }
        return names.map { outputDirectory.appending(path: $0) }
    }

    /// `a/registration.form.yaml` → `registration.form.swift`.
    static func outputName(forSpec spec: URL) -> String {
        String(spec.lastPathComponent.dropLast(".yaml".count)) + ".swift"
    }

    /// `formc generate --output <dir> --runtime library [--config <file>] -- <specs…>`:
    /// the forms import FormcRuntime whatever the configuration says, since a
    /// package target can always depend on it (and two copies of the runtime in
    /// one app are what the library ends). Specs are passed as absolute paths, so
    /// formc's `path:line:col: error:` lines point at the files SwiftPM and Xcode show.
    var arguments: [String] {
        var arguments = ["generate", "--output", outputDirectory.path, "--runtime", "library"]
        if let config { arguments += ["--config", config.path] }
        return arguments + ["--"] + specs.map(\.path)
    }

    /// The build command running `formc`.
    func command(formc: URL) -> Command {
        .buildCommand(
            displayName: "formc: generating \(specs.count) form\(specs.count == 1 ? "" : "s") of \(targetName)",
            executable: formc,
            arguments: arguments,
            inputFiles: specs + sharedFiles + (config.map { [$0] } ?? []),
            outputFiles: outputs)
    }
}

/// Why the plugin cannot plan a target's generation.
enum PluginError: Error, CustomStringConvertible {
    /// More than one `formc.yaml` in one target: which one applies would be a guess.
    case severalConfigs(target: String, paths: [String])
    /// The target has forms but does not depend on the runtime they import.
    case missingRuntime(target: String)

    var description: String {
        switch self {
        case .severalConfigs(let target, let paths):
            "target '\(target)' holds \(paths.count) '\(GenerationPlan.configName)' files; "
                + "keep one (at the target's root): \(paths.joined(separator: ", "))"
        case .missingRuntime(let target):
            "target '\(target)' has *.form.yaml specs, whose generated Swift imports \(GenerationPlan.runtimeProduct), "
                + "but does not depend on it; add .product(name: \"\(GenerationPlan.runtimeProduct)\", package: \"formc\") "
                + "to the target's dependencies in Package.swift (docs/integration.md)"
        }
    }
}
