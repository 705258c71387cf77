// swift-tools-version:6.0
import PackageDescription

// An app made of feature modules, each with its own forms, on one formc
// runtime. Build and test it with `swift test --package-path examples/MultiModuleDemo`
// from the repository root.
//
// - SignInFeature keeps its form to itself (internal, the default) and
//   exposes an API of its own.
// - ProfileFeature makes its form public (its formc.yaml says
//   `access_level: public`): other modules use its types.
// - App imports both, and helpers it writes once over the runtime's types
//   (FormcFormState<Model>, FormcIssue<Field>) serve the forms of every module.
//
// Every target with forms depends on the FormcRuntime product: the app then
// links one copy of the runtime, and `FormcFormState`, `FormcIssue` … are the
// same types in every module.
let package = Package(
    name: "MultiModuleDemo",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        // `name:` pins the package's identity: a path dependency is otherwise
        // named after its folder, which is whatever the checkout is called.
        .package(name: "formc", path: "../.."),
    ],
    targets: [
        .target(
            name: "SignInFeature",
            dependencies: [.product(name: "FormcRuntime", package: "formc")],
            plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]
        ),
        .target(
            name: "ProfileFeature",
            dependencies: [.product(name: "FormcRuntime", package: "formc")],
            plugins: [.plugin(name: "FormcBuildPlugin", package: "formc")]
        ),
        // No forms of its own: it needs the runtime's types for its helpers, not the plugin.
        .target(
            name: "App",
            dependencies: ["SignInFeature", "ProfileFeature", .product(name: "FormcRuntime", package: "formc")]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "SignInFeature", "ProfileFeature", .product(name: "FormcRuntime", package: "formc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
