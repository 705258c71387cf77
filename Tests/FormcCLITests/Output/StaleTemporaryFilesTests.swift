#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
@testable import FormcCLI
import Testing

/// The temporary files of killed runs are removed by the next run, and only those.
@Suite struct StaleTemporaryFilesTests {
    @Test func onlyFormcsOwnPatternNamesAProcess() {
        #expect(StaleTemporaryFiles.ownerProcess(ofTemporaryName: ".formc-123-9f0a.tmp") == 123)
        #expect(StaleTemporaryFiles.ownerProcess(ofTemporaryName: AtomicFileWriter.temporaryName()) == getpid())
        for name in [".formc-123.tmp", ".formc-0-ab.tmp", ".formc--1-ab.tmp", ".formc-0123-ab.tmp", ".formc-12-AB.tmp",
                     ".formc-12-ab.tmp.bak", "formc-12-ab.tmp", ".formc-12-.tmp", ".formc-12-12345678901234567.tmp",
                     ".formc-12-ab-cd.tmp", ".formc-99999999999999999999-ab.tmp", "login.form.swift"] {
            #expect(StaleTemporaryFiles.ownerProcess(ofTemporaryName: name) == nil, "\(name)")
        }
    }

    /// The id of a process that has ended (and was reaped).
    private func endedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Sets the modification time of `path` to `seconds` ago.
    private func age(_ path: String, by seconds: Int) {
        let then = timeval(tv_sec: time(nil) - seconds, tv_usec: 0)
        _ = utimes(path, [then, then])
    }

    @Test func aRunRemovesAbandonedOldTemporaryFilesAndKeepsEverythingElse() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "specs/login.form.yaml")
        let dead = try endedProcess()
        let stale = ".formc-\(dead)-1a2b.tmp", fresh = ".formc-\(dead)-3c4d.tmp", live = ".formc-\(getpid())-5e6f.tmp"
        let lookalikes = [".formc-\(dead).tmp", ".formc-\(dead)-1a2b.tmp.keep", "notes.tmp"]
        for name in [stale, fresh, live] + lookalikes { try scratch.write("partial", to: "out/" + name) }
        for name in [stale, live] + lookalikes { age(scratch.path("out/" + name), by: 3_600) }
        // A link named like a stale file is not formc's file.
        try FileManager.default.createSymbolicLink(atPath: scratch.path("out/.formc-\(dead)-7a.tmp"),
                                                   withDestinationPath: scratch.path("out/notes.tmp"))

        let run = scratch.formc(["generate", scratch.path("specs"), "--output", scratch.path("out"), "--verbose"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("removed \(scratch.path("out"))/\(stale), left by a formc that was killed\n"))
        let left = try scratch.list("out")
        #expect(!left.contains(stale))
        for name in [fresh, live, ".formc-\(dead)-7a.tmp"] + lookalikes { #expect(left.contains(name), "\(name)") }
    }

    @Test func aDryRunRemovesNothing() throws {
        let scratch = try ScratchDirectory()
        try scratch.writeSpec(form: "Login", to: "specs/login.form.yaml")
        let stale = ".formc-\(try endedProcess())-1a2b.tmp"
        try scratch.write("partial", to: "out/" + stale)
        age(scratch.path("out/" + stale), by: 3_600)
        #expect(scratch.formc(["generate", scratch.path("specs"), "-o", scratch.path("out"), "--dry-run"]).code == 0)
        #expect(scratch.exists("out/" + stale))
    }
}
