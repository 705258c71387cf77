/// A long generated function split into private helpers of at most ``size``
/// fields each, called in order from the function itself.
///
/// The app's compiler pays for a function body more than linearly in its
/// length (800 fields' checks in one `validate()` took 1.7 s to type-check;
/// a ready screen's `viewDidLoad()` 5.3 s), so no generated body grows with
/// the form: a form of up to ``size`` fields keeps each body whole, a larger
/// one gets `validate1To32(…)`, `validate33To64(…)` … beside it.
struct FieldChunks {
    /// The most fields one generated body handles.
    static let size = 32

    /// The ranges of items each helper handles, in order; one range when the
    /// items fit in one body.
    static func ranges(count: Int) -> [Range<Int>] {
        guard count > size else { return [0..<count] }
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// `statements` kept whole when they are few; else split into helpers of at
    /// most ``size`` statements each, named from `base`: the body calls them
    /// (`call(name)`), `declare(name, statements)` declares each.
    static func split(_ statements: [Statement], base: String, call: (String) -> Statement,
                      declare: (String, [Statement]) -> Declaration) -> (body: [Statement], helpers: [Declaration]) {
        let ranges = ranges(count: statements.count)
        guard ranges.count > 1 else { return (statements, []) }
        var body: [Statement] = [], helpers: [Declaration] = []
        for range in ranges {
            let helper = name(base, range)
            body.append(call(helper))
            helpers.append(declare(helper, Array(statements[range])))
        }
        return (body, helpers)
    }

    /// The helper's name: `validate1To32` (1-based and inclusive, as a reader counts fields).
    static func name(_ base: String, _ range: Range<Int>) -> String {
        "\(base)\(range.lowerBound + 1)To\(range.upperBound)"
    }
}
