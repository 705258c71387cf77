/// A rule's message as the app shows it, in the rules column and under a row
/// with "Show issues".
///
/// A standard message whose date bound is relative (`max: today + 30 days`):
/// the runtime resolves the bound when it validates and writes the date it
/// comes to (`…must be 2026-12-31 or earlier.`, `…2026年12月31日以前を…`),
/// never the expression. The page is made at build time but read later, so
/// it cannot hold that date: the bound is a `<span class="relative-date">`
/// with the expression as data (`data-relative-date`, JSON as in
/// ``PreviewValueData``), and the page's script writes the date it comes to on
/// the day the page is viewed, as the app would say it that day. Without the
/// script the span keeps the expression as written (`today + 30 days`).
struct PreviewRuleMessage {
    let rule: RuleMessage

    /// Appends the message, isolated as ``HTMLBuilder/specText(_:)`` isolates a text.
    func draw(into html: inout HTMLBuilder) {
        guard let bound = rule.relativeBound else { return html.specText(rule.message.text) }
        html.open("bdi")
        html.text(bound.before)
        html.element("span", [("class", "relative-date"), ("data-relative-date", Self.data(bound))], text: bound.date.text)
        html.text(bound.after)
        html.close("bdi")
    }

    /// `{"a":"today","n":-13,"u":"year","t":false}`: anchor, amount, unit, with the
    /// time (formc's own words and numbers only). The date is written in the form's
    /// language, by the runtime's pattern the page holds (``PreviewRuntimeTexts``).
    static func data(_ bound: RuleMessage.RelativeBound) -> String {
        "{\"a\":\"\(bound.date.anchor.rawValue)\",\"n\":\(bound.date.amount),\"u\":\"\(bound.date.unit.rawValue)\","
            + "\"t\":\(bound.withTime)}"
    }
}
