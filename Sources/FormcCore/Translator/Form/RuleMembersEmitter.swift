/// The members and the protocol the rules newer than v1 add to a form: the
/// messages table, `init(now:)` for relative defaults, and `<Form>Rules`,
/// the app's named rules. Forms without those rules get none of them.
struct RuleMembersEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    let features: RuleFeatures
    var access: AccessLevel { options.accessLevel }

    /// `<Form>Rules` when the spec names app rules: the struct conforms to it,
    /// so a missing implementation is a compile error.
    static func conformances(_ model: IndexedModel, _ features: RuleFeatures) -> [Conformance] {
        features.appRules.isEmpty ? [] : [Conformance(.named(protocolName(model)))]
    }

    static func protocolName(_ model: IndexedModel) -> String { model.swiftNames.form + "Rules" }

    /// The static members and initializer, inside the form struct.
    func declarations() -> [Declaration] {
        var result: [Declaration] = []
        if features.usesMessages { result.append(messagesProperty()) }
        if !features.relativeDefaults.isEmpty { result.append(nowInitializer()) }
        return result
    }

    /// `protocol <Form>Rules { static func name(_ value: T) -> Bool … }`, beside the struct.
    func rulesProtocol() -> Declaration? {
        guard !features.appRules.isEmpty else { return nil }
        let fields = model.base.fields
        let requirements: [Declaration] = features.appRules.map { rule in
            let field = fields[rule.fieldIndex]
            return .documented(
                "`custom: \(rule.name)`: whether the value of '\(field.id)' (and of every other field naming the rule) passes. "
                    + "Called only when the field is not empty.",
                .function(FunctionDeclaration(
                    modifiers: [.static], name: rule.swiftName,
                    parameters: [Parameter(label: "_", name: "value", type: Self.ruleValueType(field, model: model))],
                    returnType: "Bool", body: nil)))
        }
        return .documented(
            "The rules of the form '\(model.name)' that the app supplies: implement each in an extension of "
                + "`\(model.swiftNames.form)` (a missing one is a compile error).",
            .type(TypeDeclaration(access: access, kind: .protocol, name: Self.protocolName(model), members: requirements)))
    }

    /// The type an app rule checks: the field's value, unwrapped.
    static func ruleValueType(_ field: Field, model: IndexedModel) -> TypeName {
        switch field.kind {
        case .text, .email, .password, .phone, .url, .textArea: "String"
        case .number: "Int"
        case .decimal: "Decimal"
        case .date: "Date"
        case .toggle, .checkbox: "Bool"
        case .picker, .segmented, .radio:
            model.appValueType(ofList: field.optionList) ?? .member(.named(model.swiftNames.form),
                    field.optionList.flatMap { model.optionList(named: $0) }?.swiftName ?? "String")
        case .multiPicker: .member(.named(model.swiftNames.form), field.multiPicker?.swiftName ?? "String")
        // The controls take no `custom` rules (FieldKindRules); their types, for completeness.
        case .multiSelect:
            .generic("Set", [.member(.named(model.swiftNames.form),
                                     field.optionList.flatMap { model.optionList(named: $0) }?.swiftName ?? "String")])
        case .stepper: "Int"
        case .slider: "Double"
        }
    }

    /// `static var messages: FormcMessages { … }`: the language's templates, looked
    /// up by key in the form's strings table when the spec sets `language`.
    private func messagesProperty() -> Declaration {
        var arguments = [Argument(label: "language", .member(nil, (model.language ?? .en).rawValue))]
        let summary: String
        if model.language != nil {
            let localization = model.localization
            if let table = localization.table { arguments.append(Argument(label: "table", .string(table))) }
            arguments.append(Argument(label: "bundle", .member(nil, localization.bundle.rawValue)))
            summary = "The built-in validation messages, in the spec's `language`; an app replaces one by giving its key "
                + "(`formc.rule.required` …) a value in the strings table."
        } else {
            summary = "The built-in validation messages, in English (the spec sets no `language`)."
        }
        return .documented(summary, .variable(VariableDeclaration(
            access: access, modifiers: [.static], binding: .var, name: "messages", type: "FormcMessages",
            accessors: .computed([.expression(.call(.identifier("FormcMessages"), arguments))]))))
    }

    /// `init(now:)`: the spec's defaults with relative dates counted from `now`.
    private func nowInitializer() -> Declaration {
        let fields = model.base.fields
        var body: [Statement] = [.expression(.call(.member(.selfReference, "init"), []))]
        for index in features.relativeDefaults {
            guard case .relativeDate(let date) = fields[index].defaultValue else { continue }
            body.append(.assignment(.member(.selfReference, fields[index].swiftName),
                                    ValueExpressions(model: model).relativeDate(date, from: .identifier("now"))))
        }
        return .documented(
            "A form with the spec's defaults, its relative dates counted from `now` (tests pass a fixed date).",
            .initializer(InitializerDeclaration(access: access, parameters: [Parameter(name: "now", type: "Date")], body: body)))
    }
}
