/// What a form's rules ask of the generated model beyond v1's: a `now` for
/// relative dates, the built-in messages table, the app's rules protocol.
/// Found in one pass over the fields, so v1 forms generate exactly as before.
struct RuleFeatures: Sendable {
    /// One of the app's named rules: one protocol requirement.
    struct AppRule: Sendable {
        /// The name as written (`referral_code`).
        var name: String
        /// The function's Swift name (`referralCode`).
        var swiftName: String
        /// The position of the first field it checks (its value type is the function's).
        var fieldIndex: Int
    }

    /// Built-in messages come from `Self.messages` (`FormcMessages`): the spec
    /// sets `language`, or a rule newer than v1 has no message of its own (the
    /// others say `FormcIssues`' own English table, the same words).
    private(set) var usesMessages: Bool
    /// A bound is relative to today: `validate(now:)`.
    private(set) var validatesRelativeDates = false
    /// The positions of the fields whose default is relative: `init(now:)`.
    private(set) var relativeDefaults: [Int] = []
    /// The app's rules, in order of first use.
    private(set) var appRules: [AppRule] = []

    init(_ model: FormModel) {
        usesMessages = model.language != nil
        var seen = Set<String>()
        // By index, reading only what is needed: a `Field` copied per
        // iteration retains every one of its members (34,000 fields: measured).
        let fields = model.fields
        for index in fields.indices {
            if case .relativeDate = fields[index].defaultValue { relativeDefaults.append(index) }
            for bound in [fields[index].validation.min?.value, fields[index].validation.max?.value] {
                switch bound {
                case .relativeDate: validatesRelativeDates = true; usesMessages = true
                case .field: usesMessages = true
                // A time's fixed bound is checked here, not by `FormcIssues`: its message (`minimum.date`) from the table.
                case .date where fields[index].dateMode == .time: usesMessages = true
                default: break
                }
            }
            if fields[index].validation.sameAs != nil { usesMessages = true }
            for rule in fields[index].validation.custom ?? [] {
                usesMessages = true
                guard seen.insert(rule.value).inserted else { continue }
                appRules.append(AppRule(name: rule.value, swiftName: Self.swiftName(ofRule: rule.value), fieldIndex: index))
            }
        }
    }

    /// The Swift name of the app's rule `name` (``SwiftNamer/appRuleFunction(_:)``).
    static func swiftName(ofRule name: String) -> String { SwiftNamer.appRuleFunction(name) }
}
