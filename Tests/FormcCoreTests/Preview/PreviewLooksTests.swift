import Foundation
import Testing
@testable import FormcCore

/// The preview draws each UI's look — the UIKit ready screen and the SwiftUI
/// `Form` — with a switch between them, every label kept in both, and the
/// set of looks a parameter of the builder.
@Suite struct PreviewLooksTests {
    /// Every kind, and the variants the looks draw differently.
    static let yaml = """
        formc: 1
        form: Kinds
        title: Kinds
        submit: { title: Send }
        options:
          size: [{ value: s, label: Small }, { value: m, label: Medium }, { value: l, label: Large }]
          many: [\((1...25).map { "{ value: v\($0), label: Item \($0) }" }.joined(separator: ", "))]
        sections:
          - id: first
            header: Head
            footer: Foot
            fields:
              - { id: name, kind: text, label: Name, placeholder: Your name, required: true }
              - { id: secret, kind: password, label: Secret, reveal_toggle: true }
              - { id: note, kind: text_area, label: Note, placeholder: Say more, max_length: 200 }
              - { id: remark, kind: text_area, label: Remark, show_count: true, max_length: 50 }
              - { id: size, kind: picker, label: Size, options: size, placeholder: Pick }
              - { id: item, kind: picker, label: Item, options: many }
          - id: second
            fields:
              - { id: when, kind: date, label: When, placeholder: Any day }
              - { id: due, kind: date, label: Due, required: true }
              - { id: on, kind: toggle, label: On }
              - { id: box, kind: checkbox, label: Box }
              - { id: fit, kind: segmented, label: Fit, options: size }
              - { id: pick, kind: radio, label: Pick one, options: size, default: m }
              - { id: count, kind: stepper, label: Count, min: 1, max: 9, default: 3 }
              - { id: level, kind: slider, label: Level, min: 0, max: 10, default: 4, show_value: true }
              - { id: tags, kind: multi_select, label: Tags, options: size }
              - { id: more, kind: multi_select, label: More, options: size, style: list, placeholder: None yet }
              - id: span
                kind: multi_picker
                label: Span
                components: [{ id: from, options: size, label: From }, { id: to, options: size, label: To }]
        """

    static let model: FormModel = {
        let result = FormCompiler().compile(Array(yaml.utf8), path: "kinds.form.yaml")
        return result.partialModel!
    }()

    static func page(_ looks: [PreviewLook] = PreviewLook.all, model: FormModel = model) -> String {
        HTMLPreview.page(for: HTMLPreview.Spec(path: "kinds.form.yaml", model: model, diagnostics: []), looks: looks).contents
    }

