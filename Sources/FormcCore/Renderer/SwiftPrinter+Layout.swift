/// A layout decided only after its contents are printed. Its bytes stay in
/// the buffer until it is decided, so nothing is handed on meanwhile.
struct Layout {
    enum Kind {
        /// A call's arguments or a declaration's parameters: inline, or one per
        /// line when long. Decided inline as soon as it spans lines.
        case call
        /// An array or dictionary literal: inline, or one element per line
        /// when long or when an element spans lines.
        case collection
        /// A closure or `guard` body, which may fold onto its first line:
        /// lines inside it do not yet make the layouts around it span lines.
        case tentative
    }

    let kind: Kind
    /// Where its opening `(`, `[` or `{` is in the buffer.
    let open: Int
    /// Index of its first item in ``SwiftPrinter/itemStarts``.
    let firstItem: Int
    /// Where the line it opens on starts.
    let lineStart: Int
    /// Whether it spans lines.
    var spans = false
}

extension SwiftPrinter {
    /// Opens a layout of `kind` whose opening bracket was just printed.
    mutating func openLayout(_ kind: Layout.Kind) {
        layouts.append(Layout(kind: kind, open: bytes.count - 1, firstItem: itemStarts.count, lineStart: lineStart))
        holds += 1
    }

    /// Marks the open layouts that a line break just went through (up to a
    /// tentative one) as spanning lines; a call then needs no more decision.
    mutating func spanOpenLayouts() {
        var index = layouts.count - 1
        while index >= 0, layouts[index].kind != .tentative, !layouts[index].spans {
            layouts[index].spans = true
            if layouts[index].kind == .call { holds -= 1 }
            index -= 1
        }
    }

    /// `(a, b)` with each of `items` printed by `print`, laid out as a call's
    /// arguments: on one line, or, when there are several, all on one line and
    /// that line from `(` to `)` is wider than ``maximumLiteralWidth``
    /// characters, one per line one level deeper (no trailing comma: Swift 6.0
    /// has none). Items that span lines (closures) keep the `f(x, { … }, y)` shape.
    mutating func callList<Items: Sequence>(_ items: Items, _ print: (inout SwiftPrinter, Items.Element) -> Void) {
        let layout = separated(items, open: "(", close: ")", as: .call, print)
        defer { itemStarts.removeSubrange(layout.firstItem...) }
        guard !layout.spans else { return }
        // Decided now: the lines written again may be handed on as they end.
        holds -= 1
        if itemStarts.count - layout.firstItem > 1, isWider(layout.open..<bytes.count) {
            relayout(layout, close: ")", trailingCommas: false)
        }
    }

    /// `open`, `items` separated by `, ` (each one's start noted for a relayout),
    /// `close`: the list of a call or a collection, on one line for now. Returns
    /// its layout, closed, for the caller to decide on.
    private mutating func separated<Items: Sequence>(_ items: Items, open: StaticString, close: StaticString,
                                                     as kind: Layout.Kind,
                                                     _ print: (inout SwiftPrinter, Items.Element) -> Void) -> Layout {
        add(open)
        openLayout(kind)
        var first = true
        for item in items {
            if !first { add(", ") }
            first = false
            itemStarts.append(bytes.count)
            print(&self, item)
        }
        add(close)
        return layouts.removeLast()
    }

    /// `[a, b]` with each of `items` printed by `print`, or `empty` when
    /// there are none; one element per line (with trailing commas) when an
    /// element spans lines or the line would be long.
    mutating func collection<Items: Collection>(_ items: Items, empty: StaticString,
                                                _ print: (inout SwiftPrinter, Items.Element) -> Void) {
        guard !items.isEmpty else { return add(empty) }
        let layout = separated(items, open: "[", close: "]", as: .collection, print)
        defer { itemStarts.removeSubrange(layout.firstItem...) }
        holds -= 1
        if layout.spans || isWider(layout.open..<bytes.count) {
            relayout(layout, close: "]", trailingCommas: true)
        }
    }

