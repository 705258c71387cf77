import Foundation

extension Checking {
    /// Checks one field: keys that do not apply to its kind, its option list
    /// (a picker's), default, rules. Returns the field as modelled when it can
    /// be built (`swiftName` is its property name). Toolbar references are the whole-form passes'.
    mutating func checkField(_ field: FieldSpec, swiftName: String?) -> Field? {
        if let label = field.label, label.model.text.allSatisfy(\.isWhitespace) {
            report(Problems.emptyLabel(field.idText), at: label.location)
        }
        guard let id = field.id, let swiftName, let kind = field.kind?.value, let label = field.label else { return nil }
        let allowed = FieldKindRules.allowedKeys(kind)
        for entry in field.entries where !allowed.contains(entry.key) {
            report(Problems.keyNotAllowed(entry.key.spelling, kind: kind.rawValue,
                                          allowedKinds: FieldKindRules.kinds(accepting: entry.key)),
                   at: entry.keyLocation)
        }
        for key in FieldKindRules.requiredKeys(kind) where !field.has(key) {
            report(Problems.missingKey(key.spelling, in: "\(kind.rawValue) field '\(id.value)'"), at: field.location)
        }
        let toolbar = allowed.contains(.toolbar) ? field.toolbar?.value : nil
        let list = kind.takesOptions ? checkOptionListReference(field.options) : nil
        if let list, list.app != nil { checkAppListUse(field, id: id.value, kind: kind, list: list) }
        let dateMode = kind == .date ? (field.mode?.value ?? .date) : nil
        let multiPicker = kind == .multiPicker ? checkMultiPicker(field, id: id) : nil
        let defaultValue = field.defaultValue.flatMap { node -> FieldValue? in
            if let list, list.app != nil {
                report(Problems.defaultOnAppList(list: list.name.value, origin: list.app?.origin ?? ""), at: node.location)
                return nil
            }
            return switch kind {
            case .multiPicker: multiPicker.flatMap { checkMultiPickerDefault(node, $0) }
            case .multiSelect: checkMultiSelectDefault(node, list: list)
            default: checkDefault(node, kind: kind, list: list, dateMode: dateMode)
            }
        }
        var validation = checkRules(field, kind: kind, dateMode: dateMode)
        let textFormat = checkTextFormat(field, kind: kind, allowed: allowed)
        // A list from the app is reported on these kinds: its (empty) items say nothing about counts or widths.
        if kind == .multiSelect { checkCounts(field, list: list?.app == nil ? list : nil, into: &validation) }
        if kind == .segmented, let list, list.app == nil, let options = field.options { checkSegments(list, at: options.location) }
        let numberControl = kind == .stepper || kind == .slider ? checkNumberControl(field, kind: kind, validation: validation) : nil
        if let defaultValue, let node = field.defaultValue {
            if let numberControl {
                checkNumberControlDefault(defaultValue, control: numberControl, at: node.location)
            } else if kind == .multiSelect {
                checkMultiSelectDefault(defaultValue, passes: validation, at: node.location)
            } else {
                checkDefault(defaultValue, passes: validation, at: node.location)
            }
        }
        var model = Field(
            id: id.value,
            swiftName: swiftName,
            kind: kind, label: label.model,
            placeholder: allowed.contains(.placeholder) ? field.placeholder?.model : nil,
            defaultValue: defaultValue, validation: validation,
            textInput: textInputTraits(field, kind: kind),
            toolbar: toolbar, optionList: list?.name.value,
            parent: kind == .picker ? field.parent?.value : nil, dateMode: dateMode,
            validateOn: checkValidationTiming(field, kind: kind),
            textFormat: textFormat, revealToggle: allowed.contains(.revealToggle) ? revealToggle(field.revealToggle) : nil,
            fillOnFocus: allowed.contains(.fillOnFocus) ? field.fillOnFocus?.value : nil,
            noneRow: allowed.contains(.noneRow) ? field.noneRow?.model : nil,
            showsCount: allowed.contains(.showCount) ? field.showCount?.value : nil,
            multiPicker: multiPicker,
            numberControl: numberControl, selectionStyle: checkSelectionStyle(field, kind: kind),
            displayFormat: allowed.contains(.format) ? checkDisplayFormat(field.displayFormat, kind: kind, mode: dateMode ?? .date) : nil)
        checkPresentation(field, kind: kind, allowed: allowed, into: &model)
        model.confirms = field.confirm?.value
        return model
    }

