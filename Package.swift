// swift-tools-version:6.0
// Swift 6 or later: Xcode 16 or later on a Mac. Xcode 15 (Swift 5.9/5.10) cannot
// resolve this manifest, and the plugins use the Swift 6 PackagePlugin API.
import PackageDescription

#if os(Linux)
// Linux has neither UIKit nor SwiftUI, but in this package's own build the UIKit
// test double's module sits beside FormcRuntime's and would make its
// `#if canImport(UIKit)` true: the shipped runtime leaves those folders out here,
// as Linux's missing frameworks would, and FormcRuntimeOnDouble (below) has them.
let runtimeFoldersWithoutTheirFramework = ["UIKit", "SwiftUI"]
#else
let runtimeFoldersWithoutTheirFramework: [String] = []
#endif

let package = Package(
    name: "formc",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        /// The runtime generated forms call (the form state, rules, texts, the UIKit
        /// binder and the SwiftUI views): add it to every target whose forms formc
        /// generates (`import FormcRuntime`). One copy for every module of an app.
        .library(name: "FormcRuntime", targets: ["FormcRuntime"]),
        /// The compiler as a library: YAML → checked FormModel → Swift.
        .library(name: "FormcCore", targets: ["FormcCore"]),
        /// The `formc` command-line tool.
        .executable(name: "formc", targets: ["formc"]),
        /// Generates Swift from every `*.form.yaml` of a target on each build.
        .plugin(name: "FormcBuildPlugin", targets: ["FormcBuildPlugin"]),
        /// `swift package generate-form-sources`: writes the generated Swift into the package.
        .plugin(name: "FormcCommandPlugin", targets: ["FormcCommandPlugin"]),
    ],
    targets: [
        // libyaml, found through pkg-config (yaml-0.1.pc). Without it the build stops
        // in Sources/CYAML/shim.h with the command that installs it.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        /// The runtime: ordinary Swift, one file a type. Its Foundation part
        /// compiles everywhere; `UIKit/` and `SwiftUI/` compile where those exist.
        /// The compiler reads its Foundation part (kinds, standard messages, words),
        /// and embeds its text for `--runtime embedded` (FormcRuntimeText below).
        .target(name: "FormcRuntime", exclude: runtimeFoldersWithoutTheirFramework),
        .target(name: "FormcCore", dependencies: ["CYAML", "FormcRuntime"]),
        /// The command line: argument parsing, input discovery, orchestration.
        .target(name: "FormcCLI", dependencies: ["FormcCore"]),
        // The texts the `formc` executable carries — the runtime's files (for
        // `--runtime embedded`) and the JSON schema — embedded when it is built by
        // formc's own build step (never committed). Apart from the compiler:
        // SwiftPM does not run this package's build-tool plugins when it builds an
        // executable of it as another plugin's tool, so FormcPluginTool (what the
        // build and command plugins run) must not depend on it.
        .target(name: "FormcTexts", plugins: ["EmbedTextsPlugin"]),
        .executableTarget(name: "EmbedTexts"),
        .plugin(name: "EmbedTextsPlugin", capability: .buildTool(), dependencies: ["EmbedTexts"]),
        .executableTarget(name: "formc", dependencies: ["FormcCLI", "FormcTexts"]),
        /// The same command line for the plugins, without the embedded texts: it
        /// generates for the FormcRuntime library (`--runtime embedded` and
        /// `formc schema` say they need the `formc` executable).
        .executableTarget(name: "FormcPluginTool", dependencies: ["FormcCLI"]),
        .plugin(name: "FormcBuildPlugin", capability: .buildTool(), dependencies: ["FormcPluginTool"]),
        .plugin(
            name: "FormcCommandPlugin",
            capability: .command(
                intent: .custom(verb: "generate-form-sources",
                                description: "Generate Swift from the *.form.yaml specs into each target's Generated/ folder"),
                permissions: [.writeToPackageDirectory(
                    reason: "formc writes the Swift generated from your *.form.yaml specs into the target's Generated/ folder")]),
            dependencies: ["FormcPluginTool"]),
        .testTarget(name: "FormcCoreTests", dependencies: ["FormcCore", "FormcRuntime", "FormcTexts"], exclude: ["Fixtures"]),
        // Depends on the executable so the tests can run the real binary too.
        .testTarget(name: "FormcCLITests", dependencies: ["FormcCLI", "FormcCore", "FormcTexts", "formc"]),
        // The generated code of every example (golden files under Generated/),
        // compiled and exercised as a user's target would.
        .testTarget(name: "GeneratedExamplesTests", dependencies: ["FormcRuntime"]),
        // One example generated with `--access-level public`, used from another module.
        .target(name: "GeneratedPublicForms", dependencies: ["FormcRuntime"], path: "Tests/GeneratedPublicTests/Generated"),
        .testTarget(name: "GeneratedPublicTests", dependencies: ["GeneratedPublicForms"], exclude: ["Generated"]),
        .testTarget(name: "FormcRuntimeTests", dependencies: ["FormcRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// UIKit does not exist on Linux. A test-only module literally named `UIKit`
// (TestSupport/UIKit, see its README) makes `#if canImport(UIKit)` true here so
// generated wiring compiles unchanged and tests can drive it. It belongs to no
// product, so nothing that depends on formc ever sees it: the shipped
// FormcRuntime never depends on it. The runtime's UIKit part is compiled against
// it as a second, test-only module, FormcRuntimeOnDouble, whose folder is a
// symbolic link to Sources/FormcRuntime (the same files, not a copy); the
// targets that drive UIKit code import it under the name `FormcRuntime`
// (`-module-alias`), as generated code does.
package.targets += [
    .target(name: "UIKit", path: "TestSupport/UIKit", exclude: ["README.md"]),
    .target(name: "FormcRuntimeOnDouble", dependencies: ["UIKit"], path: "TestSupport/FormcRuntimeOnDouble"),
    .testTarget(
        name: "UIKitDoubleTests",
        dependencies: ["UIKit"],
        swiftSettings: [
            // `import Testing` + `import UIKit` in one file makes the compiler
            // look for the cross-import overlay `_Testing_UIKit`, which Linux
            // lacks. Unsafe flags are allowed here: SwiftPM rejects them only in
            // targets of products that a dependent package builds, and test
            // targets are never built for dependents.
            .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
        ]
    ),
]
// The generated code of the examples compiles its UIKit wiring against the double,
// and so do the runtime's tests: each imports FormcRuntimeOnDouble as `FormcRuntime`.
let uikitClients = ["GeneratedExamplesTests", "GeneratedPublicForms", "GeneratedPublicTests", "FormcRuntimeTests"]
for target in package.targets where uikitClients.contains(target.name) {
    target.dependencies = target.dependencies.filter { !isRuntime($0) } + ["UIKit", "FormcRuntimeOnDouble"]
    target.swiftSettings = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays",
                                          "-module-alias", "FormcRuntime=FormcRuntimeOnDouble"])]
}

/// Whether `dependency` is the shipped runtime target.
func isRuntime(_ dependency: Target.Dependency) -> Bool {
    if case .targetItem(let name, _) = dependency { return name == "FormcRuntime" }
    if case .byNameItem(let name, _) = dependency { return name == "FormcRuntime" }
    return false
}
#endif
