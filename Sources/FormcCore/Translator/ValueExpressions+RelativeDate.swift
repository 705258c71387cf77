extension ValueExpressions {
    /// `FormcDate.relative(.today, adding: -18, .year, from: now)` (`FormcDate.relative(.today, from: now)` for `today`).
    func relativeDate(_ date: RelativeDate, from now: Expression) -> Expression {
        var arguments = [Argument(.member(nil, date.anchor.rawValue))]
        if date.amount != 0 {
            arguments.append(Argument(label: "adding", .integer(date.amount)))
            // `Calendar.Component` counts weeks as `weekOfYear` (adding them adds 7 days each).
            arguments.append(Argument(.member(nil, date.unit == .week ? "weekOfYear" : date.unit.rawValue)))
        }
        arguments.append(Argument(label: "from", now))
        return .call(.member(.identifier("FormcDate"), "relative"), arguments)
    }
}
