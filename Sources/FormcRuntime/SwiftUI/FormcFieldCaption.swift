#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// How a field's row presents it besides its control (its help text, its
/// required mark, whether its label is drawn), handed to ``FormcFieldRow`` by
/// ``FormcFieldView`` through the environment, so each control's row stays as it is.
struct FormcFieldPresentation {
    var help: String?
    var mark: FormcFieldMark?
    var hidesLabel = false
}

private struct FormcFieldPresentationKey: EnvironmentKey {
    static let defaultValue = FormcFieldPresentation()
}

extension EnvironmentValues {
    var formcFieldPresentation: FormcFieldPresentation {
        get { self[FormcFieldPresentationKey.self] }
        set { self[FormcFieldPresentationKey.self] = newValue }
    }
}

/// A field's caption: its label in the secondary colour with the form's mark
/// after it (a glyph, or a small badge). Hidden from VoiceOver, which reads the
/// control's own label and says "required" in its hint: the mark is never spoken.
struct FormcFieldCaption: View {
    let label: String
    let mark: FormcFieldMark?

    var body: some View {
        HStack(spacing: 6) {
            Text(mark?.caption(label) ?? label)
                .font(.subheadline)
                .foregroundColor(.secondary)
            if let mark, mark.isBadge {
                FormcMarkBadge(mark: mark)
            }
        }
        .accessibilityHidden(true)
    }
}

/// A control's own label (a date's, a menu's, a stepper's, a switch's, a check
/// box's): the label in the control's font with the form's mark after it, as
/// ``FormcFieldCaption`` draws it, and `value` after them (a stepper's number).
/// It reads as the label alone (and the value): the mark is never spoken; the
/// control around it also takes the plain label and says "required" in its hint.
struct FormcControlLabel: View {
    let label: String
    let mark: FormcFieldMark?
    var value: String? = nil

    var body: some View {
        HStack(spacing: 6) {
            Text(mark?.caption(label) ?? label)
            if let mark, mark.isBadge {
                FormcMarkBadge(mark: mark)
            }
            if let value {
                Text(value).monospacedDigit()
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(label))
        .accessibilityValue(Text(value ?? ""))
    }
}

/// A mark drawn as a badge (`必須`, `任意`): white on red for a required field,
/// secondary on grey for an optional one. Never spoken.
struct FormcMarkBadge: View {
    let mark: FormcFieldMark

    var body: some View {
        Text(mark.text)
            .font(.caption2)
            .foregroundColor(mark.isRequired ? .white : .secondary)
            .padding(.horizontal, 4)
            .background(mark.isRequired ? Color.red : Color.secondary.opacity(0.2))
            .cornerRadius(4)
            .accessibilityHidden(true)
    }
}

/// A paragraph above fields (the form's or a section's intro, the marks' legend).
struct FormcIntroText: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline)
            .foregroundColor(.secondary)
            .fixedSize(horizontal: false, vertical: true)
    }
}

/// The form's intro and the required marks' legend, above the first section; nothing when it has neither.
struct FormcIntroSection<Model: FormcFormModel>: View {
    let intro: String?

    var body: some View {
        let legend = Model.requiredMarks?.legendText(in: Model.messages.language)
        if intro != nil || legend != nil {
            Section {
                if let intro {
                    FormcIntroText(text: intro)
                }
                if let legend {
                    Text(legend)
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
            }
        }
    }
}
#endif
