/// Which keys each field kind accepts, which it requires, and the keyboard
/// traits it starts from before the spec's overrides.
enum FieldKindRules {
    private static let common: Set<String> = ["id", "kind", "label", "required"]
    private static let textKeys: Set<String> = [
        "placeholder", "default", "min_length", "max_length", "pattern", "keyboard_type", "content_type",
        "autocapitalization", "autocorrection", "return_key", "toolbar",
    ]
    private static let numberKeys: Set<String> = [
        "placeholder", "default", "keyboard_type", "content_type", "autocapitalization", "autocorrection",
        "return_key", "toolbar", "min", "max",
    ]

    /// The keys `kind` accepts (computed once per kind: this runs for every field).
    static func allowedKeys(_ kind: FieldKind) -> Set<String> {
        allowedKeysByKind[kind] ?? common
    }

    private static let allowedKeysByKind: [FieldKind: Set<String>] = Dictionary(
        uniqueKeysWithValues: FieldKind.allCases.map { ($0, computeAllowedKeys($0)) })

    private static func computeAllowedKeys(_ kind: FieldKind) -> Set<String> {
        switch kind {
        case .text, .password: common.union(textKeys).union(["secure"])
        case .email, .phone, .url: common.union(textKeys)
        case .number, .decimal: common.union(numberKeys)
        case .textArea: common.union(textKeys).subtracting(["return_key"])
        case .picker: common.union(["placeholder", "default", "toolbar", "options", "parent"])
        case .date: common.union(["placeholder", "default", "toolbar", "mode", "min", "max"])
        case .toggle: common.union(["default"])
        }
    }

    /// The kinds that accept `key`, in declaration order (for messages).
    static func kinds(accepting key: String) -> [String] {
        FieldKind.allCases.filter { allowedKeys($0).contains(key) }.map(\.rawValue)
    }

    /// Keys `kind` cannot do without, beyond `id`, `kind` and `label`.
    static func requiredKeys(_ kind: FieldKind) -> [String] {
        kind == .picker ? ["options"] : []
    }

    /// The traits a text kind starts from.
    static func baseTraits(_ kind: FieldKind) -> TextInputTraits? {
        func traits(_ keyboard: String, _ content: String?, _ capitalization: String, _ correction: Bool?,
                    secure: Bool = false) -> TextInputTraits {
            TextInputTraits(keyboardType: keyboard, contentType: content, autocapitalization: capitalization,
                            autocorrection: correction, secure: secure, returnKey: nil)
        }
        switch kind {
        case .text, .textArea: return traits("default", nil, "sentences", nil)
        case .email: return traits("email_address", "email_address", "none", false)
        case .password: return traits("default", "password", "none", false, secure: true)
        case .phone: return traits("phone_pad", "telephone_number", "none", false)
        case .url: return traits("url", "url", "none", false)
        case .number: return traits("number_pad", nil, "none", false)
        case .decimal: return traits("decimal_pad", nil, "none", false)
        case .picker, .date, .toggle: return nil
        }
    }

    /// Keyboards without a Return key: Return cannot leave their fields.
    static let keyboardsWithoutReturn: Set<String> = ["number_pad", "phone_pad", "decimal_pad", "ascii_capable_number_pad"]
}
