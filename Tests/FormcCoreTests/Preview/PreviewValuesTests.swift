import Foundation
import Testing
@testable import FormcCore

/// What the preview draws of the newer keys: the confirmation step (`confirm:`),
/// masks chosen by the value, display formats, `date_only_when`, and the
/// standard messages in the form's language. The script that reads this data
/// runs in Chromium (`scripts/preview-check`: its self-test opens the step and
/// types into every mask).
@Suite struct PreviewValuesTests {
    static func model(_ spec: String) throws -> FormModel {
        let result = FormCompiler().compile(Array(spec.utf8), path: "test.form.yaml")
        return try #require(result.model, "\(result.diagnostics.map(\.message))")
    }

    static func page(_ model: FormModel) -> String {
        HTMLPreview.page(for: HTMLPreview.Spec(path: "test.form.yaml", model: model, diagnostics: [])).contents
    }

    /// The runtime's words and patterns the page holds for its script (`<body data-runtime="…">`).
    static func runtimeTexts(_ html: String) throws -> [String: String] {
        let start = try #require(html.range(of: "<body data-runtime=\"")).upperBound
        let end = try #require(html[start...].firstIndex(of: "\""))
        let json = html[start..<end].replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    }

    static let confirmSpec = """
        formc: 1
        form: Order
        language: ja
        submit: { title: 確認画面へ }
        confirm: { title: 入力内容の確認, back: 修正する, submit: 送信する }
        sections:
          - id: customer
            header: お客様情報
            fields:
              - { id: name, kind: text, label: お名前, required: true }
              - { id: password, kind: password, label: パスワード }
              - { id: again, kind: password, label: パスワード（確認）, same_as: password, confirm: false }
          - id: hidden
            header: 確認しない
            fields:
              - { id: secret, kind: text, label: 秘密, confirm: false }
          - id: consent
            fields:
              - { id: agrees, kind: checkbox, label: 同意する, required: true }
        """

