/// The navigation bar of a look's phone: the form's title, and the spec's
/// cancel (leading) and a submit with `placement: navigation_bar` (trailing,
/// bold), as both ready screens put them (UIKit's bar button items,
/// SwiftUI's `.cancellationAction` / `.confirmationAction`).
struct PreviewNavigationBar {
    /// The form.
    let model: FormModel
    /// The navigation title.
    let title: String

    /// Appends the bar.
    func draw(into html: inout HTMLBuilder) {
        html.element("div", [("class", "nav-bar")]) { html in
            if let cancel = model.cancel {
                html.element("button", [("class", "nav-button nav-cancel"), ("type", "button")]) { $0.specText(cancel.title.text) }
            }
            html.specText(title)
            if model.submitsFromNavigationBar, let submit = model.submit {
                html.element("button", [("class", "nav-button nav-submit"), ("type", "button")]
                             + PreviewScreen.submitTitleData(submit, PreviewLookup(model))) {
                    $0.specText(PreviewScreen.submitTitle(submit, model))
                }
            }
        }
    }
}
