import FormcRuntime
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

    @Test func decodingNeedsEveryValueThatIsNotOptional() throws {
        // The keys are the Swift names; a missing optional is nil, a missing string an error, as synthesized.
        let complete = #"{"name":"山田","email":"a@example.com","password":"","phone":"","agreesToTerms":true}"#
        let form = try JSONDecoder().decode(RegistrationForm.self, from: Data(complete.utf8))
        #expect(form == RegistrationForm(name: "山田", email: "a@example.com", agreesToTerms: true))
        let withNull = #"{"name":"","email":"","password":"","phone":"","gender":null,"agreesToTerms":false}"#
        #expect(try JSONDecoder().decode(RegistrationForm.self, from: Data(withNull.utf8)).gender == nil)
        let missing = #"{"name":"山田","password":"","phone":"","agreesToTerms":true}"#
        do {
            _ = try JSONDecoder().decode(RegistrationForm.self, from: Data(missing.utf8))
            Issue.record("decoded a form without its email")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "email")
        }
        let wrongType = #"{"name":1,"email":"","password":"","phone":"","agreesToTerms":true}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RegistrationForm.self, from: Data(wrongType.utf8)) }
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

@Suite struct CheckoutModelTests {
    @Test func sectionsListTheirFieldsInFormOrder() {
        #expect(CheckoutForm.Section.allCases == [.shipping, .payment, .card, .gift, .points])
        #expect(CheckoutForm.Section.card.fields == [.cardNumber, .cardHolder, .cardExpiry, .securityCode])
        #expect(CheckoutForm.Section.allCases.flatMap(\.fields) == CheckoutForm.Field.allCases)
        #expect(CheckoutForm.Section.payment.header == "お支払い方法")
        #expect(CheckoutForm.Section.gift.footer == nil)
        #expect(CheckoutForm.Field.securityCode.section == .card)
    }

    /// What `FormcFieldsView(state, section:focus:)` lays out of a section:
    /// the runtime's screen agrees with the generated sections, field for field.
    @MainActor @Test func theScreenGivesEachSectionsFields() {
        let screen = CheckoutForm.screen
        #expect(screen.fields(of: .payment) == [.paymentMethod, .convenienceStore])
        for section in CheckoutForm.Section.allCases {
            #expect(screen.fields(of: section) == section.fields, "\(section)")
        }
    }

    @Test func visibilityFollowsThePaymentMethodAndTheGiftToggle() {
        var form = CheckoutForm()
        #expect(!form.isVisible(.card) && !form.isVisible(.cardNumber))
        #expect(!form.isVisible(.convenienceStore))
        #expect(form.isVisible(.paymentMethod) && form.isVisible(.payment))
        form.paymentMethod = .card
        #expect(form.isVisible(.card) && form.isVisible(.securityCode))
        #expect(!form.isVisible(.convenienceStore))
        form.paymentMethod = .convenienceStore
        #expect(!form.isVisible(.cardHolder) && form.isVisible(.convenienceStore))
        #expect(!form.isVisible(.giftMessage))
        form.isGift = true
        #expect(form.isVisible(.giftMessage))
    }

    @Test func enablingFollowsReadOnlyAndThePointsToggle() {
        var form = CheckoutForm(memberNumber: "A-1024")
        #expect(!form.isEnabled(.memberNumber))
        #expect(!form.isEnabled(CheckoutForm.Field.points))
        #expect(form.isEnabled(.recipientName) && form.isEnabled(CheckoutForm.Section.points))
        form.usePoints = true
        #expect(form.isEnabled(CheckoutForm.Field.points))
        #expect(!form.isEnabled(.memberNumber), "read-only whatever the values")
    }

    /// A complete shipping section and a payment method.
    static let shipped = CheckoutForm(recipientName: "山田太郎", postalCode: "100-0001", address: "東京都千代田区千代田1-1",
                                      phone: "03-1234-5678", email: "taro@example.com", emailConfirmation: "taro@example.com")

    @Test func theEmailIsConfirmedAndTheDeliveryDateIsTwoDaysAheadAtLeast() throws {
        var form = Self.shipped
        form.paymentMethod = .cashOnDelivery
        form.emailConfirmation = "taro@example.co"
        #expect(form.validate().map(\.message) == ["メールアドレスが一致しません"])
        form.emailConfirmation = form.email
        // An injected "now": 2026-12-01 10:00 in the test's time zone.
        let now = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(year: 2026, month: 12, day: 1, hour: 10)))
        let day: (Int) -> Date = { Calendar(identifier: .gregorian).date(byAdding: .day, value: $0, to: now)! }
        form.deliveryDate = day(1)
        #expect(form.validate(now: now).map(\.message) == ["お届け希望日は2日後以降を選んでください"])
        form.deliveryDate = day(2)
        #expect(form.validate(now: now).isEmpty)
        form.deliveryDate = day(31)
        #expect(form.validate(now: now).map(\.field) == [.deliveryDate])
        form.deliveryDate = nil
        #expect(form.validate(now: now).isEmpty, "no date: delivered as soon as possible")
    }

    @Test func hiddenAndDisabledFieldsAreNotValidated() {
        var form = Self.shipped
        form.paymentMethod = .cashOnDelivery
        form.giftMessage = String(repeating: "あ", count: 200)  // Too long, but hidden.
        #expect(form.validate().isEmpty, "card fields, store, message and points are not shown or not enabled")

        form.paymentMethod = .card
        #expect(form.validate().map(\.field) == [.cardNumber, .cardHolder, .cardExpiry, .securityCode])
        form.paymentMethod = .convenienceStore
        #expect(form.validate().map(\.field) == [.convenienceStore])
        #expect(form.validate().first?.message == "コンビニを選択してください")
        form.convenienceStore = "lawson"
        form.isGift = true
        #expect(form.validate().map(\.field) == [.giftMessage])
        form.giftMessage = "お誕生日おめでとう"
        form.usePoints = true
        #expect(form.validate().map(\.field) == [.points], "required once it can be entered")
        form.points = 500
        #expect(form.validate().isEmpty)
    }

    @Test func aHiddenFieldKeepsItsValue() {
        var form = Self.shipped
        form.paymentMethod = .card
        form.cardNumber = "4242 4242 4242 4242"
        form.paymentMethod = .cashOnDelivery
        #expect(form.cardNumber == "4242 4242 4242 4242")
        form.paymentMethod = .card
        #expect(form.isVisible(.cardNumber) && form.cardNumber == "4242 4242 4242 4242")
    }
}

