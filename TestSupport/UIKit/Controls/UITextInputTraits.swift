// Text input traits, with UIKit's raw values. On iOS these are non-frozen C
// enums; here they are Swift enums in the same package, so a `switch` that is
// exhaustive here would need `@unknown default` on iOS (and that warns here):
// code meant for both compares with `==` instead of switching.

/// The kind of keyboard shown for a text input.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
    /// The same as `asciiCapable` (deprecated name).
    @available(iOS, deprecated: 100000, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the Return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11
}

/// Automatic capitalisation.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Automatic correction.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Spell checking.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
