/// Decodes a spec's YAML nodes into the spec AST, strictly: unknown keys,
/// wrong types and missing keys are reported at the user's own line and
/// column. Semantic checks are the checker's.
enum SpecDecoder {
    static let topLevelKeys = ["formc", "form", "title", "localization", "options", "toolbars", "keyboard", "fields", "sections", "submit", "validate_on", "language", "include",
                                "cancel", "intro", "required_marks", "confirm"]

    /// Decodes `root`, reporting into `log`; returns what could be decoded.
    /// The tree is consumed: each field's nodes are freed once the field is
    /// decoded, so a large form's tree and its decoded fields are never held whole side by side.
    static func decode(_ root: consuming YAMLNode, log: inout DiagnosticLog) -> Spec? {
        var decoding = NodeDecoding(log: log)
        defer { log = decoding.log }
        guard var entries = decoding.mapping(root, allowed: topLevelKeys, context: "the spec") else { return nil }
        // `sections:` stands in for `fields:` (both is reported below).
        let hasSections = entries.contains { $0.key == "sections" }
        decoding.require(hasSections ? ["formc", "form"] : ["formc", "form", "fields"], in: entries, context: "the spec",
                         at: root.location)
        var spec = Spec(location: root.location)
        _ = consume root  // `entries` alone holds the tree from here on.
        // By index, not `for entry in entries`: an iterator's copy would keep the fields' nodes alive.
        for index in entries.indices {
            let node = entries[index].value
            switch entries[index].key {
            case "formc": spec.version = decodeVersion(node, &decoding)
            case "form": spec.form = decoding.identifier(node, what: "form name")
            case "title": spec.title = decoding.text(node, context: "a title")
            case "localization": spec.localization = decodeLocalization(node, &decoding)
            case "options": spec.optionLists = decodeOptionLists(node, &decoding)
            case "toolbars": spec.toolbars = ToolbarDecoder.decodeToolbars(node, &decoding)
            case "keyboard": spec.keyboard = decodeKeyboard(node, &decoding)
            case "submit": spec.submit = SubmitDecoder.decodeSubmit(node, &decoding)
            case "cancel": spec.cancel = CancelDecoder.decodeCancel(node, &decoding)
            case "validate_on": spec.validateOn = decoding.word(node, ValidationTiming.self, key: "validate_on")
            case "language": spec.language = decoding.word(node, FormLanguage.self, key: "language")
            case "confirm": spec.confirm = ConfirmDecoder.decodeConfirm(node, &decoding)
            case "include": spec.includes = IncludeDecoder.decodePaths(node, &decoding)
            case "intro": spec.intro = decoding.text(node, context: "an intro text")
            case "required_marks": spec.requiredMarks = RequiredMarksDecoder.decode(node, &decoding)
            case "sections":
                _ = consume node
                decodeSections(&entries[index].value, keyLocation: entries[index].keyLocation, into: &spec, &decoding)
            default:
                _ = consume node
                if spec.sections != nil {
                    decoding.report(Problems.sectionsAndFields(), at: entries[index].keyLocation)
                    continue
                }
                guard var items = entries[index].value.takeItems() else {
                    _ = decoding.sequence(entries[index].value, of: "fields")  // Reports the wrong type.
                    continue
                }
                spec.fieldsLocation = entries[index].value.location
                spec.fields = decodeFields(&items, &decoding)
                if items.isEmpty {
                    decoding.report(Problems.invalidValue("a form needs at least one field"), at: entries[index].value.location)
                }
            }
        }
        return spec
    }

