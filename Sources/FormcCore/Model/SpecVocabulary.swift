/// The closed word lists of the spec language, in the order docs/language.md and
/// the JSON Schema list them. Each maps to the UIKit constant the generator emits.
public enum SpecVocabulary {
    /// `keyboard_type` → `UIKeyboardType` case.
    public static let keyboardTypes: [(word: String, uikit: String)] = [
        ("default", "default"), ("ascii_capable", "asciiCapable"),
        ("numbers_and_punctuation", "numbersAndPunctuation"), ("url", "URL"),
        ("number_pad", "numberPad"), ("phone_pad", "phonePad"), ("name_phone_pad", "namePhonePad"),
        ("email_address", "emailAddress"), ("decimal_pad", "decimalPad"), ("twitter", "twitter"),
        ("web_search", "webSearch"), ("ascii_capable_number_pad", "asciiCapableNumberPad"),
    ]

    /// `content_type` → `UITextContentType` static member (all available on iOS 15).
    public static let contentTypes: [(word: String, uikit: String)] = [
        ("name", "name"), ("name_prefix", "namePrefix"), ("given_name", "givenName"),
        ("middle_name", "middleName"), ("family_name", "familyName"), ("name_suffix", "nameSuffix"),
        ("nickname", "nickname"), ("job_title", "jobTitle"), ("organization_name", "organizationName"),
        ("location", "location"), ("full_street_address", "fullStreetAddress"),
        ("street_address_line1", "streetAddressLine1"), ("street_address_line2", "streetAddressLine2"),
        ("address_city", "addressCity"), ("address_state", "addressState"),
        ("address_city_and_state", "addressCityAndState"), ("sublocality", "sublocality"),
        ("country_name", "countryName"), ("postal_code", "postalCode"),
        ("telephone_number", "telephoneNumber"), ("email_address", "emailAddress"), ("url", "URL"),
        ("credit_card_number", "creditCardNumber"), ("username", "username"), ("password", "password"),
        ("new_password", "newPassword"), ("one_time_code", "oneTimeCode"),
        ("shipment_tracking_number", "shipmentTrackingNumber"), ("flight_number", "flightNumber"),
        ("date_time", "dateTime"),
    ]

    /// `autocapitalization` → `UITextAutocapitalizationType` case.
    public static let autocapitalizations: [(word: String, uikit: String)] = [
        ("none", "none"), ("words", "words"), ("sentences", "sentences"), ("all_characters", "allCharacters"),
    ]

    /// `return_key` → `UIReturnKeyType` case.
    public static let returnKeys: [(word: String, uikit: String)] = [
        ("default", "default"), ("go", "go"), ("google", "google"), ("join", "join"), ("next", "next"),
        ("route", "route"), ("search", "search"), ("send", "send"), ("yahoo", "yahoo"), ("done", "done"),
        ("emergency_call", "emergencyCall"), ("continue", "continue"),
    ]

    /// The UIKit spelling of `word` in `list`.
    public static func uikitName(of word: String, in list: [(word: String, uikit: String)]) -> String? {
        list.first { $0.word == word }?.uikit
    }
}
