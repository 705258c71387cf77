import FormcRuntime
import Foundation
import Testing

/// The awkward-names fixture (Tests/Fixtures/generate/awkward-names.form.yaml)
/// compiles, and every hostile text arrives exactly as the spec wrote it.
@Suite struct AwkwardNamesTests {
    @Test func hostileTextsSurviveExactly() {
        #expect(ClassForm.Default.value1.label == "\"quoted\"")
        #expect(ClassForm.Default.self_.label == #"back\slash \(x) \u{41}"#)
        #expect(ClassForm.Default.rawValue_.label == "multi\nline\r\nlabel")
        #expect(ClassForm.Default.allCases_.label == "👨‍👩‍👧 family, é (e + ◌́)")
        #expect(ClassForm.Default.label_.label == "RTL \u{202E}evil\u{202C} mark")
        #expect(ClassForm.Default.case.label == ##"#"raw"#"##)
        #expect(ClassForm.Default.type.label == "\t tab \0 nul")
        #expect(ClassForm.Field.self_.placeholder == #"\(self)"#)
        #expect(ClassForm.Field.x2.label == "日本語\u{200B}ラベル")
    }

    @Test func keywordAndReservedNamesStillWork() {
        #expect(ClassForm.Default.case.rawValue == "in")
        #expect(ClassForm.Field.class.rawValue == "class_")
        #expect(ClassForm.Field_.items(for: .self_) == [.y])
        var form = ClassForm()
        #expect(form.validate_ == "\"\"\"")
        #expect(form.default == .self_)
        form.init_ = 4
        form.self_ = "1"
        let issues = form.validate()
        #expect(issues.contains { $0.field == .init_ && $0.rule == .maximum("3") })
        #expect(issues.contains { $0.field == .self_ && $0.message == #"must be "quoted" \(digits)"# })
        #expect(form.label_ == Decimal(string: "-0.0005"))
    }
}
