/// What a form's binder is made with, from the spec: the keyboard avoidance
/// strategy and what it needs, and the keyboard settings.
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
}
