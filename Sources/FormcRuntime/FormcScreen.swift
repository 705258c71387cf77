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

    /// A screen.
    public init(title: String?, sections: [FormcScreenSection<Model>], submitTitle: String?,
                validatesOnSubmit: Bool, endsEditingOnReturn: Bool = true, endsEditingOnTap: Bool = true,
                submitTitleShowingValues: FormcSubmitTitle<Model>? = nil, intro: String? = nil) {
        self.submitTitleShowingValues = submitTitleShowingValues
        self.intro = intro
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
