// The app's half of every-kind.form.yaml's `custom:` rules, as an app writes
// it; scripts/ios-sdk-check copies it into the module (written `public` so it
// serves both access levels). A `custom:` rule on a multi-column picker is
// called with the whole value once every wheel has a choice (issue 23, item 8).
extension EveryKindForm {
    public static func passesValidRoute(_ value: EveryKindForm.Route) -> Bool {
        value.region != nil && value.city != nil
    }
}
