/// `extension <Form>Form: FormcFormModel`: what the form state needs of the
/// model beyond `validate()` and `conditions()` — which fields a change
/// touched, the values made whole after a change (dependent pickers), and
/// when each field's issues are shown. A statement per field at most.
struct FormModelConformanceEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    func declaration() -> Declaration {
        var members: [Declaration] = [issuesFunction()] + changedFieldsFunctions()
        if let settle = settleFunctions() { members += settle }
        if let timing = timingFunction() { members.append(timing) }
        if let marks = RequiredMarksEmitter(model: model, options: options).declaration() { members.append(marks) }
        members += ConfirmationEmitter(model: model, options: options).declarations()
        return .extension(ExtensionDeclaration(
            extendedType: .named(model.swiftNames.form), conformances: ["FormcFormModel"], members: members))
    }

    /// `func issues(now: Date) -> [Issue] { validate(now: now) }`.
    private func issuesFunction() -> Declaration {
        let validate: Expression = model.ruleFeatures.validatesRelativeDates
            ? .call(.member(.selfReference, "validate"), [Argument(label: "now", .identifier("now"))])
            : .call(.member(.selfReference, "validate"), [])
        return .documented("The issues of the values (`validate()`), for the form state.", .function(FunctionDeclaration(
            access: access, name: "issues", parameters: [Parameter(label: "now", name: "now", type: "Date")],
            returnType: .array("Issue"), body: [.return(validate)])))
    }

    /// `static func changedFields(from:to:) -> [Field]`: a comparison per field
    /// (in helpers of ``FieldChunks/size`` fields for a large form).
    private func changedFieldsFunctions() -> [Declaration] {
        let fields = model.base.fields
        func checks(_ range: Range<Int>) -> Statement {
            .groups(Groups<Statement>(count: range.count) { offset in
                let name = fields[range.lowerBound + offset].swiftName
                // `FormcChanges.note(.name, old.name, new.name, into: &changed)`: one generic call, not `!=`.
                return [.expression(.call(.member(.identifier("FormcChanges"), "note"), [
                    Argument(.member(nil, name)), Argument(.member(.identifier("old"), name)),
                    Argument(.member(.identifier("new"), name)),
                    Argument(label: "into", .prefix(.`inout`, .identifier("changed"))),
                ]))]
            })
        }
        let ranges = FieldChunks.ranges(count: fields.count)
        var body: [Statement] = [.binding(.var, name: "changed", type: .array("Field"), value: .array([]))]
        var helpers: [Declaration] = []
        if ranges.count == 1 {
            body.append(checks(ranges[0]))
        } else {
            for range in ranges {
                let name = FieldChunks.name("changedFields", range)
                body.append(.expression(.call(.member(.type("Self"), name), [
                    Argument(.identifier("old")), Argument(.identifier("new")), Argument(.prefix(.`inout`, .identifier("changed"))),
                ])))
                helpers.append(.function(FunctionDeclaration(
                    access: .private, modifiers: [.static], name: name,
                    parameters: [Parameter(label: "_", name: "old", type: "Self"), Parameter(label: "_", name: "new", type: "Self"),
                                 Parameter(label: "_", name: "changed", type: .named("inout [Field]"))],
                    body: [checks(range)])))
            }
        }
        body.append(.return(.identifier("changed")))
        return [.documented("The fields whose values differ between `old` and `new`, in form order.", .function(FunctionDeclaration(
            access: access, modifiers: [.static], name: "changedFields",
            parameters: [Parameter(label: "from", name: "old", type: "Self"), Parameter(label: "to", name: "new", type: "Self")],
            returnType: .array("Field"), body: body)))] + helpers
    }

    /// `mutating func settle(after old: Self)`: a dependent picker whose parent
    /// changed loses a choice the parent no longer offers; then a field that
    /// `follows` another takes its new value while it still held the old one
    /// (or nothing): a value the user changed is left alone. Each in
    /// dependency order (parents and followed fields first), so a chain
    /// settles in one pass and never loops (the checker refused cycles).
    /// Nil without dependent pickers or following fields.
    private func settleFunctions() -> [Declaration]? {
        let fields = model.base.fields
        let follows = followStatements()
        var dependents: [(depth: Int, index: Int)] = []
        for index in fields.indices where fields[index].parent != nil && fields[index].kind == .picker {
            // The chain's length up to a field without a parent (bounded: the checker refuses cycles and long chains).
            var depth = 0, current = index
            while let parent = fields[current].parent.flatMap(model.position(ofField:)), depth < fields.count {
                depth += 1
                current = parent
            }
            dependents.append((depth, index))
        }
        let dateOnly = dateOnlyStatements()
        guard !dependents.isEmpty || !follows.isEmpty || !dateOnly.isEmpty else { return nil }
        dependents.sort { ($0.depth, $0.index) < ($1.depth, $1.index) }
        var body: [Statement] = []
        for (_, index) in dependents {
            let field = fields[index]
            guard let parent = field.parent.flatMap({ model.swiftName(ofField: $0) }),
                  let list = field.optionList.flatMap({ model.optionList(named: $0) }) else { continue }
            let child = field.swiftName
            let offered = Expression.call(.member(.type(.named(list.swiftName)), "items"),
                                          [Argument(label: "for", .member(.selfReference, parent))])
            body.append(.if([ConditionalBranch([
                .expression(.binary(.member(.identifier("old"), parent), .notEqual, .member(.selfReference, parent))),
                .optionalBinding(.let, name: "child", value: .member(.selfReference, child)),
                .expression(.prefix(.not, .call(.member(offered, "contains"), [Argument(.identifier("child"))]))),
            ], body: [.assignment(.member(.selfReference, child), .nil)])]))
        }
        body += follows
        let parameters = [Parameter(label: "after", name: "old", type: "Self")]
        let split = FieldChunks.split(body, base: "settle", call: { name in
            .expression(.call(.member(.selfReference, name), [Argument(label: "after", .identifier("old"))]))
        }, declare: { name, statements in
            .function(FunctionDeclaration(access: .private, modifiers: [.mutating], name: name, parameters: parameters, body: statements))
        })
        return [.documented("""
            After a change from `old`: a dependent picker loses a choice its parent no longer offers; a field \
            that follows another takes its value unless the user changed it; a date picking the date only \
            holds the start of its day.
            """,
                           .function(FunctionDeclaration(
                               access: access, modifiers: [.mutating], name: "settle", parameters: parameters,
                               body: split.body + dateOnly)))]
            + split.helpers
    }

    /// `let dateOnly = conditions().dateOnlyFields` once, then
    /// `if dateOnly.contains(.startsAt) { startsAt = FormcDate.startOfDay(startsAt) }`
    /// per `date_only_when` field (after the followed values are taken). Empty without one.
    private func dateOnlyStatements() -> [Statement] {
        let fields = model.base.fields.filter { $0.dateOnlyWhen != nil }
        guard !fields.isEmpty else { return [] }
        let local = Expression.identifier("dateOnly")
        var body: [Statement] = [.binding(.let, name: "dateOnly",
                                          value: .member(.call(.member(.selfReference, "conditions"), []), "dateOnlyFields"))]
        for field in fields {
            let property = Expression.member(.selfReference, field.swiftName)
            body.append(.if([ConditionalBranch([
                .expression(.call(.member(local, "contains"), [Argument(ConditionExpressions(model: model).fieldReference(field.swiftName))])),
            ], body: [.assignment(property, .call(.member(.type(.named("FormcDate")), "startOfDay"), [Argument(property)]))])]))
        }
        return body
    }

    /// `if old.start != self.start, self.end == old.start || self.end == nil { self.end = self.start }`
    /// per following field, by the length of its chain.
    private func followStatements() -> [Statement] {
        let fields = model.base.fields
        var followers: [(depth: Int, index: Int)] = []
        for index in fields.indices where fields[index].follows != nil {
            var depth = 0, current = index
            while let followed = fields[current].follows.flatMap(model.position(ofField:)), depth < fields.count {
                depth += 1
                current = followed
            }
            followers.append((depth, index))
        }
        followers.sort { ($0.depth, $0.index) < ($1.depth, $1.index) }
        return followers.compactMap { _, index in
            let field = fields[index]
            guard let followed = field.follows.flatMap(model.position(ofField:)) else { return nil }
            let source = fields[followed].swiftName, name = field.swiftName
            let value = Expression.member(.selfReference, name)
            var unchanged = Expression.binary(value, .equal, .member(.identifier("old"), source))
            switch field.kind {
            case .text, .email, .phone, .url, .textArea, .password:
                unchanged = .binary(unchanged, .or, .call(.member(.identifier("FormcValidation"), "isBlank"), [Argument(value)]))
            case .number, .decimal, .date, .picker, .segmented, .radio:
                unchanged = .binary(unchanged, .or, .binary(value, .equal, .nil))
            case .multiSelect:
                unchanged = .binary(unchanged, .or, .member(value, "isEmpty"))
            default:
                break
            }
            return .if([ConditionalBranch([
                .expression(.binary(.member(.identifier("old"), source), .notEqual, .member(.selfReference, source))),
                .expression(unchanged),
            ], body: [.assignment(value, .member(.selfReference, source))])])
        }
    }

    /// `static func validationTiming(of:)`, unless every field waits for a submit (the default).
    private func timingFunction() -> Declaration? {
        let base = model.base
        var groups: [(timing: ValidationTiming, fields: [String])] = ValidationTiming.allCases.map { ($0, []) }
        for position in base.fields.indices {
            let timing = base.validationTiming(of: base.fields[position])
            if let index = groups.firstIndex(where: { $0.timing == timing }) { groups[index].fields.append(base.fields[position].swiftName) }
        }
        groups.removeAll { $0.fields.isEmpty }
        if groups.count == 1, groups.first?.timing == .submit { return nil }
        let body: [Statement]
        if groups.count == 1, let only = groups.first {
            body = [.return(Self.timing(only.timing))]
        } else {
            body = [.switch(.identifier("field"), groups.map { group in
                SwitchCase(group.fields.map { .value(.member(nil, $0)) }, body: [.return(Self.timing(group.timing))])
            })]
        }
        return .documented("When `field`'s issues are first shown (the spec's `validate_on`).", .function(FunctionDeclaration(
            access: access, modifiers: [.static], name: "validationTiming",
            parameters: [Parameter(label: "of", name: "field", type: "Field")], returnType: "FormcValidationTiming", body: body)))
    }

    private static func timing(_ timing: ValidationTiming) -> Expression {
        switch timing {
        case .submit: .member(nil, "submit")
        case .endEditing: .member(nil, "endEditing")
        case .typing: .member(nil, "typing")
        }
    }
}
