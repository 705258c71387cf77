import Foundation
import FormcCore
import Testing

@Suite struct JSONDiagnosticFormatterTests {
    let note = Diagnostic.Note(message: "first defined here", file: "Forms/a.form.yaml",
                               location: SourceLocation(line: 2, column: 5))

    @Test func exactDocument() {
        let diagnostics = [
            Fixtures.diagnostic(.error, .duplicateFieldID, "duplicate field id '名前'", file: "Forms/a.form.yaml",
                                line: 7, column: 9, notes: [note]),
            Fixtures.diagnostic(.warning, .unusedToolbar, "toolbar 'text' is used by no field",
                                file: "Forms/a.form.yaml", line: 12, column: 3),
        ]
        let json = JSONDiagnosticFormatter().format(files: ["Forms/a.form.yaml", "b.form.yaml"],
                                                    diagnostics: diagnostics)
        #expect(json == """
            {
              "diagnostics": [
                {
                  "column": 9,
                  "file": "Forms/a.form.yaml",
                  "id": "duplicate-field-id",
                  "line": 7,
                  "message": "duplicate field id '名前'",
                  "notes": [
                    {
                      "column": 5,
                      "file": "Forms/a.form.yaml",
                      "line": 2,
                      "message": "first defined here"
                    }
                  ],
                  "severity": "error"
                },
                {
                  "column": 3,
                  "file": "Forms/a.form.yaml",
                  "id": "unused-toolbar",
                  "line": 12,
                  "message": "toolbar 'text' is used by no field",
                  "notes": [],
                  "severity": "warning"
                }
              ],
              "files": [
                "Forms/a.form.yaml",
                "b.form.yaml"
              ],
              "formatVersion": 1,
              "summary": {
                "errors": 1,
                "warnings": 1
              }
            }

            """)
    }

    @Test func parsesBackWithJSONSerialization() throws {
        let tricky = "quote \" backslash \\ newline \n tab \t slash / 北海道"
        let json = JSONDiagnosticFormatter().format(
            files: ["x.form.yaml"], diagnostics: [Fixtures.diagnostic(.error, .invalidValue, tricky, file: "x.form.yaml")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        #expect(object["files"] as? [String] == ["x.form.yaml"])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["message"] as? String == tricky)
        #expect(entries.first?["severity"] as? String == "error")
        #expect(entries.first?["id"] as? String == "invalid-value")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 0])
    }

    @Test func decodesAsDiagnosticReport() throws {
        let diagnostics = [Fixtures.diagnostic(notes: [note])]
        let json = JSONDiagnosticFormatter().format(files: ["Forms/Registration.form.yaml"], diagnostics: diagnostics)
        let report = try JSONDecoder().decode(DiagnosticReport.self, from: Data(json.utf8))
        #expect(report == DiagnosticReport(files: ["Forms/Registration.form.yaml"], diagnostics: diagnostics))
        #expect(!json.contains("\\/"))
    }

    @Test func emptyRunIsAValidReport() throws {
        let json = JSONDiagnosticFormatter().format(files: [], diagnostics: [])
        let report = try JSONDecoder().decode(DiagnosticReport.self, from: Data(json.utf8))
        #expect(report.summary == DiagnosticSummary(errors: 0, warnings: 0))
        #expect(report.files.isEmpty && report.diagnostics.isEmpty)
    }
}
