import Foundation

/// What a form's generated screens show besides the fields, said once for
/// both UIs (the UIKit ready screen and the SwiftUI view): the title, the
/// sections with their texts, the submit button.
public struct FormcScreen<Model: FormcFormModel> {
    /// The navigation title.
    public let title: String?
    /// The sections in form order (one without a header for a form without sections).
    public let sections: [FormcScreenSection<Model>]
    /// The submit button's title, when the spec has a submit.
    public let submitTitle: String?
    /// Whether a submit shows every issue and runs the app's handler only
    /// for valid values (the spec opts into validation); else it hands the values over as they are.
    public let validatesOnSubmit: Bool
    /// The submit title when it shows field values (`"PAY {amount}"`); it replaces `submitTitle`.
    public var submitTitleShowingValues: FormcSubmitTitle<Model>?
    /// Whether Return in the last field of the focus chain ends editing (and
    /// submits); `keyboard.dismiss_on_return`.
    public let endsEditingOnReturn: Bool
    /// Whether a tap on a row that is not a text input (or on a label) ends
    /// editing; `keyboard.dismiss_on_tap_outside`.
    public let endsEditingOnTap: Bool
    /// The paragraph above the first section (`intro:`).
    public let intro: String?
    /// How UIKit keeps the focused field above the keyboard (`keyboard.avoidance`;
    /// SwiftUI does it by itself).
    public let avoidance: FormcKeyboardAvoidance
    /// Points kept between the focused field and the keyboard (`keyboard.distance`).
    public let keyboardDistance: Double
    /// The navigation bar's cancel button title (`cancel:`); nil: no cancel.
    public let cancelTitle: String?
    /// Whether the submit button is in the navigation bar (`submit: { placement: navigation_bar }`)
    /// instead of under the last section.
    public let submitsFromNavigationBar: Bool

    /// The fields of the spec's `section`, in form order: what a screen laid
    /// out by the app shows of it (`FormcFieldsView(state, section:focus:)`).
    public func fields(of section: Model.Section) -> [Model.Field] {
        sections.first { $0.section == section }?.fields ?? []
    }

    /// A screen.
    public init(title: String?, sections: [FormcScreenSection<Model>], submitTitle: String?,
                validatesOnSubmit: Bool, endsEditingOnReturn: Bool = true, endsEditingOnTap: Bool = true,
                submitTitleShowingValues: FormcSubmitTitle<Model>? = nil, intro: String? = nil,
                avoidance: FormcKeyboardAvoidance = .scroll, keyboardDistance: Double = 12,
                cancelTitle: String? = nil, submitsFromNavigationBar: Bool = false) {
        self.submitTitleShowingValues = submitTitleShowingValues
        self.intro = intro
        self.avoidance = avoidance
        self.keyboardDistance = keyboardDistance
        self.cancelTitle = cancelTitle
        self.submitsFromNavigationBar = submitsFromNavigationBar
        self.title = title
        self.sections = sections
        self.submitTitle = submitTitle
        self.validatesOnSubmit = validatesOnSubmit
        self.endsEditingOnReturn = endsEditingOnReturn
        self.endsEditingOnTap = endsEditingOnTap
    }
}

/// One section of the screen: its texts and fields.
public struct FormcScreenSection<Model: FormcFormModel> {
    /// The spec's section (nil: the fields of a form without sections).
    public let section: Model.Section?
    /// The text above the fields.
    public let header: String?
    /// The text below the fields.
    public let footer: String?
    /// The paragraph under the header, above the fields (`intro:`).
    public let intro: String?
    /// The fields, in form order.
    public let fields: [Model.Field]

    /// A section.
    public init(_ section: Model.Section?, header: String? = nil, intro: String? = nil, footer: String? = nil,
                fields: [Model.Field]) {
        self.intro = intro
        self.section = section
        self.header = header
        self.footer = footer
        self.fields = fields
    }
}

/// How UIKit keeps the focused field above the keyboard: the spec's
/// `keyboard.avoidance`, which the binder's initializer reads (the app hands
/// it the views; a spec change never changes that call).
public enum FormcKeyboardAvoidance: Sendable {
    /// The scroll view's bottom insets follow the keyboard; the focused field is scrolled into view.
    case scroll
    /// The constant of the content's bottom constraint follows the keyboard.
    case constraint
    /// The content's bottom is pinned to `keyboardLayoutGuide` (iOS 15); UIKit moves it.
    case layoutGuide
    /// Nothing moves.
    case none
}
