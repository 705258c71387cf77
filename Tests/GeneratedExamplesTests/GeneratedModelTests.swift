import Foundation
import Testing

// Drives the model code formc generated for the examples (the golden files
// under Generated/): what an app gets from `formc generate`.

@Suite struct RegistrationModelTests {
    @Test func optionCodesAndLabelsComeFromTheSpec() {
        #expect(RegistrationForm.Gender.allCases.map(\.rawValue) == ["1", "2"])
        #expect(RegistrationForm.Gender.female.label == "女性")
        #expect(RegistrationForm.Area.allCases.map(\.label) == ["北海道", "東北", "関東・信越", "東海・北陸・近畿", "中国・四国", "九州", "沖縄"])
        #expect(RegistrationForm.Area(rawValue: "3") == .kantoShinetsu)
    }

    @Test func fieldsKeepFormOrderAndMetadata() {
        #expect(RegistrationForm.Field.allCases.first == .name)
        #expect(RegistrationForm.Field.allCases.last == .agreesToTerms)
        #expect(RegistrationForm.Field.agreesToTerms.rawValue == "agrees_to_terms")
        #expect(RegistrationForm.Field.gender.kind == .picker)
        #expect(RegistrationForm.Field.name.isRequired)
        #expect(!RegistrationForm.Field.phone.isRequired)
        #expect(RegistrationForm.Field.email.placeholder == "taro@example.com")
    }

    @Test func emptyFormReportsEveryRequiredFieldWithTheSpecsMessages() {
        let issues = RegistrationForm().validate()
        #expect(issues.map(\.field) == [.name, .email, .password, .area, .agreesToTerms])
        #expect(issues.first?.message == "氏名を入力してください")
        #expect(issues.allSatisfy { $0.rule == .required })
    }

    @Test func rulesCheckLengthsAndPatterns() {
        var form = RegistrationForm(name: "山田", email: "taro@example", password: "short", area: .hokkaido, agreesToTerms: true)
        #expect(form.validate().map(\.rule) == [.pattern("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"), .minLength(8)])
        form.email = "taro@example.com"
        form.password = "longenough1"
        form.phone = "abc"
        #expect(form.validate().map(\.field) == [.phone])
        form.phone = "090-1234-5678"
        form.name = String(repeating: "名", count: 41)
        #expect(form.validate().map(\.rule) == [.maxLength(40)])
        form.name = "   "
        #expect(form.validate().map(\.rule) == [.required], "white space alone is empty")
    }

    @Test func codableRoundTripStoresCodes() throws {
        let form = RegistrationForm(name: "山田", gender: .female, area: .okinawa, agreesToTerms: true)
        let data = try JSONEncoder().encode(form)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["gender"] as? String == "2")
        #expect(try JSONDecoder().decode(RegistrationForm.self, from: data) == form)
    }
}

@Suite struct AddressModelTests {
    @Test func dependentPickerFiltersByParent() {
        #expect(AddressForm.Prefecture.items(for: nil).isEmpty)
        #expect(AddressForm.Prefecture.items(for: .hokkaido) == [.hokkaido])
        #expect(AddressForm.Prefecture.items(for: .shikoku).map(\.rawValue) == ["36", "37", "38", "39"])
        #expect(AddressForm.Prefecture.allCases.count == 47)
        let counts = AddressForm.Region.allCases.map { AddressForm.Prefecture.items(for: $0).count }
        #expect(counts.reduce(0, +) == 47, "every prefecture under exactly one region")
    }

    @Test func childNotOfferedUnderParentIsAnIssue() {
        var form = AddressForm(recipientName: "山田", postalCode: "123-4567", region: .kanto, prefecture: .tokyo,
                               city: "千代田区", streetAddress: "1-1")
        #expect(!form.validate().contains { $0.field == .prefecture })
        form.region = .kinki
        #expect(form.validate().contains { $0.field == .prefecture && $0.rule == .notOffered })
    }