    /// The markup of the row `id` (up to the next row or section), as written.
    static func row(_ id: String, in html: String) -> String {
        guard let start = html.range(of: "id=\"\(id)\"") else { return "" }
        let rest = html[start.upperBound...]
        let end = [rest.range(of: "<div class=\"row")?.lowerBound, rest.range(of: "</section>")?.lowerBound]
            .compactMap { $0 }.min() ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func theSpecCompilesWithoutErrors() {
        let result = FormCompiler().compile(Array(Self.yaml.utf8), path: "kinds.form.yaml")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func bothLooksArePresentUIKitFirstWithASwitch() throws {
        let html = Self.page()
        let uikit = try #require(html.range(of: "<section class=\"look\" id=\"look-uikit\" data-look=\"uikit\" role=\"tabpanel\" aria-labelledby=\"tab-uikit\">"))
        let swiftui = try #require(html.range(of: "<section class=\"look\" id=\"look-swiftui\" data-look=\"swiftui\" role=\"tabpanel\" aria-labelledby=\"tab-swiftui\" hidden=\"\">"))
        #expect(uikit.lowerBound < swiftui.lowerBound)
        // The switch: hidden until the script shows it (without a script the first look shows).
        #expect(html.contains("<div class=\"look-switch\" role=\"tablist\" aria-label=\"Look\" hidden=\"\">"))
        #expect(html.contains("role=\"tab\" id=\"tab-uikit\" aria-controls=\"look-uikit\" aria-selected=\"true\" tabindex=\"0\">UIKit</button>"))
        #expect(html.contains("role=\"tab\" id=\"tab-swiftui\" aria-controls=\"look-swiftui\" aria-selected=\"false\" tabindex=\"-1\">SwiftUI</button>"))
        #expect(html.contains("<noscript>"))
        #expect(html.contains("class=\"phone uikit\"") && html.contains("class=\"phone swiftui\""))
        #expect(html.contains(PreviewStyleSheet.uikit.description) && html.contains(PreviewStyleSheet.swiftui.description))
    }

    @Test func oneLookIsDrawnAloneWithoutASwitch() {
        for look in PreviewLook.allCases {
            let other = look == .uikit ? PreviewLook.swiftui : .uikit
            let html = Self.page([look])
            #expect(html.contains("data-look=\"\(look.rawValue)\">"), "shown, not hidden, and no tab panel")
            #expect(!html.contains("data-look=\"\(other.rawValue)\""))
            #expect(!html.contains("role=\"tablist\"") && !html.contains("<noscript>"))
            #expect(!html.contains(PreviewStyleSheet.css(for: other).description))
            #expect(!html.contains("id=\"\(other.rawValue)-field-0\""))
        }
    }

    @Test func looksAreDistinctAndNeverNone() {
        #expect(PreviewLook.distinct([]) == [.uikit, .swiftui])
        #expect(PreviewLook.distinct([.swiftui, .uikit, .swiftui]) == [.swiftui, .uikit])
        #expect(Self.page([.uikit, .uikit]) == Self.page([.uikit]))
        #expect(Self.page([]) == Self.page())
        let files = HTMLPreview.files(for: [HTMLPreview.Spec(path: "kinds.form.yaml", model: Self.model, diagnostics: [])],
                                      looks: [.swiftui])
        #expect(files[0].contents == Self.page([.swiftui]))
    }

    @Test func theSegmentedRowKeepsItsLabelInBothLooks() throws {
        let html = Self.page()
        let index = try #require(Self.model.fields.firstIndex { $0.kind == .segmented })
        for look in PreviewLook.allCases {
            let row = Self.row("\(look.rawValue)-field-\(index)", in: html)
            #expect(row.contains("<span class=\"row-label caption\" id=\"\(look.rawValue)-label-\(index)\"><bdi>Fit</bdi></span>"
                                 + "<span class=\"segments\" role=\"radiogroup\" aria-labelledby=\"\(look.rawValue)-label-\(index)\">"),
                    "\(look): the caption above the segments")
        }
    }

    @Test func everyLabelIsDrawnInEveryLookWithoutARequiredMark() {
        let html = Self.page()
        for look in PreviewLook.allCases {
            for (index, field) in Self.model.fields.enumerated() {
                let row = Self.row("\(look.rawValue)-field-\(index)", in: html)
                #expect(row.contains("id=\"\(look.rawValue)-label-\(index)\"><bdi>\(field.label.text)</bdi></span>"), "\(look) \(field.id)")
            }
        }
        #expect(!html.contains("required-mark") && !html.contains(">*</span>"))
    }

