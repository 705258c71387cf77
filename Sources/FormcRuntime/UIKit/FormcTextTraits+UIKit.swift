#if canImport(UIKit)
import UIKit

// The one reading of ``FormcTextTraits`` in UIKit's words, for the UIKit
// inputs and the SwiftUI text fields (which take UIKit's keyboard types too).

extension FormcTextTraits {
    /// Sets the traits on a text field.
    @MainActor
    func apply(to input: UITextField) {
        input.keyboardType = keyboardType.uikit
        input.textContentType = contentType?.uikit
        input.autocapitalizationType = autocapitalization.uikit
        input.autocorrectionType = autocorrection.uikit
        input.isSecureTextEntry = isSecure
        input.returnKeyType = returnKey.uikit
    }

    /// Sets the traits on a text view (Return there is a new line: its key is left as it is; it is never secure).
    @MainActor
    func apply(to input: UITextView) {
        input.keyboardType = keyboardType.uikit
        input.textContentType = contentType?.uikit
        input.autocapitalizationType = autocapitalization.uikit
        input.autocorrectionType = autocorrection.uikit
    }
}

extension FormcTextTraits.KeyboardType {
    /// UIKit's keyboard type.
    var uikit: UIKeyboardType {
        switch self {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .URL: .URL
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .namePhonePad: .namePhonePad
        case .emailAddress: .emailAddress
        case .decimalPad: .decimalPad
        case .twitter: .twitter
        case .webSearch: .webSearch
        case .asciiCapableNumberPad: .asciiCapableNumberPad
        }
    }
}

extension FormcTextTraits.Autocapitalization {
    /// UIKit's autocapitalization.
    var uikit: UITextAutocapitalizationType {
        switch self {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }
}

extension FormcTextTraits.Autocorrection {
    /// UIKit's autocorrection.
    var uikit: UITextAutocorrectionType {
        switch self {
        case .default: .default
        case .no: .no
        case .yes: .yes
        }
    }
}

extension FormcTextTraits.ReturnKey {
    /// UIKit's Return key.
    var uikit: UIReturnKeyType {
        switch self {
        case .default: .default
        case .go: .go
        case .google: .google
        case .join: .join
        case .next: .next
        case .route: .route
        case .search: .search
        case .send: .send
        case .yahoo: .yahoo
        case .done: .done
        case .emergencyCall: .emergencyCall
        case .continue: .continue
        }
    }
}

extension FormcTextTraits.ContentType {
    /// UIKit's content type; nil for one this system does not have (an iOS 17 type on iOS 15 or 16).
    var uikit: UITextContentType? {
        switch name {
        case "name": return .name
        case "namePrefix": return .namePrefix
        case "givenName": return .givenName
        case "middleName": return .middleName
        case "familyName": return .familyName
        case "nameSuffix": return .nameSuffix
        case "nickname": return .nickname
        case "jobTitle": return .jobTitle
        case "organizationName": return .organizationName
        case "location": return .location
        case "fullStreetAddress": return .fullStreetAddress
        case "streetAddressLine1": return .streetAddressLine1
        case "streetAddressLine2": return .streetAddressLine2
        case "addressCity": return .addressCity
        case "addressState": return .addressState
        case "addressCityAndState": return .addressCityAndState
        case "sublocality": return .sublocality
        case "countryName": return .countryName
        case "postalCode": return .postalCode
        case "telephoneNumber": return .telephoneNumber
        case "emailAddress": return .emailAddress
        case "URL": return .URL
        case "creditCardNumber": return .creditCardNumber
        case "username": return .username
        case "password": return .password
        case "newPassword": return .newPassword
        case "oneTimeCode": return .oneTimeCode
        case "shipmentTrackingNumber": return .shipmentTrackingNumber
        case "flightNumber": return .flightNumber
        case "dateTime": return .dateTime
        default:
            guard #available(iOS 17.0, *) else { return nil }
            return later
        }
    }

    /// The content types iOS 17 added.
    @available(iOS 17.0, *)
    private var later: UITextContentType? {
        switch name {
        case "birthdate": return .birthdate
        case "birthdateDay": return .birthdateDay
        case "birthdateMonth": return .birthdateMonth
        case "birthdateYear": return .birthdateYear
        case "creditCardSecurityCode": return .creditCardSecurityCode
        case "creditCardName": return .creditCardName
        case "creditCardGivenName": return .creditCardGivenName
        case "creditCardMiddleName": return .creditCardMiddleName
        case "creditCardFamilyName": return .creditCardFamilyName
        case "creditCardExpiration": return .creditCardExpiration
        case "creditCardExpirationMonth": return .creditCardExpirationMonth
        case "creditCardExpirationYear": return .creditCardExpirationYear
        case "creditCardType": return .creditCardType
        default: return nil
        }
    }
}
#endif
