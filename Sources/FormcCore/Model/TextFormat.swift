// Public: the initializer's default timing is the runtime's `.typing` (see RuntimeVocabulary.swift).
public import FormcRuntime

/// How a text field shapes what the user types (`normalize:`, `mask:`): the
/// model holds the value after it, and the rules run on that value.
public struct TextFormat: Codable, Equatable, Sendable {
    /// The normalisation's rewrites, in ``TextTransform``'s order; empty when none.
    public var normalize: [TextTransform]
    /// When the text shown is normalised (the model always holds the normalised value).
    public var timing: NormalizeTiming
    /// The mask (`###-####`), if any; with ``maskCases``, the mask of values no case's prefix chooses (`otherwise`).
    public var mask: String?
    /// The masks chosen by the value (`by_prefix`), in spec order; `nil` for a fixed mask.
    public var maskCases: [MaskCase]?
    /// The other field whose value chooses among ``maskCases`` (`field:`, a
    /// security code following the card number); `nil` when this field's own value does.
    public var maskField: String?
    /// The digits a text of ASCII digits is padded to with leading zeros when
    /// editing ends (`{ zero_pad: 3 }`), if any.
    public var zeroPad: Int?

    /// Creates a format.
    public init(normalize: [TextTransform] = [], timing: NormalizeTiming = .typing, mask: String? = nil, zeroPad: Int? = nil) {
        self.normalize = normalize
        self.timing = timing
        self.mask = mask
        self.zeroPad = zeroPad
    }

    /// Whether the format rewrites anything: a field without is given none.
    public var isEmpty: Bool { normalize.isEmpty && mask == nil && zeroPad == nil }
}

extension TextTransform {
    /// The support runtime's case name (`FormcNormalization.Transform`).
    public var runtimeName: String {
        switch self {
        case .fullwidthKatakana: "fullwidthKatakana"
        case .halfwidthKatakana: "halfwidthKatakana"
        default: rawValue
        }
    }

    /// What the text's kana end as, for the rewrites that decide it: two
    /// rewrites with different targets contradict each other.
    var kanaTarget: String? {
        switch self {
        case .katakana, .fullwidthKatakana: "full-width katakana"
        case .hiragana: "hiragana"
        case .halfwidthKatakana: "half-width katakana"
        default: nil
        }
    }
}

/// One case of a mask chosen by the value: the characters typed (separators
/// left out) starting with one of `prefixes` choose `mask`; the longest prefix wins.
public struct MaskCase: Codable, Equatable, Sendable {
    /// The prefixes that choose the case.
    public var prefixes: [String]
    /// The case's mask.
    public var mask: String

    /// Creates a case.
    public init(prefixes: [String], mask: String) {
        self.prefixes = prefixes
        self.mask = mask
    }
}



/// A mask's positions, read as the support runtime's `FormcMask` reads them:
/// `#` a digit, `A` a letter, `*` any character, `\` escapes, others literal.
public struct MaskPattern: Equatable, Sendable {
    /// How many characters a complete value has.
    public let length: Int
    /// How many of them the user types (the rest are literals).
    public let placeholders: Int
    /// The placeholders in order (`#`, `A` or `*`).
    public let placeholderKinds: [Character]
    /// The literal characters (separators).
    public let literals: Set<Character>

    /// The positions of `pattern`.
    public init(_ pattern: String) {
        var length = 0, placeholders = 0, escaped = false
        var kinds: [Character] = [], literals: Set<Character> = []
        for character in pattern {
            if escaped {
                escaped = false
                length += 1
                literals.insert(character)
                continue
            }
            switch character {
            case "\\": escaped = true
            case "#", "A", "*":
                length += 1
                placeholders += 1
                kinds.append(character)
            default:
                length += 1
                literals.insert(character)
            }
        }
        self.length = length
        self.placeholders = placeholders
        placeholderKinds = kinds
        self.literals = literals
    }

    /// Why no value typed into the mask starts with `prefix`, when none can
    /// (`literals`: every separator of the masks the prefix is compared among); `nil` when one can.
    public func whyNoValueStarts(with prefix: String, literals: Set<Character>) -> String? {
        if prefix.isEmpty { return "the prefix is empty" }
        if let separator = prefix.first(where: literals.contains) {
            return "'\(separator)' is a separator, and prefixes are compared with the characters typed, separators left out"
        }
        if prefix.count > placeholders {
            return "the mask takes \(placeholders) characters, the prefix has \(prefix.count)"
        }
        for (character, kind) in zip(prefix, placeholderKinds) {
            let fits = switch kind {
            case "#": character.isASCII && character.isNumber
            case "A": character.isLetter
            default: !character.isNewline
            }
            if !fits { return "'\(character)' does not fit the mask's '\(kind)' (\(kind == "#" ? "a digit" : "a letter"))" }
        }
        return nil
    }
}

/// A password field's show/hide button (`reveal_toggle`) and its VoiceOver labels.
public struct RevealToggle: Codable, Equatable, Sendable {
    /// The label while the text is hidden; `nil` for the standard one ("Show password").
    public var showLabel: LocalizableText?
    /// The label while the text shows; `nil` for the standard one ("Hide password").
    public var hideLabel: LocalizableText?

    /// Creates a toggle.
    public init(showLabel: LocalizableText? = nil, hideLabel: LocalizableText? = nil) {
        self.showLabel = showLabel
        self.hideLabel = hideLabel
    }
}
