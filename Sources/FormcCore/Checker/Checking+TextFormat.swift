extension Checking {
    /// Checks `normalize:` and `mask:` (keys the kind does not accept are
    /// reported already) and returns the field's format, `nil` when it has none.
    ///
    /// Decided: contradicting rewrites (`uppercase` with `lowercase`) are an
    /// error; a rewrite listed twice is harmless. A mask needs a placeholder,
    /// and a length rule must leave complete values of the mask possible. A
    /// `pattern` is not checked against the mask: whether a regex accepts some
    /// value of a mask is not something formc decides cheaply and exactly.
    mutating func checkTextFormat(_ field: FieldSpec, allowed: FieldKeySet) -> TextFormat? {
        let normalization = allowed.contains(.normalize) ? field.normalize : nil
        let mask = allowed.contains(.mask) ? field.mask : nil
        guard normalization != nil || mask != nil else { return nil }
        var format = TextFormat()
        if let normalization {
            checkConflicts(normalization.transforms)
            let written = Set(normalization.transforms.map(\.value))
            format.normalize = TextTransform.allCases.filter(written.contains)
            format.timing = normalization.timing?.value ?? .typing
        }
        if let mask {
            let pattern = MaskPattern(mask.value)
            if pattern.placeholders == 0 {
                report(Problems.invalidMask(mask.value), at: mask.location)
            } else {
                format.mask = mask.value
                checkLengths(field, against: mask.value, pattern)
            }
        }
        return format.normalize.isEmpty && format.mask == nil ? nil : format
    }

    /// The reveal toggle as modelled; `nil` when off.
    func revealToggle(_ spec: RevealToggleSpec?) -> RevealToggle? {
        guard let spec, spec.isOn else { return nil }
        return RevealToggle(showLabel: spec.showLabel?.model, hideLabel: spec.hideLabel?.model)
    }

    private mutating func checkConflicts(_ transforms: [Located<TextTransform>]) {
        guard let upper = transforms.first(where: { $0.value == .uppercase }),
              let lower = transforms.first(where: { $0.value == .lowercase }) else { return }
        let (first, second) = upper.location < lower.location ? (upper, lower) : (lower, upper)
        report(Problems.conflictingNormalization(first.value.rawValue, second.value.rawValue), at: second.location,
               notes: [("'\(first.value.rawValue)' is here", first.location)])
    }

    private mutating func checkLengths(_ field: FieldSpec, against mask: String, _ pattern: MaskPattern) {
        if let max = field.maxLength?.value, max.value < pattern.length {
            report(Problems.maskConflict("max_length", max.value, mask: mask, length: pattern.length), at: max.location)
        }
        if let min = field.minLength?.value, min.value > pattern.length {
            report(Problems.maskConflict("min_length", min.value, mask: mask, length: pattern.length), at: min.location)
        }
    }
}
