/// The input and output files an Xcode run-script phase declares, as Xcode
/// passes them to the script: `SCRIPT_INPUT_FILE_COUNT` and
/// `SCRIPT_INPUT_FILE_0` … for the phase's *Input Files*,
/// `SCRIPT_INPUT_FILE_LIST_COUNT` and `SCRIPT_INPUT_FILE_LIST_0` … for its
/// *Input File Lists* (each the path of a copy Xcode made with every `$(…)`
/// expanded), and the same with `OUTPUT` for the outputs.
///
/// Lines of a list are trimmed; empty lines and `#` comments are skipped, and
/// `$(NAME)` / `${NAME}` are expanded from the environment where set (Xcode's
/// copies are expanded already; a committed list read by hand is not).
/// Relative paths are taken from the working directory (Xcode runs scripts
/// in the project folder). Paths are lexically normalized, as Xcode compares them.
struct XcodeScriptFiles: Equatable, Sendable {
    /// The declared inputs, files then lists' lines, in order.
    var inputs: [String]
    /// The declared outputs, files then lists' lines, in order.
    var outputs: [String]
    /// For each input that came from a file list, that list's path (Xcode's resolved copy).
    var inputLists: [String: String] = [:]

    /// Why the declared files cannot be read.
    enum Failure: Error, Equatable {
        /// Not run by a run-script phase: no `SCRIPT_OUTPUT_FILE_COUNT` nor `SCRIPT_OUTPUT_FILE_LIST_COUNT`.
        case notInRunScriptPhase
        /// A count variable is not a number, or a variable it promises is missing.
        case badVariable(name: String, value: String?)
        /// A file list cannot be read.
        case unreadableList(path: String, reason: String)

        /// The message printed after `formc: error: `.
        var message: String {
            switch self {
            case .notInRunScriptPhase:
                "'--xcode' writes the output files an Xcode run-script phase declares, but neither "
                    + "SCRIPT_OUTPUT_FILE_COUNT nor SCRIPT_OUTPUT_FILE_LIST_COUNT is set; run it from a Run Script "
                    + "build phase with output files or an output file list"
            case .badVariable(let name, let value?):
                "the Xcode variable \(name) is '\(value)', not a count"
            case .badVariable(let name, nil):
                "the Xcode variable \(name) is not set, although its count says it should be"
            case .unreadableList(let path, let reason):
                "cannot read the Xcode file list '\(path)': \(reason)"
            }
        }
    }

    /// Reads the declared files from `environment`, lists through `fileSystem`.
    static func read(environment: [String: String], fileSystem: any FileSystem,
                     currentDirectory: String) -> Result<XcodeScriptFiles, Failure> {
        guard environment["SCRIPT_OUTPUT_FILE_COUNT"] != nil || environment["SCRIPT_OUTPUT_FILE_LIST_COUNT"] != nil else {
            return .failure(.notInRunScriptPhase)
        }
        let reader = Reader(environment: environment, fileSystem: fileSystem, currentDirectory: currentDirectory)
        return Result { () throws(Failure) in
            var lists: [String: String] = [:]
            let inputs = try reader.declared("INPUT") { path, list in lists[path] = lists[path] ?? list }
            return XcodeScriptFiles(inputs: inputs, outputs: try reader.declared("OUTPUT") { _, _ in }, inputLists: lists)
        }
    }

    private struct Reader {
        var environment: [String: String]
        var fileSystem: any FileSystem
        var currentDirectory: String

        /// The files of `SCRIPT_<side>_FILE_n`, then the lines of the lists of `SCRIPT_<side>_FILE_LIST_n`;
        /// `fromList` hears of each path a list declared, with the list's path.
        func declared(_ side: String, fromList: (String, String) -> Void) throws(Failure) -> [String] {
            var paths = try variables("SCRIPT_\(side)_FILE").filter { !$0.isEmpty }.map(absolute)
            for list in try variables("SCRIPT_\(side)_FILE_LIST") {
                let bytes: [UInt8]
                do { bytes = try fileSystem.contents(ofFile: list) } catch {
                    throw .unreadableList(path: list, reason: error.reason)
                }
                for line in Self.lines(String(decoding: bytes, as: UTF8.self)).map(expanded) where !line.isEmpty {
                    let path = absolute(line)
                    fromList(path, list)
                    paths.append(path)
                }
            }
            return paths
        }

        /// The values of `<prefix>_0` … `<prefix>_<count - 1>`, by `<prefix>_COUNT` (absent: none).
        private func variables(_ prefix: String) throws(Failure) -> [String] {
            let countName = prefix + "_COUNT"
            guard let text = environment[countName] else { return [] }
            guard let count = Int(text.trimmingSpaces), count >= 0 else { throw .badVariable(name: countName, value: text) }
            var values: [String] = []
            for index in 0..<count {
                let name = "\(prefix)_\(index)"
                guard let value = environment[name] else { throw .badVariable(name: name, value: nil) }
                values.append(value)
            }
            return values
        }

        /// The path lines of a file list: trimmed, without empty lines and `#` comments.
        static func lines(_ text: String) -> [String] {
            text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map { String($0).trimmingSpaces }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }

        /// `line` with `$(NAME)` and `${NAME}` replaced by the environment's values where set.
        func expanded(_ line: String) -> String {
            var result = ""
            var rest = Substring(line)
            while let dollar = rest.firstIndex(of: "$") {
                result += rest[..<dollar]
                let after = rest[rest.index(after: dollar)...]
                let close: Character? = after.first == "(" ? ")" : after.first == "{" ? "}" : nil
                if let close, let end = after.firstIndex(of: close),
                   let value = environment[String(after[after.index(after: after.startIndex)..<end])] {
                    result += value
                    rest = after[after.index(after: end)...]
                } else {
                    result += "$"
                    rest = after
                }
            }
            return result + rest
        }

        /// `path` absolute (relative ones from the working directory) and lexically normalized.
        func absolute(_ path: String) -> String {
            XCFileList.normalized(path.hasPrefix("/") ? path : SpecDiscovery.join(currentDirectory, path))
        }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
