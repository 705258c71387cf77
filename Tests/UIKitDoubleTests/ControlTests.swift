import Foundation
import Testing
import UIKit

/// A data source whose row counts tests can change.
@MainActor
final class RowsSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [[String]]
    var selected: [(row: Int, component: Int)] = []

    init(_ rows: [[String]]) { self.rows = rows }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        rows[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selected.append((row, component))
    }
}

@MainActor
@Suite("UIKit double: controls", .serialized)
struct ControlTests {
    @Test func pickerSelectionAndTheMinusOneRule() {
        UIKitDoubleTesting.reset()
        let source = RowsSource([["男性", "女性", "その他"], []])
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        #expect(UIKitDoubleTesting.titles(of: picker) == ["男性", "女性", "その他"])

        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(source.selected.isEmpty, "programmatic selection does not call the delegate")

        UIKitDoubleTesting.spin(picker, toRow: 1)
        #expect(source.selected.map(\.row) == [1])
        #expect(picker.selectedRow(inComponent: 0) == 1)

        #expect(UIKitDoubleTesting.misuses.isEmpty)
        picker.selectRow(0, inComponent: 1, animated: false)
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(UIKitDoubleTesting.misuses.count == 2)
        #expect(picker.selectedRow(inComponent: 0) == 1)

        source.rows = [["男性"], ["a", "b"]]
        #expect(picker.numberOfRows(inComponent: 1) == 0, "counts are cached until reload, as UIKit")
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        source.rows[0] = []
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test func barButtonTapRunsItsActionWithTheItemAsSender() {
        var senders: [UIBarButtonItem] = []
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { action in
            if let item = action.sender as? UIBarButtonItem { senders.append(item) }
        })
        let title = UIBarButtonItem(title: "完了", primaryAction: UIAction(title: "ignored") { _ in })
        let space = UIBarButtonItem.flexibleSpace()
        let toolbar = UIToolbar()
        toolbar.setItems([space, .fixedSpace(8), title, done], animated: false)
        toolbar.sizeToFit()

        #expect(toolbar.frame.height == 44)
        #expect(toolbar.items?.count == 4)
        #expect(title.title == "完了")
        #expect(done.style == .done)
        #expect(UIKitDoubleTesting.tap(done))
        #expect(senders.count == 1 && senders[0] === done)
        #expect(!UIKitDoubleTesting.tap(space))
        done.isEnabled = false
        #expect(!UIKitDoubleTesting.tap(done))
        #expect(senders.count == 1)
    }

    @Test func switchAndDatePickerSendValueChangedOnlyForTheUser() {
        var switchChanges = 0
        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in switchChanges += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: false)
        #expect(switchChanges == 0)
        UIKitDoubleTesting.toggle(toggle)
        #expect(!toggle.isOn && switchChanges == 1)

        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        picker.minimumDate = Date(timeIntervalSince1970: 0)
        picker.maximumDate = Date(timeIntervalSince1970: 1_000_000)
        var dates: [Date] = []
        picker.addAction(UIAction { action in
            if let sender = action.sender as? UIDatePicker { dates.append(sender.date) }
        }, for: .valueChanged)
        picker.date = Date(timeIntervalSince1970: 5)
        UIKitDoubleTesting.spin(picker, to: Date(timeIntervalSince1970: 2_000_000))
        #expect(dates == [Date(timeIntervalSince1970: 1_000_000)])
    }

    @Test func removingAnActionByIdentifier() {
        let control = UIControl()
        var runs = 0
        let action = UIAction(identifier: UIAction.Identifier("x")) { _ in runs += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 2)
    }
}
