import Foundation
import Testing
@testable import FormcCore

/// The preview's injection property: whatever the spec's texts hold — `<`,
/// `&`, quotes, `</script>`, `</title>`, bidirectional controls — the page has
/// exactly the markup of the same form with harmless texts. Random texts from a
/// hostile alphabet, from a fixed seed (a failure reproduces), in every place a
/// model text reaches the page.
@Suite struct HTMLInjectionPropertyTests {
    /// Pieces random texts are made of.
    static let alphabet = ["<", ">", "&", "\"", "'", "`", "=", "/", " ", "\n", "a", "ب", "日", "</script>", "<script>",
                           "</title>", "<!--", "-->", "&amp;", "&#", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}",
                           "\u{061C}", "\u{200B}", "\u{0}", "\u{85}", "\u{2028}", "{", "}", "\\"]

    /// SplitMix64: a small generator with a fixed seed, so a failing text can be found again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func randomText(_ generator: inout Generator) -> String {
        (0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
    }

    /// A form using `text()` for every text the page shows.
    static func model(_ text: () -> String) -> FormModel {
        let list = OptionList(name: text(), swiftName: "List", items: [
            OptionItem(value: text(), label: LocalizableText(text(), key: text()), swiftName: "first"),
            OptionItem(value: text(), label: LocalizableText(text()), swiftName: "second", parents: [text()]),
        ])
        let toolbar = Toolbar(name: text(), items: [
            ToolbarItem(kind: .previous, title: LocalizableText(text())), ToolbarItem(kind: .flexibleSpace),
            ToolbarItem(kind: .custom, title: LocalizableText(text()), action: text(), actionSwiftName: "act"),
            ToolbarItem(kind: .done, title: LocalizableText(text())),
        ])
        let rules = Validation(required: Rule(true, message: LocalizableText(text())), minLength: Rule(1),
                               maxLength: Rule(9, message: LocalizableText(text(), key: text())),
                               pattern: Rule(text(), message: LocalizableText(text())))
        let traits = TextInputTraits(keyboardType: text(), contentType: text(), autocapitalization: text(),
                                     autocorrection: false, secure: true, returnKey: text())
        let fields = [
            Field(id: text(), swiftName: "a", kind: .text, label: LocalizableText(text(), key: text()),
                  placeholder: LocalizableText(text()), defaultValue: .string(text()), validation: rules,
                  textInput: traits, toolbar: toolbar.name),
            Field(id: text(), swiftName: "b", kind: .textArea, label: LocalizableText(text()),
                  placeholder: LocalizableText(text()), defaultValue: .string(text()), validation: rules, textInput: traits),
            Field(id: text(), swiftName: "c", kind: .picker, label: LocalizableText(text()), placeholder: LocalizableText(text()),
                  defaultValue: .option(list.items[0].value), toolbar: toolbar.name, optionList: list.name),
            Field(id: text(), swiftName: "d", kind: .date, label: LocalizableText(text()),
                  defaultValue: .date(text()), validation: Validation(min: Rule(.date(text()))), dateMode: .time),
            Field(id: text(), swiftName: "e", kind: .number, label: LocalizableText(text()), defaultValue: .integer(3)),
            Field(id: text(), swiftName: "f", kind: .toggle, label: LocalizableText(text()), defaultValue: .bool(true)),
        ] + valueFields(text)
        var model = FormModel(formatVersion: 1, name: text(), swiftNames: FormSwiftNames(form: "F", binder: "FBinder"),
                              sourcePath: text(), title: LocalizableText(text()), localization: Localization(),
                              optionLists: [list], toolbars: [toolbar], keyboard: KeyboardSettings(), fields: fields,
                              submit: SubmitSettings(title: LocalizableText(text()), titleFields: [text()]),
                              sections: [FormSection(id: text(), swiftName: "s", header: LocalizableText(text()),
                                                     fields: fields.map(\.id))])
        // The confirmation step: its texts, and the summary's sections and labels.
        model.confirmation = ConfirmationSettings(title: LocalizableText(text()), back: LocalizableText(text()),
                                                  submit: LocalizableText(text()))
        return model
    }

    /// Fields whose values the script draws from data: masks (fixed texts, prefixes, another
    /// field's id), display formats (currency, prefix, suffix), a date's `date_only_when`.
    static func valueFields(_ text: () -> String) -> [Field] {
        var masked = TextFormat(mask: text())
        masked.maskCases = [MaskCase(prefixes: [text(), text()], mask: text())]
        var chosen = TextFormat(mask: text())
        chosen.maskCases = [MaskCase(prefixes: [text()], mask: text())]
        chosen.maskField = text()
        let format = DisplayFormat(style: .currency, currency: text(), grouping: false, fractionDigits: 2, prefix: text(), suffix: text())
        let dateOnly = FieldCondition.test(ConditionTest(field: text(), operation: .equals, values: [.string(text())]))
        var date = Field(id: text(), swiftName: "j", kind: .date, label: LocalizableText(text()), defaultValue: .date(text()),
                         dateMode: .dateAndTime, displayFormat: DisplayFormat(prefix: text(), date: .long))
        date.dateOnlyWhen = dateOnly
        return [
            Field(id: text(), swiftName: "g", kind: .text, label: LocalizableText(text()), defaultValue: .string(text()),
                  textFormat: masked),
            Field(id: text(), swiftName: "h", kind: .password, label: LocalizableText(text()), textFormat: chosen),
            Field(id: text(), swiftName: "i", kind: .decimal, label: LocalizableText(text()), defaultValue: .decimal(text()),
                  displayFormat: format),
            date,
        ]
    }

    static func page(_ model: FormModel, path: String, diagnostic: String) -> String {
        let diagnostics = [Diagnostic(severity: .warning, id: .unusedToolbar, message: diagnostic, file: path,
                                      location: .fileStart)]
        return HTMLPreview.page(for: HTMLPreview.Spec(path: path, model: model, diagnostics: diagnostics)).contents
            + HTMLPreview.index(for: [HTMLPreview.Spec(path: path, model: model, diagnostics: diagnostics)]).contents
    }

    /// The page's markup: every tag with its attribute names, texts and values left out
    /// (the fixed style sheet and script are cut out first).
    static func skeleton(_ html: String) -> [String] {
        markupOnly(html).split(separator: "<", omittingEmptySubsequences: false).dropFirst().map { piece in
            tagSkeleton(piece.prefix { $0 != ">" })
        }
    }

    /// `html` with the contents of its `<style>` and `<script>` elements (fixed text of formc's
    /// own, in which `<` and quotes are code) cut out.
    static func markupOnly(_ html: String) -> String {
        // Escaped texts hold no `<`, so the first closing tag after an opening one is its own.
        var rest = ""
        var remaining = Substring(html)
        // The earlier of the two each time (the page's script comes before the index's style).
        while let start = [remaining.range(of: "<style>"), remaining.range(of: "<script>")].compactMap({ $0 })
            .min(by: { $0.lowerBound < $1.lowerBound }) {
            let close = remaining[start].hasPrefix("<style") ? "</style>" : "</script>"
            guard let end = remaining.range(of: close, range: start.upperBound..<remaining.endIndex) else { break }
            rest += remaining[..<start.upperBound]
            remaining = remaining[end.lowerBound...]
        }
        return rest + remaining
    }

    /// `name a="…" b="…"` → `name a b`: each attribute's name, its value skipped to its closing quote.
    static func tagSkeleton(_ tag: Substring) -> String {
        var rest = tag.drop { $0 != " " }
        var parts = [String(tag.prefix { $0 != " " })]
        while let equals = rest.range(of: "=\"") {
            parts.append(rest[..<equals.lowerBound].trimmingCharacters(in: .whitespaces))
            let value = rest[equals.upperBound...]
            guard let close = value.firstIndex(of: "\"") else { parts.append("<unclosed>"); break }
            rest = value[value.index(after: close)...]
        }
        if !rest.trimmingCharacters(in: .whitespaces).isEmpty { parts.append("<stray \(rest)>") }
        return parts.joined(separator: " ")
    }

    @Test func hostileTextsNeverProduceMarkup() {
        var generator = Generator(state: 0x5EED_F0C5)
        let plain = Self.skeleton(Self.page(Self.model { "x" }, path: "x", diagnostic: "x"))
        for round in 0..<150 {
            var texts: [String] = []
            let model = Self.model { let text = Self.randomText(&generator); texts.append(text); return text }
            let path = Self.randomText(&generator)
            let html = Self.page(model, path: path, diagnostic: Self.randomText(&generator))
            #expect(Self.skeleton(html) == plain, "round \(round): texts \(texts.map { $0.debugDescription })")
            #expect(html.components(separatedBy: "<script").count == 2, "round \(round): one script only")
            #expect(!html.unicodeScalars.contains { UnicodeHazards.isInvisible($0) || UnicodeHazards.isControl($0) && $0 != "\n" },
                    "round \(round): a hidden or bidirectional control reached the page")
            // Every attribute value is closed by its own quote: no `"` or `<` inside one.
            for tag in Self.markupOnly(html).split(separator: "<").dropFirst().map({ $0.prefix { $0 != ">" } })
            where !tag.hasPrefix("!") {
                #expect(tag.filter { $0 == "\"" }.count % 2 == 0, "round \(round): \(tag)")
            }
        }
    }

    @Test func theEscaperMakesMarkupText() {
        #expect(HTMLEscaper.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLEscaper.escape("abc\u{202E}def\u{2066}") == "abc\\u{202E}def\\u{2066}")
        #expect(HTMLEscaper.escape("日本語 العربية\nx") == "日本語 العربية\nx")
    }
}
