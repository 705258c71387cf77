import FormcRuntime
import GeneratedPublicForms
import Testing

/// The `--access-level public` output is usable from another module.
@Suite struct PublicAPITests {
    @Test func formIsUsableAcrossModules() {
        var form = AddressForm()
        form.region = .kanto
        form.prefecture = .tokyo
        #expect(AddressForm.Prefecture.items(for: .kanto).contains(.tokyo))
        #expect(form.validate().contains { $0.field == .recipientName && $0.rule == .required })
        #expect(AddressForm.Field.allCases.count == 8)
    }
}
