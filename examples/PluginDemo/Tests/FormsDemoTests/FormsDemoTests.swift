import Foundation
import FormsDemo
import Testing

// The model code the build plugin generated into FormsDemo, used from another
// module (formc.yaml makes it public): defaults, validation, option labels.

@Suite struct GeneratedFormsTests {
    @Test func defaultsComeFromTheSpecs() {
        let form = MemberForm()
        #expect(form.name.isEmpty)
        #expect(form.area == nil)
        #expect(form.agreesToTerms == false)
    }

    @Test func validateReportsTheSpecsMessages() {
        let issues = MemberForm().validate()
        #expect(issues.map(\.field) == [.name, .email, .password, .area, .agreesToTerms])
        #expect(issues.first?.message == "氏名を入力してください")
        var form = MemberForm(name: "山田", email: "taro@example.com", password: "longenough1",
                                    area: .kyushu, agreesToTerms: true)
        #expect(form.validate().isEmpty)
        form.email = "taro@"
        #expect(form.validate().map(\.field) == [.email])
    }

    @Test func optionLabelsAndCodes() {
        #expect(MemberForm.Gender.female.label == "女性")
        #expect(MemberForm.Area(rawValue: "7") == .okinawa)
        #expect(DeliveryForm.Prefecture.items(for: .hokkaido) == [.hokkaido])
    }

    @Test func specsAtEveryDepthAreGenerated() {
        // Forms/member, Forms/Shipping/delivery, Forms/Shipping/Details/preferences.
        #expect(MemberForm.Field.allCases.count == 7)
        #expect(!DeliveryForm.Field.allCases.isEmpty)
        #expect(!PreferencesForm.Field.allCases.isEmpty)
    }

    @Test func handWrittenCodeUsesTheGeneratedTypes() {
        let member = MemberForm(name: "山田", email: "taro@example.com", password: "longenough1",
                                            area: .tohoku, agreesToTerms: true)
        #expect(SignUp.areaLabel(of: member) == "東北")
        #expect(!SignUp.canSubmit(member, DeliveryForm()))
    }
}
