import Testing
@testable import FormcCore

/// Golden output for each sample declaration; the samples are also compiled
/// together by ``StringLiteralCompileTests`` (with `FORMC_SLOW_TESTS=1`).
@Suite struct DeclarationPrintingTests {
    private let printer = SwiftPrinter()

    @Test func printsEnumWithRawValuesKeywordCasesAndDocComments() {
        #expect(printer.render(SyntaxSamples.area) == #"""
            /// Areas, in form order.
            ///
            /// From the spec: "エリア"
            public enum Area: String, CaseIterable, Sendable {
                case hokkaido = "北海道"
                case `default` = "default"
                case `class` = "\"class\"\n\\(x)"

                /// The label shown in the picker.
                public var label: String {
                    switch self {
                    case .hokkaido:
                        return "Hokkaido"
                    case .`default`, .`class`:
                        return rawValue
                    }
                }
            }

            """#)
    }

    @Test func printsEnumWithAssociatedValues() {
        #expect(printer.render(SyntaxSamples.issue) == #"""
            public enum Issue: Equatable, Sendable {
                case missing(field: String)
                case tooLong(String, limit: Int)
            }

            """#)
    }

    @Test func printsProtocolRequirementsTogether() {
        #expect(printer.render(SyntaxSamples.fieldView) == #"""
            @MainActor
            protocol FieldView: AnyObject {
                var text: String? { get set }
                var isEnabled: Bool { get }
                func focus() -> Bool
            }

            """#)
    }

    @Test func printsStructWithPropertiesInitializerAndMethod() {
        #expect(printer.render(SyntaxSamples.form) == #"""
            public struct RegistrationForm: Equatable, Sendable {
                public static let limit = 20
                public var name: String = ""
                public var area: Area?
                public private(set) var issues: [Issue] = []

                public init(name: String = "", area: Area? = nil) {
                    self.name = name
                    self.area = area
                }

                public var isComplete: Bool {
                    return !name.isEmpty && area != nil
                }

                @discardableResult
                public mutating func validate() -> [Issue] {
                    var found: [Issue] = []
                    if name.isEmpty {
                        found.append(.missing(field: "name"))
                    } else if name.count > RegistrationForm.limit {
                        found.append(.tooLong(name, limit: Self.limit))
                    }
                    guard let area else {
                        found.append(.missing(field: "area"))
                        issues = found
                        return found
                    }
                    // Area "\u{202E}" was chosen.
                    // Not code.
                    _ = area
                    issues = found
                    return found
                }
            }

            """#)
    }

    @Test func printsExtensionWithComputedAndGetSetProperties() {
        #expect(printer.render(SyntaxSamples.areaExtension) == #"""
            extension RegistrationForm: CustomStringConvertible {
                public var description: String {
                    return name + (area?.rawValue ?? "?")
                }

                var areaIndex: Int? {
                    get {
                        return area.flatMap { Area.allCases.firstIndex(of: $0) }
                    }
                    set {
                        area = newValue == nil ? nil : Area.allCases[newValue!]
                    }
                }
            }

            """#)
    }

    @Test func printsFinalClassWithClosuresInitializersAndDeinit() {
        #expect(printer.render(SyntaxSamples.token) == #"""
            final class Token: @unchecked Sendable {
                weak var owner: Token?
                private var onCancel: (() -> Void)?
                private(set) var count = 0

                init() {}

                convenience init?(_ count: Int) {
                    guard count >= 0 else { return nil }
                    self.init()
                    self.count = count
                }

                func observe(_ body: @escaping (Int) -> Void) {
                    onCancel = { [weak self] in
                        guard let self else { return }
                        self.count = self.count + 1
                        body(self.count)
                        _ = self.matches(in: "", for: "", var: 1)
                    }
                }

                func matches(in text: String, for `default`: String, `var`: Int, `let` value: Int = 0) -> Bool {
                    return text == `default`
                }

                deinit {
                    onCancel?()
                }
            }

            """#)
    }

    @Test func printsFunctionWithLoopsSwitchesAndExpressions() {
        #expect(printer.render(SyntaxSamples.summary) == #"""
            func summary(of forms: [RegistrationForm], weights: [String: Double] = [:], load: () async throws -> Any) async throws -> String {
                var lines: [String] = []
                defer {
                    lines.removeAll()
                }
                for (index, form) in forms.enumerated() {
                    switch form.issues {
                    default:
                        break
                    }
                    if (form.issues.contains { issue in return issue == .missing(field: "name") }) {
                        lines.append("0")
                    }
                    for _ in 0 ..< index {
                        break
                    }
                }
                let loaded = (try await load()) as? Int
                let weight: Double = (weights["a"] ?? 0.5) * (2.0 + -(-1.25))
                let table = ["weight": String(weight), "loaded": String.init(describing: loaded)]
                switch loaded {
                case nil:
                    throw SummaryError()
                default:
                    // Any other count.
                    break
                }
                return table.sorted(by: { $0.key < $1.key }).description
            }

            """#)
    }

    @Test func printsConditionalCompilationBlock() {
        #expect(printer.render(SyntaxSamples.uikit) == #"""
            #if canImport(UIKit)
            import UIKit

            typealias PlatformView = UIView
            #else
            typealias PlatformView = AnyObject
            fileprivate typealias Platform = Never
            #endif

            """#)
    }
}
