#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

// Xcode projects (without a Package.swift) run the same command for a target
// whose "Run Build Tool Plug-ins" phase lists FormcBuildPlugin. Written from
// Apple's XcodeProjectPlugin API; it cannot be compiled on Linux, where this
// file is skipped. Xcode 16 or later, as for the whole package (Swift 6 plugin API).
extension FormcBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let plan = try GenerationPlan(
            targetName: target.displayName,
            files: target.inputFiles.map(\.url),
            fallbackConfig: context.xcodeProject.directoryURL.appending(path: GenerationPlan.configName),
            workDirectory: context.pluginWorkDirectoryURL)
        return try plan.map { [$0.command(formc: try context.tool(named: "FormcPluginTool").url)] } ?? []
    }
}
#endif
