extension SourceLocation {
    /// The location of the byte at `offset` in UTF-8 `bytes`, counted the way
    /// libyaml counts its marks, so these positions agree with every other one:
    /// a leading byte order mark takes no column; LF, CR, CR LF, NEL (U+0085),
    /// LS (U+2028) and PS (U+2029) each end a line; a column is a Unicode scalar.
    /// Used only for errors, where libyaml gives a byte offset or none.
    init(byteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(offset, bytes.count)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
        var line = 1
        var column = 1
        while index < end {
            let byte = bytes[index]
            var breakLength = 0
            switch byte {
            case 0x0A: breakLength = 1
            case 0x0D: breakLength = index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
            case 0xC2 where index + 1 < end && bytes[index + 1] == 0x85: breakLength = 2
            case 0xE2 where index + 2 < end && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): breakLength = 3
            default: break
            }
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            // Continuation bytes (10xxxxxx) belong to the scalar already counted.
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        self.init(line: line, column: column)
    }
}
