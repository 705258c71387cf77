import Foundation
import PackagePlugin

/// Turns every `*.form.yaml` of a target into Swift compiled into that target,
/// on every build: one `formc generate` build command over all the target's
/// specs, with every input and output declared, so the build system reruns it
/// only when a spec (or the `formc.yaml`) changed or an output is missing.
@main
struct FormcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let plan = try GenerationPlan(
            targetName: target.name,
            files: module.sourceFiles.map(\.url),
            fallbackConfig: context.package.directoryURL.appending(path: GenerationPlan.configName),
            workDirectory: context.pluginWorkDirectoryURL)
        return try plan.map { [$0.command(formc: try context.tool(named: "formc").url)] } ?? []
    }
}
