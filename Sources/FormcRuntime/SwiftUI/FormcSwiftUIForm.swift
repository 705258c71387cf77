#if os(iOS) && canImport(SwiftUI)
import SwiftUI

/// A form with a SwiftUI face: the screen's layout (each field is drawn from
/// its one description, `entry(for:)`, as UIKit binds it). formc generates the
/// conformance (in the SwiftUI part of `<name>.form.swift`).
public protocol FormcSwiftUIForm: FormcDescribedModel {
    /// The navigation bar's cancel and submit (none unless the spec has them).
    @MainActor static var navigationBarButtons: FormcNavigationBarButtons { get }
}
#endif
