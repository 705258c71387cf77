/// The form's model: `struct <Form>Form` with an enum per option list, the
/// `Field` enum, typed properties with the spec's defaults, and `validate()`.
struct FormStructEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var values: ValueExpressions { ValueExpressions(model: model) }
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        let features = model.ruleFeatures
        // A list from the app has no enum: its items are known only at run time.
        let lists: [Declaration] = model.optionLists.filter { !$0.isFromApp }
            .map { OptionEnumEmitter(list: $0, model: model, options: options).declaration() }
            + LookupStructEmitter(model: model, options: options).declarations()
            + MultiPickerStructEmitter(model: model, options: options).declarations()
        // Deferred: the members as large as the form are built as they are printed, one at a time.
        var members: [@Sendable () -> [Declaration]] = [
            { [model, options] in [FieldEnumEmitter(model: model, options: options).declaration()] },
            { [access] in
                [.documented("A problem `validate()` found.",
                             .typealias(TypealiasDeclaration(access: access, name: "Issue", type: .generic("FormcIssue", ["Field"]))))]
            },
            { properties() },
            { initializers() },
            { [self] in CodableEmitter(form: self).declarations() },
            { [model, options, features] in
                RuleMembersEmitter(model: model, options: options, features: features).declarations()
                    + ValidationEmitter(model: model, options: options, features: features).declarations()
            },
        ]
        // Sections and conditions add members only to the forms that use them.
        if let sections = model.sections {
            members.insert({ [model, options] in [SectionEnumEmitter(model: model, sections: sections, options: options).declaration()] },
                           at: 1)
        }
        if ConditionExpressions.applies(to: model.base) {
            members.append { [model, options] in ConditionMethodsEmitter(model: model, options: options).declarations() }
        }
        if let actions = actionEnum() { members.insert({ [actions] }, at: 1) }
        let summary = model.title.map { "\($0.text)\n\n" } ?? ""
        return .documented(
            "\(summary)The values of the form '\(model.name)', typed, with the spec's defaults.",
            .type(TypeDeclaration(access: access, kind: .struct, name: model.swiftNames.form,
                                  inheritance: ["Equatable", "Sendable", "Codable"] + RuleMembersEmitter.conformances(model, features),
                                  members: lists)
                .withDeferredMembers(members)))
    }

    /// `enum Action: String`: the custom toolbar buttons' actions used by some field, in first-use order.
    private func actionEnum() -> Declaration? {
        var actions: [EnumCaseDeclaration] = []
        var seen = Set<String>(), visitedToolbars = Set<String>()
        for field in model.base.fields where field.kind.takesFocus {
            guard let toolbarName = field.toolbar, visitedToolbars.insert(toolbarName).inserted else { continue }
            for item in model.toolbar(named: toolbarName)?.items ?? [] {
                if let name = item.action, let swiftName = item.actionSwiftName, seen.insert(name).inserted {
                    actions.append(.stringCase(swiftName, rawValue: name))
                }
            }
        }
        guard !actions.isEmpty else { return nil }
        return .documented("The custom toolbar buttons' actions.", .type(TypeDeclaration(
            access: access, kind: .enum(rawType: "String"), name: "Action", inheritance: ["CaseIterable", "Sendable"],
            members: actions.map { .enumCase($0) })))
    }

    /// The Swift type of a field's value, from its kind and option list (not
    /// the whole `Field`, which passing on from the array would copy).
    func valueType(_ kind: FieldKind, optionList: String?, multiPicker: String? = nil) -> TypeName {
        switch kind {
        case .text, .email, .password, .phone, .url, .textArea: SharedSubtrees.string
        case .number: SharedSubtrees.optionalInt
        case .decimal: SharedSubtrees.optionalDecimal
        case .date: SharedSubtrees.optionalDate
        case .toggle, .checkbox: SharedSubtrees.bool
        case .picker, .segmented, .radio:
            .optional(model.appValueType(ofList: optionList)
                ?? .named(optionList.flatMap({ model.optionList(named: $0) })?.swiftName ?? "String"))
        case .multiPicker: .named(multiPicker ?? "String")
        case .multiSelect: .generic("Set", [.named(optionList.flatMap({ model.optionList(named: $0) })?.swiftName ?? "String")])
        case .stepper: "Int"
        case .slider: "Double"
        }
    }

    /// `/// label` and `var name: Type` per field.
    private func properties() -> [Declaration] {
        // By position: a `Field` in a closure is copied whole, its properties are read in place.
        let fields = model.base.fields
        return fields.indices.map { index in
            .documented(fields[index].label.text, .variable(VariableDeclaration(
                access: access, binding: .var, name: fields[index].swiftName,
                type: valueType(fields[index].kind, optionList: fields[index].optionList,
                                multiPicker: fields[index].multiPicker?.swiftName))))
        }
    }

    /// The most parameters with default values one initializer may have: Swift
    /// names a default argument's generator by its position in a way that repeats
    /// after 1,024, so a 1,025th default gives the first one's symbol again
    /// ("multiple definitions of symbol" when object code is emitted, though the
    /// type-check passes).
    static let maximumDefaultedParameters = 1024

    /// A memberwise initializer whose parameters default to the spec's defaults
    /// (explicit, so it is `public` when the form is). A form of more fields than
    /// Swift can default gets a memberwise initializer without defaults and an
    /// `init()` holding them.
    private func initializers() -> [Declaration] {
        let fields = model.base.fields
        let defaulted = fields.count <= Self.maximumDefaultedParameters
        let parameters = fields.indices.map { index in
            Parameter(name: fields[index].swiftName,
                      type: valueType(fields[index].kind, optionList: fields[index].optionList,
                                      multiPicker: fields[index].multiPicker?.swiftName),
                      defaultValue: defaulted ? initialValue(of: fields, at: index) : nil)
        }
        // `self.name = name` per field, each built when printed.
        let assignments = Groups<Statement>(count: fields.count) { index in
            let name = fields[index].swiftName
            return [.assignment(.member(.selfReference, name), .identifier(name))]
        }
        let memberwise = InitializerDeclaration(access: access, parameters: parameters, body: [.groups(assignments)])
        guard !defaulted else {
            return [.documented("A form holding the given values; each defaults to the spec's `default` or to empty.",
                                .initializer(memberwise))]
        }
        let starts = Groups<Statement>(count: fields.count) { index in
            [.assignment(.member(.selfReference, fields[index].swiftName), initialValue(of: fields, at: index))]
        }
        return [
            .documented("A form holding the spec's defaults, or empty values.",
                        .initializer(InitializerDeclaration(access: access, parameters: [], body: [.groups(starts)]))),
            .documented("A form holding the given values (more fields than Swift can give default arguments: start from `init()` and set a few).",
                        .initializer(memberwise)),
        ]
    }

    /// The value a field starts with: the spec's default, else empty.
    private func initialValue(of fields: [Field], at index: Int) -> Expression {
        if let value = fields[index].defaultValue { return values.value(value, of: fields[index]) }
        switch fields[index].kind {
        case .text, .email, .password, .phone, .url, .textArea: return .string("")
        case .toggle, .checkbox: return SharedSubtrees.false
        case .multiPicker: return values.multiPickerValue([], of: fields[index])
        case .multiSelect: return .array([])
        // A stepper or slider starts at its minimum, where UIKit's controls start.
        case .stepper, .slider:
            return fields[index].numberControl.map { values.value($0.minimum, of: fields[index]) } ?? .integer(0)
        default: return .nil
        }
    }
}
