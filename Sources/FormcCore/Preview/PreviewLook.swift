/// A user interface the preview draws a form in: each look mirrors one
/// generated screen, so a reviewer approves the layout the app will have.
/// A page shows the looks it is given, the first one first, with a switch
/// between them when there are several.
public enum PreviewLook: String, CaseIterable, Sendable {
    /// The generated UIKit ready screen (`<Form>ViewController`): a plain
    /// scroll view whose vertical stack holds section headers, per field a
    /// caption above a rounded text field (pickers and dates too), switches
    /// beside their label, the issue under each row, section footers and the
    /// submit button.
    case uikit
    /// The generated SwiftUI view: an inset-grouped `Form`, one `Section` per
    /// spec section, a row per field as SwiftUI draws its control, and the
    /// submit button in a last section.
    case swiftui

    /// Every look, UIKit first: what a page shows unless told otherwise.
    public static let all: [PreviewLook] = [.uikit, .swiftui]

    /// The looks of the screens `ui` generates (`formc.yaml`'s `ui:`): a
    /// project that generates one UI previews only that one.
    public static func looks(for ui: GeneratorOptions.UI) -> [PreviewLook] {
        switch ui {
        case .uikit: [.uikit]
        case .swiftui: [.swiftui]
        case .both: all
        }
    }

    /// The name on the look switch.
    var title: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        }
    }

    /// `looks` without repeats, in their order; every look when `looks` is empty.
    static func distinct(_ looks: [PreviewLook]) -> [PreviewLook] {
        var seen: Set<PreviewLook> = []
        let distinct = looks.filter { seen.insert($0).inserted }
        return distinct.isEmpty ? all : distinct
    }
}

/// The element ids of one field's row in one look: `uikit-field-3`,
/// `swiftui-input-3` … The look keeps the two screens' ids apart; the
/// position in form order is what the page's script and conditions name.
struct PreviewRowIDs {
    /// The look the row is drawn in.
    let look: PreviewLook
    /// The field's position in form order.
    let index: Int

    /// The row (`data-parent` of a dependent wheel names it too).
    var row: String { id("field") }
    /// The label.
    var label: String { id("label") }
    /// The input the script reads (a text field, a switch, a checkbox, a slider).
    var input: String { id("input") }
    /// A picker's button.
    var picker: String { id("picker") }
    /// A picker's list of options.
    var wheel: String { id("wheel") }
    /// A stepper's or slider's value.
    var value: String { id("value") }

    private func id(_ part: String) -> String { "\(look.rawValue)-\(part)-\(index)" }
}