    @Test func localizedTextsFallBackToTheirDefaults() {
        // No strings table in this bundle: NSLocalizedString returns the spec's default.
        #expect(AddressForm.Field.region.label == "地方")
        #expect(AddressForm.Field.postalCode.label == "郵便番号")
    }

    @Test func dateBoundsUseTheUsersCalendar() {
        var form = AddressForm()
        form.birthday = Calendar.current.date(from: DateComponents(year: 1899, month: 12, day: 31))
        #expect(form.validate().contains { $0.field == .birthday && $0.rule == .minimum("1900-01-01") })
        form.birthday = Calendar.current.date(from: DateComponents(year: 1900, month: 1, day: 1))
        #expect(!form.validate().contains { $0.field == .birthday })
    }
}

@Suite struct SettingsModelTests {
    @Test func defaultsComeFromTheSpec() {
        let form = HealthSettingsForm()
        #expect(form.notificationsEnabled)
        #expect(!form.syncWithHealth)
        #expect(form.dailySteps == 8000)
        #expect(form.weight == nil)
    }

    @Test func decimalBoundsAreExact() {
        var form = HealthSettingsForm()
        form.weight = Decimal(string: "300.0")
        #expect(!form.validate().contains { $0.field == .weight })
        form.weight = Decimal(string: "300.01")
        #expect(form.validate().contains { $0.field == .weight && $0.rule == .maximum("300.0") })
        form.bodyFatPercentage = Decimal(string: "0.99")
        #expect(form.validate().first { $0.field == .bodyFatPercentage }?.message == "体脂肪率（%） must be at least 1.0.")
    }

    @Test func mergeKeysShareSettingsBetweenFields() {
        #expect(HealthSettingsForm.Field.targetWeight.kind == .decimal)
        #expect(HealthSettingsForm.Field.targetWeight.label == "目標体重（kg）")
        var form = HealthSettingsForm()
        form.targetWeight = 10
        #expect(form.validate().contains { $0.field == .targetWeight && $0.message == "20kg以上で入力してください" })
    }
}

@Suite struct UserPreferencesModelTests {
    @Test func controlsHaveTheirTypesAndDefaults() {
        let form = UserPreferencesForm()
        #expect(form.gender == nil)
        #expect(form.notificationMethod == .push)
        #expect(form.interests.isEmpty)
        #expect(form.partySize == 2)
        #expect(form.textSize == 16)
        #expect(form.newsletter)
        #expect(UserPreferencesForm.Field.interests.kind == .multiSelect)
        #expect(UserPreferencesForm.Field.allCases.map(\.kind) == [.segmented, .radio, .multiSelect, .stepper, .slider, .checkbox])
        #expect(UserPreferencesForm.NotificationMethod.off.rawValue == "none")
    }

    @Test func countsAndRequiredChoicesAreChecked() {
        var form = UserPreferencesForm(notificationMethod: nil)
        let issues = form.validate()
        #expect(issues.map(\.field) == [.notificationMethod, .interests])
        #expect(issues.map(\.rule) == [.required, .minCount(1)])
        #expect(issues.map(\.message) == ["通知方法を選択してください", "1つ以上選択してください"])
        form.notificationMethod = .email
        form.interests = [.gourmet, .travel, .music, .books]
        #expect(form.validate().map(\.rule) == [.maxCount(3)])
        #expect(form.validate().first?.message == "3つまで選択できます")
        form.interests.remove(.books)
        #expect(form.validate().isEmpty)
    }

    @Test func numberBoundsHoldForValuesTheAppSets() {
        let form = UserPreferencesForm(interests: [.sports], partySize: 9, textSize: 11.5)
        #expect(form.validate().map(\.rule) == [.maximum("8"), .minimum("12")])
        #expect(form.validate().first?.message == "人数 must be at most 8.")
    }

    @Test func aSetOfOptionsRoundTripsAsCodes() throws {
        let form = UserPreferencesForm(interests: [.music])
        let data = try JSONEncoder().encode(form)
        #expect(String(decoding: data, as: UTF8.self).contains("\"interests\":[\"music\"]"))
        #expect(try JSONDecoder().decode(UserPreferencesForm.self, from: data) == form)
    }
}
