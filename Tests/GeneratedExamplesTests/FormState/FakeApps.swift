import FormcRuntime
import Foundation

/// A submit the test decides when to answer: `holds` keeps each submit in
/// flight until `release()`.
@MainActor
final class Gate {
    var holds = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func pass() async {
        guard holds else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        let held = waiting
        waiting = []
        for continuation in held { continuation.resume() }
    }
}

/// The checkout's app: a postcode book, the stores of the season, and a
/// server that knows one registered e-mail address.
@MainActor
final class CheckoutApp: CheckoutFormApp {
    static let registered = "taken@example.jp"
    static let book = ["1000001": "東京都千代田区千代田", "5300001": "大阪府大阪市北区梅田"]
    let gate = Gate()
    private(set) var submitted: [CheckoutForm] = []
    private(set) var lookedUp: [String] = []
    var stores = [FormcOption(value: "seven_eleven", label: "セブン-イレブン"), FormcOption(value: "lawson", label: "ローソン")]

    /// Whether the server is down: a submit throws.
    var isUnavailable = false

    func submit(_ form: CheckoutForm) async throws -> [CheckoutForm.Issue] {
        submitted.append(form)
        await gate.pass()
        if isUnavailable { throw ServerDown() }
        return form.email == Self.registered ? [.app(.email, "このメールアドレスは既に登録されています")] : []
    }

    func lookUpPostalCode(_ postalCode: String) async -> CheckoutForm.PostalCodeLookup? {
        lookedUp.append(postalCode)
        await gate.pass()
        let digits = postalCode.filter(\.isNumber)
        return Self.book[digits].map { CheckoutForm.PostalCodeLookup(address: $0) }
    }

    func convenienceStoreOptions() async -> [FormcOption<String>] { stores }
}

/// The stay's app: members, plans of this season, a server that accepts everything.
@MainActor
final class StayApp: StayFormApp {
    private(set) var submitted: [StayForm] = []
    var plans = [FormcOption(value: 1, label: "素泊まり"), FormcOption(value: 2, label: "朝食付き")]

    func submit(_ form: StayForm) async -> [StayForm.Issue] {
        submitted.append(form)
        return []
    }

    func lookUpMemberNumber(_ memberNumber: Int) async -> StayForm.MemberNumberLookup? {
        memberNumber == 42 ? StayForm.MemberNumberLookup(guestName: "山田 太郎") : nil
    }

    func planOptions() async -> [FormcOption<Int>] { plans }
}

/// What a server that cannot be reached throws.
struct ServerDown: LocalizedError {
    var errorDescription: String? { "ただいま混み合っています。しばらくしてからお試しください。" }
}

/// An error with no text for users: what Swift says of it names the app's types.
struct InternalFailure: Error {}
