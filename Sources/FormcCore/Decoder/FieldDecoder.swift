/// Decodes one entry of `fields`. Every key any kind accepts is decoded here;
/// which keys apply to which kind is the checker's call.
enum FieldDecoder {
    /// Every key a field may have, in docs/language.md's order.
    static let keys = FieldKey.spellings

    static func decode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> FieldSpec? {
        guard case .mapping(let entries) = node.content else {
            _ = decoding.mapping(node, allowed: keys, context: fieldContext(node))  // Reports the wrong type.
            return nil
        }
        var written: [FieldSpec.Entry] = []
        written.reserveCapacity(entries.count)
        for entry in entries where !decoding.isHopeless {
            guard let key = FieldKey(spelling: entry.key) else {
                decoding.report(Problems.unknownKey(entry.key, in: fieldContext(node),
                                                    suggestion: Suggestion.closest(to: entry.key, in: keys)),
                                at: entry.keyLocation)
                continue
            }
            // `key: null` (or `~`, or nothing) cannot unset a key, though it reads as if it did, as
            // when overriding a key a merge (`<<`) brings in: one error that says so, and the key is
            // then left out, so the checker does not add "does not apply" for the same mistake.
            // (`default:` left empty means no default.)
            if key != .defaultValue, case .scalar(let scalar) = entry.value.content, scalar.isPlain, CoreSchema.isNull(scalar.text) {
                decoding.report(Problems.nullKey(key.spelling, found: NodeDecoding.describe(entry.value)), at: entry.value.location)
                if [.id, .kind, .label].contains(key) {
                    written.append(FieldSpec.Entry(key: key, keyLocation: entry.keyLocation, value: .invalid))
                }
                continue
            }
            let value = value(of: key, entry.value, &decoding) ?? .invalid
            written.append(FieldSpec.Entry(key: key, keyLocation: entry.keyLocation, value: value))
        }
        let field = FieldSpec(location: node.location, entries: written)
        for key in [FieldKey.id, .kind, .label] where !field.has(key) {
            decoding.report(Problems.missingKey(key.spelling, in: fieldContext(node)), at: node.location)
        }
        return field
    }

    /// The decoded value of `key`; nil when it could not be decoded (reported).
    private static func value(of key: FieldKey, _ value: YAMLNode, _ decoding: inout NodeDecoding) -> FieldSpec.Value? {
        switch key {
        case .id: decoding.identifier(value, what: "field id").map { .string($0) }
        case .swiftName: decoding.identifier(value, what: "Swift name").map { .string($0) }
        case .kind: decoding.word(value, FieldKind.self, key: "field kind").map { .kind($0) }
        case .label: decoding.text(value, context: "a label").map { .text($0) }
        case .placeholder: decoding.text(value, context: "a placeholder").map { .text($0) }
        case .defaultValue: .node(value)
        case .required: decoding.rule(value, key: "required", implicitValue: true) { $0.bool($1) }.map { .boolRule($0) }
        case .minLength: decoding.rule(value, key: "min_length") { $0.count($1) }.map { .countRule($0) }
        case .maxLength: decoding.rule(value, key: "max_length") { $0.count($1) }.map { .countRule($0) }
        case .pattern:
            decoding.rule(value, key: "pattern") { $0.string($1, expected: "a regular expression") }.map { .stringRule($0) }
        case .min: RuleReferenceDecoder.bound(value, key: "min", &decoding) { scalarNode($1, &$0) }
        case .max: RuleReferenceDecoder.bound(value, key: "max", &decoding) { scalarNode($1, &$0) }
        case .keyboardType: decoding.word(value, in: SpecVocabulary.keyboardTypes, key: "keyboard_type").map { .string($0) }
        case .contentType: decoding.word(value, in: SpecVocabulary.allContentTypes, key: "content_type").map { .string($0) }
        case .autocapitalization:
            decoding.word(value, in: SpecVocabulary.autocapitalizations, key: "autocapitalization").map { .string($0) }
        case .autocorrection: decoding.bool(value).map { .bool($0) }
        case .secure: decoding.bool(value).map { .bool($0) }
        case .returnKey: decoding.word(value, in: SpecVocabulary.returnKeys, key: "return_key").map { .string($0) }
        case .toolbar: decoding.identifier(value, what: "toolbar name").map { .string($0) }
        case .options: decoding.identifier(value, what: "option list name").map { .string($0) }
        case .parent: decoding.identifier(value, what: "parent field id").map { .string($0) }
        case .mode: decoding.word(value, DateMode.self, key: "date mode").map { .mode($0) }
        case .validateOn: decoding.word(value, ValidationTiming.self, key: "validate_on").map { .string(Located($0.value.rawValue, at: $0.location)) }
        case .sameAs:
            decoding.rule(value, key: "same_as") { $0.identifier($1, what: "field id") }.map { .stringRule($0) }
        case .custom: RuleReferenceDecoder.customRules(value, &decoding).map { .customRules($0) }
        case .visibleWhen, .enabledWhen, .dateOnlyWhen: ConditionDecoder.decode(value, &decoding).map { .condition($0) }
        case .readOnly: decoding.bool(value).map { .bool($0) }
        case .normalize: NormalizationDecoder.decode(value, &decoding).map { .normalization($0) }
        case .mask: MaskDecoder.decode(value, &decoding).map { .mask($0) }
        case .revealToggle: RevealToggleDecoder.decode(value, &decoding).map { .revealToggle($0) }
        case .fillOnFocus: decoding.bool(value).map { .bool($0) }
        case .noneRow: decoding.text(value, context: "a none row title").map { .text($0) }
        case .showCount: decoding.bool(value).map { .bool($0) }
        case .components: ComponentDecoder.decode(value, &decoding).map { .components($0) }
        case .separator: decoding.string(value, expected: "a separator string").map { .string($0) }
        case .minCount: decoding.rule(value, key: "min_count") { $0.count($1) }.map { .countRule($0) }
        case .maxCount: decoding.rule(value, key: "max_count") { $0.count($1) }.map { .countRule($0) }
        case .step: .node(value)
        case .showValue: decoding.bool(value).map { .bool($0) }
        case .style: decoding.word(value, SelectionStyle.self, key: "style").map { .style($0) }
        case .lookup: LookupDecoder.decode(value, &decoding).map { .lookup($0) }
        case .follows: decoding.identifier(value, what: "field id").map { .string($0) }
        case .format: DisplayFormatDecoder.decode(value, &decoding).map { .displayFormat($0) }
        case .help: decoding.text(value, context: "a help text").map { .text($0) }
        case .hideLabel: decoding.bool(value).map { .bool($0) }
        case .confirm: decoding.bool(value).map { .bool($0) }
        case .complete: decoding.rule(value, key: "complete", implicitValue: true) { $0.bool($1) }.map { .boolRule($0) }
        }
    }

    /// A scalar kept as a node for the checker to type (numbers or dates).
    private static func scalarNode(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> Located<YAMLNode>? {
        guard case .scalar = node.content else {
            decoding.report(Problems.wrongType(expected: "a number or a date", found: NodeDecoding.describe(node)), at: node.location)
            return nil
        }
        return Located(node, at: node.location)
    }

    /// "field 'email'" when the id can be read, else "a field".
    private static func fieldContext(_ node: YAMLNode) -> String {
        if case .mapping(let entries) = node.content,
           let id = entries.first(where: { $0.key == "id" })?.value.scalarText, SwiftNamer.isSpecIdentifier(id) {
            return "field '\(id)'"
        }
        return "a field"
    }
}