    /// Prints the items of the layout just closed again, one per line one level
    /// deeper, each line of an item that spans lines one level deeper too.
    private mutating func relayout(_ layout: Layout, close: StaticString, trailingCommas: Bool) {
        let first = layout.open + 1
        // The items move out to a buffer kept for this, and back in their new lines.
        var moved: [UInt8] = []
        swap(&moved, &relayoutBuffer)
        moved.removeAll(keepingCapacity: true)
        bytes.copy(first..<(bytes.count - 1), to: &moved)
        bytes.removeSuffix(from: first)
        // Lines the items spanned are gone: the current line is the one the layout opened on.
        lineStart = layout.lineStart
        previousLineStart = min(previousLineStart, lineStart)
        let items = layout.firstItem..<itemStarts.count
        depth += 1
        for item in items {
            let start = itemStarts[item] - first
            // Each item but the last is followed by ", ".
            let end = item + 1 < items.upperBound ? itemStarts[item + 1] - first - 2 : moved.count
            endLine()
            indentIfNeeded()
            var position = start
            while let newline = moved[position..<end].firstIndex(of: UInt8(ascii: "\n")) {
                bytes.append(moved, position..<(newline + 1))
                position = newline + 1
                // No indentation on a blank line.
                if position < end && moved[position] != UInt8(ascii: "\n") {
                    bytes.append(repeating: UInt8(ascii: " "), times: Self.indentationWidth)
                }
            }
            bytes.append(moved, position..<end)
            if trailingCommas || item + 1 < items.upperBound { bytes.append(UInt8(ascii: ",")) }
        }
        depth -= 1
        swap(&moved, &relayoutBuffer)
        endLine()
        add(close)
    }

    /// Opens a body that may fold onto the current line (a closure's, a
    /// `guard`'s): ends the line; returns what ``closeTentativeBody(_:canFold:)`` needs.
    mutating func openTentativeBody() -> TentativeBody {
        let opening = (lineCount, lineStart, previousLineStart)
        layouts.append(Layout(kind: .tentative, open: bytes.count, firstItem: itemStarts.count, lineStart: lineStart))
        holds += 1
        endLine()
        return TentativeBody(lineCount: opening.0, lineStart: opening.1, previousLineStart: opening.2, bodyStart: bytes.count)
    }

    /// How a tentative body was closed.
    enum Fold {
        /// It spans lines: the closing brace goes on a line of its own.
        case none
        /// It has no line: the opening line is continued right after its `{`.
        case empty
        /// Its one line was moved up: the opening line continues with ` ` and that line.
        case line
    }

    /// Closes a body opened by ``openTentativeBody()`` after its statements:
    /// when it has no line, or one and `canFold` allows it, its text is moved
    /// up onto the opening line, in place.
    mutating func closeTentativeBody(_ body: TentativeBody, canFold: Bool) -> Fold {
        layouts.removeLast()
        holds -= 1
        let lines = lineCount - body.lineCount - 1
        guard lines == 0 || (lines == 1 && canFold) else {
            spanOpenLayouts()
            return .none
        }
        if lines == 0 {
            bytes.removeLast()
        } else {
            // `\n` and indentation become one space; the line's own newline goes.
            bytes.removeLast()
            bytes.remove(body.bodyStart..<(body.bodyStart + (depth + 1) * Self.indentationWidth))
            bytes[body.bodyStart - 1] = UInt8(ascii: " ")
        }
        lineCount = body.lineCount
        lineStart = body.lineStart
        previousLineStart = body.previousLineStart
        lineIsEmpty = false
        return lines == 0 ? .empty : .line
    }

    /// Whether the single-line text in `range` is wider than ``maximumLiteralWidth`` Characters.
    func isWider(_ range: Range<Int>) -> Bool {
        let width = Self.maximumLiteralWidth
        guard range.count > width else { return false }
        return bytes.withBytes(in: range) { text in
            // A Character has at least one scalar, which has one lead byte: count those first
            // (Japanese text is 3 bytes a character), and Characters only when there are more
            // than `width` and some scalar might join its neighbour into one Character.
            var scalars = 0, isASCII = true
            for byte in text where byte & 0xC0 != 0x80 {
                scalars += 1
                if byte >= 0x80 || byte == UInt8(ascii: "\r") { isASCII = false }
            }
            guard scalars > width else { return false }
            if isASCII || UnicodeHazards.allStandAlone(text) { return true }
            return String(decoding: text, as: UTF8.self).count > width
        }
    }
}

/// Where a tentative body began (see ``SwiftPrinter/openTentativeBody()``).
struct TentativeBody {
    /// Lines ended before the opening line ended.
    let lineCount: Int
    /// The opening line's start.
    let lineStart: Int
    /// The start of the line before it.
    let previousLineStart: Int
    /// Where the body's first line starts: right after the opening line's newline.
    let bodyStart: Int
}
