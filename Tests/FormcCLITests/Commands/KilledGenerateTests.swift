import Foundation
import Testing

/// `formc generate` killed with SIGKILL part-way leaves every output file
/// either as it was before the run or as the run would have written it.
@Suite struct KilledGenerateTests {
    /// A spec of `fields` text fields whose strings all carry `version`, so
    /// two versions differ in every generated form file.
    static func spec(form: String, version: String, fields: Int) -> String {
        var text = "formc: 1\nform: \(form)\ntitle: \(version)\nfields:\n"
        for index in 0..<fields {
            text += "  - { id: f\(index), kind: text, label: \"\(version) ラベル \(index)\", placeholder: \"\(version) 例 \(index)\","
                + " required: { value: true, message: \"\(version) 必須 \(index)\" } }\n"
        }
        return text
    }

    private func launch(_ arguments: [String], in directory: String) throws -> Process {
        let process = Process()
        let executable = try #require(FormcProcess.executable)
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func contents(of directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
        }
        return files
    }

    @Test func killedAtRandomMomentsEveryFileIsOldOrNew() throws {
        let scratch = try ScratchDirectory()
        let forms = ["Alpha", "Beta", "Gamma", "Delta"]
        func writeSpecs(_ version: String) throws {
            for form in forms {
                try scratch.write(Self.spec(form: form, version: version, fields: 250), to: "specs/\(form.lowercased()).form.yaml")
            }
        }
        func run(_ arguments: [String]) throws -> TimeInterval {
            let started = Date()
            let process = try launch(["generate", "specs"] + arguments, in: scratch.root)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return Date().timeIntervalSince(started)
        }
        try writeSpecs("old")
        _ = try run(["--output", "old"])
        let old = try contents(of: scratch.path("old"))
        try writeSpecs("new")
        let fullRun = try run(["--output", "new"])
        let new = try contents(of: scratch.path("new"))
        // Writing starts after compiling: aim the kills at the writing.
        let writingStarts = try run(["--output", "dry", "--dry-run"])

        var generator = SplitMix(seed: 6)
        var outcomes: [String] = []
        for attempt in 0..<5 {
            try? FileManager.default.removeItem(atPath: scratch.path("out"))
            try FileManager.default.copyItem(atPath: scratch.path("old"), toPath: scratch.path("out"))
            // Stratified over the writing window, jittered: each attempt lands somewhere else in it.
            let fraction = (Double(attempt) + Double(generator.next() % 1_000) / 1_000) / 5
            let delay = max(0, writingStarts * 0.9 + fraction * (fullRun - writingStarts * 0.9))
            let victim = try launch(["generate", "specs", "--output", "out"], in: scratch.root)
            Thread.sleep(forTimeInterval: delay)
            kill(victim.processIdentifier, SIGKILL)
            victim.waitUntilExit()

            var newCount = 0
            for (name, data) in try contents(of: scratch.path("out")) {
                if name.hasPrefix(".formc-") && name.hasSuffix(".tmp") { continue } // the killed writer's own temporary file
                #expect(data == old[name] || data == new[name],
                        "attempt \(attempt), killed after \(delay) s: \(name) is neither old nor new (\(data.count) bytes)")
                if data == new[name] && data != old[name] { newCount += 1 }
            }
            outcomes.append("\(newCount)/\(forms.count) new after \(String(format: "%.2f", delay)) s")
        }
        // A run after a kill completes the job.
        _ = try run(["--output", "out"])
        let final = try contents(of: scratch.path("out")).filter { !$0.key.hasPrefix(".formc-") }
        #expect(final == new, "outcomes: \(outcomes)")
    }
}

/// SplitMix64: a fixed seed makes every run pick the same kill delays.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
