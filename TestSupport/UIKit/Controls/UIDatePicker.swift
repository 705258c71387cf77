import Foundation

/// How a date picker shows its value.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    @available(iOS 14.0, *)
    case inline = 3
}

/// A date and time picker; a user change (test hook) clamps to min/max and sends `.valueChanged`.
@MainActor
open class UIDatePicker: UIControl {
    /// Which components the picker shows.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        @available(iOS 17.4, *)
        case yearAndMonth = 4
    }

    /// The selected date; setting it sends no action.
    open var date = Date()
    /// Which components the picker shows.
    open var datePickerMode: Mode = .dateAndTime
    /// The requested style.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The earliest selectable date.
    open var minimumDate: Date?
    /// The latest selectable date.
    open var maximumDate: Date?
    /// The locale for formatting; `nil` uses the current locale.
    open var locale: Locale?
    /// The calendar.
    open var calendar: Calendar! = Calendar.current
    /// The time zone; `nil` uses the current one.
    open var timeZone: TimeZone?
    /// The minute step of the time wheel.
    open var minuteInterval = 1

    /// The style in use: the preferred one, with `.automatic` resolved to `.wheels`.
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
    }

    /// Sets the date without sending actions.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// The user spins to a date: clamped into `minimumDate...maximumDate`, then `.valueChanged`.
    func userPick(_ newDate: Date) {
        var picked = newDate
        if let minimumDate, picked < minimumDate { picked = minimumDate }
        if let maximumDate, picked > maximumDate { picked = maximumDate }
        date = picked
        sendActions(for: .valueChanged)
    }
}
