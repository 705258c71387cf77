extension Checking {
    /// Checks every `follows:`: the followed field exists, is another field,
    /// is not the one the field confirms (`same_as`), holds the same type of
    /// value (``FollowedValue``); then the cycles among
    /// them (each reported once, at the `follows:` that closes it) and a chain
    /// longer than ``maxFollowChain``. Stores each on `models` when every field was modelled.
    mutating func checkFollows(_ models: inout [Field]) {
        guard spec.fields.contains(where: { $0.has(.follows) }) else { return }
        let modelled = models.count == spec.fields.count
        // Each field follows one field at most: the same graph as conditions', without sections.
        var graph = ConditionGraph(fieldCount: spec.fields.count, sectionCount: 0)
        var ids: [String]?  // Sorted once, for suggestions, when an id is wrong.
        var edges: [Int: (target: Int, location: SourceLocation)] = [:]  // Each field's `follows:`, once checked.
        for (position, field) in spec.fields.enumerated() {
            guard let followed = field.follows, let id = field.id?.value, let kind = field.kind?.value,
                  FieldKindRules.allowedKeys(kind).contains(.follows) else { continue }
            guard let target = positions[followed.value] else {
                if ids == nil { ids = positions.keys.sorted() }
                let suggestion = Suggestion.closest(to: followed.value, in: (ids ?? []).lazy.filter { $0 != id },
                                                    budget: &suggestionBudget)
                report(Problems.undefinedFollowedField(followed.value, suggestion: suggestion), at: followed.location)
                continue
            }
            guard followed.value != id else {
                report(Problems.followsSelfReference(id), at: followed.location)
                continue
            }
            if field.sameAs?.value.value == followed.value {
                report(Problems.followsConfirmedField(id, confirmed: followed.value), at: followed.location)
                continue
            }
            let other = spec.fields[target]
            // Nil when a side cannot be typed (a kind or list reported already): nothing more to say.
            guard let value = followedValue(field), let otherValue = followedValue(other) else { continue }
            guard value == otherValue else {
                report(Problems.followsMismatch("'\(id)' (\(kind.rawValue), \(value.description))",
                                                "'\(followed.value)' (\(other.kind?.value.rawValue ?? "?"), \(otherValue.description))"),
                       at: followed.location)
                continue
            }
            graph.add(from: .field(position), to: target, at: followed.location)
            edges[position] = (target, followed.location)
            if modelled { models[position].follows = followed.value }
        }
        let cycles = graph.cycles()
        for cycle in cycles {
            report(Problems.followsCycle(cycle.shown.map { graph.name(of: $0, in: spec) }, omitted: cycle.omitted), at: cycle.location)
        }
        guard cycles.isEmpty else { return }
        checkConfirmationsFollowNothingTheyConfirm(edges)
        guard let chain = graph.longestChain(), chain.length > Self.maxFollowChain else { return }
        report(Problems.followsChainTooLong(chain.length, limit: Self.maxFollowChain), at: chain.location)
    }

    /// A confirmation (`same_as: x`) and the field it confirms must both be
    /// typed: neither may take its value from the other through a chain of
    /// `follows:` (`x follows confirmation`: a typo in the confirmation is
    /// copied into x and both match; `mid follows x`, `confirmation follows
    /// mid`: the confirmation fills itself). Reported at the first `follows:`
    /// of the chain, naming it. `edges` has no cycle; the direct case is
    /// reported on its own (`follows-confirmed-field`).
    private mutating func checkConfirmationsFollowNothingTheyConfirm(_ edges: [Int: (target: Int, location: SourceLocation)]) {
        guard !edges.isEmpty else { return }
        for (position, field) in spec.fields.enumerated() {
            guard let confirmed = field.sameAs?.value.value, let other = positions[confirmed], let id = field.id?.value else { continue }
            for (start, end) in [(position, other), (other, position)] {
                var chain = [start]
                while let next = edges[chain[chain.count - 1]]?.target, chain.count <= edges.count {
                    chain.append(next)
                    if next == end { break }
                }
                guard chain.count > 2 || start == other, chain.last == end, let first = edges[start] else { continue }
                report(Problems.followsConfirmationChain(confirmation: id, confirmed: confirmed,
                                                         chain: chain.map { spec.fields[$0].idText }),
                       at: first.location)
            }
        }
    }

    /// The longest chain of fields following one another (in fields, the first
    /// included): real forms chain two or three; the bound keeps the generated
    /// hand-on shallow, as conditions' bound does.
    static let maxFollowChain = 64

    /// The type of value a field hands on to its followers; nil when it cannot be told (reported elsewhere).
    private func followedValue(_ field: FieldSpec) -> FollowedValue? {
        guard let kind = field.kind?.value else { return nil }
        switch kind {
        case .text, .email, .phone, .url, .textArea: return .text
        case .number: return .integer
        case .decimal: return .decimal
        case .date: return .date(field.mode?.value ?? .date)
        case .toggle, .checkbox: return .onOff
        case .picker, .segmented, .radio, .multiSelect:
            guard let name = field.options?.value, optionLists[name] != nil else { return nil }
            return kind == .multiSelect ? .options(name) : .option(name)
        case .stepper: return .stepperValue
        case .slider: return .sliderValue
        // Never follow (the key is refused) and never followed: a password is typed, a multi_picker's struct is its own.
        case .password: return .password
        case .multiPicker: return .wheels(field.idText)
        }
    }
}

/// The type of value a field holds, as `follows:` compares it: a follower
/// takes the followed field's value as it is, so both hold the same Swift type.
enum FollowedValue: Equatable {
    /// `String`: text, email, phone, url, text_area.
    case text
    /// `Int?`: number.
    case integer
    /// `Decimal?`: decimal.
    case decimal
    /// `Date?` of one mode.
    case date(DateMode)
    /// `Bool`: toggle, checkbox.
    case onOff
    /// One option (or none) of a list: picker, segmented, radio.
    case option(String)
    /// A set of options of a list: multi_select.
    case options(String)
    /// `Int`, never empty: stepper.
    case stepperValue
    /// `Double`, never empty: slider.
    case sliderValue
    /// A password's text: nothing follows it.
    case password
    /// A multi_picker's own struct (by field id): nothing follows it.
    case wheels(String)

    /// For messages: "a text", "a date and time" …
    var description: String {
        switch self {
        case .text: "a text"
        case .integer: "an integer or none"
        case .decimal: "a decimal number or none"
        case .date(let mode): "a \(mode.rawValue.replacingOccurrences(of: "_", with: " "))"
        case .onOff: "on/off"
        case .option(let list): "an option of '\(list)'"
        case .options(let list): "options of '\(list)'"
        case .stepperValue: "an integer, never none"
        case .sliderValue: "a number, never none"
        case .password: "a password"
        case .wheels: "a choice per wheel"
        }
    }
}
