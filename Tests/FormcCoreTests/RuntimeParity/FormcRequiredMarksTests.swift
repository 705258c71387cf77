import FormcRuntime
import Testing

/// The marks after labels and the legend, per style and language: drawn
/// texts only (VoiceOver says "required" from the hint).
@Suite struct FormcRequiredMarksTests {
    @Test func eachStyleMarksRequiredFieldsOnly() {
        let kome = FormcRequiredMarks(style: .kome)
        #expect(kome.mark(isRequired: true, in: .ja)?.caption("氏名") == "氏名 ※")
        #expect(kome.mark(isRequired: false, in: .ja) == nil)
        #expect(FormcRequiredMarks(style: .asterisk).mark(isRequired: true, in: .en)?.caption("Name") == "Name *")
        let badge = FormcRequiredMarks(style: .badge).mark(isRequired: true, in: .ja)
        #expect(badge?.text == "必須" && badge?.isBadge == true && badge?.isRequired == true)
        #expect(badge?.caption("氏名") == "氏名")  // A badge is drawn beside the label, not in its text.
        #expect(FormcRequiredMarks(style: .badge).mark(isRequired: false, in: .ja) == nil)
    }

    @Test func optionalBadgesFollowTheLanguage() {
        let marks = FormcRequiredMarks(style: .badge, marksOptional: true)
        #expect(marks.mark(isRequired: false, in: .ja)?.text == "任意")
        #expect(marks.mark(isRequired: false, in: .en)?.text == "Optional")
        #expect(marks.mark(isRequired: true, in: .en)?.text == "Required")
    }

    @Test func theLegendIsBuiltInOrTheSpecsAndOnlyWhenAskedFor() {
        #expect(FormcRequiredMarks(style: .kome).legendText(in: .ja) == nil)
        #expect(FormcRequiredMarks(style: .kome, showsLegend: true).legendText(in: .ja) == "※は必須項目です")
        #expect(FormcRequiredMarks(style: .asterisk, showsLegend: true).legendText(in: .en) == "* Required")
        #expect(FormcRequiredMarks(style: .kome, showsLegend: true, legend: "※印は必須").legendText(in: .en) == "※印は必須")
    }
}
