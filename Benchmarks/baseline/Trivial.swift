// The start-up floor: a Swift executable that does nothing (the Swift
// runtime's own start-up and exit). Built with `swiftc -O`.