    private mutating func checkOptionListReference(_ name: Located<String>?) -> OptionListSpec? {
        guard let name else { return nil }
        guard let list = optionLists[name.value] else {
            if sortedListNames == nil { sortedListNames = optionLists.keys.sorted() }
            let suggestion = Suggestion.closest(to: name.value, in: sortedListNames ?? [], budget: &suggestionBudget)
            report(Problems.undefinedOptionList(name.value, suggestion: suggestion), at: name.location)
            return nil
        }
        return list
    }

    /// The kind's traits with the spec's overrides; the Return key defaults to
    /// `next` (``checkFields(swiftNames:)`` makes it `done` on the last field).
    private func textInputTraits(_ field: FieldSpec, kind: FieldKind) -> TextInputTraits? {
        guard var traits = FieldKindRules.baseTraits(kind) else { return nil }
        traits.keyboardType = field.keyboardType?.value ?? traits.keyboardType
        traits.contentType = field.contentType?.value ?? traits.contentType
        traits.autocapitalization = field.autocapitalization?.value ?? traits.autocapitalization
        traits.autocorrection = field.autocorrection?.value ?? traits.autocorrection
        if FieldKindRules.allowedKeys(kind).contains(.secure) { traits.secure = field.secure?.value ?? traits.secure }
        if kind != .textArea { traits.returnKey = field.returnKey?.value ?? "next" }
        return traits
    }

    // MARK: Defaults

    private mutating func checkDefault(_ node: YAMLNode, kind: FieldKind, list: OptionListSpec?, dateMode: DateMode?) -> FieldValue? {
        guard case .scalar(let scalar) = node.content else {
            report(Problems.invalidDefault(expected: Self.valueDescription(kind, dateMode), found: NodeDecoding.describe(node)),
                   at: node.location)
            return nil
        }
        let resolved: CoreSchema.Resolved = scalar.isPlain ? CoreSchema.resolve(scalar.text) : .string
        if resolved == .null { return nil }  // `default:` left empty means no default.
        var value: FieldValue?
        switch (kind, resolved) {
        case (.toggle, .bool(let flag)), (.checkbox, .bool(let flag)): value = .bool(flag)
        case (.number, .int(let number)), (.stepper, .int(let number)): value = .integer(number)
        case (.decimal, .int), (.decimal, .float), (.slider, .int), (.slider, .float):
            value = Self.isExactDecimal(scalar.text) ? .decimal(scalar.text) : nil
        case (.date, _) where !scalar.isPlain || resolved == .string:
            if let dateMode, ISODate(scalar.text, mode: dateMode) != nil { value = .date(scalar.text) }
            else if let dateMode, RelativeDateParser.looksRelative(scalar.text) {
                return relativeDate(scalar.text, mode: dateMode, at: node.location)
            }
        case (.picker, _), (.segmented, _), (.radio, _):
            guard let list else { return nil }  // The missing list is reported already.
            guard item(scalar.text, in: list) != nil else {
                report(Problems.defaultNotInOptions(scalar.text, list: list.name.value), at: node.location)
                return nil
            }
            value = .option(scalar.text)
        case (_, _) where kind.isTextual && !kind.isNumeric: value = .string(scalar.text)
        default: break
        }
        if value == nil {
            report(Problems.invalidDefault(expected: Self.valueDescription(kind, dateMode, refusing: scalar.text),
                                           found: NodeDecoding.describe(node)),
                   at: node.location)
        }
        return value
    }

    /// Whether `text` (an integer or float literal) becomes an exact `Decimal`
    /// literal: at most 18 significant digits, exponent within ±100.
    static func isExactDecimal(_ text: String) -> Bool {
        guard CoreSchema.isFloatLiteral(text) || Int(text) != nil else { return false }
        let parts = DecimalLiteral(text)
        return parts.significand.count <= 18 && (-100...100).contains(parts.exponent)
    }

