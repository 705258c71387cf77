extension Checking {
    /// Where a list from the app may be used: only by a picker that no parent
    /// filters. Its items arrive at run time, so nothing checked against items
    /// at build time (segments, check rows, `parents`, defaults) can use it.
    mutating func checkAppListUse(_ field: FieldSpec, id: String, kind: FieldKind, list: OptionListSpec) {
        let name = list.name.value
        if kind != .picker, let options = field.options {
            report(Problems.appListNotAllowed("option list '\(name)' \(list.app?.origin ?? ""), so only a picker can show it, "
                                              + "not a \(kind.rawValue) field; use kind picker or a list written in the spec"),
                   at: options.location)
        }
        if kind == .picker, let parent = field.parent {
            report(Problems.appListNotAllowed("picker '\(id)' shows option list '\(name)', which \(list.app?.origin ?? ""), so 'parent' "
                                              + "cannot filter it (no item names parent values); let the app supply the items that fit"),
                   at: parent.location)
        }
    }

    /// Whether field `target`'s option list comes from the app.
    func usesAppList(_ target: FieldSpec) -> Bool {
        target.options.flatMap { optionLists[$0.value] }?.app != nil
    }
}

extension Problems {
    /// A `default:` on a field whose option list comes from the app (reported as ``DiagnosticID/invalidDefault``).
    /// `origin` says where the items come from (``AppListSpec/origin``).
    public static func defaultOnAppList(list: String, origin: String = "comes from the app") -> Problem {
        Problem(.error, .invalidDefault,
                "option list '\(list)' \(origin), so a field over it takes no default (its values are known at run time only); "
                + "set the initial value from the app")
    }
}
