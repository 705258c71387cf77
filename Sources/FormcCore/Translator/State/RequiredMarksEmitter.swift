/// `static var requiredMarks: FormcRequiredMarks? { FormcRequiredMarks(style: .kome, showsLegend: true) }`:
/// the spec's `required_marks:`, read by both UIs; nothing when the spec has none
/// (the protocol's default says no marks).
struct RequiredMarksEmitter {
    let model: IndexedModel
    let options: GeneratorOptions

    func declaration() -> Declaration? {
        guard let marks = model.base.requiredMarks else { return nil }
        var arguments = [Argument(label: "style", .member(nil, marks.style.rawValue))]
        if marks.marksOptional { arguments.append(Argument(label: "marksOptional", .bool(true))) }
        if marks.showsLegend { arguments.append(Argument(label: "showsLegend", .bool(true))) }
        if let legend = marks.legend { arguments.append(Argument(label: "legend", ValueExpressions(model: model).text(legend))) }
        return .documented("How required fields are marked (`required_marks:`).", .variable(VariableDeclaration(
            access: options.accessLevel, modifiers: [.static], binding: .var, name: "requiredMarks",
            type: .optional("FormcRequiredMarks"),
            accessors: .computed([.expression(.call(.identifier("FormcRequiredMarks"), arguments))]))))
    }
}
