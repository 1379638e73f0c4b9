import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import Layouts
import Testing
import TestSupport

/// The built-in templates: how many, distinct, stable ids, the required families, round trips.
@Suite struct CollageCatalogueTests {
    let entries = CollageCatalogue.entries

    @Test func overTwoHundredDistinctTemplatesForOneToNinePhotos() {
        #expect(entries.count >= 200)
        #expect(Set(entries.map { $0.template.photoCount }) == Set(1...9))
        #expect(Set(entries.map { CollageCatalogue.signature(of: $0.template) }).count == entries.count)
        #expect(Set(entries.map(\.id)).count == entries.count)
        for entry in entries {
            #expect(entry.id.hasPrefix("\(entry.template.photoCount)-"))
        }
        // Every family built every template it lists (duplicates aside).
        let built = CollageCatalogue.families().filter { (try? CollageTemplate(dividers: $0.dividers)) != nil }
        #expect(built.count == CollageCatalogue.families().count)
    }

    @Test func idsAreStable() throws {
        #expect(try CollageCatalogue.template(id: "1-01") == .single)
        #expect(try CollageCatalogue.template(id: "2-01").text == "v 1/2")
        #expect(try CollageCatalogue.template(id: "2-02").text == "h 1/2")
        #expect(try CollageCatalogue.template(id: "3-01").text == "v 1/3; v 2/3")
        #expect(try CollageCatalogue.template(id: "4-01").text == "v 1/4; v 1/2; v 3/4")
    }

    @Test func everyEqualGuillotineSplitOfUpToFourCellsIsThere() {
        let signatures = Set(entries.map { CollageCatalogue.signature(of: $0.template) })
        for count in 1...4 {
            for slice in CollageCatalogue.equalGuillotineSlices(cellCount: count) {
                let template = try? CollageTemplate(dividers: CollageTemplateBuilder.dividers(of: slice))
                #expect(template.map { signatures.contains(CollageCatalogue.signature(of: $0)) } == true)
            }
        }
        // Counted by hand: 1; 2 halves; 10 of three (3 strips of ⅓ … ); and the four-cell ones.
        #expect(CollageCatalogue.entries(forPhotoCount: 1).count == 1)
        #expect(entries.filter { $0.family == "guillotine" && $0.template.photoCount == 3 }.count == 10)
    }

    @Test func theGridsHeroesPinwheelAndSlantedAreThere() throws {
        let signatures = Set(entries.map { CollageCatalogue.signature(of: $0.template) })
        func has(_ text: String) throws -> Bool { signatures.contains(CollageCatalogue.signature(of: try CollageTemplate(text: text))) }
        #expect(try has("v 1/2; h 1/2"))
        #expect(try has("h 1/2; v 1/3; v 2/3"))
        #expect(try has("v 1/2; h 1/3; h 2/3"))
        #expect(try has("v 1/3; v 2/3; h 1/3; h 2/3"))
        #expect(try has("h 2/3; v 1/3 from d1; v 2/3 from d1"))
        #expect(try has("v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1"))
        #expect(entries.filter { $0.family == "hero" }.count >= 20)
        let slanted = entries.filter { entry in entry.template.dividers.contains { $0.isSlanted } }
        #expect(slanted.count >= 12)
    }

    @Test func thePinwheelIsNoGuillotineCut() throws {
        // A guillotine template has a divider from border to border; the pinwheel has none.
        let pinwheel = try #require(entries.first { $0.family == "pinwheel" }).template
        #expect(pinwheel.photoCount == 5)
        #expect(!pinwheel.dividers.contains { $0.startAnchor == .border && $0.endAnchor == .border })
    }

    @Test func everyTemplatePrintsAndParsesBack() throws {
        for entry in entries {
            let reparsed = try CollageTemplate(text: entry.template.text)
            #expect(reparsed == entry.template, "\(entry.id): \(entry.template.text)")
            #expect(reparsed.cells == entry.template.cells, "\(entry.id)")
        }
    }
}
