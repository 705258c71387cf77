extension Checking {
    /// Checks toolbars (duplicate names, action names that collide after
    /// conversion) and returns them as modelled.
    mutating func checkToolbars() -> [Toolbar] {
        var seen: [String: SourceLocation] = [:]
        // The same action in two toolbars is one case; two spellings of one name are not.
        var actionNames: [String: (action: String, location: SourceLocation)] = [:]
        var result: [Toolbar] = []
        for toolbar in spec.toolbars {
            if let first = seen[toolbar.name.value] {
                report(Problems.duplicateKey(toolbar.name.value), at: toolbar.name.location, notes: [("first defined here", first)])
                continue
            }
            seen[toolbar.name.value] = toolbar.name.location
            let items = toolbar.items.map { item -> ToolbarItem in
                var swiftName: String?
                if let action = item.action {
                    let name = SwiftNamer.avoiding(ReservedNames.toolbarActions, SwiftNamer.lowerCamelCase(action.value))
                    if let first = actionNames[name], first.action != action.value {
                        report(Problems.identifierCollision(action.value, swiftName: name, other: first.action),
                               at: action.location, notes: [("'\(first.action)' is here", first.location)])
                    } else if actionNames[name] == nil {
                        actionNames[name] = (action.value, action.location)
                    }
                    swiftName = name
                }
                return ToolbarItem(kind: item.kind, title: item.title?.model, width: item.width,
                                   action: item.action?.value, actionSwiftName: swiftName)
            }
            result.append(Toolbar(name: toolbar.name.value, items: items))
        }
        return result
    }
}
