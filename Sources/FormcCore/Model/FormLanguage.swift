/// The languages of the built-in validation messages (`language:`).
public enum FormLanguage: String, Codable, Equatable, Sendable, CaseIterable {
    case en, ja
}
