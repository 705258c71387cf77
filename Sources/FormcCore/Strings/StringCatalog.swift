/// A String Catalog (`.xcstrings`, Xcode 15+): formc's keys merged into it.
///
/// For each exported key, formc owns the entry's `comment`, its
/// `extractionState` (`manual`: Xcode does not extract keys from generated
/// code and must not remove them) and the source language's `stringUnit`
/// (`translated`, the spec's default). Everything else is kept: other
/// languages' translations, variations, `shouldTranslate`, and every entry
/// formc does not export — also keys a spec no longer uses, because formc
/// cannot tell them from keys the app added by hand (delete them in Xcode).
/// When a default changes, the other languages' translated units become
/// `needs_review`, as Xcode marks them when a source string changes.
public enum StringCatalog {
    /// Why an existing catalog cannot be merged into.
    public struct Failure: Error, Equatable, Sendable {
        /// One line, no trailing period.
        public var message: String
    }

    /// The catalog `existing` (nil: a new one) with `export`'s entries merged in,
    /// as Xcode lays it out.
    /// - Parameter sourceLanguage: The language of the defaults, for a new catalog; an
    ///   existing catalog keeps its own, and must agree when one is asked for.
    /// - Throws: ``Failure`` when `existing` is not a catalog, or is in another source language than asked.
    public static func merge(_ export: LocalizationExport, into existing: [UInt8]?,
                             sourceLanguage: String?) throws(Failure) -> String {
        var catalog: JSONValue = .object([("sourceLanguage", .string(sourceLanguage ?? "en")),
                                          ("strings", .object([])), ("version", .string("1.0"))])
        if let existing {
            do {
                catalog = try JSONParser.parse(existing)
            } catch where error.isDuplicateKey {
                throw Failure(message: error.message + "; formc would keep only one of the two")
            } catch {
                throw Failure(message: "not valid JSON (\(error.message) at \(JSONParser.place(of: error.offset, in: existing)))")
            }
        }
        guard case .object = catalog, case .object(var strings)? = catalog["strings"] ?? .object([]) else {
            throw Failure(message: "not a String Catalog (no 'strings' object)")
        }
        guard let language = catalog["sourceLanguage"]?.string ?? sourceLanguage ?? "en" as String? else {
            throw Failure(message: "not a String Catalog ('sourceLanguage' is not a string)")
        }
        if let sourceLanguage, sourceLanguage != language {
            throw Failure(message: "its source language is '\(language)', not '\(sourceLanguage)'")
        }
        var index: [String: Int] = [:]
        for (position, member) in strings.enumerated() { index[member.key] = position }
        for entry in export.entries {
            if let position = index[entry.key] {
                strings[position].value = merged(entry, into: strings[position].value, language: language)
            } else {
                index[entry.key] = strings.count
                strings.append((entry.key, merged(entry, into: .object([]), language: language)))
            }
        }
        catalog = catalog.setting("sourceLanguage", to: .string(language)).setting("strings", to: .object(strings))
        if catalog["version"] == nil { catalog = catalog.setting("version", to: .string("1.0")) }
        return catalog.xcodeText()
    }

    /// `entry`'s owned parts set on the catalog's entry `old`, the rest kept.
    private static func merged(_ entry: LocalizationExport.Entry, into old: JSONValue, language: String) -> JSONValue {
        guard case .object = old else { return merged(entry, into: .object([]), language: language) }
        let unit: JSONValue = .object([("state", .string("translated")), ("value", .string(entry.defaultText))])
        var localizations = JSONValue.object([])
        if let existing = old["localizations"], case .object = existing { localizations = existing }
        let oldSource = localizations[language]
        let oldValue = oldSource?["stringUnit"]?["value"]?.string
        if oldValue != nil, oldValue != entry.defaultText, case .object(let members) = localizations {
            // A changed source string: translations made from the old one need a look.
            localizations = .object(members.map { member -> (key: String, value: JSONValue) in
                guard member.key != language, member.value["stringUnit"]?["state"]?.string == "translated",
                      let memberUnit = member.value["stringUnit"] else { return member }
                let reviewed = memberUnit.setting("state", to: .string("needs_review"))
                return (member.key, member.value.setting("stringUnit", to: reviewed))
            })
        }
        // A source string with variations (plural, device) is the translator's: leave it.
        if oldSource?["variations"] == nil {
            localizations = localizations.setting(language, to: (oldSource ?? .object([])).setting("stringUnit", to: unit))
        }
        return old.setting("comment", to: .string(entry.comment))
            .setting("extractionState", to: .string("manual"))
            .setting("localizations", to: localizations)
    }
}
