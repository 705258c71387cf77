import Foundation
import PackagePlugin

/// One `formc generate` run: specs, configuration, output folder, and whether
/// stale outputs there are removed afterwards.
struct Job {
    /// What a spec's name ends with.
    static let specSuffix = ".form.yaml"
    /// What formc and the plugins call a configuration file.
    static let configName = "formc.yaml"
    /// The support file every output folder gets once.
    static let supportFileName = "FormcSupport.swift"

    /// The target's name, for messages (or "specs outside any target").
    var name: String
    /// The specs, sorted by path.
    var specs: [URL]
    /// The `formc.yaml` in effect, if any.
    var config: URL?
    /// Where formc writes.
    var outputDirectory: URL
    /// Whether `specs` are all of the target's, so that an output no spec
    /// produces is stale; false when specs were named on the command line.
    var prunes: Bool

    /// The files formc writes for `specs`: one per spec (`member.form.yaml` →
    /// `member.form.swift`), and the support file when there is any spec. Any
    /// other file formc wrote there is stale (the `+SwiftUI.swift` an earlier
    /// formc wrote beside each spec's file, say) and pruned.
    var outputNames: Set<String> {
        guard !specs.isEmpty else { return [] }
        return Set(specs.map { String($0.lastPathComponent.dropLast(".yaml".count)) + ".swift" } + [Self.supportFileName])
    }

    /// `formc generate --output <dir> [--config <file>] <passed…> -- <specs…>`.
    func arguments(passing passed: [String]) -> [String] {
        ["generate", "--output", outputDirectory.path] + (config.map { ["--config", $0.path] } ?? [])
            + passed + ["--"] + specs.map(\.path)
    }

    /// The jobs `request` asks for among `targets`.
    /// - Throws: ``CommandError`` for a named spec that does not exist or lies
    ///   outside every target without `--output`, `--output` with several
    ///   targets, or a target with several `formc.yaml` files.
    static func plan(for request: PluginRequest, targets: [any SourceModuleTarget], packageDirectory: URL) throws -> [Job] {
        let rootConfig = packageDirectory.appending(path: configName)
        let fallback = FileManager.default.fileExists(atPath: rootConfig.path) ? rootConfig : nil
        let folders = targets.compactMap { target in target.folder.map { (target, $0) } }
        var jobs: [Job]
        if request.specPaths.isEmpty {
            jobs = try folders.compactMap { target, folder in
                let found = SpecSearch.files(under: folder)
                let directory = request.output ?? folder.appending(path: "Generated")
                // A target whose last spec was deleted still gets its stale outputs removed
                // (from its own Generated/ only: an `--output` folder belongs to the target with specs).
                let hasStaleFolder = request.output == nil && FileManager.default.fileExists(atPath: directory.path)
                guard !found.specs.isEmpty || hasStaleFolder else { return nil }
                return Job(name: target.name, specs: found.specs, config: try config(found.configs, target.name) ?? fallback,
                           outputDirectory: directory, prunes: true)
            }
        } else {
            jobs = try namedSpecJobs(request, folders: folders, fallback: fallback)
        }
        if request.output != nil, jobs.filter({ !$0.specs.isEmpty }).count > 1 {
            throw CommandError("'--output' needs one target (each target gets its own FormcSupport.swift); add "
                               + "'--target <name>'; targets with specs: \(jobs.map(\.name).joined(separator: ", "))")
        }
        return jobs.filter { !$0.specs.isEmpty || $0.prunes }
    }

    /// The jobs for specs named on the command line, grouped by the target whose folder holds them.
    private static func namedSpecJobs(_ request: PluginRequest, folders: [(any SourceModuleTarget, URL)],
                                      fallback: URL?) throws -> [Job] {
        var specs: [URL] = []
        for path in request.specPaths {
            guard FileManager.default.fileExists(atPath: path.path) else {
                throw CommandError("no spec at '\(path.path)'")
            }
            specs += SpecSearch.isDirectory(path) ? SpecSearch.files(under: path).specs : [path.standardizedFileURL]
        }
        var jobs: [Job] = []
        var outside: [URL] = []
        for spec in Set(specs).sorted(by: { $0.path < $1.path }) {
            guard let (target, folder) = folders.first(where: { spec.path.hasPrefix($0.1.standardizedFileURL.path + "/") }) else {
                outside.append(spec)
                continue
            }
            if let index = jobs.firstIndex(where: { $0.name == target.name }) {
                jobs[index].specs.append(spec)
            } else {
                let configs = SpecSearch.files(under: folder).configs
                jobs.append(Job(name: target.name, specs: [spec], config: try config(configs, target.name) ?? fallback,
                                outputDirectory: request.output ?? folder.appending(path: "Generated"), prunes: false))
            }
        }
        if !outside.isEmpty {
            guard let output = request.output else {
                throw CommandError("'\(outside[0].path)' lies in no target's folder; give '--output <directory>' for it")
            }
            jobs.append(Job(name: "specs outside any target", specs: outside, config: fallback,
                            outputDirectory: output, prunes: false))
        }
        return jobs
    }

    /// The one configuration among `configs`.
    private static func config(_ configs: [URL], _ target: String) throws -> URL? {
        guard configs.count <= 1 else {
            throw CommandError("target '\(target)' holds \(configs.count) '\(configName)' files; keep one (at the target's root): "
                               + configs.map(\.path).joined(separator: ", "))
        }
        return configs.first
    }
}

extension SourceModuleTarget {
    /// The target's folder (`Sources/<name>`); declared on the concrete target types only.
    var folder: URL? {
        switch self {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }
}
