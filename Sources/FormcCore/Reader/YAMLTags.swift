/// Which YAML tags formc accepts, and what they mean for a node.
enum YAMLTags {
    /// The prefix libyaml resolves `!!` to.
    static let corePrefix = "tag:yaml.org,2002:"

    /// What a tag on a scalar means.
    enum ScalarTag: Equatable {
        /// `!!int`, `!!float`, `!!bool`, `!!null`: a plain scalar stays plain,
        /// and its value must be of the tag's type.
        case coreScalar(CoreType)
        /// `!!str` or the non-specific `!`: the scalar is text, never a number or boolean.
        case text
        /// Anything else: reported, and the scalar is read as text.
        case unsupported
    }

    /// Classifies the resolved tag of a scalar.
    static func scalarTag(_ tag: String) -> ScalarTag {
        switch tag {
        case "!", corePrefix + "str": .text
        case corePrefix + "int": .coreScalar(.int)
        case corePrefix + "float": .coreScalar(.float)
        case corePrefix + "bool": .coreScalar(.bool)
        case corePrefix + "null": .coreScalar(.null)
        default: .unsupported
        }
    }

    /// The type a core tag gives a scalar.
    enum CoreType: Equatable {
        case int, float, bool, null

        /// Whether a scalar that resolves to `value` is of this type (an
        /// integer is a float too, as in YAML's core schema: `!!float 1`).
        func accepts(_ value: CoreSchema.Resolved) -> Bool {
            switch (self, value) {
            case (.null, .null), (.bool, .bool), (.int, .int), (.float, .float), (.float, .int): true
            default: false
            }
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
