import FormcCore

extension Suggestion {
    /// The "did you mean" for a mistyped command or option: formc's one
    /// suggestion rule, capped at 3 edits.
    static func closest(to word: String, among candidates: [String]) -> String? {
        closest(to: word, in: candidates, maximumDistance: 3)
    }

    /// `"; did you mean 'x'?"`, or nothing when no candidate is close.
    static func phrase(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