@Suite struct ProfileModelTests {
    @Test func rulesRunOnTheNormalisedValue() {
        let form = ProfileForm(name: "山田 太郎", furigana: "ヤマダ タロウ", postalCode: "123-4567", phone: "090-1234-5678",
                               password: "secret12")
        #expect(form.validate().isEmpty)
    }

    @Test func valuesTheMaskWouldNotProduceFailTheirPattern() {
        let form = ProfileForm(name: "山田", furigana: "やまだ", postalCode: "1234567", password: "secret12")
        #expect(form.validate().map(\.field) == [.furigana, .postalCode])
        #expect(form.validate().first?.message == "フリガナはカタカナで入力してください")
    }
}

@Suite struct PaymentModelTests {
    @Test func theExpiryIsAStructWithAValuePerWheel() {
        var form = PaymentForm()
        #expect(form.expiry == PaymentForm.Expiry())
        #expect(!form.expiry.isComplete)
        form.expiry.month = .april
        #expect(!form.expiry.isComplete, "required asks for every wheel")
        form.expiry.year = .value2027
        #expect(form.expiry.isComplete)
        #expect(PaymentForm.Field.expiry.kind == .multiPicker)
        #expect(PaymentForm.Field.expiry.isRequired)
        #expect(PaymentForm.Field.expiry.placeholder == "月/年")
    }

    @Test func anEmptyFormReportsTheRequiredFieldsButNotTheOptionalPicker() {
        let issues = PaymentForm().validate()
        #expect(issues.map(\.field) == [.cardNumber, .expiry, .securityCode, .holderName])
        #expect(issues.first { $0.field == .expiry }?.message == "有効期限を選択してください")
        #expect(PaymentForm.Field.installments.kind == .picker && !PaymentForm.Field.installments.isRequired)
    }

    @Test func aCompleteFormIsValid() {
        let form = PaymentForm(cardNumber: "4242 4242 4242 4242", expiry: PaymentForm.Expiry(month: .december, year: .value2030),
                               securityCode: "123", holderName: "TARO YAMADA", remarks: String(repeating: "あ", count: 200))
        #expect(form.validate().isEmpty)
        var long = form
        long.remarks += "あ"
        #expect(long.validate().map(\.rule) == [.maxLength(200)])
        var amex = form
        amex.cardNumber = "3714 496353 98431"  // the mask groups American Express 4-6-5
        // The card number chooses the security code's mask: 4 digits for American Express.
        #expect(amex.validate().map(\.rule) == [.complete])
        #expect(amex.validate().first?.field == .securityCode)
        #expect(amex.validate().first?.message == "セキュリティコードを最後まで入力してください")
        amex.securityCode = "1234"
        #expect(amex.validate().isEmpty)
        var visa = amex
        visa.cardNumber = "4242 4242 4242 4242"  // A 4-digit code left when the brand changes fails.
        #expect(visa.validate().map(\.field) == [.securityCode])
        amex.cardNumber = "3714 4963 5398 431"
        #expect(amex.validate().map(\.field) == [.cardNumber])
    }

    @Test func theValueEncodesAsItsComponents() throws {
        let form = PaymentForm(expiry: PaymentForm.Expiry(month: .april, year: .value2027))
        let json = String(decoding: try JSONEncoder().encode(form.expiry), as: UTF8.self)
        #expect(json.contains("\"month\":\"04\"") && json.contains("\"year\":\"2027\""))
        #expect(try JSONDecoder().decode(PaymentForm.Expiry.self, from: Data(json.utf8)) == form.expiry)
    }
}

@Suite struct MultiPickerModelTests {
    @Test func defaultsPerComponentAndFilteredWheels() {
        #expect(MultiPickerForm().variant == MultiPickerForm.Variant(size: .m, colour: nil, fit: .regular))
        #expect(MultiPickerForm.City.items(for: .kinki) == [.osaka, .kyoto])
        #expect(MultiPickerForm.City.items(for: nil).isEmpty)
        let offered = MultiPickerForm(place: MultiPickerForm.Place(area: .kanto, city: .tokyo))
        #expect(offered.validate().isEmpty)
        let notOffered = MultiPickerForm(place: MultiPickerForm.Place(area: .kanto, city: .osaka))
        #expect(notOffered.validate().map(\.rule) == [.notOffered])
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

@Suite struct LargeFormCodableTests {
    @Test func aFormDecodedInHelpersOf32FieldsRoundTrips() throws {
        // 64 fields: `init(from:)` calls `decode1To32` and `decode33To64`.
        var form = VisibilityChainForm()
        form.f0 = true
        form.f40 = true
        form.f63 = true
        let decoded = try JSONDecoder().decode(VisibilityChainForm.self, from: JSONEncoder().encode(form))
        #expect(decoded == form)
        #expect(decoded != VisibilityChainForm())
    }
}
