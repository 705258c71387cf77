/// A Swift declaration: at the top level of a file or a member of a type.
///
/// This is the generator's intermediate representation of Swift, deliberately
/// small: just what formc emits. ``SwiftPrinter`` turns it into text.
indirect enum Declaration: Sendable {
    /// `import UIKit`, `@preconcurrency import UIKit`.
    case `import`(ImportDeclaration)
    /// A struct, class, enum or protocol.
    case type(TypeDeclaration)
    /// `extension T: P { … }`
    case `extension`(ExtensionDeclaration)
    /// `case name`, `case name = "raw"`, `case name(Int)` inside an enum.
    case enumCase(EnumCaseDeclaration)
    /// A stored or computed property, or a property requirement in a protocol.
    case variable(VariableDeclaration)
    /// A method or free function, or a method requirement in a protocol.
    case function(FunctionDeclaration)
    /// `init(…)`, `convenience init?(…)`.
    case initializer(InitializerDeclaration)
    /// `deinit { … }`
    case deinitializer([Statement])
    /// `typealias Name = Type`
    case `typealias`(TypealiasDeclaration)
    /// `#if condition … #else … #endif` around declarations; `otherwise` is
    /// the `#else` branch, printed only when not `nil`.
    case conditional(CompilationCondition, [Declaration], otherwise: [Declaration]? = nil)
    /// A declaration preceded by a `///` doc comment. Each line of `text`
    /// (split at `\n`) becomes one `///` line, made safe by ``SwiftComment``,
    /// so the text may quote a user's spec.
    case documented(String, Declaration)
    /// Declarations built only when the printer reaches them, and printed as
    /// if they stood here one after another: a part of a large file (a form's
    /// bindings, 32 fields at a time) whose tree is held only while it is printed.
    case deferred(@Sendable () -> [Declaration])
}

/// A condition of `#if`.
indirect enum CompilationCondition: Sendable, Equatable {
    /// `canImport(Module)`
    case canImport(String)
    /// `os(iOS)`
    case os(String)
    /// `!condition`
    case not(CompilationCondition)
    /// `a && b`
    case and(CompilationCondition, CompilationCondition)
}

/// `import Module`, with attributes such as `@preconcurrency`.
struct ImportDeclaration: Sendable, Equatable {
    /// Attributes printed before `import`, such as `@preconcurrency`.
    var attributes: [Attribute]
    /// The module name.
    var module: String

    /// An import of `module`.
    init(attributes: [Attribute] = [], module: String) {
        self.attributes = attributes
        self.module = module
    }
}
