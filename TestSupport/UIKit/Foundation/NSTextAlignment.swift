/// Text alignment; on iOS it is declared by UIKit (raw values as on iOS, where `right` is 2).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
