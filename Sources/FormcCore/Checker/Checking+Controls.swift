extension Checking {
    // MARK: Multi-select

    /// A multi-select's `default`: a list of option values, each in `list`, none twice.
    mutating func checkMultiSelectDefault(_ node: YAMLNode, list: OptionListSpec?) -> FieldValue? {
        guard case .sequence(let elements) = node.content else {
            if case .scalar(let scalar) = node.content, scalar.isPlain, CoreSchema.isNull(scalar.text) { return nil }
            report(Problems.invalidDefault(expected: "a list of option values", found: NodeDecoding.describe(node)), at: node.location)
            return nil
        }
        guard let list else { return nil }  // The missing list is reported already.
        var codes: [String] = []
        var seen = Set<String>()
        for element in elements {
            guard case .scalar(let scalar) = element.content else {
                report(Problems.invalidDefault(expected: "an option value", found: NodeDecoding.describe(element)), at: element.location)
                continue
            }
            guard item(scalar.text, in: list) != nil else {
                report(Problems.defaultNotInOptions(scalar.text, list: list.name.value), at: element.location)
                continue
            }
            if seen.insert(scalar.text).inserted { codes.append(scalar.text) }
        }
        return .options(codes)
    }

    /// `min_count` / `max_count`: min ≤ max, and a `min_count` the list can meet.
    mutating func checkCounts(_ field: FieldSpec, list: OptionListSpec?, into validation: inout Validation) {
        validation.minCount = field.minCount.map { Rule($0.value.value, message: $0.message?.model) }
        validation.maxCount = field.maxCount.map { Rule($0.value.value, message: $0.message?.model) }
        if let min = field.minCount?.value, let max = field.maxCount?.value, min.value > max.value {
            report(Problems.minGreaterThanMax("min_count", "max_count"), at: min.location,
                   notes: [("max_count is here", max.location)])
        }
        if let min = field.minCount?.value, let list, !list.isMalformed, min.value > list.items.count {
            report(Problems.unreachableCount(min.value, list: list.name.value, options: list.items.count), at: min.location)
        }
    }

    /// A multi-select's default against its counts: the form would start invalid.
    mutating func checkMultiSelectDefault(_ value: FieldValue, passes rules: Validation, at location: SourceLocation) {
        guard case .options(let codes) = value else { return }
        if let min = rules.minCount?.value, codes.count < min { report(Problems.defaultOutsideRange(value.text), at: location) }
        else if let max = rules.maxCount?.value, codes.count > max { report(Problems.defaultOutsideRange(value.text), at: location) }
    }

    // MARK: Segmented

    /// The width a segmented control gets on the narrowest iPhone in portrait:
    /// iPhone SE (2nd and 3rd generation), 375 pt, less the ready screen's 20 pt margins.
    static let segmentedWidth = 335.0
    /// Past this many segments labels get too narrow to read whatever their length.
    static let segmentLimit = 5
    /// UIKit's padding around a segment's title, both sides together (estimate).
    static let segmentPadding = 16.0

    /// Warns when a segmented control over `list` would not fit the narrowest
    /// iPhone: more than ``segmentLimit`` segments, or segments (equally wide,
    /// as UIKit makes them) whose widest label does not fit.
    mutating func checkSegments(_ list: OptionListSpec, at location: SourceLocation) {
        let count = list.items.count
        if count > Self.segmentLimit {
            report(Problems.segmentedOverflow("\(count) segments are more than the \(Self.segmentLimit) that fit"), at: location)
            return
        }
        guard count > 0 else { return }
        let widest = list.items.map { Self.estimatedTitleWidth($0.label?.text ?? "") }.max() ?? 0
        let needed = Double(count) * (widest + Self.segmentPadding)
        if needed > Self.segmentedWidth {
            report(Problems.segmentedOverflow("\(count) segments as wide as the widest label need about \(Int(needed.rounded())) pt, "
                                              + "more than the \(Int(Self.segmentedWidth)) pt there are; labels will be truncated"),
                   at: location)
        }
    }

    /// A title's width in the segmented control's 13 pt system font: 13 pt per
    /// wide (CJK, kana, full-width) character, 7 pt per other character.
    static func estimatedTitleWidth(_ text: String) -> Double {
        var width = 0.0
        for scalar in text.unicodeScalars { width += isWide(scalar.value) ? 13 : 7 }
        return width
    }

    /// East Asian wide and full-width scalars (a coarse table: an estimate needs no more).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD: true
        default: false
        }
    }

    // MARK: Stepper and slider

    /// A stepper's or slider's range and step: `min`/`max` (rules, already
    /// typed in `validation`) or the control's defaults, a positive `step` no
    /// larger than the range, and steppers' integers exact as UIStepper's `Double`.
    mutating func checkNumberControl(_ field: FieldSpec, kind: FieldKind, validation: Validation) -> NumberControl {
        let isStepper = kind == .stepper
        let minimum = validation.min?.value ?? (isStepper ? .integer(0) : .decimal("0"))
        let maximum = validation.max?.value ?? (isStepper ? .integer(100) : .decimal("1"))
        if isStepper {
            for (rule, value) in [(field.min, validation.min?.value), (field.max, validation.max?.value)] {
                guard let rule, case .integer(let number)? = value, number.magnitude > Self.exactDoubleLimit else { continue }
                report(Problems.invalidValue("a stepper's bounds must be within ±2^53 so UIStepper's Double holds them exactly"),
                       at: rule.value.location)
            }
        }
        var step: FieldValue? = isStepper ? .integer(1) : nil
        if let node = field.step {
            step = checkStep(node, kind: kind, range: (minimum, maximum))
        }
        if !isStepper {
            // UISlider holds its range and value as `Float`: 3.5e38 would become +infinity,
            // 9007199254740993 would become 9007199000000000, and the checks below compare what was written.
            for (rule, value) in [(field.min, validation.min?.value), (field.max, validation.max?.value)] {
                guard let rule, let value, let held = Self.floatHolding(value.text) else { continue }
                report(Problems.invalidValue("a slider's bounds must be numbers UISlider's Float holds exactly: \(value.text) "
                                             + "becomes \(held)"), at: rule.value.location)
            }
            if let node = field.step, let value = step, let held = Self.floatHolding(value.text) {
                report(Problems.invalidValue("a slider's step must be a number UISlider's Float holds exactly: \(value.text) "
                                             + "becomes \(held)"), at: node.location)
            }
        }
        return NumberControl(minimum: minimum, maximum: maximum, step: step,
                             showsValue: isStepper || (field.showValue?.value ?? false))
    }

    /// What `Float` makes of the decimal `text` when that is not the number
    /// written (as its shortest decimal form, `+infinity`, or `0`), else nil.
    /// `0.1` is held as the `Float` nearest to it, whose shortest form is `0.1`
    /// again: a slider shows and compares it as written.
    static func floatHolding(_ text: String) -> String? {
        guard let float = Float(text) else { return nil }
        if float.isInfinite { return float < 0 ? "-infinity" : "+infinity" }
        func normalized(_ text: String) -> (Bool, Substring, Int) {
            let parts = DecimalLiteral(text)
            let digits = parts.significand.reversed().drop { $0 == "0" }
            let trimmed = parts.significand.count - digits.count
            return digits.isEmpty ? (false, "0", 0) : (parts.isNegative, parts.significand.dropLast(trimmed), parts.exponent + trimmed)
        }
        guard normalized(text) != normalized(float.description) else { return nil }
        return float == 0 ? "0" : float.description
    }

    /// Integers of this magnitude and below are exact in a `Double`.
    private static let exactDoubleLimit: UInt = 1 << 53

    private mutating func checkStep(_ node: YAMLNode, kind: FieldKind, range: (FieldValue, FieldValue)) -> FieldValue? {
        let isStepper = kind == .stepper
        guard case .scalar(let scalar) = node.content else {
            report(Problems.wrongType(expected: isStepper ? "an integer" : "a number", found: NodeDecoding.describe(node)), at: node.location)
            return nil
        }
        let resolved: CoreSchema.Resolved = scalar.isPlain ? CoreSchema.resolve(scalar.text) : .string
        let step: FieldValue?
        switch resolved {
        case .int(let number) where isStepper: step = .integer(number)
        case .int, .float: step = isStepper || !Self.isExactDecimal(scalar.text) ? nil : .decimal(scalar.text)
        default: step = nil
        }
        guard let step else {
            report(Problems.wrongType(expected: isStepper ? "an integer" : "a number", found: NodeDecoding.describe(node)), at: node.location)
            return nil
        }
        let size = (Double(step.text) ?? 0)
        let span = (Double(range.1.text) ?? 0) - (Double(range.0.text) ?? 0)
        if !(size > 0) {
            report(Problems.invalidStep("'step' must be greater than 0"), at: node.location)
            return nil
        }
        if span > 0, size > span {
            report(Problems.invalidStep("'step' \(step.text) is larger than the range \(range.0.text)…\(range.1.text)"), at: node.location)
            return nil
        }
        return step
    }

    /// Warns when a stepper's or slider's default lies outside its range (the control would clamp it).
    mutating func checkNumberControlDefault(_ value: FieldValue, control: NumberControl, at location: SourceLocation) {
        // A slider's value is a `Float` in UISlider (a stepper's are integers, exact within its ±2^53 range).
        if case .decimal(let text) = value, let held = Self.floatHolding(text) {
            report(Problems.invalidValue("a slider's default must be a number UISlider's Float holds exactly: \(text) "
                                         + "becomes \(held)"), at: location)
            return
        }
        if Self.compare(value, control.minimum) == .orderedAscending || Self.compare(value, control.maximum) == .orderedDescending {
            report(Problems.defaultOutsideRange(value.text), at: location)
        }
    }
}
