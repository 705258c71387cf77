extension SwiftPrinter {
    /// `head` then the call `callee(arguments…)`, as a statement: exactly the
    /// lines of `writer.write(head + expression(.call(callee, arguments)))`,
    /// but written as they are printed. Arguments are taken from the sequence
    /// one at a time, so a lazy one needs one argument's tree at a time, and
    /// lines are written once complete, so a call with an argument per field
    /// of a large form (each spanning lines) is never held as one fragment.
    func streamedCall(head: String, callee: Expression, arguments: some Sequence<Argument>,
                      into writer: inout CodeWriter) {
        let start = head + postfixOperand(callee)
        let opening = start + "("
        // While every argument fits one line, the layout (one line, or one argument per line) is still open.
        var singleLine: [CodeFragment] = []
        // Once one spans lines the call is laid out inline (see `callArguments`): what is not written yet.
        var pending: PendingLines?
        for argument in arguments {
            let printed = self.argument(argument)
            if var open = pending {
                open.append(", ")
                open.append(printed)
                pending = open.writingCompleteLines(into: &writer)
            } else if printed.isSingleLine {
                singleLine.append(printed)
            } else {
                var open = PendingLines(opening)
                for done in singleLine {
                    open.append(done)
                    open.append(", ")
                }
                singleLine = []
                open.append(printed)
                pending = open.writingCompleteLines(into: &writer)
            }
        }
        guard var open = pending else { return writer.write(start + callArguments(printed: singleLine)) }
        open.append(")")
        open.writeAll(into: &writer)
    }
}

/// The end of a fragment being written piece by piece: its last line, open
/// for more text, and what was appended since. Lines after the first keep
/// their depth relative to the fragment's start, as ``CodeFragment``'s
/// concatenation gives them; the first is at `firstDepth`.
private struct PendingLines {
    var firstDepth = 0
    var fragment: CodeFragment

    init(_ fragment: CodeFragment) { self.fragment = fragment }

    mutating func append(_ text: String) {
        // A blank line has no indentation, so text continuing it starts at the left (as in `CodeFragment`).
        if fragment.isSingleLine && fragment.firstLine.isEmpty { firstDepth = 0 }
        fragment.append(text)
    }

    mutating func append(_ other: CodeFragment) {
        append(other.firstLine)
        fragment = fragment.appendingLines(other.otherLines)
    }

    /// Writes every line but the last, which stays pending.
    consuming func writingCompleteLines(into writer: inout CodeWriter) -> PendingLines {
        guard let last = fragment.otherLines.last else { return self }
        writer.write(CodeLine(depth: firstDepth, text: fragment.firstLine))
        for line in fragment.otherLines.dropLast() { writer.write(line) }
        var rest = PendingLines(CodeFragment(last.text))
        rest.firstDepth = last.depth
        return rest
    }

    /// Writes every line.
    func writeAll(into writer: inout CodeWriter) {
        writer.write(CodeLine(depth: firstDepth, text: fragment.firstLine))
        for line in fragment.otherLines { writer.write(line) }
    }
}
