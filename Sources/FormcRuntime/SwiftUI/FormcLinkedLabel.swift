#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A toggle's or check box's label with links, beside its control (a button's
/// or toggle's own label would take the taps its links need): a tap on a link
/// opens it through the environment's `openURL`, a tap anywhere else on the
/// text toggles the value, as a tap on a plain label does. The form's mark
/// follows it (the glyph is in the text, a badge beside it).
@MainActor
struct FormcLinkedLabel: View {
    @Environment(\.openURL) private var openURL
    /// Whether the tap being handled opened a link, so that it does not toggle too.
    @State private var openedLink = false
    let text: AttributedString
    let mark: FormcFieldMark?
    let toggle: @MainActor () -> Void

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(text)
                .environment(\.openURL, OpenURLAction { url in
                    openedLink = true
                    openURL(url)
                    return .handled
                })
                .simultaneousGesture(TapGesture().onEnded {
                    // A link's own tap runs for the same touch, before or after
                    // this one: decide once both have run.
                    Task { @MainActor in
                        if !openedLink { toggle() }
                        openedLink = false
                    }
                })
            if let mark, mark.isBadge {
                FormcMarkBadge(mark: mark)
            }
        }
    }
}
#endif
