/// Finds the shapes of regular expression that backtrack catastrophically
/// (exponential time on a string that almost matches), as regex linters do:
/// a group repeated without bound that itself holds something repeated
/// without bound (`(a+)+`, `(\w*)*`, `(x+y?)*`), or whose alternatives are
/// written twice (`(a|a)*`). A heuristic: it sees the shape, not the
/// languages the parts match, so `(a|aa)+` passes; it never flags a pattern
/// whose groups repeat a bounded number of times, nor atomic groups (`(?>…)`)
/// and possessive quantifiers (`++`, `*+`), which do not backtrack.
///
/// A group that starts with a literal none of its repeated parts can match
/// (`(-\d+)*`, `(,[a-z]+)*`) is unambiguous and passes: each repetition must
/// begin at that literal.
///
/// One pass over the scalars with an explicit stack: no recursion, whatever
/// the pattern's length or nesting.
enum RegexBacktracking {
    /// Repeated atoms remembered per group; past this, any literal may match.
    static let atomLimit = 64

    /// The first group of `pattern` of a catastrophic shape, as written; nil when none.
    static func catastrophicGroup(in pattern: String) -> String? {
        struct Frame {
            var start: Int
            var repeatsInside = false
            var atomic = false
            /// The literal the body starts with, once known (nil: none, or not yet).
            var leadingLiteral: Unicode.Scalar?
            var sawAtom = false
            /// The atoms repeated without bound inside (at most ``atomLimit``; past it, `anyAtom`).
            var repeatedAtoms: [Range<Int>] = []
            var anyAtom = false
            /// The alternatives seen so far, as ranges of the pattern.
            var branches: [Range<Int>] = []
            var branchStart: Int
        }
        let scalars = Array(pattern.unicodeScalars)
        var stack = [Frame(start: 0, branchStart: 0)]
        var index = 0
        /// The unbounded quantifier at `position` (`*`, `+`, `{n,}`) and where it ends, unless possessive.
        func unboundedQuantifier(at position: Int) -> (unbounded: Bool, end: Int)? {
            guard position < scalars.count else { return nil }
            var end = position
            var unbounded = false
            switch scalars[position] {
            case "*", "+": unbounded = true; end = position + 1
            case "?": end = position + 1
            case "{":
                var close = position + 1
                while close < scalars.count, scalars[close] != "}" { close += 1 }
                guard close < scalars.count else { return nil }
                let body = String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
                let parts = body.split(separator: ",", omittingEmptySubsequences: false)
                guard !parts.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isNumber) }), !parts[0].isEmpty else {
                    return nil
                }
                unbounded = parts.count == 2 && parts[1].isEmpty
                end = close + 1
            default: return nil
            }
            if end < scalars.count, scalars[end] == "+" { return (false, end + 1) }  // Possessive.
            if end < scalars.count, scalars[end] == "?" { end += 1 }  // Lazy: backtracks all the same.
            return (unbounded, end)
        }
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        /// Records the atom `range` of the current frame, and whether its quantifier repeats it without bound.
        func atom(_ range: Range<Int>, quantifier: (unbounded: Bool, end: Int)?) {
            var frame = stack[stack.count - 1]
            if !frame.sawAtom {
                frame.sawAtom = true
                let first = scalars[range.lowerBound]
                if range.count == 1, quantifier == nil, !".^$".unicodeScalars.contains(first) { frame.leadingLiteral = first }
                else if range.count == 2, first == "\\", quantifier == nil, !scalars[range.upperBound - 1].properties.isAlphabetic {
                    frame.leadingLiteral = scalars[range.upperBound - 1]
                }
            }
            if quantifier?.unbounded == true {
                frame.repeatsInside = true
                if frame.repeatedAtoms.count < atomLimit { frame.repeatedAtoms.append(range) } else { frame.anyAtom = true }
            }
            stack[stack.count - 1] = frame
        }
        /// Whether the atom `range` can match `literal` (a character class read simply; unsure: yes).
        func canMatch(_ range: Range<Int>, _ literal: Unicode.Scalar) -> Bool {
            let first = scalars[range.lowerBound]
            if first == "\\", range.count == 2 {
                let escaped = scalars[range.lowerBound + 1]
                switch escaped {
                case "d": return ("0"..."9").contains(literal)
                case "w": return literal.properties.isAlphabetic || ("0"..."9").contains(literal) || literal == "_"
                case "s": return literal.properties.isWhitespace
                default: return escaped.properties.isAlphabetic || escaped == literal
                }
            }
            if first == "[" {
                var position = range.lowerBound + 1
                if position < range.upperBound, scalars[position] == "^" { return true }
                while position < range.upperBound - 1 {
                    let scalar = scalars[position]
                    if scalar == "\\" || scalar == "[" { return true }  // Escapes and nested classes: unsure.
                    if position + 2 < range.upperBound - 1, scalars[position + 1] == "-" {
                        if (scalar...scalars[position + 2]).contains(literal) { return true }
                        position += 3
                    } else {
                        if scalar == literal { return true }
                        position += 1
                    }
                }
                return false
            }
            if range.count == 1 { return first == "." || first == literal }
            return true
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                let start = index
                index = min(index + 2, scalars.count)
                let quantifier = unboundedQuantifier(at: index)
                atom(start..<index, quantifier: quantifier)
                if let quantifier { index = quantifier.end }
                continue
            case "[":
                // A character class: one atom; `]` right after `[` or `[^` is literal.
                var close = index + 1
                if close < scalars.count, scalars[close] == "^" { close += 1 }
                if close < scalars.count, scalars[close] == "]" { close += 1 }
                while close < scalars.count, scalars[close] != "]" {
                    close += scalars[close] == "\\" ? 2 : 1
                }
                let start = index
                index = min(close + 1, scalars.count)
                let quantifier = unboundedQuantifier(at: index)
                atom(start..<index, quantifier: quantifier)
                if let quantifier { index = quantifier.end }
                continue
            case "(":
                let atomic = index + 2 < scalars.count && scalars[index + 1] == "?" && scalars[index + 2] == ">"
                var bodyStart = index + 1
                if index + 1 < scalars.count, scalars[index + 1] == "?" {
                    // `(?:`, `(?>`, `(?=`, `(?<name>` …: the body starts after the group's head.
                    var head = index + 2
                    while head < scalars.count, scalars[head] != ":" && scalars[head] != ">" && scalars[head] != "="
                            && scalars[head] != "!" && scalars[head] != ")" { head += 1 }
                    bodyStart = min(head + 1, scalars.count)
                }
                stack.append(Frame(start: index, atomic: atomic, branchStart: bodyStart))
                index = bodyStart
                continue
            case "|":
                stack[stack.count - 1].branches.append(stack[stack.count - 1].branchStart..<index)
                stack[stack.count - 1].branchStart = index + 1
            case ")" where stack.count > 1:
                var frame = stack.removeLast()
                let group = frame.start..<(index + 1)
                index += 1
                let quantifier = unboundedQuantifier(at: index)
                if let quantifier { index = quantifier.end }
                let repeats = quantifier?.unbounded ?? false
                if repeats, !frame.atomic {
                    let unambiguous = frame.branches.isEmpty && !frame.anyAtom && frame.leadingLiteral.map { literal in
                        !frame.repeatedAtoms.contains { canMatch($0, literal) }
                    } ?? false
                    if frame.repeatsInside, !unambiguous { return text(group) }
                    // Alternatives written twice; compared only where there are some, each
                    // scalar of the pattern in one group's comparison (so linear in total).
                    if !frame.branches.isEmpty {
                        frame.branches.append(frame.branchStart..<(group.upperBound - 1))
                        var seen = Set<String>()
                        for branch in frame.branches where !seen.insert(text(branch)).inserted { return text(group) }
                    }
                }
                // The group is one atom of its parent; what repeats inside it repeats in the parent too.
                var parent = stack[stack.count - 1]
                if !parent.sawAtom { parent.sawAtom = true }
                if repeats || frame.repeatsInside {
                    parent.repeatsInside = true
                    if frame.anyAtom || repeats || parent.repeatedAtoms.count + frame.repeatedAtoms.count > atomLimit {
                        parent.anyAtom = true
                    } else {
                        parent.repeatedAtoms += frame.repeatedAtoms
                    }
                }
                stack[stack.count - 1] = parent
                continue
            case "^", "$":
                index += 1
                continue
            default:
                break
            }
            let start = index
            index += 1
            let quantifier = unboundedQuantifier(at: index)
            atom(start..<index, quantifier: quantifier)
            if let quantifier { index = quantifier.end }
        }
        return nil
    }
}
