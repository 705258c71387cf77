import Foundation

/// Spinning wheels of rows; the row counts are read from the data source on first use and on reload.
///
/// `selectedRow(inComponent:)` is −1 for a wheel without rows, as on iOS.
/// Out-of-range indices are ignored (iOS does not trap either) and recorded
/// in `UIKitDoubleTesting.misuses`, so tests can insist generated code guards them.
@MainActor
open class UIPickerView: UIView {
    private var rowCounts: [Int]?
    private var selections: [Int] = []

    /// Supplies components and rows.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { rowCounts = nil } }
    /// Supplies titles and receives user selections.
    open weak var delegate: (any UIPickerViewDelegate)?

    /// Creates a picker; UIKit's picker is 216 pt tall when used as an input view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a picker from an archive; the double keeps no archived state.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// The number of wheels, from the data source.
    open var numberOfComponents: Int { counts.count }

    /// The number of rows of a wheel, from the data source (0 for an invalid component).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard counts.indices.contains(component) else {
            UIKitDoubleTesting.recordMisuse("numberOfRows(inComponent: \(component)) of a picker with \(counts.count) components")
            return 0
        }
        return counts[component]
    }

    /// Re-reads every wheel from the data source; selections are kept, clamped to the new counts.
    open func reloadAllComponents() {
        rowCounts = nil
        _ = counts
    }

    /// Re-reads one wheel's row count.
    open func reloadComponent(_ component: Int) {
        guard var loaded = rowCounts, loaded.indices.contains(component), let dataSource else {
            reloadAllComponents()
            return
        }
        loaded[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
        rowCounts = loaded
        clampSelections()
    }

    /// Selects a row without telling the delegate (as iOS).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard counts.indices.contains(component), (0..<counts[component]).contains(row) else {
            UIKitDoubleTesting.recordMisuse("selectRow(\(row), inComponent: \(component)) out of range")
            return
        }
        selections[component] = row
    }

    /// The selected row of a wheel, −1 when it has no rows (or the component is invalid).
    open func selectedRow(inComponent component: Int) -> Int {
        guard counts.indices.contains(component), counts[component] > 0 else { return -1 }
        return selections[component]
    }

    private var counts: [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { return [] }
        let components = max(0, dataSource.numberOfComponents(in: self))
        let loaded = (0..<components).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        rowCounts = loaded
        clampSelections()
        return loaded
    }

    private func clampSelections() {
        guard let rowCounts else { return }
        selections = rowCounts.indices.map { index in
            let previous = selections.indices.contains(index) ? selections[index] : 0
            return min(previous, max(rowCounts[index] - 1, 0))
        }
    }

    /// The user spins a wheel to a row: selects it and tells the delegate.
    func userSpin(toRow row: Int, inComponent component: Int) {
        guard counts.indices.contains(component), (0..<counts[component]).contains(row) else {
            UIKitDoubleTesting.recordMisuse("spin to row \(row) of component \(component) out of range")
            return
        }
        selections[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
