import Foundation

/// Writes `Sources/FormcCore/Runtime/EmbeddedRuntime.swift` from the runtime
/// files on disk: one raw string literal per file, verbatim, in ``order``.
enum EmbeddedRuntimeSource {
    /// The runtime folder.
    static let folder = Fixtures.repository.appendingPathComponent("Sources/FormcRuntime")
    /// The generated source.
    static let output = Fixtures.repository.appendingPathComponent("Sources/FormcCore/Runtime/EmbeddedRuntime.swift")

    /// Every runtime file, in the order the support file joins them: the
    /// Foundation files, then the UIKit ones, then the SwiftUI ones (paths under ``folder``).
    static let order = [
        "FormcFieldKind.swift",
        "FormcFormField.swift",
        "FormcRule.swift",
        "FormcIssue.swift",
        "FormcValidation.swift",
        "FormcIssues.swift",
        "FormcNumberText.swift",
        "FormcDate.swift",
        "FormcMessages.swift",
        "FormcDate+Relative.swift",
        "FormcKeyboardGeometry.swift",
        "FormcValidationTiming.swift",
        "FormcCondition.swift",
        "FormcTextEdit.swift",
        "FormcNormalization.swift",
        "FormcMask.swift",
        "FormcTextFormat.swift",
        "FormcDisplayFormat.swift",
        "FormcDisplayText.swift",
        "FormcControlValueText.swift",
        "FormcCharacterCount.swift",
        "FormcToolbarItem.swift",
        "FormcRequiredMarks.swift",
        "FormcConditions.swift",
        "FormcChanges.swift",
        "FormcDecoding.swift",
        "FormcLinkedText.swift",
        "FormcDisplayValue.swift",
        "FormcConfirmation.swift",
        "FormcFormModel.swift",
        "FormcFormState.swift",
        "FormcFormState+Submit.swift",
        "FormcFormState+Cancel.swift",
        "FormcFormState+Confirm.swift",
        "FormcLookup.swift",
        "FormcOption.swift",
        "FormcPickerRow.swift",
        "FormcWheelsValue.swift",
        "FormcFormState+Focus.swift",
        "FormcTextTraits.swift",
        "FormcRevealLabels.swift",
        "FormcEntry.swift",
        "FormcEntry+Text.swift",
        "FormcEntry+Choices.swift",
        "FormcEntry+Controls.swift",
        "FormcScreen.swift",
        "UIKit/FormcAvoidance.swift",
        "UIKit/FormcKeyboardOptions.swift",
        "UIKit/FormcTextTraits+UIKit.swift",
        "UIKit/FormcFormController.swift",
        "UIKit/FormcTextFieldInput.swift",
        "UIKit/FormcRevealToggle.swift",
        "UIKit/FormcTextViewInput.swift",
        "UIKit/FormcInputViewInput.swift",
        "UIKit/FormcPickerInput.swift",
        "UIKit/FormcDateInput.swift",
        "UIKit/FormcMultiPickerInput.swift",
        "UIKit/FormcKeyboardAvoider.swift",
        "UIKit/FormcKeyboardAnimation.swift",
        "UIKit/FormcFormLayout.swift",
        "UIKit/FormcFormLayout+Submission.swift",
        "UIKit/FormcFormLayout+Sections.swift",
        "UIKit/FormcLinkOpener.swift",
        "UIKit/FormcLabelTap.swift",
        "UIKit/FormcFormLayout+Presentation.swift",
        "UIKit/FormcConditionalViews.swift",
        "UIKit/FormcSegmentedInput.swift",
        "UIKit/FormcCheckRow.swift",
        "UIKit/FormcCheckRowsInput.swift",
        "UIKit/FormcCheckboxInput.swift",
        "UIKit/FormcStepperInput.swift",
        "UIKit/FormcSliderInput.swift",
        "UIKit/FormcCheckListViewController.swift",
        "UIKit/FormcSelectionListInput.swift",
        "UIKit/FormcChoiceListInput.swift",
        "UIKit/FormcFormLayout+Controls.swift",
        "UIKit/FormcFieldInput.swift",
        "UIKit/FormcEntry+UIKit.swift",
        "UIKit/FormcFormBinder.swift",
        "UIKit/FormcNavigationButtons.swift",
        "UIKit/FormcFormRows.swift",
        "UIKit/FormcConfirmationViewController.swift",
        "SwiftUI/FormcSwiftUIForm.swift",
        "SwiftUI/FormcFieldRow.swift",
        "SwiftUI/FormcFieldCaption.swift",
        "SwiftUI/FormcFieldView.swift",
        "SwiftUI/FormcTextInputView.swift",
        "SwiftUI/FormcChoiceView.swift",
        "SwiftUI/FormcChoiceListView.swift",
        "SwiftUI/FormcNavigationBarButtons.swift",
        "SwiftUI/FormcValueViews.swift",
        "SwiftUI/FormcLinkedLabel.swift",
        "SwiftUI/FormcFormView.swift",
        "SwiftUI/FormcConfirmationView.swift",
        "SwiftUI/FormcKeyboard.swift",
    ]

    /// The runtime files as they are on disk, in ``order``.
    static func filesOnDisk() throws -> [(path: String, text: String)] {
        try order.map { path in
            (path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The `.swift` files under ``folder``, listed or not.
    static func pathsOnDisk() -> Set<String> {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        let paths = (enumerator?.allObjects as? [String]) ?? []
        return Set(paths.filter { $0.hasSuffix(".swift") })
    }

    /// The text of `EmbeddedRuntime.swift` for `files`.
    static func render(_ files: [(path: String, text: String)]) -> String {
        var source = """
            // Generated from the files of Sources/FormcRuntime by
            // Tests/FormcCoreTests/Runtime/EmbeddedRuntimeTests.swift. DO NOT EDIT.
            // To change the runtime, edit its file, then run `FORMC_RECORD=1 swift test`
            // twice: the first run rewrites this file, the second records the goldens from it.

            /// formc's support runtime, embedded verbatim: one raw string per file of
            /// `Sources/FormcRuntime`, in the order the support file joins them.
            enum EmbeddedRuntime {
                /// The runtime files, the Foundation ones first.
                static let files: [RuntimeFile] = [

            """
        for file in files {
            let hashes = String(repeating: "#", count: hashCount(for: file.text))
            // The literal's last line break is not part of its value: one more keeps the file's own.
            source += "        RuntimeFile(path: \"\(file.path)\", text: \(hashes)\"\"\"\n\(file.text)\n\"\"\"\(hashes)),\n"
        }
        return source + "    ]\n}\n"
    }

    /// The fewest `#` that make a raw string of `text` neither end early nor
    /// read an escape.
    private static func hashCount(for text: String) -> Int {
        var count = 1
        while text.contains("\"\"\"" + String(repeating: "#", count: count))
            || text.contains("\\" + String(repeating: "#", count: count)) {
            count += 1
        }
        return count
    }
}
