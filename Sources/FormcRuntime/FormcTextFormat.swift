import Foundation

/// How a text field shapes what the user types: its normalisation, when the
/// text shown is rewritten by it, and its mask. The model always holds
/// ``value(of:)``, whatever the timing, so rules run on the normalised value.
public struct FormcTextFormat: Equatable, Sendable {
    /// When the text shown is rewritten.
    public enum Timing: String, CaseIterable, Sendable, Codable {
        /// As the user types (never while an input method is composing).
        case typing
        /// When editing ends.
        case endEditing = "end_editing"
    }

    /// The normalisation, if any.
    public let normalization: FormcNormalization?
    /// When the shown text is normalised. `trim` always waits for the end of
    /// editing: trimmed as typed, the space between two words could not be typed.
    public let timing: Timing
    /// The mask, if any; it formats as typed, and the character rewrites
    /// run as typed with it (so `０` typed reaches a `#` slot as `0`).
    public let mask: FormcMask?

    /// A format; `timing` applies to the normalisation.
    public init(normalize normalization: FormcNormalization? = nil, timing: Timing = .endEditing, mask: FormcMask? = nil) {
        self.normalization = normalization
        self.timing = timing
        self.mask = mask
    }

    /// The format with its mask chosen by another field's value (`mask: { field: card_number, … }`):
    /// ``FormcMask/chosen(by:of:)``, `source` being that field's own mask.
    public func choosing(by value: String, of source: FormcMask?) -> FormcTextFormat {
        FormcTextFormat(normalize: normalization, timing: timing, mask: mask?.chosen(by: value, of: source))
    }

    /// What the model holds for the text `text`.
    public func value(of text: String) -> String {
        let normalized = normalization?.apply(text) ?? text
        return mask?.format(normalized) ?? normalized
    }

    /// The text shown once editing ends.
    public func endEditing(_ text: String) -> String { value(of: text) }

    /// Whether the shown text changes as the user types.
    public var formatsAsTyped: Bool { mask != nil || (normalization != nil && timing == .typing) }

    /// The edit that replaces the UTF-16 `range` of `text` with
    /// `replacement` (typing, deleting, pasting), formatted as typed, and
    /// where the caret goes; `nil` when nothing formats as typed or the range
    /// is not within `text`. Deleting only separators of the mask deletes the
    /// character before them too, as the user means.
    public func edit(_ text: String, range: NSRange, replacement: String) -> FormcTextEdit? {
        guard formatsAsTyped else { return nil }
        let current = text as NSString
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              NSMaxRange(range) <= current.length else { return nil }
        var range = range
        if let mask, replacement.isEmpty, range.length > 0,
           current.substring(with: range).allSatisfy(mask.isLiteral) {
            range = widened(range, in: current, past: mask)
        }
        let before = current.substring(to: range.location) + replacement
        let after = current.substring(from: NSMaxRange(range))
        let head = normalization?.characters(before) ?? before
        let tail = normalization?.characters(after) ?? after
        guard let mask else { return FormcTextEdit(text: head + tail, cursor: head.utf16.count) }
        return mask.format(head + tail, cursor: head.count)
    }

    /// The text to show after the user changed the whole text from `old` to
    /// `text`, for a view that can only replace it whole (SwiftUI's text
    /// fields): formatted as typed, as ``edit(_:range:replacement:)`` does.
    /// Text holding anything but ASCII is left as it is, because an input
    /// method may still be composing it and a rewrite would break that
    /// composition; it is formatted when editing ends. Deleting only a
    /// separator of the mask deletes the character before it too.
    public func typed(_ text: String, replacing old: String) -> String {
        guard formatsAsTyped, text.allSatisfy(\.isASCII) else { return text }
        var text = text
        if let mask, text.count < old.count, shapedAsTyped(text) == old {
            // Only literals went, so the text would format back to `old`: the
            // user deletes the character before them.
            let kept = zip(old, text).prefix { $0 == $1 }.count
            if let dropped = text.prefix(kept).lastIndex(where: { !mask.isLiteral($0) }) {
                text.remove(at: dropped)
            }
        }
        return shapedAsTyped(text)
    }

    /// `text` with the character rewrites and the mask applied.
    private func shapedAsTyped(_ text: String) -> String {
        let characters = normalization?.characters(text) ?? text
        return mask?.format(characters) ?? characters
    }

    /// `range` grown backwards over the last character before it that is not one of `mask`'s literals.
    private func widened(_ range: NSRange, in text: NSString, past mask: FormcMask) -> NSRange {
        var start = range.location
        while start > 0 {
            let previous = text.rangeOfComposedCharacterSequence(at: start - 1)
            start = previous.location
            if !text.substring(with: previous).allSatisfy(mask.isLiteral) {
                return NSRange(location: start, length: NSMaxRange(range) - start)
            }
        }
        return range
    }
}
