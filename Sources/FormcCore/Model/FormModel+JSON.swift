extension FormModel {
    /// The model as stable, pretty-printed JSON (``JSONWriter``: sorted keys,
    /// the same bytes on every platform), ending with a newline: what `formc dump` prints.
    /// - Throws: only `EncodingError` for a non-finite number, which the checker rejects.
    public func jsonDump() throws -> String {
        try JSONWriter.prettyString(self)
    }
}
