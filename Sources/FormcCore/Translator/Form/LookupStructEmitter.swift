/// A struct per look-up, nested in the form: `struct PostalCodeLookup` with an
/// optional property per field the look-up fills (nil: leave it as it is) —
/// what the app's `lookUpPostalCode(_:)` returns.
struct LookupStructEmitter {
    let model: IndexedModel
    let options: GeneratorOptions
    var access: AccessLevel { options.accessLevel }

    /// The struct's name for the look-up of `field`: `PostalCodeLookup`.
    static func typeName(_ field: borrowing Field) -> String {
        SwiftNamer.lookupTypeName(forField: field.id)
    }

    func declarations() -> [Declaration] {
        let fields = model.base.fields
        return fields.indices.compactMap { index in
            guard let lookup = fields[index].lookup else { return nil }
            let filled = lookup.fills.compactMap(model.position(ofField:))
            let form = FormStructEmitter(model: model, options: options)
            func type(_ position: Int) -> TypeName {
                let field = fields[position]
                let valueType = form.valueType(field.kind, optionList: field.optionList, multiPicker: field.multiPicker?.swiftName)
                if case .optional = valueType { return valueType }
                return .optional(valueType)
            }
            let properties: [Declaration] = filled.map { position in
                .documented("\(fields[position].label.text) (nil: left as it is).", .variable(VariableDeclaration(
                    access: access, binding: .var, name: fields[position].swiftName, type: type(position))))
            }
            let initializer = Declaration.documented("What the look-up found; a field left nil is left as it is.", .initializer(
                InitializerDeclaration(access: access, parameters: filled.map { position in
                    Parameter(name: fields[position].swiftName, type: type(position), defaultValue: .nil)
                }, body: filled.map { position in
                    .assignment(.member(.selfReference, fields[position].swiftName), .identifier(fields[position].swiftName))
                })))
            return .documented("What the look-up of '\(fields[index].label.text)' fills.", .type(TypeDeclaration(
                access: access, kind: .struct, name: Self.typeName(fields[index]), inheritance: ["Equatable", "Sendable"],
                members: properties + [initializer])))
        }
    }
}
