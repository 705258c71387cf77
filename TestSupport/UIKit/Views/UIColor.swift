import Foundation

/// A colour: the double keeps only a name, enough to assert which semantic colour was chosen.
@MainActor
open class UIColor: NSObject {
    /// The colour's name, e.g. `systemRed`.
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    open override var description: String { "UIColor(\(name))" }

    public class var clear: UIColor { UIColor(name: "clear") }
    public class var black: UIColor { UIColor(name: "black") }
    public class var white: UIColor { UIColor(name: "white") }
    public class var label: UIColor { UIColor(name: "label") }
    public class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    public class var placeholderText: UIColor { UIColor(name: "placeholderText") }
    public class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    public class var systemRed: UIColor { UIColor(name: "systemRed") }
    public class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    public class var separator: UIColor { UIColor(name: "separator") }
    public class var tintColor: UIColor { UIColor(name: "tintColor") }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    open override var hash: Int { name.hashValue }
}
