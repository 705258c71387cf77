import Foundation

/// A text with links written in it as `[link text](url)` (a checkbox's
/// "[利用規約](https://example.com/terms)に同意する", a section footer): the
/// plain text and where its links are. formc checks the spec's texts at build
/// time; a translation with a malformed link, or a URL of another scheme than
/// https, http, mailto or tel, shows as plain text.
public struct FormcLinkedText: Equatable, Sendable {
    /// One run of the text: plain, or a link's text and its URL.
    public struct Run: Equatable, Sendable {
        /// The run's text.
        public let text: String
        /// The URL it opens (nil: plain text).
        public let url: URL?
    }

    /// The schemes a link may open.
    public static let schemes: Set<String> = ["https", "http", "mailto", "tel"]

    /// The runs, in order.
    public let runs: [Run]

    /// The text with its links parsed; a text without `](` is one plain run.
    public init(_ text: String) {
        runs = Self.parse(text)
    }

    /// The text without the link markup (what VoiceOver and a label read).
    public var plainText: String { runs.map(\.text).joined() }

    /// Whether any run is a link.
    public var hasLinks: Bool { runs.contains { $0.url != nil } }

    /// The link runs' URLs, in order.
    public var urls: [URL] { runs.compactMap(\.url) }

    /// The text with a `.link` attribute on each link's run (SwiftUI's `Text`
    /// makes them tappable, opening through the environment's `openURL`).
    @available(iOS 15, macOS 12, *)
    public var attributedString: AttributedString {
        var result = AttributedString()
        for run in runs {
            var part = AttributedString(run.text)
            // By the attribute's type, not `part.link`: that key path is not Sendable (strict concurrency).
            if let url = run.url { part[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url }
            result += part
        }
        return result
    }

    /// The range of each link in ``plainText`` (UTF-16 offsets, for `NSAttributedString`).
    public var linkRanges: [(range: NSRange, url: URL)] {
        var offset = 0
        var ranges: [(range: NSRange, url: URL)] = []
        for run in runs {
            let length = run.text.utf16.count
            if let url = run.url { ranges.append((NSRange(location: offset, length: length), url)) }
            offset += length
        }
        return ranges
    }

    /// `text` as runs: `[label](url)` with a non-empty label and a URL of an
    /// allowed scheme is a link; anything else stays as it was written.
    private static func parse(_ text: String) -> [Run] {
        var runs: [Run] = []
        var plain = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "[") {
            plain += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]"),
                  rest[close...].dropFirst().first == "(",
                  let end = rest[close...].firstIndex(of: ")") else {
                plain += "["
                rest = rest[afterOpen...]
                continue
            }
            let label = String(rest[afterOpen..<close])
            let address = String(rest[rest.index(close, offsetBy: 2)..<end])
            guard !label.isEmpty, !label.contains("["), let url = link(address) else {
                plain += "["
                rest = rest[afterOpen...]
                continue
            }
            if !plain.isEmpty { runs.append(Run(text: plain, url: nil)) }
            plain = ""
            runs.append(Run(text: label, url: url))
            rest = rest[rest.index(after: end)...]
        }
        plain += rest
        if !plain.isEmpty || runs.isEmpty { runs.append(Run(text: plain, url: nil)) }
        return runs
    }

    /// `address` as a URL when it is absolute and its scheme is allowed.
    public static func link(_ address: String) -> URL? {
        guard !address.isEmpty, !address.contains(where: \.isWhitespace),
              let url = URL(string: address), let scheme = url.scheme?.lowercased(),
              schemes.contains(scheme) else { return nil }
        if scheme == "http" || scheme == "https" { return url.host?.isEmpty == false ? url : nil }
        return address.count > scheme.count + 1 ? url : nil
    }
}
