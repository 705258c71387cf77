import Testing
@testable import FormcCore

/// A hostile spec cannot make a page quadratic: every picker draws its list
/// once per look (UIKit's wheel, SwiftUI's menu or pushed list) and once in
/// its details, so the option rows of a page are bounded.
@Suite struct PreviewBoundsTests {
    @Test func optionRowsAreBoundedPerPage() {
        let items = (0..<30_000).map { OptionItem(value: "v\($0)", label: LocalizableText("L\($0)"), swiftName: "v\($0)") }
        let fields = (0..<4).map { Field(id: "p\($0)", swiftName: "p\($0)", kind: .picker, label: LocalizableText("P"), optionList: "big") }
        let model = FormModel(formatVersion: 1, name: "Big", swiftNames: FormSwiftNames(form: "BigForm", binder: "BigFormBinder"),
                              sourcePath: "big.form.yaml", title: nil, localization: Localization(),
                              optionLists: [OptionList(name: "big", swiftName: "Big", items: items)], toolbars: [],
                              keyboard: KeyboardSettings(), fields: fields)
        let html = HTMLPreview.page(for: HTMLPreview.Spec(path: "big.form.yaml", model: model, diagnostics: [])).contents
        let wheelRows = html.components(separatedBy: "<li role=\"option\"").count - 1
        let tableRows = html.components(separatedBy: "<tr><td><code>").count - 1
        #expect(wheelRows + tableRows == OptionBudget.rowsPerPage)
        #expect(wheelRows == 30_000 + 20_000, "the UIKit look's first wheel whole, then its second's up to the budget")
        #expect(html.contains("… and 10000 more options") && html.contains("… and 30000 more options"))
    }
}
