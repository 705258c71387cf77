/// The access level of a generated declaration.
enum AccessLevel: Sendable, Equatable {
    /// The default: printed as nothing.
    case `internal`
    /// `public`
    case `public`
    /// `private`
    case `private`
    /// `fileprivate`
    case `fileprivate`

    /// The keyword, or `nil` for `internal`, which formc never spells out.
    var keyword: String? {
        switch self {
        case .internal: nil
        case .public: "public"
        case .private: "private"
        case .fileprivate: "fileprivate"
        }
    }
}

/// A declaration modifier other than access. A declaration's modifiers are
/// printed in the order of these cases, whatever order they were given in, so
/// output never depends on how a generator happened to list them.
enum DeclarationModifier: Int, Sendable, Equatable, Comparable, CaseIterable {
    // Each case prints as its own keyword; the case order is the printing order.
    case override
    case required
    case convenience
    case `static`
    case final
    case nonisolated
    case mutating
    case lazy
    case weak

    var keyword: String {
        switch self {
        case .override: "override"
        case .required: "required"
        case .convenience: "convenience"
        case .static: "static"
        case .final: "final"
        case .nonisolated: "nonisolated"
        case .mutating: "mutating"
        case .lazy: "lazy"
        case .weak: "weak"
        }
    }

    /// The printing order.
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An attribute written before a declaration or an import, one per line.
enum Attribute: Sendable, Equatable {
    case mainActor
    case preconcurrency
    case discardableResult
    case objc
    case sendable

    var text: String {
        switch self {
        case .mainActor: "@MainActor"
        case .preconcurrency: "@preconcurrency"
        case .discardableResult: "@discardableResult"
        case .objc: "@objc"
        case .sendable: "@Sendable"
        }
    }
}
