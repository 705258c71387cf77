import Foundation
import PackagePlugin

/// `swift package generate-form-sources`: for teams that commit the generated
/// code. Runs the same `formc generate` as the build plugin, once per target
/// holding specs, writing into the target's `Generated/` folder (or `--output`),
/// then removes the files formc wrote there that no spec produces any more.
/// `--help` (``PluginHelp``) lists the arguments.
@main
struct FormcCommandPlugin: CommandPlugin {
    /// Plans the jobs, runs formc for each, then prunes.
    func performCommand(context: PluginContext, arguments: [String]) throws {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(PluginHelp.text)
            return
        }
        let request = PluginRequest(arguments, packageDirectory: context.package.directoryURL)
        let targets = try context.package.selectedTargets(request.targetNames).compactMap(\.sourceModule)
        let jobs = try Job.plan(for: request, targets: targets, packageDirectory: context.package.directoryURL)
        guard !jobs.isEmpty else {
            Diagnostics.warning("no target holds a '*.form.yaml' spec (its folder searched on disk, excluded "
                                + "folders included), and no spec was named; nothing to generate")
            return
        }

        // A target that also runs the build plugin would get every type twice.
        if let manifest = BuildPluginUse(packageDirectory: context.package.directoryURL) {
            for job in jobs where !job.specs.isEmpty {
                if let line = manifest.line(applyingBuildPluginTo: job.name) {
                    throw CommandError(BuildPluginUse.refusal(target: job.name, line: line))
                }
            }
        }
        let formc = try context.tool(named: "FormcPluginTool").url
        for job in jobs {
            if !job.specs.isEmpty {
                print("formc: \(job.name): \(job.specs.count) spec(s) → \(job.outputDirectory.path)")
                try run(formc, job.arguments(passing: request.passedToFormc), in: context.package.directoryURL)
            }
            if job.prunes {
                Pruning(directory: job.outputDirectory, keeping: job.outputNames, dryRun: request.isDryRun).run()
            }
        }
    }

    /// Runs formc with the terminal as its output, so its diagnostics read as usual,
    /// in the package directory: the committed files' headers name their specs
    /// relative to it (`Sources/App/Specs/login.form.yaml`), wherever the plugin runs.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError("formc exited with status \(process.terminationStatus); nothing was written for this target")
        }
    }
}

/// A failure reported by `swift package` as the command's error.
struct CommandError: Error, CustomStringConvertible {
    /// The message.
    var description: String
    /// An error saying `description`.
    init(_ description: String) { self.description = description }
}

extension Package {
    /// The targets named `names`, or every target when `names` is empty.
    func selectedTargets(_ names: [String]) throws -> [any Target] {
        names.isEmpty ? targets : try targets(named: names)
    }
}
