import Foundation
import FormcRuntime
import Testing

/// The built-in messages: one template per rule and language, filled in one pass.
@Suite struct FormcMessagesTests {
    @Test func everyTemplateExistsInEveryLanguageAndNamesItsField() {
        for language in FormcLanguage.allCases {
            for message in FormcMessage.allCases where !(language == .ja && message == .requiredToggle) {
                #expect(message.template(in: language).contains("{label}"), "\(message) in \(language)")
            }
        }
        #expect(FormcMessage.requiredToggle.template(in: .ja) == "同意が必要です")
    }

    @Test func japaneseMessagesReadNaturally() {
        let messages = FormcMessages(language: .ja)
        #expect(messages.text(.maxLength, label: "市区町村", value: "50") == "市区町村は50文字以内で入力してください")
        #expect(messages.text(.required, label: "メールアドレス") == "メールアドレスを入力してください")
        #expect(messages.text(.requiredChoice, label: "都道府県") == "都道府県を選択してください")
        #expect(messages.text(.sameAs, label: "パスワード（確認）", other: "パスワード") == "パスワード（確認）がパスワードと一致しません")
    }

    @Test func fillingIsOnePassAndKeepsWhatItDoesNotKnow() {
        #expect(FormcMessage.fill("{label}: {value}", label: "{value}", value: "3") == "{value}: 3")
        #expect(FormcMessage.fill("{unknown} {label", label: "x") == "{unknown} {label")
        #expect(FormcMessage.fill("{{label}}", label: "x") == "{x}")
    }

    @Test func withoutABundleTheTemplateIsUsedAsIs() {
        #expect(FormcMessages(language: .en).text(.custom, label: "Coupon") == "Coupon is not valid.")
        // A bundle without the key: NSLocalizedString returns the template.
        #expect(FormcMessages(language: .ja, table: "Nothing", bundle: .main).text(.custom, label: "クーポン") == "クーポンが正しくありません")
    }

    @Test func anAppReplacesATemplateByItsKey() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("formc-messages-\(ProcessInfo.processInfo.processIdentifier).bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#""formc.rule.required" = "{label} est obligatoire.";"#.utf8)
            .write(to: folder.appendingPathComponent("Forms.strings"))
        let bundle = try #require(Bundle(path: folder.path))
        let messages = FormcMessages(language: .ja, table: "Forms", bundle: bundle)
        #expect(messages.text(.required, label: "Nom") == "Nom est obligatoire.")
        #expect(messages.text(.pattern, label: "メール") == "メールの形式が正しくありません", "keys it does not define keep the template")
    }

    @Test func newRulesHaveEnglishStandardMessages() {
        #expect(FormcRule.sameAs("email").standardMessage(label: "Confirmation") == "Confirmation does not match email.")
        #expect(FormcRule.custom("luhn").standardMessage(label: "Card") == "Card is not valid.")
        #expect(FormcRule.minimumField("start").standardMessage(label: "End") == "End must be at least start.")
    }

    @Test func datesShowInTheLanguagesOwnFormGregorian() {
        let date = FormcDate.make(year: 2024, month: 4, day: 1, hour: 9, minute: 30)
        #expect(FormcMessages(language: .ja).date(date) == "2024年4月1日")
        #expect(FormcMessages(language: .ja).date(date, withTime: true) == "2024年4月1日 9:30")
        #expect(FormcMessages(language: .en).date(date, withTime: true) == "2024-04-01 09:30")
    }

    /// The pieces `{value}` parts, `{label}` and `{other}` filled: what `fill` joins with the value.
    @Test func piecesAroundTheValueJoinIntoTheFilledTemplate() {
        #expect(FormcMessage.pieces(of: "{label}は{value}以前を選択してください", label: "お届け日") == ["お届け日は", "以前を選択してください"])
        #expect(FormcMessage.pieces(of: "{label} does not match {other}.", label: "{value}", other: "A") == ["{value} does not match A."],
                "a label holding {value} is text")
        for message in FormcMessage.allCases {
            for language in FormcLanguage.allCases {
                let template = message.template(in: language)
                #expect(FormcMessage.pieces(of: template, label: "L", other: "O").joined(separator: "V")
                        == FormcMessage.fill(template, label: "L", value: "V", other: "O"), "\(message) in \(language)")
            }
        }
    }

    /// `date(_:withTime:)` writes its own pattern, which `formc preview` hands its page as data.
    @Test func theDatePatternIsTheOneDatesAreWrittenIn() {
        #expect(FormcMessages(language: .ja).datePattern(withTime: true) == "yyyy年M月d日 H:mm")
        #expect(FormcMessages(language: .en).datePattern(withTime: false) == "yyyy-MM-dd")
    }

    /// A language is coded as its raw value (the compiler's model holds it, and `formc dump` writes it).
    @Test func aLanguageIsCodedAsItsName() throws {
        let data = try JSONEncoder().encode([FormcLanguage.ja])
        #expect(String(decoding: data, as: UTF8.self) == #"["ja"]"#)
        #expect(try JSONDecoder().decode([FormcLanguage].self, from: Data(#"["en"]"#.utf8)) == [.en])
    }
}
