/// One use of a localization key: what an exported strings file lists.
public struct LocalizedTextUse: Equatable, Sendable {
    /// The key looked up with `NSLocalizedString`.
    public var key: String
    /// The text shown when the key has no translation (the spec's `default`).
    public var defaultText: String
    /// Where the form uses it, for translators (`Registration: label of field 'name'`).
    public var comment: String

    /// Creates a use.
    public init(key: String, defaultText: String, comment: String) {
        self.key = key
        self.defaultText = defaultText
        self.comment = comment
    }
}

extension FormModel {
    /// Every text of the form that has a localization key, in form order: the
    /// title, each section's header and footer, each field's label,
    /// placeholder, rule messages, none row, wheel labels, reveal-toggle
    /// labels and look-up not-found message, the submit title, the toolbars' titles, the option lists' labels. The one place that knows which model
    /// texts are localizable: a new localizable text is added here.
    public var localizedTexts: [LocalizedTextUse] {
        var uses: [LocalizedTextUse] = []
        func add(_ text: LocalizableText?, _ place: @autoclosure () -> String) {
            guard let text, let key = text.key else { return }
            uses.append(LocalizedTextUse(key: key, defaultText: text.text, comment: "\(name): \(place())"))
        }
        add(title, "title of the form")
        add(intro, "intro of the form")
        add(requiredMarks?.legend, "legend of the required marks")
        for section in sections ?? [] {
            add(section.header, "header of section '\(section.id)'")
            add(section.intro, "intro of section '\(section.id)'")
            add(section.footer, "footer of section '\(section.id)'")
        }
        for field in fields {
            add(field.label, "label of field '\(field.id)'")
            add(field.placeholder, "placeholder of field '\(field.id)'")
            add(field.help, "help text of field '\(field.id)'")
            for rule in field.ruleMessages where !rule.isStandard {
                add(rule.message, "message of rule '\(rule.rule)' of field '\(field.id)'")
            }
            add(field.noneRow, "none row of field '\(field.id)'")
            for component in field.multiPicker?.components ?? [] {
                add(component.label, "label of wheel '\(component.id)' of field '\(field.id)'")
            }
            add(field.revealToggle?.showLabel, "reveal-toggle 'show' label of field '\(field.id)'")
            add(field.revealToggle?.hideLabel, "reveal-toggle 'hide' label of field '\(field.id)'")
            add(field.lookup?.notFound, "not-found message of the look-up of field '\(field.id)'")
        }
        add(submit?.title, "title of the submit button")
        add(cancel?.title, "title of the cancel button")
        add(confirmation?.title, "title of the confirmation step")
        add(confirmation?.back, "back button of the confirmation step")
        add(confirmation?.submit, "submit button of the confirmation step")
        for toolbar in toolbars {
            for (index, item) in toolbar.items.enumerated() {
                add(item.title, "title of item \(index + 1) ('\(item.kind.rawValue)') of toolbar '\(toolbar.name)'")
            }
        }
        for list in optionLists {
            for item in list.items {  // None for a list from the app: the app localizes its own labels.
                add(item.label, "label of option '\(item.value)' of list '\(list.name)'")
            }
        }
        return uses
    }
}
