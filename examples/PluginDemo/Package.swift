// swift-tools-version:6.0
import PackageDescription

// A package that uses formc the way an app's package does: through its build
// plugin, from a path dependency on this repository. Build and test it with
// `swift test --package-path examples/PluginDemo` from the repository root.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        // `name:` pins the package's identity: a path dependency is otherwise
        // named after its folder, which is whatever the checkout is called.
        .package(name: "formc", path: "../.."),
    ],
    targets: [
        // Every *.form.yaml below Sources/FormsDemo (any depth) becomes Swift
        // compiled into this target; Sources/FormsDemo/formc.yaml configures it.
        // Their generated Swift imports FormcRuntime, the runtime's library product.
        .target(name: "FormsDemo",
                dependencies: [.product(name: "FormcRuntime", package: "formc")],
                plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]),
        .testTarget(name: "FormsDemoTests", dependencies: ["FormsDemo"]),
    ],
    swiftLanguageModes: [.v6]
)