    /// Decodes the items of `fields:`, freeing each item's nodes once it is decoded.
    private static func decodeFields(_ items: inout [YAMLNode], _ decoding: inout NodeDecoding) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        fields.reserveCapacity(items.count)
        // A hopeless spec stops here: the rest is freed unread, and the checker does not run.
        for index in items.indices where !decoding.isHopeless {
            if let field = FieldDecoder.decode(items[index], &decoding) { fields.append(field) }
            items[index] = YAMLNode(.sequence([]), at: items[index].location)
        }
        return fields
    }

    private static func decodeVersion(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> Located<Int>? {
        if case .scalar(let scalar) = node.content, scalar.isPlain, case .int(let value) = CoreSchema.resolve(scalar.text) {
            if value != 1 { decoding.report(Problems.unsupportedVersion(scalar.text), at: node.location) }
            return Located(value, at: node.location)
        }
        decoding.report(Problems.wrongType(expected: "the format version, the integer 1", found: NodeDecoding.describe(node)),
                        at: node.location)
        return nil
    }

    private static func decodeLocalization(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> LocalizationSpec? {
        guard let entries = decoding.mapping(node, allowed: ["table", "bundle"], context: "'localization'") else { return nil }
        var spec = LocalizationSpec()
        for entry in entries {
            switch entry.key {
            case "table": spec.table = decoding.string(entry.value, expected: "a strings table name")
            default: spec.bundle = decoding.word(entry.value, Localization.Bundle.self, key: "bundle")
            }
        }
        return spec
    }

    /// The option lists of an `options:` mapping.
    static func decodeOptionLists(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> [OptionListSpec] {
        guard case .mapping(let entries) = node.content else {
            decoding.report(Problems.wrongType(expected: "a mapping of option list names to lists",
                                               found: NodeDecoding.describe(node)), at: node.location)
            return []
        }
        return entries.compactMap { entry in
            let nameNode = YAMLNode(.scalar(.init(text: entry.key, isPlain: false)), at: entry.keyLocation)
            let name = decoding.identifier(nameNode, what: "option list name")
            // A mapping with `from:`, or without an item's `label:` (`{ form: app }`), is a list from the app;
            // one item written without its list (`{ value: "1", label: One }`) stays a wrong type.
            if case .mapping(let keys) = entry.value.content, keys.contains(where: { $0.key == "builtin" }) {
                let builtin = decodeBuiltinList(entry.value, list: entry.key, &decoding)
                return name.map { OptionListSpec(name: $0, items: builtin.map(items(of:)) ?? [], isMalformed: builtin == nil,
                                                 builtin: builtin) }
            }
            if case .mapping(let keys) = entry.value.content,
               keys.contains(where: { $0.key == "from" }) || !keys.contains(where: { $0.key == "label" }) {
                let app = decodeAppList(entry.value, list: entry.key, &decoding)
                return name.map { OptionListSpec(name: $0, items: [], isMalformed: app == nil, app: app) }
            }
            let nodes = decoding.sequence(entry.value, of: "option items")
            var items: [OptionItemSpec] = []
            for node in nodes ?? [] where !decoding.isHopeless {
                if let item = decodeOptionItem(node, list: entry.key, &decoding) { items.append(item) }
            }
            return name.map { OptionListSpec(name: $0, items: items, isMalformed: nodes == nil) }
        }
    }

    /// The keys of an option item.
    private static let optionItemKeys = ["value", "label", "name", "parents"]

    /// A built-in list: `{ builtin: jp_prefectures }`.
    private static func decodeBuiltinList(_ node: YAMLNode, list: String, _ decoding: inout NodeDecoding)
        -> Located<BuiltinOptionList>? {
        guard let entries = decoding.mapping(node, allowed: ["builtin"], context: "option list '\(list)'"),
              entries.count == 1 else { return nil }
        return decoding.word(entries[0].value, BuiltinOptionList.self, key: "built-in option list")
    }

    /// A built-in list's items as if written in the spec, each at the list's name.
    private static func items(of builtin: Located<BuiltinOptionList>) -> [OptionItemSpec] {
        builtin.value.items.map { item in
            OptionItemSpec(location: builtin.location, value: Located(item.value, at: builtin.location),
                           label: TextSpec(text: item.label, key: nil, location: builtin.location),
                           name: Located(item.name, at: builtin.location),
                           parents: item.parents.isEmpty ? nil : item.parents.map { Located($0, at: builtin.location) },
                           parentsLocation: item.parents.isEmpty ? nil : builtin.location)
        }
    }

    /// An option list whose items come from the app: `{ from: app, value: string | integer }`,
    /// or are years from this year on: `{ from: this_year, count: n }`.
    private static func decodeAppList(_ node: YAMLNode, list: String, _ decoding: inout NodeDecoding) -> AppListSpec? {
        let context = "option list '\(list)'"
        // `builtin` is offered as a did-you-mean (`{ bultin: jp_prefectures }`), and then 'from' is not asked for.
        let keys = ["from", "value", "builtin", "count"]
        guard var entries = decoding.mapping(node, allowed: ["from", "value", "count"], suggesting: keys, context: context)
        else { return nil }
        // `value` goes with the app, `count` with this year.
        let fromWord = node.mappingValue("from")?.scalarText
        let misplaced = fromWord == OptionListOrigin.thisYear.rawValue ? "value" : fromWord == OptionListOrigin.app.rawValue ? "count" : nil
        if let misplaced, let entry = entries.first(where: { $0.key == misplaced }) {
            decoding.report(Problems.unknownKey(misplaced, in: "\(context) (from: \(fromWord ?? ""))", suggestion: nil), at: entry.keyLocation)
            entries.removeAll { $0.key == misplaced }
        }
        // `builtin` is offered as a did-you-mean (`{ bultin: jp_prefectures }`), and then 'from' is not asked for.
        let meantBuiltin = node.mappingKeys.contains { Suggestion.closest(to: $0, in: keys) == "builtin" }
        guard !meantBuiltin else { return nil }
        decoding.require(["from"], in: entries, context: context, at: node.location)
        var from: Located<OptionListOrigin>?
        var valueType: Located<AppOptionValueType>?
        var count: Located<Int>?
        var valid = true
        for entry in entries {
            switch entry.key {
            case "from":
                from = decoding.word(entry.value, OptionListOrigin.self, key: "option list source (from)")
                valid = valid && from != nil
            case "count":
                count = decoding.count(entry.value)
                if let years = count, !(1...OptionSource.maximumYearCount).contains(years.value) {
                    decoding.report(Problems.invalidValue("a year list has 1 to \(OptionSource.maximumYearCount) years, found \(years.value)"),
                                    at: years.location)
                    count = nil
                }
                valid = valid && count != nil
            default:
                valueType = decoding.word(entry.value, AppOptionValueType.self, key: "value type of an app list")
                valid = valid && valueType != nil
            }
        }
        guard valid, let from else { return nil }
        if from.value == .thisYear {
            guard let count else {
                decoding.report(Problems.missingKey("count", in: context), at: node.location)
                return nil
            }
            return AppListSpec(location: node.location, valueType: .integer, yearCount: count)
        }
        return AppListSpec(location: node.location, valueType: valueType?.value ?? .string)
    }

    /// The words of an option list's `from:`: the app, or this year (a year list).
    enum OptionListOrigin: String, CaseIterable {
        case app
        case thisYear = "this_year"
    }

    private static func decodeOptionItem(_ node: YAMLNode, list: String, _ decoding: inout NodeDecoding) -> OptionItemSpec? {
        guard let entries = decoding.mapping(node, allowed: optionItemKeys,
                                             context: "an item of option list '\(list)'") else { return nil }
        decoding.require(["value", "label"], in: entries, context: "an item of option list '\(list)'", at: node.location)
        var item = OptionItemSpec(location: node.location)
        for entry in entries {
            switch entry.key {
            case "value": item.value = decoding.string(entry.value, expected: "an option value (a string)")
            case "label": item.label = decoding.text(entry.value, context: "a label")
            case "name": item.name = decoding.identifier(entry.value, what: "Swift case name")
            default:
                item.parentsLocation = entry.value.location
                guard let values = decoding.sequence(entry.value, of: "parent values") else {
                    item.parents = []  // Reported; an empty list keeps 'missing parents' quiet.
                    continue
                }
                item.parents = values.compactMap { decoding.string($0, expected: "a parent value (a string)") }
                if values.isEmpty {
                    decoding.report(Problems.invalidValue("'parents' is empty, so this item would never be shown"),
                                    at: entry.value.location)
                }
            }
        }
        return item
    }

    /// A `keyboard:` mapping; the configuration file's `keyboard:` reads the same way.
    static func decodeKeyboard(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> KeyboardSpec? {
        let keys = ["avoidance", "distance", "dismiss_on_tap_outside", "dismiss_on_return"]
        guard let entries = decoding.mapping(node, allowed: keys, context: "'keyboard'") else { return nil }
        var spec = KeyboardSpec(location: node.location)
        for entry in entries {
            switch entry.key {
            case "avoidance": spec.avoidance = decoding.word(entry.value, KeyboardSettings.Avoidance.self, key: "avoidance")
            case "distance":
                spec.distance = decoding.number(entry.value)
                if let distance = spec.distance, distance.value < 0 {
                    decoding.report(Problems.invalidValue("distance must be 0 or more, found \(entry.value.scalarText ?? "")"),
                                    at: distance.location)
                    spec.distance = nil
                }
            case "dismiss_on_tap_outside": spec.dismissOnTapOutside = decoding.bool(entry.value)
            default: spec.dismissOnReturn = decoding.bool(entry.value)
            }
        }
        return spec
    }
}

extension YAMLNode {
    /// The items of a sequence node, taken out of it (the node is left an empty
    /// sequence), so that the caller owns them alone and may free them one by one.
    /// Nil, and the node unchanged, when it is not a sequence.
    mutating func takeItems() -> [YAMLNode]? {
        guard case .sequence = content else { return nil }
        let taken = content
        content = .sequence([])
        switch consume taken {
        case .sequence(let items): return items
        case .scalar, .mapping: return nil
        }
    }

    /// The keys of a mapping node, none for other nodes.
    var mappingKeys: [String] {
        if case .mapping(let entries) = content { return entries.map(\.key) }
        return []
    }

    /// The value of `key` in a mapping node, nil when absent or not a mapping.
    func mappingValue(_ key: String) -> YAMLNode? {
        if case .mapping(let entries) = content { return entries.first { $0.key == key }?.value }
        return nil
    }

    /// The text of a scalar node, nil for collections.
    var scalarText: String? {
        if case .scalar(let scalar) = content { return scalar.text }
        return nil
    }
}
