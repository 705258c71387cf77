#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import FormcCLI
import Testing

/// SIGTERM, SIGINT or SIGHUP in the middle of `formc generate` removes the
/// temporary file being written, and the process still dies of the signal.
@Suite struct InterruptedGenerateTests {
    @Test func theTableNotesAndForgetsPaths() {
        let slot = InterruptCleanup.writing("/tmp/formc-test-a")
        #expect(slot != nil)
        #expect(InterruptCleanup.pending.contains("/tmp/formc-test-a"))
        InterruptCleanup.finished(slot)
        #expect(!InterruptCleanup.pending.contains("/tmp/formc-test-a"))
        InterruptCleanup.finished(nil)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalWhileWritingLeavesNoTemporaryFile(_ signal: Int32) throws {
        let scratch = try ScratchDirectory()
        for form in ["Alpha", "Beta", "Gamma", "Delta"] {
            try scratch.write(KilledGenerateTests.spec(form: form, version: "v", fields: 1_000),
                              to: "specs/\(form.lowercased()).form.yaml")
        }
        let executable = try #require(FormcProcess.executable)
        func launch(_ output: String, _ extra: [String] = []) throws -> Process {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["generate", "specs", "--output", output] + extra
            process.currentDirectoryURL = URL(fileURLWithPath: scratch.root)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // The signal goes the moment a temporary file is seen: deterministic, not timed.
        var interrupted = 0
        for attempt in 0..<3 {
            let output = "out\(attempt)"
            let victim = try launch(output)
            var seen: [String] = []
            while victim.isRunning && seen.isEmpty {
                seen = ((try? scratch.list(output)) ?? []).filter { $0.hasPrefix(".formc-") }
                if seen.isEmpty { usleep(200) }
            }
            if !seen.isEmpty { kill(victim.processIdentifier, signal) }
            victim.waitUntilExit()
            guard victim.terminationReason == .uncaughtSignal else { continue }  // It finished first.
            interrupted += 1
            // Still killed by that signal: the exit status tells the caller what happened.
            #expect(victim.terminationStatus == signal)
            let left = ((try? scratch.list(output)) ?? []).filter { $0.hasPrefix(".formc-") }
            #expect(left.isEmpty, "signal \(signal), attempt \(attempt), while writing \(seen): \(left) left")
        }
        #expect(interrupted > 0, "every run ended before a temporary file was seen")
    }

    @Test func aSignalIgnoredByTheParentStaysIgnored() throws {
        // `nohup formc …` (or a shell's `trap "" HUP`) must survive a hang-up.
        let scratch = try ScratchDirectory()
        for form in ["Alpha", "Beta"] {
            try scratch.write(KilledGenerateTests.spec(form: form, version: "v", fields: 1_000),
                              to: "specs/\(form.lowercased()).form.yaml")
        }
        let executable = try #require(FormcProcess.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' HUP; exec \"$0\" generate specs --output out", executable.path]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.root)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = false
        while process.isRunning && !seen {
            seen = ((try? scratch.list("out")) ?? []).contains { $0.hasPrefix(".formc-") }
            if !seen { usleep(200) }
        }
        if seen { kill(process.processIdentifier, SIGHUP) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(try scratch.list("out") == ["alpha.form.swift", "beta.form.swift"])
    }
}
