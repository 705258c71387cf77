/// A text input's traits as its entry states them,
/// `FormcTextTraits(keyboardType:contentType:autocapitalization:autocorrection:isSecure:returnKey:)`,
/// each word UIKit's name for it, and the distinct traits a form's entries share.
enum TextTraitsExpressions {
    /// The most distinct traits kept as shared constants (the rest are written in place).
    static let sharedTraitsLimit = 64

    /// The distinct text traits of the form's text inputs, in form order, at
    /// most ``sharedTraitsLimit``: each a constant (`traits0` …) the entries
    /// share, so that a call of six leading-dot arguments per field is
    /// type-checked once per distinct value instead.
    static func sharedTraits(of model: IndexedModel) -> [TextInputTraits] {
        var traits: [TextInputTraits] = []
        for field in model.base.fields where field.kind.isTextual && traits.count < sharedTraitsLimit {
            let fieldTraits = Self.traits(of: field)
            if !traits.contains(fieldTraits) { traits.append(fieldTraits) }
        }
        return traits
    }

    /// The traits a text field or text view gets: the spec's, or UIKit's defaults.
    static func traits(of field: borrowing Field) -> TextInputTraits {
        guard var traits = field.textInput else {
            return TextInputTraits(keyboardType: "default", contentType: nil, autocapitalization: "sentences",
                                   autocorrection: nil, secure: false, returnKey: nil)
        }
        // The runtime sets the content types of iOS 15 and 17.0 (those of 17.0 where the system has
        // them); those of iOS 17.4 need Xcode 15.3 to compile, so the runtime does not name them.
        if let word = traits.contentType, let later = SpecVocabulary.laterContentType(word), later.iOS != "17.0" {
            traits.contentType = nil
        }
        return traits
    }

    /// `FormcTextTraits(keyboardType: .emailAddress, contentType: .emailAddress, …)`: only
    /// the traits that are not UIKit's default (the runtime's defaults).
    static func traits(_ traits: TextInputTraits) -> Expression {
        func uikit(_ word: String, _ list: [(word: String, uikit: String)]) -> Expression {
            .member(nil, SpecVocabulary.uikitName(of: word, in: list) ?? word)
        }
        var arguments: [Argument] = []
        if traits.keyboardType != "default" {
            arguments.append(Argument(label: "keyboardType", uikit(traits.keyboardType, SpecVocabulary.keyboardTypes)))
        }
        if let contentType = traits.contentType {
            arguments.append(Argument(label: "contentType", uikit(contentType, SpecVocabulary.allContentTypes)))
        }
        if traits.autocapitalization != "sentences" {
            arguments.append(Argument(label: "autocapitalization", uikit(traits.autocapitalization, SpecVocabulary.autocapitalizations)))
        }
        if let correction = traits.autocorrection {
            arguments.append(Argument(label: "autocorrection", .member(nil, correction ? "yes" : "no")))
        }
        if traits.secure { arguments.append(Argument(label: "isSecure", .bool(true))) }
        if let returnKey = traits.returnKey, returnKey != "default" {
            arguments.append(Argument(label: "returnKey", uikit(returnKey, SpecVocabulary.returnKeys)))
        }
        return .call(.type("FormcTextTraits"), arguments)
    }
}
