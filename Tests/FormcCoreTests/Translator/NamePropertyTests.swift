import Foundation
import Testing
@testable import FormcCore

/// Names that could break the generated code, as a property (issue 16, item 1):
/// every Swift keyword, the standard-library and Foundation types and the
/// support runtime's types of ``ReservedNames``, every name reserved in any
/// scope, and the generator's own locals and members, written as spec
/// identifiers (`FormcIssue` → `formc_issue`), used as form name, option list
/// name, option case name, toolbar name, toolbar action and field id across every field kind. Every spec must
/// check clean, and the generated Swift (forms and an embedded `FormcSupport.swift`) must
/// compile with `swiftc` in one run — slow, so only with `FORMC_SLOW_TESTS=1`;
/// the fast test checks and generates a few of the names without compiling.
struct NamePropertyTests {
    /// Locals, parameters and members the generator writes, beyond ``ReservedNames``.
    static let generatorNames = [
        "state", "controller", "inputs", "form", "view", "scrollView", "issues", "validate", "field", "label",
        "kind", "rawValue", "allCases", "description", "hash", "value", "text", "input", "item", "items",
        "parents", "placeholder", "options", "rule", "rules", "binder", "date", "string", "isValid", "message",
    ]

    /// Every field kind; a picker's options are the list of the same name.
    static let kinds = ["text", "email", "password", "number", "decimal", "phone", "url", "text_area", "picker", "date", "toggle"]

    /// Every hostile name as a spec identifier, each once, in a stable order.
    static let names: [String] = {
        let support = ReservedNames.supportTypes.map { SwiftNamer.lowerCamelCase(snakeCase($0)) }
        let sources = [SwiftLanguage.keywords, SwiftLanguage.unusableNames, ReservedNames.languageTypes,
                       ReservedNames.supportTypes, Set(support), ReservedNames.fieldProperties, ReservedNames.optionCases,
                       ReservedNames.toolbarActions, ReservedNames.nestedTypes, ReservedNames.formNestedTypes,
                       Set(generatorNames)]
        let all = Set(sources.flatMap { $0.map(snakeCase) }).filter(SwiftNamer.isSpecIdentifier)
        return all.sorted()
    }()

    /// `FormcIssue` → `formc_issue`, `NSRange` → `ns_range`, `scrollView` → `scroll_view`.
    static func snakeCase(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            let isUpper = ("A"..."Z").contains(scalar)
            if isUpper, index > 0 {
                let previous = scalars[index - 1]
                let previousIsUpper = ("A"..."Z").contains(previous)
                let nextIsLower = index + 1 < scalars.count && ("a"..."z").contains(scalars[index + 1])
                if !previousIsUpper && previous != "_" || previousIsUpper && nextIsLower { out += "_" }
            }
            out += isUpper ? String(scalar).lowercased() : String(scalar)
        }
        return out
    }

    /// A spec using each of `names` as field id (kinds in turn), option list
    /// name (each list picked by one picker), option case name, toolbar name
    /// and toolbar custom action (each toolbar on one picker, so none is unused).
    static func spec(form: String, names: [String]) -> String {
        var yaml = "formc: 1\nform: \(form)\noptions:\n"
        for name in names {
            yaml += "  \(name):\n    - { value: a, label: A, name: \(name) }\n    - { value: b, label: B, name: x_\(name) }\n"
        }
        yaml += "toolbars:\n"
        for name in names {
            yaml += "  \(name): [{ button: B, action: \(name) }, { button: C, action: y_\(name) }, flexible_space, done]\n"
        }
        yaml += "fields:\n"
        for (index, name) in names.enumerated() {
            let kind = kinds[index % kinds.count]
            yaml += "  - { id: \(name), kind: \(kind), label: L\(kind == "picker" ? ", options: \(name)" : "") }\n"
            yaml += "  - { id: pick_\(index), kind: picker, label: P, options: \(name), toolbar: \(name) }\n"
        }
        return yaml
    }

    /// The model of `yaml`, or a recorded issue with its diagnostics.
    static func model(_ yaml: String, path: String) -> FormModel? {
        let result = FormCompiler().compile(Array(yaml.utf8), path: path)
        // Notes say which Swift name a reserved id got (`swift-name-changed`): that is the point here.
        if result.model == nil || result.diagnostics.contains(where: { $0.severity != .note }) {
            Issue.record("\(path) does not check clean:\n\(render(result.diagnostics).prefix(4_000))")
        }
        return result.model
    }

    @Test func aFewHostileNamesCheckAndGenerate() throws {
        let few = ["string", "formc_issue", "state", "controller", "none", "self", "view", "any", "sendable", "inputs", "date", "inout"]
        let model = try #require(Self.model(Self.spec(form: "state", names: few), path: "few.form.yaml"))
        #expect(!SwiftGenerator().files(for: [model]).isEmpty)
        // The classes this test found: a nested `Any` means Swift's `Any`; `inout` is no argument label.
        #expect(model.optionLists.contains { $0.swiftName == "Any_" })
        #expect(model.fields.contains { $0.swiftName == "inout_" })
        #expect(Self.names.count > 150, "the hostile names shrank to \(Self.names.count)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1"))
    func everyHostileNameCompilesInEveryRole() throws {
        var models: [FormModel] = []
        let batch = 48
        for start in stride(from: 0, to: Self.names.count, by: batch) {
            let names = Array(Self.names[start..<min(start + batch, Self.names.count)])
            if let model = Self.model(Self.spec(form: "batch_\(start)", names: names), path: "batch\(start).form.yaml") {
                models.append(model)
            }
        }
        // Each name as a form name, in a small form of its own.
        for name in Self.names {
            let yaml = "formc: 1\nform: \(name)\nfields:\n  - { id: \(name), kind: toggle, label: L }\n"
            if let model = Self.model(yaml, path: "\(name).form.yaml") { models.append(model) }
        }
        // Embedded: the support file is checked with the names around it.
        try Self.typecheck(SwiftGenerator(options: GeneratorOptions(runtime: .embedded), embeddedRuntime: .formc).files(for: models))
    }

    /// The package's modules, built beside the tests: FormcRuntime for library
    /// output, and (Linux) the UIKit test double, so the binder behind
    /// `canImport(UIKit)` is checked too.
    static let uiKitModules: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let modules = root.appendingPathComponent(".build/debug/Modules")
        let module = modules.appendingPathComponent("UIKit.swiftmodule").path
        return FileManager.default.fileExists(atPath: module) ? modules.path : nil
    }()

    /// Type-checks `files` with `swiftc` (against the UIKit double when built),
    /// with the build's FormcRuntime when they import it.
    static func typecheck(_ files: [GeneratedFile]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formc-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            sources.append(url.path)
        }
        // On Linux the double must be there, or the binders would go unchecked; the
        // runtime is then the build's copy on the double (macOS: no UIKit, the binders are compiled out).
        let modules = try #require(uiKitModules, "the package is not built (.build/debug/Modules)")
        #if os(Linux)
        let include = ["-I", modules, "-module-alias", "FormcRuntime=FormcRuntimeOnDouble"]
        #else
        let include = ["-I", modules]
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6"] + include + sources
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc failed:\n\(output.prefix(4_000))")
    }
}
