// The fair start-up floor for formc: a Swift executable that links and loads
// Foundation (as formc does) and does nothing else. Built with `swiftc -O`.
import Foundation

// Touch Foundation so the import cannot be dropped as unused.
_ = ProcessInfo.processInfo.processIdentifier
