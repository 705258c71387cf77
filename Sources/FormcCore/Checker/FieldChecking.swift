import Foundation

/// Checks a form's fields one at a time, as they are decoded (while the YAML
/// is read, for a streamed `fields:` list), and keeps only what the
/// whole-form passes need: a ``FieldSummary`` per field (and a ``PickerSummary``
/// per picker), and the field models when a model is wanted. A picker's checks
/// need the option lists: when the spec writes them before the fields, the
/// reader shows them first (``knowOptionLists(_:)``) and pickers are checked as
/// they come; otherwise pickers wait, whole, for ``finish(optionLists:)``.
/// A class: it is filled by the reader's field stream and then finished by the
/// checker, and its arrays are large.
final class FieldChecking {
    var log: DiagnosticLog
    /// Whether field models are kept (not for `formc check`).
    let keepsModels: Bool
    /// One per field, in source order.
    private(set) var summaries: [FieldSummary] = []
    /// The position of each id's first field.
    private(set) var positions: [String: Int] = [:]
    /// Positions of fields whose id an earlier field already has, in order.
    private(set) var duplicatePositions: [Int] = []
    /// Pickers' positions in source order.
    private(set) var pickerPositions: [Int] = []
    /// The pickers, as `pickerPositions`.
    private var pickers: [PickerSummary] = []
    /// The option lists, when they were read before the fields (by name, the first of each).
    private var earlyOptionLists: [String: OptionListSpec]?
    /// Pickers read before the option lists were known, with their positions: checked last.
    private var waitingPickers: [(position: Int, field: FieldSpec)] = []
    /// Models by position, pickers' as placeholders until checked; empty unless kept.
    private var models = ChunkedFields()
    /// Whether a field could not be modelled (then an error was reported and no model is wanted).
    private var missesModels = false
    /// Fields taken so far.
    var count: Int { summaries.count }
    /// The position of the field that first took each Swift name: names that
    /// collide after conversion are reported as they come. (Positions, not ids
    /// and places: the summaries hold those, and a large form has many names.)
    private var swiftNames: [String: Int32] = [:]
    /// Compiled patterns: a form repeats the same few, and ICU compiles are costly.
    var regexes: [String: NSRegularExpression?] = [:]

    init(file: String, keepsModels: Bool) {
        log = DiagnosticLog(file: file)
        self.keepsModels = keepsModels
    }

    /// Checks the next field of the form.
    func take(_ field: FieldSpec) {
        let position = summaries.count
        let id = field.id
        let swiftName = id.map { Self.swiftName(of: $0.value) }
        if let id, let swiftName {
            if positions[id.value] == nil {
                positions[id.value] = position
                declare(swiftName, of: id, at: position)
            } else {
                duplicatePositions.append(position)  // Reported by the checker; its name is the first's.
            }
        }
        let kind = field.kind?.value
        let canCheck = id != nil && kind != nil && field.label != nil
        summaries.append(FieldSummary(
            id: id, toolbar: field.toolbar, kind: kind, keyboardType: field.keyboardType?.value,
            checksToolbar: canCheck && kind.map { FieldKindRules.allowedKeys($0).contains(.toolbar) } == true,
            writesReturnKey: field.returnKey != nil))
        if kind == .picker {
            pickers.append(PickerSummary(field))
            pickerPositions.append(position)
            guard let earlyOptionLists else {
                waitingPickers.append((position, field))
                if keepsModels { models.append(Self.placeholder) }
                return
            }
            keep(checkField(field, swiftName: swiftName, optionLists: earlyOptionLists), at: position)
            return
        }
        let model = checkField(field, swiftName: swiftName, optionLists: [:])
        keep(model, at: position)
    }

    /// The spec's option lists, read before (some of) the fields: pickers from
    /// now on are checked as they come. They are the lists the checker will
    /// use: the root mapping's own `options`, decoded the same way.
    func knowOptionLists(_ lists: [OptionListSpec]) {
        earlyOptionLists = OptionListSpec.firstOfEachName(lists)
    }

    private func declare(_ swiftName: String, of id: Located<String>, at position: Int) {
        if let first = swiftNames[swiftName].flatMap({ summaries[Int($0)].id }) {
            report(Problems.identifierCollision(id.value, swiftName: swiftName, other: first.value), at: id.location,
                   notes: [("'\(first.value)' is here", first.location)])
        } else {
            swiftNames[swiftName] = Int32(truncatingIfNeeded: position)
        }
    }

    /// Stands for a picker's model until the option lists are known.
    private static let placeholder = Field(id: "", swiftName: "", kind: .picker, label: LocalizableText(""))

    private func keep(_ model: Field?, at position: Int) {
        guard keepsModels else { return }
        guard let model else {
            missesModels = true
            if position == models.count { models.append(Self.placeholder) }
            return
        }
        if position == models.count { models.append(model) } else { models[position] = model }
    }

    /// Every picker with its position, in source order.
    var positionedPickers: Zip2Sequence<[Int], [PickerSummary]> { zip(pickerPositions, pickers) }

    /// The picker at `position`, if the field there is one.
    func picker(at position: Int) -> PickerSummary? {
        // Positions are taken in order, so sorted: a binary search.
        var low = 0, high = pickerPositions.count
        while low < high {
            let middle = (low + high) / 2
            if pickerPositions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < pickerPositions.count && pickerPositions[low] == position ? pickers[low] : nil
    }

    /// The first field with id `id`, when it is a picker.
    func picker(id: String) -> PickerSummary? { positions[id].flatMap(picker(at:)) }

    /// Checks the pickers against the now known option lists and returns the
    /// field models in form order: empty unless kept, or when a field could not
    /// be modelled (an error was reported, so the model is not used).
    func finish(optionLists: [String: OptionListSpec]) -> [Field] {
        for (position, field) in waitingPickers {
            keep(checkField(field, swiftName: nil, optionLists: optionLists), at: position)
        }
        waitingPickers = []
        guard keepsModels, !missesModels else { return [] }
        // Return on the last field that takes focus ends editing, unless the spec says otherwise.
        if let last = summaries.lastIndex(where: \.takesFocus), !summaries[last].writesReturnKey,
           models[last].kind != .textArea, models[last].textInput != nil {
            models[last].textInput?.returnKey = "done"
        }
        return models.joined()
    }

    /// The Swift property name of a field whose id is `id`.
    static func swiftName(of id: String) -> String {
        SwiftNamer.avoiding(reservedFieldNames, SwiftNamer.lowerCamelCase(id))
    }

    func report(_ problem: Problem, at location: SourceLocation,
                         notes: [(message: String, location: SourceLocation)] = []) {
        log.report(problem, at: location, notes: notes)
    }
}
