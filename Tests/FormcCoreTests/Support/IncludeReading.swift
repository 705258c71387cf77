import Foundation
@testable import FormcCore

extension Fixtures {
    /// A compiler reading the files specs include from `folder` (the spec paths given to it are relative to it).
    static func compiler(includingFrom folder: URL) -> FormCompiler {
        FormCompiler(includeReader: { path, _ in
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                return .unreadable("no such file or directory")
            }
            guard !isDirectory.boolValue, let data = try? Data(contentsOf: url) else { return .unreadable("is a directory") }
            return .bytes([UInt8](data))
        })
    }

    /// A compiler for specs named by their path in the repository (`examples/address.form.yaml`), which
    /// reads the files they include from there as `formc` would.
    static var repositoryCompiler: FormCompiler { compiler(includingFrom: repository) }
}
