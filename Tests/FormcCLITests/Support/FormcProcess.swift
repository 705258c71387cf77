import Foundation
import Testing

/// The `formc` built next to the test bundle, run as a child process in the
/// repository (so `examples/…` paths work), without colours.
enum FormcProcess {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable; on macOS the runner sits inside `formcPackageTests.xctest/Contents/MacOS`.
    static let executable: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("formc")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// Starts `formc arguments` in `directory`; standard output is discarded unless `captureOutput`.
    static func launch(_ arguments: [String], in directory: URL = repository,
                       captureOutput: Bool = true) throws -> (process: Process, output: Pipe?, error: Pipe) {
        let executable = try #require(executable, "no formc executable next to the test bundle")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["NO_COLOR": "1"]
        let output = captureOutput ? Pipe() : nil, error = Pipe()
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    /// Waits for a launched run: its exit status and output.
    static func finish(_ launched: (process: Process, output: Pipe?, error: Pipe)) -> (code: Int32, stdout: String, stderr: String) {
        let stdout = launched.output?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        let stderr = launched.error.fileHandleForReading.readDataToEndOfFile()
        launched.process.waitUntilExit()
        return (launched.process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `formc arguments` in `directory` to the end.
    static func run(_ arguments: [String], in directory: URL = repository) throws -> (code: Int32, stdout: String, stderr: String) {
        finish(try launch(arguments, in: directory))
    }
}
