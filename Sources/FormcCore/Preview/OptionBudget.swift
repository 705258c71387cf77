/// How many option rows (each look's wheel, menu or check rows, and the
/// details-table rows) one page still draws. Every picker draws its list once
/// per look and once in its details, so a hostile spec (100,000 pickers over a
/// list of 100,000 options) would otherwise make a page quadratic in the
/// spec's size; past the budget a row says how many options are not drawn
/// (the looks are drawn first, the first look first). Far above real forms
/// (47 prefectures in three pickers draw 423 rows).
struct OptionBudget {
    /// The rows a page draws at most.
    static let rowsPerPage = 50_000

    private var left = rowsPerPage

    /// Takes up to `count` rows; returns how many may be drawn.
    mutating func take(_ count: Int) -> Int {
        let taken = min(count, left)
        left -= taken
        return taken
    }

    /// The row standing for `count` options not drawn.
    static func more(_ count: Int) -> String {
        count == 1 ? "… and 1 more option (not drawn: the page's option limit is reached)"
            : "… and \(count) more options (not drawn: the page's option limit is reached)"
    }
}
