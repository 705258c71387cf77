import Foundation

/// A place in a text input's document (the double keeps its UTF-16 offset).
@MainActor
open class UITextPosition: NSObject {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A range of a text input's document.
@MainActor
open class UITextRange: NSObject {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
        super.init()
    }

    /// The start of the range.
    open var start: UITextPosition { startPosition }
    /// The end of the range.
    open var end: UITextPosition { endPosition }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
}
