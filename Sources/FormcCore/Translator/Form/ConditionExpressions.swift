/// Swift expressions for conditions over the model's own values (`self.x`),
/// and the names that decide which fields and sections can be hidden.
struct ConditionExpressions {
    let model: IndexedModel
    var values: ValueExpressions { ValueExpressions(model: model) }

    /// Whether the form has sections, conditions or read-only fields: the model
    /// then answers `isVisible(_:)` and `isEnabled(_:)`.
    static func applies(to model: FormModel) -> Bool {
        model.sections != nil || model.fields.contains { $0.visibleWhen != nil || $0.enabledWhen != nil || $0.readOnly == true || $0.dateOnlyWhen != nil }
    }

    /// The section of `field`, when it has one.
    func section(of field: borrowing Field) -> FormSection? {
        guard let id = field.section else { return nil }
        return model.section(id: id)
    }

    /// Whether `field` can be hidden: by its own `visible_when` or its section's.
    func canHide(_ field: borrowing Field) -> Bool {
        field.visibleWhen != nil || section(of: field)?.visibleWhen != nil
    }

    /// Whether `field` can be disabled: by its own `enabled_when` or its section's (read-only fields always are).
    func canDisable(_ field: borrowing Field) -> Bool {
        field.enabledWhen != nil || section(of: field)?.enabledWhen != nil
    }

    /// `Field.name` where a section has the same Swift name (`.name` would be
    /// ambiguous between `isVisible(_: Field)` and `isVisible(_: Section)`), else `.name`.
    /// `qualifier` names the enum outside the form struct (`CheckoutForm.Field` in the binder).
    func fieldReference(_ swiftName: String, qualifier: TypeName = "Field") -> Expression {
        model.sharedFieldAndSectionNames.contains(swiftName) ? .member(.type(qualifier), swiftName) : .member(nil, swiftName)
    }

    /// `Section.name` where a field has the same Swift name, else `.name`.
    func sectionReference(_ swiftName: String) -> Expression {
        model.sharedFieldAndSectionNames.contains(swiftName) ? .member(.identifier("Section"), swiftName) : .member(nil, swiftName)
    }

    /// `conditions.isVisible(.name)` / `conditions.isEnabled(.name)`: asked of the
    /// conditions computed once (`let conditions = self.conditions()`), never of a
    /// method that would compute them again.
    func ask(_ method: String, _ reference: Expression) -> Expression {
        .call(.member(.identifier("conditions"), method), [Argument(reference)])
    }

    /// The visibility of the fields `condition` tests that can be hidden: a value
    /// the user cannot see shows nothing (so a chain of conditions hides as a whole).
    func visibilityOfTested(_ condition: FieldCondition) -> [Expression] {
        testedHideable(condition).compactMap { position in
            ask("isVisible", fieldReference(model.base.fields[position].swiftName))
        }
    }

    /// The positions of the fields `condition` tests that can be hidden, each once, in source order.
    func testedHideable(_ condition: FieldCondition) -> [Int] {
        var seen = Set<String>()
        return condition.fieldIDs.compactMap { id in
            guard seen.insert(id).inserted, let position = model.position(ofField: id),
                  canHide(model.base.fields[position]) else { return nil }
            return position
        }
    }

    /// The condition as a Boolean expression over `self`.
    func expression(_ condition: FieldCondition) -> Expression {
        switch condition {
        case .test(let test): return expression(test)
        case .all(let conditions): return conjunction(conditions.map(expression))
        case .any(let conditions): return disjunction(conditions.map(expression))
        case .not(let inner): return .prefix(.not, expression(inner))
        }
    }

    /// `a && b && …`; `true` when there is nothing to join.
    func conjunction(_ terms: [Expression]) -> Expression {
        .joined(terms, by: .and, empty: .bool(true))
    }

    /// `a || b || …`; `false` when there is nothing to join.
    func disjunction(_ terms: [Expression]) -> Expression {
        .joined(terms, by: .or, empty: .bool(false))
    }

    /// The most values an `in:` / `not_in:` compares one by one.
    static let longList = 8

    /// `FormcCondition.isAny(of: [a, b, …], self.x)`.
    private func anyOf(_ test: ConditionTest, _ value: Expression, _ field: borrowing Field) -> Expression {
        let values = test.values.map { self.values.value($0, of: field) }
        return .call(.member(.identifier("FormcCondition"), "isAny"), [Argument(label: "of", .array(values)), Argument(value)])
    }

    private func expression(_ test: ConditionTest) -> Expression {
        guard let field = model.field(id: test.field) else { return .bool(false) }
        let value = Expression.member(.selfReference, field.swiftName)
        let isText = field.kind.isTextual && !field.kind.isNumeric
        func literal(_ index: Int) -> Expression { values.value(test.values[index], of: field) }
        func compare(_ operation: BinaryOperator, _ index: Int) -> Expression {
            // A toggle compared with a literal reads better as itself or its negation.
            if field.kind == .toggle || field.kind == .checkbox, case .bool(let flag) = test.values[index] {
                return (flag == (operation == .equal)) ? value : .prefix(.not, value)
            }
            return .binary(value, operation, literal(index))
        }
        func ordering(_ name: String, label: String?) -> Expression {
            .call(.member(.identifier("FormcCondition"), name), [Argument(value), Argument(label: label, literal(0))])
        }
        switch test.operation {
        case .equals: return compare(.equal, 0)
        case .notEquals: return compare(.notEqual, 0)
        // A long list is one array: a chain of `==` joined by `||` costs the app's compiler per term.
        case .in where test.values.count > Self.longList && field.kind != .toggle && field.kind != .checkbox:
            return anyOf(test, value, field)
        case .notIn where test.values.count > Self.longList && field.kind != .toggle && field.kind != .checkbox:
            return .prefix(.not, anyOf(test, value, field))
        case .in: return disjunction(test.values.indices.map { compare(.equal, $0) })
        case .notIn: return conjunction(test.values.indices.map { compare(.notEqual, $0) })
        case .empty, .notEmpty:
            let empty: Expression = isText ? .call(.member(.identifier("FormcValidation"), "isBlank"), [Argument(value)])
                : .binary(value, .equal, .nil)
            if test.operation == .empty { return empty }
            return isText ? .prefix(.not, empty) : .binary(value, .notEqual, .nil)
        case .lessThan: return ordering("isLess", label: "than")
        case .atMost: return ordering("isAtMost", label: nil)
        case .greaterThan: return ordering("isGreater", label: "than")
        case .atLeast: return ordering("isAtLeast", label: nil)
        }
    }
}
