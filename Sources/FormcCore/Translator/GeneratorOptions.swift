/// What `formc generate` may vary besides the specs themselves. Output is a
/// pure function of (specs, options, formc version).
public struct GeneratorOptions: Sendable, Equatable {
    /// The access level of everything generated.
    public enum Access: String, Sendable, Equatable, CaseIterable {
        /// `internal`: the default, for code generated into the app's own target.
        case `internal`
        /// `public`: for code generated into a library other targets import.
        case `public`
    }

    /// The user interfaces generated for each form (`ui:` in `formc.yaml`, `--ui`).
    public enum UI: String, Sendable, Equatable, CaseIterable {
        /// The UIKit binder and ready screen, in the form's file.
        case uikit
        /// The SwiftUI view, in the form's file.
        case swiftui
        /// Both: the default, so that one output serves any screen of an app
        /// that has both kinds (most apps do while they move to SwiftUI).
        case both

        /// Whether the UIKit binder and ready screen are generated.
        public var includesUIKit: Bool { self != .swiftui }
        /// Whether the SwiftUI view is generated.
        public var includesSwiftUI: Bool { self != .uikit }
    }

    /// Where the generated code finds formc's runtime (`runtime:` in `formc.yaml`, `--runtime`).
    public enum Runtime: String, Sendable, Equatable, CaseIterable {
        /// `import FormcRuntime`: the library product of formc's package, one
        /// copy shared by every module of an app. The default.
        case library
        /// The runtime written out as one support file (`FormcSupport.swift`)
        /// beside the forms, for a project that cannot take a package dependency.
        case embedded

        /// The module generated files import, when the runtime is a library.
        public static let moduleName = "FormcRuntime"
    }

    /// The access level of everything generated.
    public var access: Access
    /// Where the generated code finds formc's runtime.
    public var runtime: Runtime
    /// The user interfaces generated for each form.
    public var ui: UI
    /// Modules every form file imports after Foundation, in this order
    /// (valid identifiers: ``FormcConfig`` checks them).
    public var imports: [String]
    /// The directory spec paths are shown relative to in generated headers
    /// (absolute; the CLI's working directory), so that every spelling of one
    /// spec's path gives the same header; nil: relative paths as given, absolute
    /// ones by their file name. See ``HeaderPath``.
    public var headerRoot: String?

    /// Creates options.
    public init(access: Access = .internal, ui: UI = .both, runtime: Runtime = .library, imports: [String] = [],
                headerRoot: String? = nil) {
        self.access = access
        self.runtime = runtime
        self.ui = ui
        self.imports = imports
        self.headerRoot = headerRoot
    }

    /// What every generated file imports, in order: Foundation, the runtime
    /// when it is a library, then the configured modules (each once).
    var importedModules: [String] {
        let runtime = runtime == .library ? [Runtime.moduleName] : []
        let fixed = ["Foundation"] + runtime
        return fixed + imports.filter { !fixed.contains($0) }
    }

    /// The printer's access level for a declaration of the generated API.
    var accessLevel: AccessLevel { access == .public ? .public : .internal }
}

/// One generated Swift file: its name (no directory) and its text.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name, such as `registration.form.swift`.
    public var name: String
    /// The Swift source.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
