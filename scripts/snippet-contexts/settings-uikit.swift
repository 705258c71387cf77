// snippet-context: examples settings
// Statements with the binder of examples/settings.form.yaml (HealthSettingsForm).
// «each snippet»
@MainActor
func «name»(binder: HealthSettingsFormBinder) {
«snippet»
}
