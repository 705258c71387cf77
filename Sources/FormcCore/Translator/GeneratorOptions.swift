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

    /// The access level of everything generated.
    public var access: Access
    /// Modules every form file imports after Foundation, in this order
    /// (valid identifiers: ``FormcConfig`` checks them).
    public var imports: [String]
    /// The directory spec paths are shown relative to in generated headers
    /// (absolute; the CLI's working directory), so that every spelling of one
    /// spec's path gives the same header; nil: relative paths as given, absolute
    /// ones by their file name. See ``HeaderPath``.
    public var headerRoot: String?

    /// Creates options.
    public init(access: Access = .internal, imports: [String] = [], headerRoot: String? = nil) {
        self.access = access
        self.imports = imports
        self.headerRoot = headerRoot
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
