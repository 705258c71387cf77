import Foundation

extension Checking {
    /// Checks a field's validation rules (regexes compile, bounds have the
    /// kind's type, min ≤ max) and returns them as modelled.
    mutating func checkRules(_ field: FieldSpec, kind: FieldKind, dateMode: DateMode?) -> Validation {
        let allowed = FieldKindRules.allowedKeys(kind)
        var validation = Validation()
        validation.required = field.required.map { Rule($0.value.value, message: $0.message?.model) }
        if allowed.contains(.minLength) {
            validation.minLength = field.minLength.map { Rule($0.value.value, message: $0.message?.model) }
            validation.maxLength = field.maxLength.map { Rule($0.value.value, message: $0.message?.model) }
            if let min = field.minLength?.value, let max = field.maxLength?.value, min.value > max.value {
                report(Problems.minGreaterThanMax("min_length", "max_length"), at: min.location,
                       notes: [("max_length is here", max.location)])
            }
        }
        if allowed.contains(.complete), let rule = field.complete {
            if field.mask == nil {
                report(Problems.invalidValue("'complete' asks the value to fill its mask: give the field a 'mask'"),
                       at: rule.value.location)
            } else if rule.value.value {
                validation.complete = Rule(true, message: rule.message?.model)
            }
        }
        if allowed.contains(.pattern), let pattern = field.pattern, checkRegex(pattern.value) {
            validation.pattern = Rule(pattern.value.value, message: pattern.message?.model)
            // The app's user types the input: a shape that backtracks exponentially could freeze the app.
            if let group = RegexBacktracking.catastrophicGroup(in: pattern.value.value) {
                report(Problems.backtrackingPattern(pattern.value.value, group: group), at: pattern.value.location)
            }
        }
        if allowed.contains(.min) {
            validation.min = field.min.flatMap { bound($0, kind: kind, dateMode: dateMode) }
            validation.max = field.max.flatMap { bound($0, kind: kind, dateMode: dateMode) }
            if let min = validation.min?.value, let max = validation.max?.value,
               Self.compare(min, max) == .orderedDescending, let minSpec = field.min, let maxSpec = field.max {
                report(Problems.minGreaterThanMax("min", "max"), at: minSpec.value.location,
                       notes: [("max is here", maxSpec.value.location)])
            }
        }
        return validation
    }

    /// Whether `pattern` compiles as an ICU regular expression (what
    /// `NSRegularExpression` uses on every platform); reports it when not.
    private mutating func checkRegex(_ pattern: Located<String>) -> Bool {
        if let cached = regexes[pattern.value] {
            if cached == nil { report(Problems.invalidRegex(pattern.value, reason: nil), at: pattern.location) }
            return cached != nil
        }
        do {
            regexes[pattern.value] = try NSRegularExpression(pattern: pattern.value)
            return true
        } catch {
            regexes[pattern.value] = .some(nil)
            let reason = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
            report(Problems.invalidRegex(pattern.value, reason: reason), at: pattern.location)
            return false
        }
    }

    /// A `min` or `max` typed by the field's kind.
    private mutating func bound(_ rule: RuleSpec<YAMLNode>, kind: FieldKind, dateMode: DateMode?) -> Rule<FieldValue>? {
        let node = rule.value.value
        guard case .scalar(let scalar) = node.content else { return nil }
        let resolved: CoreSchema.Resolved = scalar.isPlain ? CoreSchema.resolve(scalar.text) : .string
        var value: FieldValue?
        switch (kind, resolved) {
        case (.number, .int(let number)), (.stepper, .int(let number)): value = .integer(number)
        case (.decimal, .int), (.decimal, .float), (.slider, .int), (.slider, .float):
            if Self.isExactDecimal(scalar.text) { value = .decimal(scalar.text) }
        case (.date, .string):
            if let dateMode, ISODate(scalar.text, mode: dateMode) != nil { value = .date(scalar.text) }
            else if let dateMode, RelativeDateParser.looksRelative(scalar.text) {
                guard let relative = relativeDate(scalar.text, mode: dateMode, at: node.location) else { return nil }
                value = relative
            }
        default: break
        }
        guard let value else {
            report(Problems.wrongType(expected: Self.valueDescription(kind, dateMode, refusing: scalar.text),
                                      found: NodeDecoding.describe(node)),
                   at: node.location)
            return nil
        }
        return Rule(value, message: rule.message?.model)
    }
}
