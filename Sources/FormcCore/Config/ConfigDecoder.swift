/// Decodes a `formc.yaml` file's nodes into a ``FormcConfig`` with the spec
/// decoder's rules: unknown keys get a did-you-mean, wrong types and bad values
/// are reported at the value's own line and column, decoding goes on.
enum ConfigDecoder {
    static let keys = ["access_level", "ui", "runtime", "warnings_as_errors", "imports", "keyboard"]

    /// Decodes `root`, reporting into `log`; returns what could be decoded.
    static func decode(_ root: YAMLNode, log: inout DiagnosticLog) -> FormcConfig? {
        var decoding = NodeDecoding(log: log)
        defer { log = decoding.log }
        guard let entries = decoding.mapping(root, allowed: keys, context: "the configuration") else { return nil }
        var config = FormcConfig()
        for entry in entries {
            let node = entry.value
            switch entry.key {
            case "access_level":
                config.accessLevel = decoding.word(node, GeneratorOptions.Access.self, key: "access level")?.value
            case "ui":
                config.ui = decoding.word(node, GeneratorOptions.UI.self, key: "user interface")?.value
            case "runtime":
                config.runtime = decoding.word(node, GeneratorOptions.Runtime.self, key: "runtime")?.value
            case "warnings_as_errors":
                config.warningsAsErrors = decoding.bool(node)?.value
            case "imports":
                config.imports = decodeImports(node, &decoding)
            default:
                if let keyboard = SpecDecoder.decodeKeyboard(node, &decoding) {
                    config.keyboardDefaults = keyboard.settings(over: KeyboardSettings())
                }
            }
        }
        return config
    }

    /// `imports: [Combine, MyDesignSystem]`: module names, each once.
    private static func decodeImports(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [String] {
        guard let items = decoding.sequence(node, of: "module names") else { return [] }
        var modules: [String] = []
        var seen: [String: SourceLocation] = [:]
        for item in items {
            guard let name = decoding.string(item, expected: "a module name") else { continue }
            // `import` takes a plain identifier: no keyword, no backticks, no dots (submodules are not worth it).
            guard SwiftLanguage.isIdentifier(name.value), !SwiftLanguage.keywords.contains(name.value) else {
                decoding.report(Problems.invalidIdentifier(name.value, what: "module name"), at: name.location)
                continue
            }
            if let first = seen[name.value] {
                decoding.log.report(Problems.invalidValue("module '\(name.value)' is already imported"),
                                    at: name.location, notes: [("first listed here", first)])
                continue
            }
            seen[name.value] = name.location
            modules.append(name.value)
        }
        return modules
    }
}

extension KeyboardSpec {
    /// The settings this spec gives, with `defaults` where it says nothing.
    func settings(over defaults: KeyboardSettings) -> KeyboardSettings {
        KeyboardSettings(
            avoidance: avoidance?.value ?? defaults.avoidance,
            distance: distance?.value ?? defaults.distance,
            dismissOnTapOutside: dismissOnTapOutside?.value ?? defaults.dismissOnTapOutside,
            dismissOnReturn: dismissOnReturn?.value ?? defaults.dismissOnReturn)
    }
}
