/// `format:` as written, each key where it is.
struct DisplayFormatSpec {
    var location: SourceLocation
    var style: Located<DisplayFormat.Style>?
    var currency: Located<String>?
    var grouping: Located<Bool>?
    var fractionDigits: Located<Int>?
    var prefix: Located<String>?
    var suffix: Located<String>?
    var date: Located<DisplayFormat.Length>?
    var time: Located<DisplayFormat.Length>?
    /// The keys written, with where, in source order.
    var keys: [Located<String>] = []
}

/// Decodes `format:`: a mapping of the keys below, typed; which keys fit the
/// field's kind and mode is the checker's.
enum DisplayFormatDecoder {
    static let keys = ["style", "currency", "grouping", "fraction_digits", "prefix", "suffix", "date", "time"]

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> DisplayFormatSpec? {
        guard let entries = decoding.mapping(node, allowed: keys, context: "'format'") else { return nil }
        var spec = DisplayFormatSpec(location: node.location)
        for entry in entries {
            spec.keys.append(Located(entry.key, at: entry.keyLocation))
            switch entry.key {
            case "style": spec.style = decoding.word(entry.value, DisplayFormat.Style.self, key: "format style")
            case "currency": spec.currency = decoding.string(entry.value, expected: "a currency code (such as JPY)")
            case "grouping": spec.grouping = decoding.bool(entry.value)
            case "fraction_digits": spec.fractionDigits = decoding.count(entry.value)
            case "prefix": spec.prefix = decoding.string(entry.value, expected: "a prefix text")
            case "suffix": spec.suffix = decoding.string(entry.value, expected: "a suffix text (such as 円)")
            case "date": spec.date = decoding.word(entry.value, DisplayFormat.Length.self, key: "date style")
            default: spec.time = decoding.word(entry.value, DisplayFormat.Length.self, key: "time style")
            }
        }
        return spec
    }
}
