import Foundation
import Testing
@testable import FormcCore

/// The built-in option lists' data, and a spec over them checked as if the items were written out.
@Suite struct BuiltinOptionListTests {
    @Test func prefecturesAreTheFortySevenJISCodesInOrder() {
        let items = BuiltinOptionList.jpPrefectures.items
        #expect(items.count == 47)
        #expect(items.map(\.value) == (1...47).map { $0 < 10 ? "0\($0)" : "\($0)" })
        #expect(items.first?.label == "北海道")
        #expect(items[12].label == "東京都")
        #expect(items.last?.label == "沖縄県")
        #expect(Set(items.map(\.label)).count == 47, "labels are unique")
        #expect(Set(items.map(\.name)).count == 47, "case names are unique")
        #expect(items.allSatisfy { $0.label.hasSuffix("県") || ["北海道", "東京都", "京都府", "大阪府"].contains($0.label) })
    }

    @Test func everyCaseNameIsASpecIdentifierKeptAsWritten() {
        for list in BuiltinOptionList.allCases {
            for item in list.items {
                #expect(SwiftNamer.isSpecIdentifier(item.name), "\(item.name)")
                #expect(!ReservedNames.optionCases.contains(SwiftNamer.lowerCamelCase(item.name)), "\(item.name)")
            }
        }
    }

    @Test func eachPrefectureHasOneRegionOfTheRegionList() {
        let regions = Set(BuiltinOptionList.jpRegions.items.map(\.value))
        #expect(regions.count == 8)
        for item in BuiltinOptionList.jpPrefectures.items {
            #expect(item.parents.count == 1 && regions.contains(item.parents[0]), "\(item.value)")
        }
        let counts = BuiltinOptionList.jpRegions.items.map { region in
            BuiltinOptionList.jpPrefectures.items.filter { $0.parents == [region.value] }.count
        }
        #expect(counts == [1, 6, 7, 9, 7, 5, 4, 8])
    }

    @Test func aBuiltinListModelsAsItsItems() throws {
        let spec = """
            formc: 1
            form: Demo
            options:
              prefecture: { builtin: jp_prefectures }
            fields:
              - { id: prefecture, kind: picker, label: 都道府県, options: prefecture, default: "13" }
            """
        let result = FormCompiler().compile(Array(spec.utf8), path: "demo.form.yaml")
        #expect(!result.hasErrors, "\(render(result.diagnostics))")
        let list = try #require(result.model?.optionLists.first)
        #expect(list.items.count == 47)
        #expect(list.items.map(\.swiftName).prefix(3) == ["hokkaido", "aomori", "iwate"])
        #expect(list.items[12] == OptionItem(value: "13", label: LocalizableText("東京都"), swiftName: "tokyo", parents: ["kanto"]))
        #expect(list.source == .spec)
    }
}
