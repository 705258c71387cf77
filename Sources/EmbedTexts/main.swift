// The tool behind formc's own EmbedTextsPlugin: writes a Swift file that holds
// text files verbatim, one raw string literal each, so the `formc` binary
// carries them (the runtime's files for `--runtime embedded`, the JSON schema
// for `formc schema`) without a copy of them in git or a resource bundle beside it.
//
//   EmbedTexts <output.swift> <enum name> <base directory> <file>...
//
// The enum has `static let files: [(path: String, text: String)]`: each file's
// path relative to the base directory and its bytes as UTF-8 text, in the order given.
import Foundation

/// A raw string literal holding `text` exactly: more `#`s than follow any `"`
/// or `\` in the text, so that nothing in it can close the literal or read as
/// an escape; opened and closed on lines of their own.
func rawLiteral(_ text: String) -> String {
    var longest = 0
    var run = -1  // -1: not after a `"` or `\`
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" {
            run = 0
        } else if scalar == "#", run >= 0 {
            run += 1
            longest = max(longest, run)
        } else {
            run = -1
        }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    // A multi-line literal drops the line break before its closing delimiter: add one.
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: EmbedTexts <output.swift> <enum name> <base directory> <file>...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[arguments.startIndex])
let name = arguments[arguments.startIndex + 1]
let base = URL(fileURLWithPath: arguments[arguments.startIndex + 2]).standardizedFileURL.path + "/"
var source = """
    // Written by formc's EmbedTextsPlugin when formc is built. DO NOT EDIT.

    /// Text files embedded verbatim.
    enum \(name) {
        /// Each file's path (relative to its folder) and text.
        static let files: [(path: String, text: String)] = [

    """
for path in arguments.dropFirst(3) {
    let file = URL(fileURLWithPath: path).standardizedFileURL
    guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: EmbedTexts: cannot read \(file.path) as UTF-8\n".utf8))
        exit(1)
    }
    let relative = file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.lastPathComponent
    source += "        (\"\(relative)\", \(rawLiteral(text))),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: EmbedTexts: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
