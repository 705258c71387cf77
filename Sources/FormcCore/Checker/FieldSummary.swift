/// What the whole-form passes (duplicate ids, toolbar references, unused
/// lists, leavability) need of a field once the field itself is checked: a
/// few words instead of the whole ``FieldSpec``, so a large form is checked
/// without holding all of its fields.
struct FieldSummary {
    var id: Located<String>?
    /// The toolbar named, if any (used or not: an unknown key is reported on its own).
    var toolbar: Located<String>?
    var kind: FieldKind?
    /// The `keyboard_type` written, as its place in ``SpecVocabulary/keyboardTypes``.
    private var keyboardTypeIndex: UInt8?
    /// Whether the toolbar is a reference to check: the field could be checked and its kind takes one.
    var checksToolbar: Bool
    /// Whether `return_key` is written (else Return says "next", or "done" on the last field).
    var writesReturnKey: Bool

    init(id: Located<String>?, toolbar: Located<String>?, kind: FieldKind?, keyboardType: String?,
         checksToolbar: Bool, writesReturnKey: Bool) {
        self.id = id
        self.toolbar = toolbar
        self.kind = kind
        keyboardTypeIndex = keyboardType
            .flatMap { word in SpecVocabulary.keyboardTypes.firstIndex { $0.word == word } }
            .map { UInt8($0) }
        self.checksToolbar = checksToolbar
        self.writesReturnKey = writesReturnKey
    }

    /// The `keyboard_type` written.
    var keyboardType: String? { keyboardTypeIndex.map { SpecVocabulary.keyboardTypes[Int($0)].word } }

    /// Whether the field takes focus (a field of unknown kind is counted, as it may).
    var takesFocus: Bool { kind?.takesFocus ?? true }
}
