#if canImport(UIKit)
import UIKit

/// The eye button of a password field that shows or hides its text. Flipping
/// `isSecureTextEntry` keeps the text and puts the caret back where it was
/// (UIKit moves it, and re-lays the text out in the other width).
@MainActor
public final class FormcRevealToggle: UIButton {
    /// What VoiceOver reads for the button.
    public typealias Labels = FormcRevealLabels

    private var labels = Labels.standard

    /// Adds the button as `field`'s right view.
    static func install(on field: UITextField, labels: Labels) {
        let button = FormcRevealToggle(type: .custom)
        button.labels = labels
        button.setImage(UIImage(systemName: "eye"), for: .normal)
        button.setImage(UIImage(systemName: "eye.slash"), for: .selected)
        button.accessibilityLabel = labels.show
        button.addAction(UIAction { [weak field, weak button] _ in
            guard let field, let button else { return }
            button.toggle(field)
        }, for: .primaryActionTriggered)
        button.sizeToFit()
        field.rightView = button
        field.rightViewMode = .always
    }

    private func toggle(_ field: UITextField) {
        let caret = field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
        let text = field.text ?? ""
        field.isSecureTextEntry.toggle()
        // Setting the text again makes UIKit lay it out in the new width.
        field.text = nil
        field.text = text
        if let caret, let position = field.position(from: field.beginningOfDocument, offset: caret) {
            field.selectedTextRange = field.textRange(from: position, to: position)
        }
        isSelected = !field.isSecureTextEntry
        accessibilityLabel = field.isSecureTextEntry ? labels.show : labels.hide
    }
}
#endif
