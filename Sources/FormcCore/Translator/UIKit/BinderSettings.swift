/// What a form's binder is made with, from the spec: the keyboard avoidance
/// strategy and what it needs, the keyboard settings, each text input's
/// traits and each toolbar item.
struct BinderSettings {
    let model: IndexedModel
    var values: ValueExpressions { ValueExpressions(model: model) }

    // MARK: Strategy

    func strategyParameters() -> [Parameter] {
        switch model.keyboard.avoidance {
        case .scroll: [Parameter(label: "scrollView", name: "scrollView", type: "UIScrollView")]
        case .constraint: [Parameter(label: "bottomConstraint", name: "bottomConstraint", type: "NSLayoutConstraint")]
        case .layoutGuide: [Parameter(label: "contentView", name: "contentView", type: "UIView")]
        case .none: []
        }
    }

    func strategyParameterDoc() -> String {
        switch model.keyboard.avoidance {
        case .scroll: "- Parameter scrollView: the scroll view holding the fields; its bottom insets follow the keyboard.\n"
        case .constraint: "- Parameter bottomConstraint: the constraint between the content's bottom and its container's (or safe area's); its constant follows the keyboard.\n"
        case .layoutGuide: "- Parameter contentView: the view whose bottom is pinned to the keyboard layout guide (give it no other bottom constraint).\n"
        case .none: ""
        }
    }

    func avoidance() -> Expression {
        switch model.keyboard.avoidance {
        case .scroll: .call(.member(nil, "scroll"), [Argument(.identifier("scrollView"))])
        case .constraint: .call(.member(nil, "constraint"), [Argument(.identifier("bottomConstraint"))])
        case .layoutGuide: .call(.member(nil, "layoutGuide"), [Argument(.identifier("contentView"))])
        case .none: .member(nil, "none")
        }
    }

    func keyboardOptions() -> Expression {
        .call(.type("FormcKeyboardOptions"), [
            Argument(label: "distance", .literal(.floating(model.keyboard.distance))),
            Argument(label: "dismissOnTapOutside", .bool(model.keyboard.dismissOnTapOutside)),
            Argument(label: "dismissOnReturn", .bool(model.keyboard.dismissOnReturn)),
        ])
    }

    // MARK: Inputs

    /// The most distinct traits kept as shared constants (the rest are written in place).
    static let sharedTraitsLimit = 64

    /// The distinct text traits of the form's text inputs, in form order, at
    /// most ``sharedTraitsLimit``: each a constant (`traits0` …) that both UIs'
    /// controls share, so that a call of six leading-dot arguments per field is
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
        // A content type newer than iOS 15 is set behind `if #available` (``TextFormatExpressions``).
        if let word = traits.contentType, SpecVocabulary.laterContentType(word) != nil { traits.contentType = nil }
        return traits
    }

    /// `FormcTextTraits(keyboardType:contentType:autocapitalization:autocorrection:isSecure:returnKey:)`.
    static func traits(_ traits: TextInputTraits) -> Expression {
        func uikit(_ word: String, _ list: [(word: String, uikit: String)]) -> Expression {
            .member(nil, SpecVocabulary.uikitName(of: word, in: list) ?? word)
        }
        let correction = traits.autocorrection.map { $0 ? "yes" : "no" } ?? "default"
        return .call(.type("FormcTextTraits"), [
            Argument(label: "keyboardType", uikit(traits.keyboardType, SpecVocabulary.keyboardTypes)),
            Argument(label: "contentType", traits.contentType.map { uikit($0, SpecVocabulary.contentTypes) } ?? .nil),
            Argument(label: "autocapitalization", uikit(traits.autocapitalization, SpecVocabulary.autocapitalizations)),
            Argument(label: "autocorrection", .member(nil, correction)),
            Argument(label: "isSecure", .bool(traits.secure)),
            Argument(label: "returnKey", uikit(traits.returnKey ?? "default", SpecVocabulary.returnKeys)),
        ])
    }
}
