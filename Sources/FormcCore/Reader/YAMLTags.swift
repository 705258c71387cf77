/// Which YAML tags formc accepts, and what they mean for a node.
enum YAMLTags {
    /// The prefix libyaml resolves `!!` to.
    static let corePrefix = "tag:yaml.org,2002:"

    /// What a tag on a scalar means.
    enum ScalarTag: Equatable {
        /// `!!int`, `!!float`, `!!bool`, `!!null`: a plain scalar stays plain.
        case coreScalar
        /// `!!str` or the non-specific `!`: the scalar is text, never a number or boolean.
        case text
        /// Anything else: reported, and the scalar is read as text.
        case unsupported
    }

    /// Classifies the resolved tag of a scalar.
    static func scalarTag(_ tag: String) -> ScalarTag {
        switch tag {
        case "!", corePrefix + "str": .text
        case corePrefix + "int", corePrefix + "float", corePrefix + "bool", corePrefix + "null": .coreScalar
        default: .unsupported
        }
    }

    /// Whether `tag` may stand on a sequence (`!!seq`) or mapping (`!!map`).
    /// The non-specific `!` is accepted too: on a collection it only says
    /// "what it looks like", which changes nothing.
    static func isAccepted(_ tag: String, onMapping: Bool) -> Bool {
        tag == "!" || tag == corePrefix + (onMapping ? "map" : "seq")
    }

    /// The tag as a user would write it: `tag:yaml.org,2002:binary` → `!!binary`.
    static func display(_ tag: String) -> String {
        tag.hasPrefix(corePrefix) ? "!!" + tag.dropFirst(corePrefix.count) : tag
    }
}
