#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A field's row: the label as a caption above the control (text inputs,
/// segmented controls, option rows), or beside it (`inline`: switches,
/// menus, dates, steppers), then the field's help text and the issue shown at it.
struct FormcFieldRow<Content: View>: View {
    @Environment(\.formcFieldPresentation) private var presentation
    let label: String
    let issue: String?
    var isBusy = false
    var inline = false
    let content: Content

    init(label: String, issue: String?, isBusy: Bool = false, inline: Bool = false,
         @ViewBuilder content: () -> Content) {
        self.label = label
        self.issue = issue
        self.isBusy = isBusy
        self.inline = inline
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if inline {
                if presentation.hidesLabel {
                    content.labelsHidden()  // Still the control's spoken label.
                } else {
                    content
                }
            } else {
                if !presentation.hidesLabel || isBusy {
                    HStack(spacing: 6) {
                        if !presentation.hidesLabel {
                            FormcFieldCaption(label: label, mark: presentation.mark)
                        }
                        if isBusy {
                            ProgressView()
                        }
                    }
                }
                content
            }
            if let help = presentation.help {
                // Spoken in the control's hint instead.
                Text(help)
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityHidden(true)
            }
            if let issue {
                FormcIssueText(issue)
            }
        }
        .padding(.vertical, 2)
    }
}

/// An issue under its field, or about the whole form: red, footnote size.
struct FormcIssueText: View {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var body: some View {
        Text(message)
            .font(.footnote)
            .foregroundColor(.red)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityHidden(true)
    }
}
#endif
