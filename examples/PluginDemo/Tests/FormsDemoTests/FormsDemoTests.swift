import Foundation
import FormsDemo
import Testing

// The model code the build plugin generated into FormsDemo, used from another
// module (formc.yaml makes it public): defaults, validation, option labels.

@Suite struct GeneratedFormsTests {
    @Test func defaultsComeFromTheSpecs() {
        let form = RegistrationForm()
        #expect(form.name.isEmpty)
        #expect(form.area == nil)
        #expect(form.agreesToTerms == false)
    }

    @Test func validateReportsTheSpecsMessages() {
        let issues = RegistrationForm().validate()
        #expect(issues.map(\.field) == [.name, .email, .password, .area, .agreesToTerms])
        #expect(issues.first?.message == "氏名を入力してください")
        var form = RegistrationForm(name: "山田", email: "taro@example.com", password: "longenough1",
                                    area: .kyushu, agreesToTerms: true)
        #expect(form.validate().isEmpty)
        form.email = "taro@"
        #expect(form.validate().map(\.field) == [.email])
    }

    @Test func optionLabelsAndCodes() {
        #expect(RegistrationForm.Gender.female.label == "女性")
        #expect(RegistrationForm.Area(rawValue: "7") == .okinawa)
        #expect(AddressForm.Prefecture.items(for: .hokkaido) == [.hokkaido])
    }

    @Test func specsAtEveryDepthAreGenerated() {
        // Forms/registration, Forms/Shipping/address, Forms/Shipping/Details/settings.
        #expect(RegistrationForm.Field.allCases.count == 7)
        #expect(!AddressForm.Field.allCases.isEmpty)
        #expect(!HealthSettingsForm.Field.allCases.isEmpty)
    }

    @Test func handWrittenCodeUsesTheGeneratedTypes() {
        let registration = RegistrationForm(name: "山田", email: "taro@example.com", password: "longenough1",
                                            area: .tohoku, agreesToTerms: true)
        #expect(SignUp.areaLabel(of: registration) == "東北")
        #expect(!SignUp.canSubmit(registration, AddressForm()))
    }
}