    @Test func theConfirmationStepIsDrawnHiddenWithTheStepsTextsAndTheRuntimesWords() throws {
        let html = Self.page(try Self.model(Self.confirmSpec))
        #expect(html.components(separatedBy: "class=\"confirm-screen\" hidden=\"\"").count == 3, "one per look")
        let texts = try Self.runtimeTexts(html)
        #expect(texts["yes"] == "はい" && texts["no"] == "いいえ" && texts["notEntered"] == "未入力")
        #expect(texts["masked"] == "••••••••" && texts["separator"] == "、")
        #expect(html.contains("<div class=\"nav-bar\"><bdi>入力内容の確認</bdi></div>"))
        #expect(html.contains("<button class=\"submit confirm-send\" type=\"button\"><bdi>送信する</bdi></button>"))
        #expect(html.contains("<button class=\"submit confirm-back\" type=\"button\"><bdi>修正する</bdi></button>"))
        // `confirm: false` fields are left out, and so is a section with none left.
        for index in [0, 1, 4] { #expect(html.contains("data-confirm-field=\"\(index)\"")) }
        for index in [2, 3] { #expect(!html.contains("data-confirm-field=\"\(index)\"")) }
        #expect(html.contains("data-confirm-section=\"customer\"") && html.contains("data-confirm-section=\"consent\""))
        #expect(!html.contains("data-confirm-section=\"hidden\""))
    }

    @Test func secretTextIsMaskedInTheSummaryAsAPasswordIs() throws {
        let spec = """
            formc: 1
            form: A
            submit: { title: Next }
            confirm: { title: Check, back: Edit, submit: Send }
            fields:
              - { id: pin, kind: text, label: PIN, secure: true }
              - { id: password, kind: password, label: Password }
              - { id: name, kind: text, label: Name }
            """
        let html = Self.page(try Self.model(spec))
        #expect(html.contains("data-confirm-field=\"0\" data-kind=\"text\" data-secure=\"\""))
        #expect(html.contains("data-confirm-field=\"1\" data-kind=\"password\" data-secure=\"\""))
        #expect(html.contains("data-confirm-field=\"2\" data-kind=\"text\">"))
        // The script masks by that mark, not by kind.
        #expect(html.contains("if (summary.hasAttribute(\"data-secure\")) { return raw === \"\" ? empty : texts.masked; }"))
    }

    @Test func aFormWithoutConfirmHasNoStep() throws {
        let html = Self.page(try Self.model("formc: 1\nform: A\nsubmit: { title: Send }\nfields:\n  - { id: a, kind: text, label: A }\n"))
        #expect(!html.contains("class=\"confirm-screen\""))
    }

    @Test func englishFormsUseTheEnglishWords() throws {
        let spec = Self.confirmSpec.replacingOccurrences(of: "language: ja\n", with: "")
        let html = Self.page(try Self.model(spec))
        let texts = try Self.runtimeTexts(html)
        #expect(texts["yes"] == "Yes" && texts["no"] == "No" && texts["notEntered"] == "Not entered")
        #expect(texts["masked"] == "••••••••" && texts["separator"] == ", ")
    }

    static let valuesSpec = """
        formc: 1
        form: Pay
        fields:
          - { id: amount, kind: number, label: Amount, default: 1200, format: { style: currency, currency: JPY, suffix: " 円" } }
          - id: card
            kind: text
            label: Card
            mask: { by_prefix: [{ prefix: ["34", "37"], mask: "#### ###### #####" }], otherwise: "#### #### #### ####" }
          - id: code
            kind: text
            label: Code
            mask: { field: card, by_prefix: [{ prefix: ["34", "37"], mask: "####" }], otherwise: "###" }
          - { id: all_day, kind: toggle, label: All day }
          - id: starts
            kind: date
            label: Starts
            mode: date_and_time
            default: "2026-12-02T09:30"
            format: { date: long, time: short }
            date_only_when: { field: all_day, equals: true }
        """

    @Test func masksByValueAreDataForTheScript() throws {
        let model = try Self.model(Self.valuesSpec)
        let lookup = PreviewLookup(model)
        #expect(PreviewValueData(lookup: lookup, field: model.fields[1]).mask
                == "{\"m\":\"#### #### #### ####\",\"c\":[[[\"34\",\"37\"],\"#### ###### #####\"]]}")
        // Another field's value chooses: that field's position.
        #expect(PreviewValueData(lookup: lookup, field: model.fields[2]).mask == "{\"m\":\"###\",\"c\":[[[\"34\",\"37\"],\"####\"]],\"f\":1}")
        #expect(PreviewValueData(lookup: lookup, field: model.fields[0]).mask == nil)
    }

    @Test func formatsAndDateOnlyWhenAreDataForTheScript() throws {
        let model = try Self.model(Self.valuesSpec)
        let lookup = PreviewLookup(model)
        #expect(PreviewValueData(lookup: lookup, field: model.fields[0]).format == #"{"s":"currency","c":"JPY","x":" 円","i":true}"#)
        let date = PreviewValueData(lookup: lookup, field: model.fields[4]).dateAttributes
        #expect(date.map(\.name.description) == ["data-mode", "data-value", "data-format", "data-date-only-when"])
        #expect(date.map(\.value) == ["date_and_time", "2026-12-02T09:30", #"{"date":"long","time":"short"}"#,
                                      #"{"f":3,"op":"equals","v":[true]}"#])
        let html = Self.page(model)
        #expect(html.contains("data-format=\"{&quot;s&quot;:&quot;currency&quot;"))
        #expect(html.contains("data-date-only-when=\"{&quot;f&quot;:3,"))
        // Without a placeholder, an empty date is SwiftUI's "Set" button in both modes (FormcDateView).
        let empty = try Self.model(Self.valuesSpec.replacingOccurrences(of: "    default: \"2026-12-02T09:30\"\n", with: ""))
        let emptyHTML = Self.page(empty)
        #expect(!emptyHTML.contains("data-empty-date") && !emptyHTML.contains("Choose a date"))
        #expect(emptyHTML.contains("<bdi>Set</bdi>"))
    }

    @Test func anEmptyDateSaysTheRuntimesWordInTheFormsLanguage() throws {
        let spec = """
            formc: 1
            form: Booking
            language: ja
            fields:
              - { id: day, kind: date, label: 日付 }
              - { id: due, kind: date, label: 期限, required: true }
              - { id: at, kind: date, mode: date_and_time, label: 日時, placeholder: 未定 }
            """
        let html = Self.page(try Self.model(spec))
        // SwiftUI's FormcDateView: a button titled the placeholder, else FormcMessages.setDateTitle, required or not.
        #expect(html.components(separatedBy: "<span class=\"value\"><bdi>設定</bdi></span>").count == 3)
        #expect(html.contains("<span class=\"value\"><bdi>未定</bdi></span>"))
        #expect(!html.contains("Choose a") && !html.contains("class=\"date-capsule"))
    }

    @Test func aRelativeDateBoundIsTheDateItComesToWhenViewed() throws {
        let spec = """
            formc: 1
            form: Delivery
            language: ja
            fields:
              - { id: day, kind: date, label: お届け日, min: { value: today + 2 days, message: 2日後以降 }, max: today + 30 days }
              - { id: at, kind: date, mode: date_and_time, label: 開始, min: now + 1 hour }
            """
        let html = Self.page(try Self.model(spec))
        let max = "<bdi>お届け日は<span class=\"relative-date\" data-relative-date=\"{&quot;a&quot;:&quot;today&quot;,"
            + "&quot;n&quot;:30,&quot;u&quot;:&quot;day&quot;,&quot;t&quot;:false}\">today + 30 days</span>以前を選択してください</bdi>"
        #expect(html.components(separatedBy: max).count == 4, "in each look's issues and in the rules column")
        #expect(html.contains("&quot;a&quot;:&quot;now&quot;,&quot;n&quot;:1,&quot;u&quot;:&quot;hour&quot;,&quot;t&quot;:true}"))
        #expect(html.contains("<bdi>2日後以降</bdi>"), "a spec message is the spec's")
        #expect(html.contains("doc.querySelectorAll(\"[data-relative-date]\")"))
        let english = Self.page(try Self.model(spec.replacingOccurrences(of: "language: ja\n", with: "")))
        #expect(english.contains("<bdi>お届け日 must be <span class=\"relative-date\""))
        #expect(english.contains("&quot;t&quot;:false}\">today + 30 days</span> or earlier.</bdi>"))
        // The date is written by the runtime's pattern in the form's language, which the page holds.
        #expect(try Self.runtimeTexts(html)["date"] == "yyyy年M月d日")
        #expect(try Self.runtimeTexts(english)["dateTime"] == "yyyy-MM-dd HH:mm")
    }

    @Test func aSliderWithoutStepOrFormatShowsTheRuntimesDecimals() throws {
        let spec = """
            formc: 1
            form: Mix
            fields:
              - { id: level, kind: slider, label: Level, min: 0, max: 1, default: 0.5, show_value: true }
              - { id: gain, kind: slider, label: Gain, min: 0, max: 10, step: 0.5, default: 2, show_value: true }
              - { id: count, kind: slider, label: Count, min: 0, max: 100, default: 40, show_value: true }
            """
        let html = Self.page(try Self.model(spec))
        for look in ["uikit", "swiftui"] {
            #expect(html.contains("id=\"\(look)-value-0\" data-decimals=\"2\">0.50</span>"), "a hundredth of 0…1")
            #expect(html.contains("id=\"\(look)-value-1\" data-decimals=\"1\">2.0</span>"), "the step's decimals")
            #expect(html.contains("id=\"\(look)-value-2\" data-decimals=\"0\">40</span>"))
        }
        #expect(html.contains("raw = Number(raw).toFixed(Number(label.dataset.decimals));"))
    }

    @Test func stepperAndSliderValueLabelsCarryTheirFormatAndTheFormsMark() throws {
        let spec = """
            formc: 1
            form: Party
            language: ja
            required_marks: { style: badge, optional: true }
            submit: { title: 確認 }
            confirm: { title: 確認, back: 戻る, submit: 送信 }
            fields:
              - { id: guests, kind: stepper, label: 人数, min: 1, max: 9, default: 2, format: { suffix: " 名" } }
              - { id: volume, kind: slider, label: 音量, min: 0, max: 1, step: 0.05, default: 0.5, show_value: true, format: { style: percent } }
              - { id: plain, kind: stepper, label: 回数, min: 0, max: 3 }
            """
        let html = Self.page(try Self.model(spec))
        // Each look's value label: the number, with the format the script draws it in (FormcControlValueText).
        for look in ["uikit", "swiftui"] {
            #expect(html.contains("id=\"\(look)-value-0\" data-format=\"{&quot;x&quot;:&quot; 名&quot;,&quot;i&quot;:true}\">2</span>"))
            #expect(html.contains("id=\"\(look)-value-1\" data-format=\"{&quot;s&quot;:&quot;percent&quot;}\" data-decimals=\"2\">0.50</span>"))
            #expect(html.contains("id=\"\(look)-value-2\">0</span>"), "no format: the digits")
        }
        #expect(html.contains("doc.querySelectorAll(\".number-value[data-format], .stepper-value[data-format]\")"))
        // The summary shows them so too (the runtime's `.formatted(…, FormcControlValueText…)`).
        #expect(html.contains("data-confirm-field=\"0\" data-kind=\"stepper\" data-format=\"{&quot;x&quot;:&quot; 名&quot;,&quot;i&quot;:true}\""))
        #expect(html.contains("data-confirm-field=\"1\" data-kind=\"slider\" data-format=\"{&quot;s&quot;:&quot;percent&quot;}\""))
        #expect(html.contains("data-confirm-field=\"2\" data-kind=\"stepper\">"))
        #expect(html.contains("if (summary.dataset.format) { return numberText(raw, JSON.parse(summary.dataset.format)); }"))
        #expect(html.contains("slider.addEventListener(\"input\", function () { numberLabel(label, slider.value); })"))
        // The SwiftUI look's stepper and slider carry the form's mark after their label, as FormcControlLabel does.
        let mark = "<span class=\"mark badge optional\" aria-hidden=\"true\">任意</span>"
        #expect(html.contains("<span class=\"stepper-title\"><span class=\"row-label\" id=\"swiftui-label-0\"><bdi>人数</bdi>\(mark)</span>"))
        #expect(html.contains("<span class=\"slider-head\"><span class=\"row-label caption\" id=\"swiftui-label-1\"><bdi>音量</bdi>\(mark)</span>"))
    }

    @Test func hostileMaskAndFormatTextsStayJSONStrings() throws {
        let hostile = "</script><b x='1'>\u{2028}\"\\"
        var format = TextFormat(mask: hostile)
        format.maskCases = [MaskCase(prefixes: [hostile], mask: hostile)]
        let field = Field(id: "a", swiftName: "a", kind: .decimal, label: LocalizableText("A"), textFormat: format,
                          displayFormat: DisplayFormat(currency: hostile, prefix: hostile, suffix: hostile))
        let model = FormModel(formatVersion: 1, name: "A", swiftNames: FormSwiftNames(form: "A", binder: "AB"), sourcePath: "a",
                              title: nil, localization: Localization(), optionLists: [], toolbars: [],
                              keyboard: KeyboardSettings(), fields: [field])
        let data = PreviewValueData(lookup: PreviewLookup(model), field: field)
        for json in [try #require(data.mask), try #require(data.format)] {
            #expect(!json.contains("<") && !json.contains(">") && !json.contains("'") && !json.contains("\u{2028}"))
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(parsed.values.contains { ($0 as? String) == hostile })
        }
    }

    @Test func aSubmitTitleShowingValuesIsTextsAndPositions() throws {
        let model = try Self.model(Self.valuesSpec.replacingOccurrences(of: "form: Pay\n",
                                                                        with: "form: Pay\nsubmit: { title: \"Pay {amount} </script>'\" }\n"))
        let submit = try #require(model.submit)
        let data = PreviewScreen.submitTitleData(submit, PreviewLookup(model))
        #expect(data.map(\.value) == [#"["Pay ",0," \u003c/script\u003e\u0027"]"#])
        let html = Self.page(model)
        #expect(html.contains("data-title=\"[&quot;Pay &quot;,0,"))
    }

    @Test func standardMessagesFollowTheFormsLanguage() throws {
        let spec = """
            formc: 1
            form: Booking
            language: ja
            options:
              room: [{ value: a, label: A }]
            fields:
              - { id: name, kind: text, label: 氏名, required: true, max_length: 20 }
              - { id: room, kind: picker, label: 部屋, options: room, required: true }
              - { id: agrees, kind: checkbox, label: 同意, required: true }
              - { id: starts, kind: date, label: 開始日, min: "2026-04-01" }
              - { id: ends, kind: date, label: 終了日, min: { field: starts } }
              - { id: email, kind: email, label: メール }
              - { id: again, kind: email, label: メール（確認）, same_as: email }
            """
        let html = Self.page(try Self.model(spec))
        for message in ["氏名を入力してください", "氏名は20文字以内で入力してください", "部屋を選択してください", "同意が必要です",
                        "開始日は2026年4月1日以降を選択してください", "終了日は開始日以降を選択してください",
                        "メール（確認）がメールと一致しません"] {
            #expect(html.contains(message), "\(message)")
        }
        #expect(!html.contains("is required."))
        let english = Self.page(try Self.model(spec.replacingOccurrences(of: "language: ja\n", with: "")))
        // Without `language:`, the runtime's English exactly: other fields by their labels, a date bound as a date.
        for message in ["氏名 is required.", "部屋 is required.", "開始日 must be 2026-04-01 or later.", "終了日 must not be before 開始日.",
                        "メール（確認） does not match メール."] {
            #expect(english.contains(message), "\(message)")
        }
    }
}
