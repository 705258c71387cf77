import Testing
@testable import FormcCore

/// Links in texts (`[text](url)`) drawn by the preview: `<a>` with an escaped
/// address, nothing else ever markup.
@Suite struct PreviewLinksTests {
    static func html(_ text: String) -> String {
        var html = HTMLBuilder()
        html.linkedSpecText(text)
        return html.html
    }

    @Test func aLinkIsAnAnchorAndTheRestText() {
        #expect(Self.html("[利用規約](https://example.com/terms?a=1&b=2)に同意する")
            == "<bdi><a href=\"https://example.com/terms?a=1&amp;b=2\" rel=\"noopener noreferrer\" target=\"_blank\">利用規約</a>に同意する</bdi>")
        #expect(Self.html("[必須] 同意する") == "<bdi>[必須] 同意する</bdi>", "brackets that are not a link are text")
    }

    @Test func hostileTextsAndAddressesStayText() {
        for text in ["[x](javascript:alert(1))", "[<b>x</b>](https://example.com)", "[x](https://example.com/\"><script>alert(1)</script>)",
                     "[x](data:text/html,<script>alert(1)</script>)", "<script>[x](https://example.com)</script>"] {
            let html = Self.html(text)
            #expect(!html.contains("<script"), "\(text)")
            #expect(!html.contains("<b>"), "\(text)")
            #expect(!html.contains("href=\"javascript") && !html.contains("href=\"data"), "\(text)")
            #expect(!html.contains("\"><"), "an address never closes its attribute: \(text)")
        }
    }
}
