extension SpecVocabulary {
    /// `content_type` words whose `UITextContentType` member came after iOS 15,
    /// with the iOS version that has it. Generated code sets them behind
    /// `if #available`, so a form keeps running on iOS 15; the 17.4 ones also
    /// need Xcode 15.3 or later to compile.
    public static let laterContentTypes: [(word: String, uikit: String, iOS: String)] = [
        ("birthdate", "birthdate", "17.0"), ("birthdate_day", "birthdateDay", "17.0"),
        ("birthdate_month", "birthdateMonth", "17.0"), ("birthdate_year", "birthdateYear", "17.0"),
        ("credit_card_security_code", "creditCardSecurityCode", "17.0"), ("credit_card_name", "creditCardName", "17.0"),
        ("credit_card_given_name", "creditCardGivenName", "17.0"),
        ("credit_card_middle_name", "creditCardMiddleName", "17.0"),
        ("credit_card_family_name", "creditCardFamilyName", "17.0"),
        ("credit_card_expiration", "creditCardExpiration", "17.0"),
        ("credit_card_expiration_month", "creditCardExpirationMonth", "17.0"),
        ("credit_card_expiration_year", "creditCardExpirationYear", "17.0"),
        ("credit_card_type", "creditCardType", "17.0"),
        ("cellular_eid", "cellularEID", "17.4"), ("cellular_imei", "cellularIMEI", "17.4"),
    ]

    /// Every `content_type` word: those of iOS 15, then the later ones.
    public static let allContentTypes: [(word: String, uikit: String)] =
        contentTypes + laterContentTypes.map { ($0.word, $0.uikit) }

    /// The later content type `word`, if it is one.
    public static func laterContentType(_ word: String) -> (uikit: String, iOS: String)? {
        laterContentTypes.first { $0.word == word }.map { ($0.uikit, $0.iOS) }
    }
}
