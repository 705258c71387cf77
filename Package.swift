// swift-tools-version:6.0
// Swift 6 or later: Xcode 16 or later on a Mac. Xcode 15 (Swift 5.9/5.10) cannot
// resolve this manifest, and the plugins use the Swift 6 PackagePlugin API.
import PackageDescription

let package = Package(
    name: "formc",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
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
        .target(name: "FormcCore", dependencies: ["CYAML"]),
        /// The command line: argument parsing, input discovery, orchestration.
        .target(name: "FormcCLI", dependencies: ["FormcCore"]),
        .executableTarget(name: "formc", dependencies: ["FormcCLI"]),
        .plugin(name: "FormcBuildPlugin", capability: .buildTool(), dependencies: ["formc"]),
        .plugin(
            name: "FormcCommandPlugin",
            capability: .command(
                intent: .custom(verb: "generate-form-sources",
                                description: "Generate Swift from the *.form.yaml specs into each target's Generated/ folder"),
                permissions: [.writeToPackageDirectory(
                    reason: "formc writes the Swift generated from your *.form.yaml specs into the target's Generated/ folder")]),
            dependencies: ["formc"]),
        .testTarget(name: "FormcCoreTests", dependencies: ["FormcCore"], exclude: ["Fixtures"]),
        // Depends on the executable so the tests can run the real binary too.
        .testTarget(name: "FormcCLITests", dependencies: ["FormcCLI", "FormcCore", "formc"]),
        // The generated code of every example (golden files under Generated/),
        // compiled and exercised as a user's target would.
        .testTarget(name: "GeneratedExamplesTests"),
        // One example generated with `--access-level public`, used from another module.
        .target(name: "GeneratedPublicForms", path: "Tests/GeneratedPublicTests/Generated"),
        .testTarget(name: "GeneratedPublicTests", dependencies: ["GeneratedPublicForms"], exclude: ["Generated"]),
        // The support runtime every output directory gets (FormcSupport.swift),
        // as ordinary Swift: compiled, linted and tested here, and embedded into
        // FormcCore as text (Sources/FormcCore/Runtime/EmbeddedRuntime.swift,
        // checked against these files by a test). In no product.
        .target(name: "FormcRuntime"),
        // FormcCore too: the runtime's restatements of compiler types are checked against them.
        .testTarget(name: "FormcRuntimeTests", dependencies: ["FormcRuntime", "FormcCore"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// UIKit does not exist on Linux. A test-only module literally named `UIKit`
// (TestSupport/UIKit, see its README) makes `#if canImport(UIKit)` true here so
// generated wiring compiles unchanged and tests can drive it. It belongs to no
// product, so nothing that depends on formc ever sees it.
package.targets += [
    .target(name: "UIKit", path: "TestSupport/UIKit", exclude: ["README.md"]),
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
// The generated code of the examples compiles its UIKit wiring against the double.
// So do the runtime and its tests.
let uikitClients = ["GeneratedExamplesTests", "GeneratedPublicForms", "FormcRuntime", "FormcRuntimeTests"]
for target in package.targets where uikitClients.contains(target.name) {
    target.dependencies.append("UIKit")
    target.swiftSettings = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
}
#endif
