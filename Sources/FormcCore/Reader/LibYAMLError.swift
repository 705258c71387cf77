internal import CYAML

/// Why libyaml stopped: its own words and where it points.
struct LibYAMLError: Error {
    /// Where the problem is, as libyaml reports it.
    enum Position: Equatable {
        /// A mark (scanner and parser errors), converted to 1-based.
        case location(SourceLocation)
        /// A byte offset into the input (reader errors such as control characters,
        /// for which libyaml sets no mark).
        case byteOffset(Int)
    }

    /// What is wrong ("found unexpected end of stream").
    var problem: String
    /// What libyaml was reading ("while scanning a quoted scalar"), if it says.
    var context: String?
    /// Where the problem is.
    var position: Position
    /// Where the construct named by `context` starts.
    var contextLocation: SourceLocation?

    /// Captures the error state of a parser that just failed.
    init(_ parser: yaml_parser_t) {
        problem = parser.problem.map { String(cString: $0) } ?? "out of memory"
        context = parser.context.map { String(cString: $0) }
        if parser.error == YAML_READER_ERROR {
            position = .byteOffset(parser.problem_offset)
        } else {
            position = .location(SourceLocation(parser.problem_mark))
        }
        contextLocation = context == nil ? nil : SourceLocation(parser.context_mark)
    }

    /// A note that points at where the construct of `context` starts:
    /// "while scanning a quoted scalar" → "the quoted scalar starts here".
    var contextNote: (message: String, location: SourceLocation)? {
        guard let context, let contextLocation else { return nil }
        var noun = Substring(context)
        for prefix in ["while scanning ", "while parsing "] where noun.hasPrefix(prefix) {
            noun = noun.dropFirst(prefix.count)
        }
        for article in ["a ", "an "] where noun.hasPrefix(article) {
            noun = "the " + noun.dropFirst(article.count)
        }
        return ("\(noun) starts here", contextLocation)
    }
}

extension SourceLocation {
    /// Converts a libyaml mark (0-based line and column, column in Unicode scalars).
    init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}
