// Real UIKit re-exports Foundation: a file that imports only UIKit sees
// `Date`, `NSObject`, `CGFloat` … The double does the same, so such a file
// (the runtime's UIKit files) compiles here as on iOS.
@_exported import Foundation
