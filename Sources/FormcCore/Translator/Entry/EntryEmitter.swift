/// The one description of each field, which both UIs read, in the form's
/// model file (every platform): one `static var` per field on `FormcEntry`,
/// constrained to the form and to the field's view marker —
///
///     extension FormcEntry where Model == RegistrationForm, Kind == FormcTextEntry {
///         static var name: Self { .text(.name, \.name, traits: RegistrationFormTraits.traits0) }
///     }
///
/// — the `entry(for:)` switch the UIKit ready screen and the SwiftUI views
/// read, and the text traits the fields share, each once.
///
/// Nothing here grows with the form but the entries, each its own small
/// function, and one `case` a field: the app's compiler pays linearly.
struct EntryEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    /// The text traits the entries share, each a constant of the traits enum
    /// (``TextTraitsExpressions/sharedTraits(of:)``).
    let sharedTraits: [TextInputTraits]

    init(model: IndexedModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        sharedTraits = TextTraitsExpressions.sharedTraits(of: model)
    }

    var access: AccessLevel { options.accessLevel }
    var formType: TypeName { .named(model.swiftNames.form) }
    /// The private enum holding the text traits the form's fields share.
    var traitsType: String { model.swiftNames.form + "Traits" }

    /// The entries, the conformance with its switch and the traits enum, each
    /// the size of the form and built only when printed.
    func declarations() -> [Declaration] {
        var declarations = entryExtensions()
        declarations.append(.deferred { [self] in [conformance()] })
        if let traits = traitsEnum() { declarations.append(traits) }
        return declarations
    }

    // MARK: Entries

    /// One extension per view marker, in the order the markers first appear,
    /// with its fields in form order (a long one in several of `FieldChunks.size`:
    /// the printer hands on whole declarations).
    private func entryExtensions() -> [Declaration] {
        let fields = model.base.fields
        var markers: [String] = []
        var fieldsByMarker: [[Int]] = []
        for index in fields.indices {
            let marker = EntryFactoryEmitter.marker(fields[index])
            if let group = markers.firstIndex(of: marker) {
                fieldsByMarker[group].append(index)
            } else {
                markers.append(marker)
                fieldsByMarker.append([index])
            }
        }
        var extensions: [Declaration] = []
        for (marker, indices) in zip(markers, fieldsByMarker) {
            for chunk in FieldChunks.ranges(count: indices.count) {
                extensions.append(.deferred { [self, formType] in
                    var factory = EntryFactoryEmitter(entries: self)
                    // Undocumented, one line each: a table of the fields, each named as its property is.
                    let members: [Declaration] = indices[chunk].map { index in
                        let field = model.base.fields[index]
                        return .variable(VariableDeclaration(
                            access: access, modifiers: [.static], binding: .var, name: field.swiftName, type: "Self",
                            accessors: .expression(factory.entry(field))))
                    }
                    return [.documented("The fields' descriptions, which both UIs read, each named as its field.",
                                        .extension(ExtensionDeclaration(
                        extendedType: "FormcEntry", sameTypes: [("Model", formType), ("Kind", .named(marker))],
                        members: members)))]
                })
            }
        }
        return extensions
    }

    // MARK: The switch

    /// `extension Form: FormcDescribedModel { static func entry(for:) … }`: a
    /// case per field, each naming its entry's type whole, so that no case
    /// leaves the app's compiler a member to look up. A form of more than
    /// `FieldChunks.size` fields asks helpers of that many cases in turn
    /// (`entry1To32(_:)` …): one switch of every field cost 131 ms at 800 fields.
    private func conformance() -> Declaration {
        let fields = model.base.fields
        func cases(_ range: Range<Int>) -> [SwitchCase] {
            range.map { index in
                let field = fields[index]
                let entryType = TypeName.generic("FormcEntry", [.named("Self"), .named(EntryFactoryEmitter.marker(field))])
                return SwitchCase([.value(.member(nil, field.swiftName))], body: [
                    .return(.member(.member(.type(entryType), field.swiftName), "erased")),
                ], isInline: true)
            }
        }
        func function(_ name: String, access: AccessLevel, returns type: TypeName, _ body: [Statement]) -> FunctionDeclaration {
            FunctionDeclaration(
                access: access, attributes: [.mainActor], modifiers: [.static], name: name,
                parameters: [Parameter(label: name == "entry" ? "for" : "_", name: "field", type: "Field")],
                returnType: type, body: body)
        }
        let entryType = TypeName.generic("FormcAnyEntry", [.named("Self")])
        let ranges = FieldChunks.ranges(count: fields.count)
        var members: [Declaration] = []
        if ranges.count == 1 {
            members.append(.documented("The description of `field`, which the UIKit ready screen and the SwiftUI views read.",
                                       .function(function("entry", access: access, returns: entryType,
                                                          [.switch(.identifier("field"), cases(ranges[0]))]))))
        } else {
            var body: [Statement] = []
            for range in ranges {
                let helper = FieldChunks.name("entry", range)
                body.append(.if([ConditionalBranch(
                    [.optionalBinding(.let, name: "entry", value: .call(.identifier(helper), [Argument(.identifier("field"))]))],
                    body: [.return(.identifier("entry"))])]))
            }
            body.append(.expression(.call(.identifier("preconditionFailure"), [Argument(.string("every field has an entry"))])))
            members.append(.documented("The description of `field`, which the UIKit ready screen and the SwiftUI views read.",
                                       .function(function("entry", access: access, returns: entryType, body))))
            for range in ranges {
                var helperCases = cases(range)
                helperCases.append(SwitchCase(label: .default, body: [.return(.nil)]))
                members.append(.function(function(FieldChunks.name("entry", range), access: .private,
                                                  returns: .optional(entryType),
                                                  [.switch(.identifier("field"), helperCases)])))
            }
        }
        let screen = VariableDeclaration(
            access: access, attributes: [.mainActor], modifiers: [.static], binding: .var, name: "screen",
            type: .generic("FormcScreen", [formType]), accessors: .computed([.return(screenExpression())]))
        members.insert(.documented("What the generated screens show besides the fields (both UIs read it).", .variable(screen)), at: 0)
        return .extension(ExtensionDeclaration(extendedType: formType, conformances: ["FormcDescribedModel"], members: members))
    }

    /// `FormcScreen(title: …, sections: […], submitTitle: …, validatesOnSubmit: …)`.
    private func screenExpression() -> Expression {
        let values = ValueExpressions(model: model)
        let base = model.base
        let sections: [Expression]
        if let specSections = base.sections, !specSections.isEmpty {
            sections = specSections.map { section in
                // The texts are the `Section` enum's, said there once.
                let own = Expression.member(.identifier("Section"), section.swiftName)
                var arguments = [Argument(.member(nil, section.swiftName))]
                if section.header != nil { arguments.append(Argument(label: "header", .member(own, "header"))) }
                if section.intro != nil { arguments.append(Argument(label: "intro", .member(own, "intro"))) }
                if section.footer != nil { arguments.append(Argument(label: "footer", .member(own, "footer"))) }
                // The model's own list (`Section.s.fields`): an array literal of every field would be
                // one expression the app's compiler solves whole (137 ms at 800 fields).
                arguments.append(Argument(label: "fields", .member(.member(.identifier("Section"), section.swiftName), "fields")))
                return .call(.identifier("FormcScreenSection"), arguments)
            }
        } else {
            sections = [.call(.identifier("FormcScreenSection"), [
                Argument(.nil), Argument(label: "fields", .member(.identifier("Field"), "allCases")),
            ])]
        }
        var arguments = [
            Argument(label: "title", base.title.map(values.text) ?? .nil),
            Argument(label: "sections", .array(sections)),
            Argument(label: "submitTitle", base.submit.map { values.text($0.title) } ?? .nil),
            Argument(label: "validatesOnSubmit", .bool(base.hasSubmission)),
        ]
        if !model.keyboard.dismissOnReturn { arguments.append(Argument(label: "endsEditingOnReturn", .bool(false))) }
        if !model.keyboard.dismissOnTapOutside { arguments.append(Argument(label: "endsEditingOnTap", .bool(false))) }
        if let title = DisplayTextExpressions(model: model).submitTitle(values) {
            arguments.append(Argument(label: "submitTitleShowingValues", title))
        }
        if let intro = base.intro { arguments.append(Argument(label: "intro", values.text(intro))) }
        // The keyboard and the navigation bar, for both UIs' screens (each default left out).
        if model.keyboard.avoidance != .scroll {
            arguments.append(Argument(label: "avoidance", .member(nil, Self.avoidanceCase(model.keyboard.avoidance))))
        }
        if model.keyboard.distance != KeyboardSettings().distance {
            arguments.append(Argument(label: "keyboardDistance", .literal(.floating(model.keyboard.distance))))
        }
        if let cancel = base.cancel { arguments.append(Argument(label: "cancelTitle", values.text(cancel.title))) }
        if base.submitsFromNavigationBar, base.submit != nil {
            arguments.append(Argument(label: "submitsFromNavigationBar", .bool(true)))
        }
        return .call(.identifier("FormcScreen"), arguments)
    }

    /// The runtime's `FormcKeyboardAvoidance` case of the spec's `keyboard.avoidance`.
    static func avoidanceCase(_ avoidance: KeyboardSettings.Avoidance) -> String {
        switch avoidance {
        case .scroll: "scroll"
        case .constraint: "constraint"
        case .layoutGuide: "layoutGuide"
        case .none: "none"
        }
    }

    // MARK: Shared traits

    /// `private enum <Form>Traits { static let traits0 = … }`: the text traits
    /// the fields share, each built once.
    private func traitsEnum() -> Declaration? {
        let members: [Declaration] = sharedTraits.enumerated().map { index, traits in
            .variable(VariableDeclaration(modifiers: [.static], binding: .let, name: "traits\(index)",
                                          value: TextTraitsExpressions.traits(traits)))
        }
        guard !members.isEmpty else { return nil }
        return .documented("The text traits the form's fields share.", .type(TypeDeclaration(
            access: .private, kind: .enum(rawType: nil), name: traitsType, members: members)))
    }
}
