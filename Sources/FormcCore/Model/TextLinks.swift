import Foundation
internal import FormcRuntime

/// The links written in a text as `[link text](url)` (a checkbox's
/// "[利用規約](https://example.com/terms)に同意する", a section footer), and
/// the text without their markup. The same reading as the runtime's
/// `FormcLinkedText`, whose test of an address it uses: the checker reports
/// what the runtime would show as plain text, and why.
public struct TextLinks: Equatable, Sendable {
    /// A link: its text and URL as written.
    public struct Link: Equatable, Sendable {
        public var text: String
        public var url: String
    }

    /// A run of the text: plain (`url` nil) or a link.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var url: String?
    }

    /// What is wrong with a link as written.
    public enum Problem: Equatable, Sendable {
        /// `[text](` with no `)`.
        case unclosed(String)
        /// `[](url)`.
        case emptyText(String)
        /// Not an absolute URL (`terms.html`, spaces).
        case invalidURL(String)
        /// A scheme other than https, http, mailto or tel (`javascript:`).
        case scheme(String, url: String)
    }

    /// The links, in order.
    public private(set) var links: [Link] = []
    /// The problems, in order.
    public private(set) var problems: [Problem] = []
    /// The text in order: plain runs and the links (a link written wrong is plain text, as written).
    public private(set) var runs: [Run] = []

    /// The text with each link's markup replaced by its text.
    public var plainText: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// Reads `text`: a `[` whose `]` is followed at once by `(` starts a link;
    /// other brackets are text.
    public init(_ text: String) {
        // Most texts have no bracket at all: one run, no scan by `Character` (this runs for every label).
        guard Self.bytes(of: text, contain: UInt8(ascii: "[")) else {
            if !text.isEmpty { runs = [Run(text: text)] }
            return
        }
        var plain = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            plain += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]"),
                  rest[close...].dropFirst().first == "(", !rest[afterOpen..<close].contains(where: { $0 == "[" }) else {
                plain += "["
                rest = rest[afterOpen...]
                continue
            }
            let label = String(rest[afterOpen..<close])
            let urlStart = rest.index(close, offsetBy: 2)
            guard let end = rest[urlStart...].firstIndex(of: ")") else {
                problems.append(.unclosed(label))
                rest = rest[open...]
                break
            }
            let url = String(rest[urlStart..<end])
            let problem = label.isEmpty ? .emptyText(url) : Self.check(url)
            if let problem {
                problems.append(problem)
                plain += rest[open...end]
            } else {
                if !plain.isEmpty { runs.append(Run(text: plain)) }
                plain = ""
                links.append(Link(text: label, url: url))
                runs.append(Run(text: label, url: url))
            }
            rest = rest[rest.index(after: end)...]
        }
        plain += rest
        if !plain.isEmpty { runs.append(Run(text: plain)) }
    }

    /// Whether `text` holds `](`, without which it has no link markup: a test on its bytes, cheap
    /// enough for every label of a large form (Foundation's `contains` of a string is not).
    public static func mayHaveMarkup(_ text: String) -> Bool {
        guard bytes(of: text, contain: UInt8(ascii: "]")) else { return false }
        var afterBracket = false
        for byte in text.utf8 {
            if afterBracket && byte == UInt8(ascii: "(") { return true }
            afterBracket = byte == UInt8(ascii: "]")
        }
        return false
    }

    /// Whether `text`'s UTF-8 holds `byte`, read from its contiguous storage (the `UTF8View`'s
    /// iterator costs several times more per byte).
    private static func bytes(of text: String, contain byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }

    /// Whether the text has link markup at all (a link, or one written wrong).
    public var hasMarkup: Bool { !links.isEmpty || !problems.isEmpty }

    /// What is wrong with `url` as a link's target, nil when it is fine: fine is
    /// what the runtime opens (`FormcLinkedText.link(_:)`), the rest says why not.
    static func check(_ url: String) -> Problem? {
        guard FormcLinkedText.link(url) == nil else { return nil }
        guard !url.contains(where: \.isWhitespace), let scheme = URL(string: url)?.scheme?.lowercased(),
              !FormcLinkedText.schemes.contains(scheme) else { return .invalidURL(url) }
        return .scheme(scheme, url: url)
    }
}
