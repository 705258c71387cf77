// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "formc",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        /// The compiler as a library: YAML → checked FormModel → Swift.
        .library(name: "FormcCore", targets: ["FormcCore"]),
        /// The `formc` command-line tool.
        .executable(name: "formc", targets: ["formc"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "FormcCore", dependencies: ["CYAML"]),
        /// The command line: argument parsing, input discovery, orchestration.
        .target(name: "FormcCLI", dependencies: ["FormcCore"]),
        .executableTarget(name: "formc", dependencies: ["FormcCLI"]),
        .testTarget(name: "FormcCoreTests", dependencies: ["FormcCore"], exclude: ["Fixtures"]),
        // Depends on the executable so the tests can run the real binary too.
        .testTarget(name: "FormcCLITests", dependencies: ["FormcCLI", "FormcCore", "formc"]),
        // The generated code of every example (golden files under Generated/),
        // compiled and exercised as a user's target would.
        .testTarget(name: "GeneratedExamplesTests"),
        // One example generated with `--access-level public`, used from another module.
        .target(name: "GeneratedPublicForms", path: "Tests/GeneratedPublicTests/Generated"),
        .testTarget(name: "GeneratedPublicTests", dependencies: ["GeneratedPublicForms"], exclude: ["Generated"]),
    ],
    swiftLanguageModes: [.v6]
)
