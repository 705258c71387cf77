/// The UIKit half of the support file (`#if canImport(UIKit)`): the machinery
/// generated binders call. Placeholder until the runtime lands.
enum UIKitSupportSource {
    static let parts: [String] = []
}
