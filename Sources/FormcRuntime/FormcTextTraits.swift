import Foundation

/// Keyboard and text traits of a text input, said once for both UIs: each
/// word is UIKit's (`.emailAddress`, `.sentences`, `.next` …); the UIKit binder
/// and the SwiftUI views each turn them into their own settings.
public struct FormcTextTraits: Equatable, Sendable {
    /// The keyboard shown (`UIKeyboardType`).
    public enum KeyboardType: Sendable {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
        case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    /// How typed text is capitalized (`UITextAutocapitalizationType`).
    public enum Autocapitalization: Sendable {
        case none, words, sentences, allCharacters
    }

    /// Whether typed text is corrected (`UITextAutocorrectionType`).
    public enum Autocorrection: Sendable {
        case `default`, no, yes
    }

    /// The Return key's title (`UIReturnKeyType`).
    public enum ReturnKey: Sendable {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
    }

    /// What the text is, for autofill (`UITextContentType`, named as UIKit names it):
    /// those iOS 15 has, and the iOS 17 ones, which a UI sets only where the system has them.
    public struct ContentType: Hashable, Sendable {
        /// UIKit's name of the content type (`emailAddress`).
        public let name: String
        /// The iOS version that has it (15 or 17).
        public let iOS: Int

        init(_ name: String, iOS: Int = 15) {
            self.name = name
            self.iOS = iOS
        }

        public static let name = Self("name"), namePrefix = Self("namePrefix"), givenName = Self("givenName")
        public static let middleName = Self("middleName"), familyName = Self("familyName")
        public static let nameSuffix = Self("nameSuffix"), nickname = Self("nickname"), jobTitle = Self("jobTitle")
        public static let organizationName = Self("organizationName"), location = Self("location")
        public static let fullStreetAddress = Self("fullStreetAddress"), streetAddressLine1 = Self("streetAddressLine1")
        public static let streetAddressLine2 = Self("streetAddressLine2"), addressCity = Self("addressCity")
        public static let addressState = Self("addressState"), addressCityAndState = Self("addressCityAndState")
        public static let sublocality = Self("sublocality"), countryName = Self("countryName")
        public static let postalCode = Self("postalCode"), telephoneNumber = Self("telephoneNumber")
        public static let emailAddress = Self("emailAddress"), URL = Self("URL")
        public static let creditCardNumber = Self("creditCardNumber"), username = Self("username")
        public static let password = Self("password"), newPassword = Self("newPassword")
        public static let oneTimeCode = Self("oneTimeCode"), shipmentTrackingNumber = Self("shipmentTrackingNumber")
        public static let flightNumber = Self("flightNumber"), dateTime = Self("dateTime")
        public static let birthdate = Self("birthdate", iOS: 17), birthdateDay = Self("birthdateDay", iOS: 17)
        public static let birthdateMonth = Self("birthdateMonth", iOS: 17)
        public static let birthdateYear = Self("birthdateYear", iOS: 17)
        public static let creditCardSecurityCode = Self("creditCardSecurityCode", iOS: 17)
        public static let creditCardName = Self("creditCardName", iOS: 17)
        public static let creditCardGivenName = Self("creditCardGivenName", iOS: 17)
        public static let creditCardMiddleName = Self("creditCardMiddleName", iOS: 17)
        public static let creditCardFamilyName = Self("creditCardFamilyName", iOS: 17)
        public static let creditCardExpiration = Self("creditCardExpiration", iOS: 17)
        public static let creditCardExpirationMonth = Self("creditCardExpirationMonth", iOS: 17)
        public static let creditCardExpirationYear = Self("creditCardExpirationYear", iOS: 17)
        public static let creditCardType = Self("creditCardType", iOS: 17)
    }

    public var keyboardType: KeyboardType
    public var contentType: ContentType?
    public var autocapitalization: Autocapitalization
    public var autocorrection: Autocorrection
    public var isSecure: Bool
    public var returnKey: ReturnKey

    /// Creates traits; each left out is UIKit's default.
    public init(
        keyboardType: KeyboardType = .default, contentType: ContentType? = nil,
        autocapitalization: Autocapitalization = .sentences, autocorrection: Autocorrection = .default,
        isSecure: Bool = false, returnKey: ReturnKey = .default
    ) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.returnKey = returnKey
    }
}
