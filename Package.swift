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
        .executableTarget(name: "formc", dependencies: ["FormcCore"]),
        .testTarget(name: "FormcCoreTests", dependencies: ["FormcCore"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
