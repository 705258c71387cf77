import Foundation
import FormcCore
import Testing

/// `formc --version`, the changelog and the tag a package resolves must name one version.
@Suite struct VersionTests {
    @Test func theChangelogsLatestReleaseIsTheCurrentVersion() throws {
        let url = FormcProcess.repository.appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let releases = text.split(separator: "\n").filter { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") }
        let latest = try #require(releases.first).dropFirst(3).split(separator: " ").first.map(String.init)
        #expect(latest == FormcVersion.current)
    }
}
