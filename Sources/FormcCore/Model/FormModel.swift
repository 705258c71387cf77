/// A checked, resolved form: what the generator emits Swift from, and what
/// `formc dump` prints as JSON. Every reference is resolved and every Swift
/// name is final (chosen by ``SwiftNamer``), so consumers need no lookups.
public struct FormModel: Codable, Equatable, Sendable {
    /// The spec format version (1).
    public var formatVersion: Int
    /// The form's name as written (`Registration`).
    public var name: String
    /// The Swift names derived from the form's name.
    public var swiftNames: FormSwiftNames
    /// The spec's path as given to formc (used in generated headers).
    public var sourcePath: String
    /// A title for screens showing the form.
    public var title: LocalizableText?
    /// Where localized texts are looked up.
    public var localization: Localization
    /// Option lists, in spec order.
    public var optionLists: [OptionList]
    /// Accessory toolbars, in spec order.
    public var toolbars: [Toolbar]
    /// How the keyboard is avoided and dismissed.
    public var keyboard: KeyboardSettings
    /// The fields, in form order (the order of Return / next / previous).
    public var fields: [Field]
    /// The submit button (`submit:`), if the spec has one.
    public var submit: SubmitSettings?
    /// The cancel button (`cancel:`), if the spec has one.
    public var cancel: CancelSettings?
    /// When issues are shown, for fields without their own `validate_on:` (`nil`: not written, `submit`).
    public var validateOn: ValidationTiming?
    /// The language of the built-in messages, when the spec sets `language`
    /// (`nil`: English, fixed, as before `language` existed).
    public var language: FormLanguage?
    /// The sections (`sections:`), in form order; `nil` for a form with a flat `fields:` list.
    public var sections: [FormSection]?
    /// The confirmation step (`confirm:`), if the spec has one.
    public var confirmation: ConfirmationSettings?
    /// The files the spec includes (`include:`), as read (resolved against ``sourcePath``); `nil` when it includes none.
    /// Inputs of the spec like the spec itself: build systems rerun formc when one changes.
    public var includedFiles: [String]?
    /// The paragraph shown above the first section or field (`intro:`); `nil` when none.
    public var intro: LocalizableText?
    /// How required (and optional) fields are marked (`required_marks:`); `nil`: no marks.
    public var requiredMarks: RequiredMarks?

    /// Creates a model.
    public init(formatVersion: Int, name: String, swiftNames: FormSwiftNames, sourcePath: String,
                title: LocalizableText?, localization: Localization, optionLists: [OptionList],
                toolbars: [Toolbar], keyboard: KeyboardSettings, fields: [Field],
                submit: SubmitSettings? = nil, validateOn: ValidationTiming? = nil, language: FormLanguage? = nil,
                sections: [FormSection]? = nil) {
        self.formatVersion = formatVersion
        self.name = name
        self.swiftNames = swiftNames
        self.sourcePath = sourcePath
        self.title = title
        self.localization = localization
        self.optionLists = optionLists
        self.toolbars = toolbars
        self.keyboard = keyboard
        self.fields = fields
        self.submit = submit
        self.validateOn = validateOn
        self.language = language
        self.sections = sections
    }

    /// The option list named `name`.
    public func optionList(named name: String) -> OptionList? { optionLists.first { $0.name == name } }
    /// The toolbar named `name`.
    public func toolbar(named name: String) -> Toolbar? { toolbars.first { $0.name == name } }
    /// The field with id `id`.
    public func field(id: String) -> Field? { fields.first { $0.id == id } }
}

/// The Swift type names generated for one form.
public struct FormSwiftNames: Codable, Equatable, Sendable {
    /// The model struct (`RegistrationForm`).
    public var form: String
    /// The UIKit binder class (`RegistrationFormBinder`).
    public var binder: String
    /// Creates names.
    public init(form: String, binder: String) {
        self.form = form
        self.binder = binder
    }
}

/// A user-visible text: literal, or looked up by key with a default.
public struct LocalizableText: Codable, Equatable, Sendable {
    /// The text shown when not localized, or the default value of `key`.
    public var text: String
    /// The localization key, when the spec gives one.
    public var key: String?
    /// Creates a text.
    public init(_ text: String, key: String? = nil) {
        self.text = text
        self.key = key
    }
}

/// Where localized texts are looked up (`NSLocalizedString`'s table and bundle).
public struct Localization: Codable, Equatable, Sendable {
    /// Which bundle holds the strings table.
    public enum Bundle: String, Codable, Equatable, Sendable, CaseIterable {
        /// `Bundle.main`: an app target.
        case main
        /// `Bundle.module`: a Swift package target with resources.
        case module
    }
    /// The strings table (`nil`: `Localizable`).
    public var table: String?
    /// The bundle.
    public var bundle: Bundle
    /// Creates settings.
    public init(table: String? = nil, bundle: Bundle = .main) {
        self.table = table
        self.bundle = bundle
    }
}