    /// What a number of `kind` must be, said for the number `text` that is
    /// not: its digits or its magnitude, whichever is the problem (`1e300`
    /// has one significant digit, and is refused for its size).
    static func valueDescription(_ kind: FieldKind, _ dateMode: DateMode?, refusing text: String) -> String {
        guard kind == .decimal || kind == .slider, CoreSchema.isFloatLiteral(text) || Int(text) != nil else {
            return valueDescription(kind, dateMode)
        }
        let parts = DecimalLiteral(text)
        if parts.significand.count > 18 { return "a number of at most 18 significant digits" }
        if parts.exponent > 100 { return "a number at most 1e100 in magnitude" }
        if parts.exponent < -100 { return "a number at least 1e-100 in magnitude (or 0)" }
        return valueDescription(kind, dateMode)
    }

    static func valueDescription(_ kind: FieldKind, _ dateMode: DateMode?) -> String {
        switch kind {
        case .toggle, .checkbox: "true or false"
        case .number, .stepper: "an integer"
        case .decimal, .slider: "a number (at most 18 significant digits)"
        case .date: ISODate.format(dateMode ?? .date)
        case .picker, .segmented, .radio: "an option value"
        case .multiPicker: "a mapping of component ids to option values"
        case .multiSelect: "a list of option values"
        default: "a string"
        }
    }

    /// Warns when the default itself fails the field's rules.
    private mutating func checkDefault(_ value: FieldValue, passes rules: Validation, at location: SourceLocation) {
        var fails = false
        switch value {
        case .string(let text):
            let length = text.count
            if let min = rules.minLength?.value, length < min { fails = true }
            if let max = rules.maxLength?.value, length > max { fails = true }
            if let pattern = rules.pattern?.value, let regex = regexes[pattern] ?? nil {
                guard let matches = Self.wholeMatch(regex, text) else {
                    // "Fails" would be a guess: say what happened instead.
                    report(Problems.defaultNotEvaluated(value.text), at: location)
                    return
                }
                if !matches { fails = true }
            }
        case .integer, .decimal, .date, .relativeDate:
            if let min = rules.min?.value, Self.compare(value, min) == .orderedAscending { fails = true }
            if let max = rules.max?.value, Self.compare(value, max) == .orderedDescending { fails = true }
        case .bool, .option, .field, .wheels, .options: break
        }
        if fails { report(Problems.defaultOutsideRange(value.text), at: location) }
    }

    /// Whether `regex` matches the whole of `text`; nil when ICU gave up
    /// (its backtracking stack or time limit), which `firstMatch` would report
    /// as no match. `.reportCompletion` is the one way the error surfaces: the
    /// last call of the block carries `.internalError`.
    private static func wholeMatch(_ regex: NSRegularExpression, _ text: String) -> Bool? {
        let range = NSRange(text.startIndex..., in: text)
        var matches = false, gaveUp = false
        regex.enumerateMatches(in: text, options: [.anchored, .reportCompletion], range: range) { result, flags, stop in
            if let result {
                matches = result.range == range
                stop.pointee = true
            } else if flags.contains(.internalError) {
                gaveUp = true
            }
        }
        return gaveUp ? nil : matches
    }

    /// Orders two values of the same kind (numbers numerically, dates by their parts).
    static func compare(_ lhs: FieldValue, _ rhs: FieldValue) -> ComparisonResult? {
        // Exactly, as `Decimal`s: as `Double`s, 9007199254740993 and …992 would be equal.
        func number(_ value: FieldValue) -> Decimal? {
            switch value {
            case .integer(let number): Decimal(number)
            case .decimal(let text): Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
            default: nil
            }
        }
        if case .relativeDate(let left) = lhs, case .relativeDate(let right) = rhs { return compareRelative(left, right) }
        if let left = number(lhs), let right = number(rhs) {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        if case .date(let left) = lhs, case .date(let right) = rhs {
            for mode in DateMode.allCases {
                if let left = ISODate(left, mode: mode), let right = ISODate(right, mode: mode) {
                    return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
                }
            }
        }
        return nil
    }
}