    @Test func idsAreUniqueAcrossTheLooks() {
        let html = Self.page()
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.count > 100)
        #expect(Set(ids).count == ids.count, "\(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys)")
    }

    @Test func theUIKitLookIsTheReadyScreen() {
        let html = Self.page([.uikit])
        func row(_ id: String) -> String { Self.row("uikit-field-\(Self.model.fields.firstIndex { $0.id == id }!)", in: html) }
        // A caption above a rounded text field; pickers, dates and multi-column pickers are text fields too.
        #expect(row("name").contains("<span class=\"text-field\"><input class=\"field-input\" type=\"text\""))
        #expect(row("size").contains("class=\"picker-value text-field\""))
        #expect(row("size").contains("<ul class=\"wheel\""))
        #expect(row("when").contains("<span class=\"text-field static\""))
        #expect(row("span").contains("<span class=\"text-field static\""))
        // Switches and steppers on one line; a checkbox is one button titled with the label.
        #expect(html.contains("<div class=\"row inline\" id=\"uikit-field-8\" data-field=\"on\""))
        #expect(html.contains("<div class=\"row inline\" id=\"uikit-field-12\" data-field=\"count\""))
        #expect(row("box").contains("<label class=\"checkbox-button\"><input class=\"checkbox\" type=\"checkbox\""))
        // The runtime's counter shows with `show_count` only.
        #expect(!row("note").contains("class=\"counter\""))
        #expect(row("remark").contains("<span class=\"counter\">0/50</span>"))
        #expect(row("secret").contains("class=\"reveal\""))
        #expect(row("more").contains("class=\"list-button\""))
        // Headline section header, footnote footer, the submit button at the end of the stack.
        #expect(html.contains("<p class=\"section-header\"><bdi>Head</bdi></p>"))
        #expect(html.contains("<p class=\"section-footer\"><bdi>Foot</bdi></p>"))
        #expect(html.contains("<button class=\"submit\" type=\"button\"><bdi>Send</bdi></button>"))
    }

    @Test func theSwiftUILookIsTheForm() {
        let html = Self.page([.swiftui])
        func row(_ id: String) -> String { Self.row("swiftui-field-\(Self.model.fields.firstIndex { $0.id == id }!)", in: html) }
        #expect(html.contains("<div class=\"row stacked\" id=\"swiftui-field-0\" data-field=\"name\""))
        #expect(row("name").contains("<span class=\"field-line\"><input class=\"field-input\" type=\"text\""))
        #expect(row("secret").contains("class=\"reveal\""))
        #expect(row("note").contains("<span class=\"counter\">0/200</span>"))
        // A menu with an up-down chevron; a long list pushes, with a disclosure.
        #expect(row("size").contains("class=\"picker-value menu-button\"") && row("size").contains("chevron-updown"))
        #expect(row("size").contains("<ul class=\"menu\""))
        #expect(row("item").contains("class=\"picker-value link\"") && row("item").contains("class=\"disclosure\""))
        #expect(row("item").contains("<ul class=\"pushed-list\""))
        // An empty date, required or not, is FormcDateView's button that sets it: its placeholder, else "Set".
        #expect(row("when").contains("<span class=\"date-set\" id=\"swiftui-input-6\" data-mode=\"date\"><span class=\"value\"><bdi>Any day</bdi>"))
        #expect(row("due").contains("<span class=\"date-set\" id=\"swiftui-input-7\" data-mode=\"date\"><span class=\"value\"><bdi>Set</bdi>"))
        #expect(row("box").contains("<label class=\"checkbox-line\"><input class=\"checkbox\""))
        #expect(row("pick").contains("<li class=\"check-row selected\" aria-checked=\"true\"><bdi>Medium</bdi></li>"))
        #expect(row("count").contains("<bdi>Count</bdi></span>: <span class=\"stepper-value\" id=\"swiftui-value-12\">3</span>"))
        #expect(row("level").contains("<span class=\"slider-head\">"))
        #expect(row("more").contains("<span class=\"link-value\"") && row("more").contains("None yet"))
        #expect(row("span").contains("<span class=\"columns\"") && row("span").contains("<bdi>From</bdi>") && row("span").contains("<bdi>To</bdi>"))
        // A last group holds the submit button.
        #expect(html.contains("<div class=\"group submit-group\"><button class=\"submit\" type=\"button\"><bdi>Send</bdi></button></div>"))
    }

    @Test func aFormWithoutSectionsIsOneGroupWithoutAHeader() throws {
        let spec = "formc: 1\nform: Flat\nfields:\n  - { id: a, kind: text, label: A }\n  - { id: b, kind: toggle, label: B }\n"
        let model = try #require(FormCompiler().compile(Array(spec.utf8), path: "flat.form.yaml").model)
        let html = Self.page([.swiftui], model: model)
        #expect(html.components(separatedBy: "<div class=\"group\">").count - 1 == 1)
        #expect(!html.contains("<p class=\"section-header\""))
    }
}
