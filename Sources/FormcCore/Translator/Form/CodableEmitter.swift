/// The form's `Decodable` half written out: `enum CodingKeys: String,
/// CodingKey` (a case per field, its Swift name the key, as Swift would
/// synthesize) and `init(from:)`, which starts from the spec's defaults and
/// decodes each field through the support file's `formcDecode(_:_:)` (a value
/// that must be there) or `formcDecodeIfPresent(_:_:)` (an optional one), in
/// helpers of ``FieldChunks/size`` fields for a large form. `encode(to:)` stays synthesized.
///
/// The same keys and errors as the synthesized conformance, for a fraction of
/// what the app's compiler pays for it: the synthesized `init(from:)` searches
/// the `decode` overloads once per property and matches every key as a string
/// pattern (211 ms of a 300-field form's type-check, one body growing with the
/// form; written out, ~75 ms in bodies of 32 fields).
struct CodableEmitter {
    /// The form struct's emitter, for its fields' value types.
    let form: FormStructEmitter
    var model: IndexedModel { form.model }
    var access: AccessLevel { form.access }

    func declarations() -> [Declaration] {
        let fields = model.base.fields
        let keys = Declaration.documented("The keys `Codable` uses: each field's Swift name.", .type(TypeDeclaration(
            access: .private, kind: .enum(rawType: "String"), name: "CodingKeys", inheritance: ["CodingKey"],
            members: fields.map { .enumCase(EnumCaseDeclaration(name: $0.swiftName)) })))
        let decodeBody: [Statement] = fields.indices.map { index in
            let name = fields[index].swiftName
            let type = form.valueType(fields[index].kind, optionList: fields[index].optionList,
                                      multiPicker: fields[index].multiPicker?.swiftName)
            let isOptional = if case .optional = type { true } else { false }
            // `self.`: a field may be named `values` or `decoder`.
            return .expression(.try(.call(.member(.identifier("values"), isOptional ? "formcDecodeIfPresent" : "formcDecode"), [
                Argument(.prefix(.`inout`, .member(.selfReference, name))), Argument(.member(nil, name)),
            ])))
        }
        let containerType = TypeName.generic("KeyedDecodingContainer", ["CodingKeys"])
        let split = FieldChunks.split(decodeBody, base: "decode", call: { name in
            .expression(.try(.call(.member(.selfReference, name), [Argument(.identifier("values"))])))
        }, declare: { name, statements in
            .function(FunctionDeclaration(
                access: .private, modifiers: [.mutating], name: name,
                parameters: [Parameter(label: "_", name: "values", type: containerType)],
                effects: Effects(isThrowing: true), body: statements))
        })
        let initializer = Declaration.documented(
            "Decodes a form encoded by `encode(to:)`: a field that is not optional must be there.",
            .initializer(InitializerDeclaration(
                access: access, parameters: [Parameter(label: "from", name: "decoder", type: .named("any Decoder"))],
                effects: Effects(isThrowing: true), body: [
                    .expression(.call(.member(.selfReference, "init"), [])),
                    .binding(.let, name: "values", value: .try(.call(.member(.identifier("decoder"), "container"), [
                        Argument(label: "keyedBy", .member(.identifier("CodingKeys"), "self")),
                    ]))),
                ] + split.body)))
        return [keys, initializer] + split.helpers
    }
}
