import Foundation
import Testing
@testable import FormcCore

/// Every spec that checks clean generates Swift that compiles (issue 23, item 8):
/// every field kind × every rule key it takes (with `read_only`, `normalize`,
/// `mask`, `visible_when` and `enabled_when` where allowed), and every kind
/// tested by every condition operator, in the forms formc accepts — a `custom:`
/// rule on a `multi_picker` checked clean and generated `if let` on a value
/// that is not optional.
///
/// Generic on purpose: the specs are made from the language's own lists
/// (`FieldKind.allCases`, `FieldKindRules.allowedKeys`, the condition
/// operators), the generated files are whatever formc writes today, and they
/// are type-checked with `swiftc` against the UIKit test double, one module per
/// access level (each a single `swiftc` run). A key a kind newly accepts with
/// no sample value below fails the test until it gets one.
@Suite struct KindRuleConditionCompileTests {
    /// Keys that are no rule, condition or text form (their every value is
    /// covered by `Tests/Fixtures/ios-sdk/every-kind.form.yaml` and the goldens).
    static let notRules: Set<FieldKey> = [
        .id, .kind, .label, .placeholder, .defaultValue, .keyboardType, .contentType, .autocapitalization, .autocorrection,
        .secure, .returnKey, .toolbar, .options, .parent, .mode, .validateOn, .revealToggle, .fillOnFocus, .noneRow,
        .showCount, .components, .separator, .showValue, .style,
        // Only in a form with `confirm:` (Tests/Fixtures/generate/support-request.form.yaml).
        .confirm,
    ]

    /// Keys a kind takes that no value makes check clean, and why.
    static let neverClean: Set<String> = [
        // Each multi-column picker's value is a type of its own: `rule-field-mismatch`.
        "multi_picker.same_as",
    ]

    /// The value a condition compares `kind` with, in YAML.
    static func conditionValue(_ kind: FieldKind) -> String? {
        switch kind {
        case .text, .email, .password, .phone, .url, .textArea: "a"
        case .number, .stepper: "1"
        case .decimal, .slider: "0.5"
        case .date: "2020-01-01"
        case .toggle, .checkbox: "true"
        case .picker, .segmented, .radio, .multiSelect: "x"
        case .multiPicker: nil
        }
    }

    /// YAML values of `key` to try on a field of `kind` (each in a field of its own).
    static func samples(_ key: FieldKey, _ kind: FieldKind) -> [String] {
        let twin = "twin_\(kind.rawValue)"
        switch key {
        case .required: return ["true", "{ value: true, message: Needed }"]
        case .minLength: return ["1"]
        case .maxLength: return ["5"]
        case .pattern: return ["'^[a-z]+$'", "{ value: '^a', message: Starts with a }"]
        case .min, .max:
            let bound = key == .min ? "0" : "10"
            switch kind {
            case .number, .stepper: return [bound, "{ field: \(twin) }"]
            case .decimal: return [bound + ".5", "{ field: \(twin) }"]
            case .slider: return [key == .min ? "0" : "1"]
            case .date: return [key == .min ? "2020-01-01" : "2030-12-31", key == .min ? "today - 1 day" : "now + 2 hours",
                                "{ field: \(twin) }"]
            default: return [bound]
            }
        case .minCount: return ["1"]
        case .maxCount: return ["2"]
        case .step: return [kind == .slider ? "0.25" : "2"]
        case .sameAs: return [twin]
        case .custom: return ["app_rule", "{ value: app_rule, message: Not accepted }"]
        case .readOnly: return ["true"]
        case .normalize: return ["[halfwidth, trim]", "{ to: [katakana, uppercase], when: end_editing }"]
        case .mask: return ["'###-####'", "{ by_prefix: [{ prefix: ['37', '4'], mask: '#-####' }], otherwise: '###-####' }",
                            "{ field: \(twin), by_prefix: [{ prefix: '37', mask: '####' }], otherwise: '###' }"]
        // `complete` asks a mask of the field.
        case .complete: return ["true, mask: '###-####'", "{ value: true, message: Incomplete }, mask: { field: \(twin), by_prefix: [{ prefix: '3', mask: '####' }], otherwise: '###' }"]
        case .format:
            return kind == .date ? ["{ date: long }"]
                : ["{ style: currency, currency: JPY }", "{ style: percent, fraction_digits: 1, grouping: false, prefix: '~', suffix: ' kg' }"]
        case .visibleWhen: return ["{ field: switch, equals: true }"]
        case .enabledWhen: return ["{ not: { field: switch, equals: false } }"]
        // Only on a date that picks a time too.
        case .dateOnlyWhen: return ["{ field: switch, equals: true }, mode: date_and_time"]
        case .swiftName: return ["chosenName"]
        case .help: return ["Help text", "{ key: help.key, default: Help text }"]
        // A text input hiding its label wants a placeholder (else a warning).
        case .hideLabel: return ["true", "true, placeholder: Hint"]
        case .follows: return [twin]
        // One look-up per kind: a field is filled by one look-up at most.
        case .lookup: return ["{ fills: [\(twin)], on: action, not_found: Nothing found }"]
        default: return []
        }
    }

