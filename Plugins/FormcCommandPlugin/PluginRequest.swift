import Foundation
import PackagePlugin

/// What the command line asks the plugin for; what it does not know goes to formc.
struct PluginRequest {
    /// `--target <name>`, repeatable; every target when empty.
    var targetNames: [String]
    /// `--spec <path>` and bare `*.form.yaml` arguments, absolute: spec files or
    /// folders to search; when empty, each target's folder is searched.
    var specPaths: [URL]
    /// `--output <directory>`, absolute.
    var output: URL?
    /// Everything else, for `formc generate` (`--dry-run`, `--verbose`, `--access-level public` …).
    var passedToFormc: [String]

    /// Sorts `arguments`; paths are taken relative to `packageDirectory`.
    init(_ arguments: [String], packageDirectory: URL) {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        let resolve = { (path: String) in URL(fileURLWithPath: path, relativeTo: packageDirectory).absoluteURL }
        var specs = extractor.extractOption(named: "spec")
        output = extractor.extractOption(named: "output").last.map(resolve)
        var passed: [String] = []
        for argument in extractor.remainingArguments {
            if !argument.hasPrefix("-"), argument.hasSuffix(Job.specSuffix) { specs.append(argument) } else { passed.append(argument) }
        }
        specPaths = specs.map(resolve)
        passedToFormc = passed
    }

    /// Whether formc is asked to write nothing; then nothing is removed either.
    var isDryRun: Bool { passedToFormc.contains("--dry-run") }
}
