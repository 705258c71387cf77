import Foundation
import PackagePlugin

/// `swift package generate-form-sources`: for teams that commit the generated
/// code. Runs the same `formc generate` as the build plugin, once per target
/// holding specs, writing into the target's `Generated/` folder (or `--output`).
///
///     swift package --allow-writing-to-package-directory generate-form-sources \
///         [--target <name>]... [--output <directory>] [formc generate options…]
///
/// Options it does not know (`--dry-run`, `--verbose`, `--access-level …`) go to formc.
@main
struct FormcCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let passed = extractor.remainingArguments

        let targets = try context.package.selectedTargets(targetNames).compactMap(\.sourceModule)
        let jobs = try targets.compactMap { target in
            try Job(target: target, packageDirectory: context.package.directoryURL)
        }
        guard !jobs.isEmpty else {
            Diagnostics.warning("no target holds a '*.form.yaml' spec; nothing to generate")
            return
        }
        if output != nil && jobs.count > 1 {
            throw CommandError("'--output' needs one target (each target gets its own FormcSupport.swift); "
                               + "add '--target <name>'; targets with specs: \(jobs.map(\.target.name).joined(separator: ", "))")
        }

        let formc = try context.tool(named: "formc").url
        for job in jobs {
            let directory = output.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
                ?? job.directory.appending(path: "Generated")
            print("formc: \(job.target.name): \(job.specs.count) spec(s) → \(directory.path)")
            try run(formc, ["generate", "--output", directory.path] + job.configArguments + passed + ["--"] + job.specs.map(\.path))
        }
    }

    /// Runs formc with the terminal as its output, so its diagnostics read as usual.
    private func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError("formc exited with status \(process.terminationStatus); nothing was written for this target")
        }
    }
}

/// One target's specs and configuration.
struct Job {
    var target: any SourceModuleTarget
    /// The target's folder (`Sources/<name>`).
    var directory: URL
    var specs: [URL]
    var config: URL?

    /// The job for `target`, or nil when it holds no spec. The configuration is
    /// the target's own `formc.yaml` (at any depth), else the package root's.
    /// - Throws: ``CommandError`` when the target holds several `formc.yaml` files.
    init?(target: any SourceModuleTarget, packageDirectory: URL) throws {
        let files = target.sourceFiles.map(\.url)
        specs = files.filter { $0.lastPathComponent.hasSuffix(".form.yaml") }.sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return nil }
        self.target = target
        // `directoryURL` is declared on the concrete target types only.
        switch target {
        case let swift as SwiftSourceModuleTarget: directory = swift.directoryURL
        case let clang as ClangSourceModuleTarget: directory = clang.directoryURL
        default: return nil
        }
        let configs = files.filter { $0.lastPathComponent == "formc.yaml" }
        guard configs.count <= 1 else {
            throw CommandError("target '\(target.name)' holds \(configs.count) 'formc.yaml' files; keep one (at the target's root)")
        }
        let root = packageDirectory.appending(path: "formc.yaml")
        config = configs.first ?? (FileManager.default.fileExists(atPath: root.path) ? root : nil)
    }

    var configArguments: [String] { config.map { ["--config", $0.path] } ?? [] }
}

/// A failure reported by `swift package` as the command's error.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Package {
    /// The targets named `names`, or every target when `names` is empty.
    func selectedTargets(_ names: [String]) throws -> [any Target] {
        names.isEmpty ? targets : try targets(named: names)
    }
}