    /// `{ id: …, kind: …, label: … }` plus what `kind` needs.
    static func field(_ id: String, _ kind: FieldKind, _ extra: String = "") -> String {
        var keys = "id: \(id), kind: \(kind.rawValue), label: \(id)"
        switch kind {
        case .picker, .segmented, .radio, .multiSelect: keys += ", options: choices"
        case .multiPicker: keys += ", components: [{ id: left, options: choices }, { id: right, options: choices }]"
        case .slider:
            // Both bounds are required.
            if !extra.hasPrefix("min:") { keys += ", min: 0" }
            if !extra.hasPrefix("max:") { keys += ", max: 1" }
        default: break
        }
        return "  - { \(keys)\(extra.isEmpty ? "" : ", " + extra) }\n"
    }

    static let header = """
        formc: 1
        form: %@
        options:
          choices: [{ value: x, label: X }, { value: y, label: Y }]
        fields:
        """ + "\n"

    /// Whether `yaml` checks without errors.
    static func checksClean(_ yaml: String) -> Bool {
        FormCompiler().compile(Array(yaml.utf8), path: "probe.form.yaml").model != nil
    }

    /// One form per kind (its rule keys) and one per tested kind (its conditions), and what was covered.
    static func specs() -> (specs: [String], missing: [String], operators: Set<ConditionTest.Operator>) {
        var specs: [String] = []
        var missing: [String] = []
        var operators: Set<ConditionTest.Operator> = []
        for kind in FieldKind.allCases {
            let support = field("switch", .toggle) + field("twin_\(kind.rawValue)", kind)
            let form = header.replacingOccurrences(of: "%@", with: "Rules_\(kind.rawValue)")
            var fields = ""
            for key in FieldKey.allCases where FieldKindRules.allowedKeys(kind).contains(key) && !notRules.contains(key) {
                var accepted = 0
                for (index, sample) in samples(key, kind).enumerated() {
                    let line = field("f_\(key.spelling)_\(index)", kind, "\(key.spelling): \(sample)")
                    if checksClean(form + support + line) {
                        fields += line
                        accepted += 1
                    }
                }
                if accepted == 0, !neverClean.contains("\(kind.rawValue).\(key.spelling)") { missing.append("\(kind.rawValue).\(key.spelling)") }
            }
            specs.append(form + support + fields)

            guard let value = conditionValue(kind) else { continue }
            let tested = header.replacingOccurrences(of: "%@", with: "Conditions_\(kind.rawValue)")
                + field("target", kind) + field("switch", .toggle)
            var conditions = ""
            for op in ConditionTest.Operator.allCases {
                let test: String = switch op {
                case .empty: "empty: true"
                case .notEmpty: "empty: false"
                case .in, .notIn: "\(op.rawValue): [\(value)]"
                default: "\(op.rawValue): \(value)"
                }
                for (index, carrier) in [FieldKind.text, kind, .toggle].enumerated() {
                    let line = field("c_\(op.rawValue)_\(index)", carrier,
                                     "visible_when: { field: target, \(test) }, enabled_when: { any: [{ field: target, \(test) }, "
                                     + "{ field: switch, equals: true }] }")
                    if checksClean(tested + line) {
                        conditions += line
                        operators.insert(op)
                    }
                }
            }
            specs.append(tested + conditions)
        }
        return (specs, missing, operators)
    }

    /// `extension Form { static func passesAppRule(_ value: T) -> Bool { true } … }` for each
    /// requirement of a generated `…FormRules` protocol, so forms with `custom:` rules compile.
    static func appRules(for file: GeneratedFile, access: String) -> String {
        var text = ""
        var inProtocol: String?
        for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("protocol ") || trimmed.hasPrefix("public protocol ") {
                let name = trimmed.split(separator: " ").first { $0.hasSuffix("Rules") }.map(String.init)
                inProtocol = name.map { String($0.dropLast("Rules".count)) }
                if let form = inProtocol { text += "extension \(form) {\n" }
            } else if inProtocol != nil, trimmed == "}" {
                text += "}\n"
                inProtocol = nil
            } else if inProtocol != nil, trimmed.hasPrefix("static func ") {
                text += "    \(access)\(trimmed) { true }\n"
            }
        }
        return text
    }

    @Test func everyKindRuleAndConditionThatChecksCleanCompiles() throws {
        let (specs, missing, operators) = Self.specs()
        print("KindRuleConditionCompileTests: \(specs.count) specs, \(specs.map { $0.components(separatedBy: "\n  - ").count - 1 }.reduce(0, +)) fields")
        #expect(missing.isEmpty, "keys accepted by a kind with no sample that checks clean: \(missing)")
        #expect(operators == Set(ConditionTest.Operator.allCases), "operators never accepted: \(Set(ConditionTest.Operator.allCases).subtracting(operators))")
        var models: [FormModel] = []
        for (index, yaml) in specs.enumerated() {
            let result = FormCompiler().compile(Array(yaml.utf8), path: "spec\(index).form.yaml")
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "spec \(index) does not check clean:\n\(errors.map(\.message))\n\(yaml)")
            if let model = result.model { models.append(model) }
        }
        #expect(models.count == specs.count)
        // Public on every run (the stricter: every type a public member shows must be public);
        // internal too with FORMC_SLOW_TESTS=1.
        var accesses: [GeneratorOptions.Access] = [.public]
        if ProcessInfo.processInfo.environment["FORMC_SLOW_TESTS"] == "1" { accesses.append(.internal) }
        for access in accesses {
            let files = SwiftGenerator(options: GeneratorOptions(access: access)).files(for: models)
            let rules = "import Foundation\n" + files.map { Self.appRules(for: $0, access: access == .public ? "public " : "") }.joined()
            try NamePropertyTests.typecheck(files + [GeneratedFile(name: "AppRules.swift", contents: rules)])
        }
    }
}
