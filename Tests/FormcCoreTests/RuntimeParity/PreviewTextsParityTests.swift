import FormcCore
import FormcRuntime
import Testing

/// The preview restates more of the runtime's own words (the runtime is
/// embedded as text and cannot be imported by FormcCore): the required marks
/// and their legends (``RequiredMarks`` / `FormcRequiredMarks`) and the
/// confirmation summary's words (``DisplayWord`` / `FormcDisplayWord`). Both
/// must say the same in every language.
@Suite struct PreviewTextsParityTests {
    static let languages: [(FormLanguage, FormcLanguage)] = [(.en, .en), (.ja, .ja)]

    @Test func everyLanguageIsChecked() {
        #expect(Set(FormLanguage.allCases.map(\.rawValue)) == Set(FormcLanguage.allCases.map(\.rawValue)))
        #expect(Set(Self.languages.map(\.0.rawValue)) == Set(FormLanguage.allCases.map(\.rawValue)))
    }

    @Test func requiredMarksAreTheRuntimes() {
        for style in RequiredMarks.Style.allCases {
            let runtimeStyle: FormcRequiredMarks.Style = switch style {
            case .asterisk: .asterisk
            case .kome: .kome
            case .badge: .badge
            }
            for marksOptional in [false, true] {
                for legend in [nil, "※は必須"] as [String?] {
                    let marks = RequiredMarks(style: style, marksOptional: marksOptional, showsLegend: true,
                                              legend: legend.map { LocalizableText($0) })
                    let runtime = FormcRequiredMarks(style: runtimeStyle, marksOptional: marksOptional, showsLegend: true, legend: legend)
                    for (language, runtimeLanguage) in Self.languages {
                        for isRequired in [false, true] {
                            let mark = marks.mark(isRequired: isRequired, language: language)
                            let runtimeMark = runtime.mark(isRequired: isRequired, in: runtimeLanguage)
                            #expect(mark?.text == runtimeMark?.text && mark?.isBadge == runtimeMark?.isBadge,
                                    "\(style) optional: \(marksOptional) required: \(isRequired) in \(language)")
                        }
                        #expect(marks.legendText(language: language) == runtime.legendText(in: runtimeLanguage), "\(style) in \(language)")
                    }
                }
            }
        }
        // A form without `language:` is English in both.
        #expect(RequiredMarks(style: .badge).mark(isRequired: true, language: nil)?.text
                == FormcRequiredMarks(style: .badge).mark(isRequired: true, in: .en)?.text)
        #expect(RequiredMarks(style: .kome, showsLegend: false).legendText(language: .ja) == nil)
    }

    @Test func confirmationWordsAreTheRuntimes() throws {
        #expect(Set(DisplayWord.allCases.map(\.rawValue)) == Set(FormcDisplayWord.allCases.map(\.rawValue)))
        for word in DisplayWord.allCases {
            let runtime = try #require(FormcDisplayWord(rawValue: word.rawValue))
            for (language, runtimeLanguage) in Self.languages {
                #expect(word.text(in: language) == runtime.text(in: runtimeLanguage), "\(word) in \(language)")
            }
            #expect(word.text(in: nil) == runtime.text(in: .en))
        }
        for (language, runtimeLanguage) in Self.languages {
            let messages = FormcMessages(language: runtimeLanguage)
            #expect(["A", "B"].joined(separator: DisplayWord.choiceSeparator(in: language)) == messages.displayText(.choices(["A", "B"])))
        }
    }

    @Test func controlWordsAreTheRuntimes() {
        for (language, runtimeLanguage) in Self.languages {
            let messages = FormcMessages(language: runtimeLanguage)
            for word in ControlWord.allCases {
                let runtime = switch word {
                case .setDate: messages.setDateTitle
                }
                #expect(word.text(in: language) == runtime, "\(word) in \(language)")
            }
        }
        #expect(ControlWord.setDate.text(in: nil) == FormcMessages(language: .en).setDateTitle)
    }

    /// A slider's value label without `format:` (`FormcControlValueText.slider`).
    @Test func sliderValueTextsAreTheRuntimes() {
        let ranges: [(Double, Double, Double?)] = [(0, 1, nil), (0, 1, 0.05), (0, 100, nil), (0, 100, 5), (0, 10, 0.5),
                                                   (-1, 1, nil), (0, 0.3, 0.05), (0, 7, nil), (0, 1, 0.125), (0, 1, 1e-9)]
        for (minimum, maximum, step) in ranges {
            for value in [minimum, maximum, 0.5, 0.25, 17, 0.333_333, 0.049_999_999_9] {
                let decimals = SliderValueText.decimals(minimum: minimum, maximum: maximum, step: step)
                #expect(SliderValueText.text(value, decimals: decimals)
                        == FormcControlValueText.slider(value, minimum: minimum, maximum: maximum, step: step),
                        "\(value) over \(minimum)…\(maximum) by \(step.map(String.init(describing:)) ?? "nil")")
            }
        }
        #expect(SliderValueText.text(0.5, decimals: SliderValueText.decimals(minimum: 0, maximum: 1, step: nil)) == "0.50")
    }
}
