#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A field's row: the label as a caption above the control (text inputs,
/// segmented controls, option rows), or beside it (`inline`: switches,
/// menus, dates, steppers), then the issue shown at the field.
struct FormcFieldRow<Content: View>: View {
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
                content
            } else {
                HStack(spacing: 6) {
                    Text(label)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                        .accessibilityHidden(true)
                    if isBusy {
                        ProgressView()
                    }
                }
                content
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
