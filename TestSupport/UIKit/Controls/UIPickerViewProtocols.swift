import Foundation

/// Supplies the number of components and rows of a `UIPickerView` (both required, as on iOS).
@MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of spinning wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of one wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies titles and receives selections of a `UIPickerView`; optional methods have defaults.
@MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of a wheel.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The row height of a wheel.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row; `nil` shows "?" on iOS.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Told the user settled a wheel on a row (not called for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A picker delegate that also names each wheel for VoiceOver (optional methods have defaults).
@MainActor
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    /// The accessibility label of a wheel.
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
}

extension UIPickerViewAccessibilityDelegate {
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
}
