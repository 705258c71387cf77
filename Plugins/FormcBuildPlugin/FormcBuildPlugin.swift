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
        guard let plan else { return [] }
        // Said here, before any Swift is compiled: otherwise the first error is
        // "no such module 'FormcRuntime'" in a file the user never wrote.
        guard Self.reachesRuntime(target) else { throw PluginError.missingRuntime(target: target.name) }
        return [plan.command(formc: try context.tool(named: "FormcPluginTool").url)]
    }

    /// Whether `target` depends on the FormcRuntime product (or, in formc's own
    /// package, the target), directly or through the targets it depends on.
    static func reachesRuntime(_ target: Target) -> Bool {
        var seen: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            for dependency in next.dependencies {
                switch dependency {
                case .product(let product):
                    if product.name == GenerationPlan.runtimeProduct { return true }
                    pending += product.targets
                case .target(let dependency):
                    if dependency.name == GenerationPlan.runtimeProduct { return true }
                    pending.append(dependency)
                @unknown default:
                    continue
                }
            }
        }
        return false
    }
}
