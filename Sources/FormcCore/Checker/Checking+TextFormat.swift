extension Checking {
    /// Checks `normalize:` and `mask:` (keys the kind does not accept are
    /// reported already) and returns the field's format, `nil` when it has none.
    ///
    /// Decided: contradicting rewrites (`uppercase` with `lowercase`) are an
    /// error; a rewrite listed twice is harmless. A mask needs a placeholder,
    /// and a length rule must leave complete values of the mask possible. A
    /// `pattern` is not checked against the mask: whether a regex accepts some
    /// value of a mask is not something formc decides cheaply and exactly.
    /// Kana rewrites with different targets (`hiragana` with `katakana`)
    /// contradict each other too. `zero_pad` takes 1…32 digits, on text kinds
    /// only, and never with a mask or a `max_length` below its digits.
    mutating func checkTextFormat(_ field: FieldSpec, kind: FieldKind, allowed: FieldKeySet) -> TextFormat? {
        let normalization = allowed.contains(.normalize) ? field.normalize : nil
        let mask = allowed.contains(.mask) ? field.mask : nil
        guard normalization != nil || mask != nil else { return nil }
        var format = TextFormat()
        if let normalization {
            checkConflicts(normalization.transforms)
            let written = Set(normalization.transforms.map(\.value))
            format.normalize = TextTransform.allCases.filter(written.contains)
            format.timing = normalization.timing?.value ?? .typing
            format.zeroPad = checkZeroPad(normalization.zeroPads, field, kind: kind, mask: mask)
        }
        if let mask {
            let pattern = MaskPattern(mask.value)
            if pattern.placeholders == 0 {
                report(Problems.invalidMask(mask.value), at: mask.location)
            } else {
                format.mask = mask.value
                checkLengths(field, against: mask.value, pattern)
            }
            if let cases = field.maskSpec?.cases, !cases.isEmpty {
                format.maskCases = checkMaskCases(cases, otherwise: pattern, field)
                if format.mask == nil { format.maskCases = nil }
            }
        }
        return format.isEmpty ? nil : format
    }

    /// The reveal toggle as modelled; `nil` when off.
    func revealToggle(_ spec: RevealToggleSpec?) -> RevealToggle? {
        guard let spec, spec.isOn else { return nil }
        return RevealToggle(showLabel: spec.showLabel?.model, hideLabel: spec.hideLabel?.model)
    }

    /// Reports `uppercase` with `lowercase`, and each kana rewrite whose
    /// target differs from the first one written's.
    private mutating func checkConflicts(_ transforms: [Located<TextTransform>]) {
        if let upper = transforms.first(where: { $0.value == .uppercase }),
           let lower = transforms.first(where: { $0.value == .lowercase }) {
            let (first, second) = upper.location < lower.location ? (upper, lower) : (lower, upper)
            reportConflict(first, second)
        }
        let kana = transforms.filter { $0.value.kanaTarget != nil }.sorted { $0.location < $1.location }
        guard let first = kana.first else { return }
        var reported: Set<TextTransform> = []
        for other in kana.dropFirst() where other.value.kanaTarget != first.value.kanaTarget && reported.insert(other.value).inserted {
            reportConflict(first, other)
        }
    }

    private mutating func reportConflict(_ first: Located<TextTransform>, _ second: Located<TextTransform>) {
        report(Problems.conflictingNormalization(first.value.rawValue, second.value.rawValue), at: second.location,
               notes: [("'\(first.value.rawValue)' is here", first.location)])
    }

    /// The digits of `zero_pad`, `nil` when not written or when it cannot apply.
    private mutating func checkZeroPad(_ pads: [Located<Int>], _ field: FieldSpec, kind: FieldKind,
                                       mask: Located<String>?) -> Int? {
        guard let pad = pads.first else { return nil }
        for other in pads.dropFirst() where other.value != pad.value {
            report(Problems.conflictingNormalization("zero_pad: \(pad.value)", "zero_pad: \(other.value)"), at: other.location,
                   notes: [("'zero_pad: \(pad.value)' is here", pad.location)])
        }
        if kind == .number || kind == .decimal {
            report(Problems.inapplicableZeroPad(kind: kind.rawValue), at: pad.location)
            return nil
        }
        guard Self.zeroPadDigits.contains(pad.value) else {
            report(Problems.zeroPadOutOfRange(pad.value, Self.zeroPadDigits), at: pad.location)
            return nil
        }
        if let mask {
            report(Problems.zeroPadConflict(mask: mask.value), at: pad.location,
                   notes: [("the mask is here", mask.location)])
        }
        if let max = field.maxLength?.value, max.value < pad.value {
            report(Problems.zeroPadConflict(maxLength: max.value, digits: pad.value), at: max.location,
                   notes: [("'zero_pad: \(pad.value)' is here", pad.location)])
        }
        return pad.value
    }

    /// The digits `zero_pad` takes: 32 is longer than any code a form asks for.
    static let zeroPadDigits = 1...32

    /// The cases of a mask chosen by the value. Decided: the longest prefix
    /// typed wins, so a prefix that starts with another (`0120` and `0`) is
    /// fine, but the same prefix twice is an error (the second case could never
    /// be chosen for it); a prefix must be typeable into its own mask, separators
    /// of every case left out (they are not compared).
    private mutating func checkMaskCases(_ cases: [MaskSpec.Case], otherwise: MaskPattern, _ field: FieldSpec) -> [MaskCase] {
        let patterns = cases.map { MaskPattern($0.mask.value) }
        let literals = patterns.reduce(otherwise.literals) { $0.union($1.literals) }
        var seen: [String: SourceLocation] = [:]
        var modelled: [MaskCase] = []
        for (item, pattern) in zip(cases, patterns) {
            if pattern.placeholders == 0 {
                report(Problems.invalidMask(item.mask.value), at: item.mask.location)
                continue
            }
            checkLengths(field, against: item.mask.value, pattern)
            for prefix in item.prefixes {
                if let first = seen[prefix.value] {
                    report(Problems.duplicateMaskPrefix(prefix.value), at: prefix.location,
                           notes: [("'\(prefix.value)' is here", first)])
                } else if let reason = pattern.whyNoValueStarts(with: prefix.value, literals: literals) {
                    report(Problems.unmatchableMaskPrefix(prefix.value, mask: item.mask.value, reason: reason), at: prefix.location)
                }
                seen[prefix.value] = seen[prefix.value] ?? prefix.location
            }
            modelled.append(MaskCase(prefixes: item.prefixes.map(\.value), mask: item.mask.value))
        }
        return modelled
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
