@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import PropertyBased
import TestSupport
import Testing

/// A compositional layout's stretching header (`LayoutBoundarySupplementaryItem.stretching`):
/// the layout's own top item or section 0's, worked by hand on a 390 × 844 phone with list rows
/// 44 tall.
@Suite struct StretchingBoundaryTests {
    static func header(_ kind: String = "header", height: CGFloat = 200, alignment: RectAlignment = .top,
                       stretching: HeaderStretching?) -> LayoutBoundarySupplementaryItem {
        let item = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind,
                                                   alignment: alignment)
        item.stretching = stretching
        return item
    }

    static func frame(_ layout: CompositionalLayout, _ kind: String = "header", section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section))?.frame
    }

    static func layout(sectionHeader: HeaderStretching?, counts: [Int] = [30], offset: CGFloat) throws -> CompositionalLayout {
        let layout = CompositionalLayout { _, _ in
            let section = LayoutSection.list()
            section.boundarySupplementaryItems = [header(stretching: sectionHeader)]
            return section
        }
        return try prepared(layout, itemCounts: counts, offset: CGPoint(x: 0, y: offset))
    }

    @Test func theFirstSectionsHeaderStretchesWhenPulled() throws {
        let layout = try Self.layout(sectionHeader: .stretch, counts: [30, 2], offset: -80)
        // p = 80: y = −80, height 280; the first row stays at 200.
        #expect(Self.frame(layout) == CGRect(x: 0, y: -80, width: 390, height: 280))
        #expect(cellFrame(layout, 0)?.minY == 200)
        let attributes = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(item: 0, section: 0)))
        #expect(attributes.zIndex == HeaderStretching.zIndex)
        // Found by a rect wholly before the content, as the single query gives it.
        let above = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -80, width: 390, height: 40))
        #expect(above == [attributes])
        // Section 1's header is not the content's opening one: it does not stretch.
        #expect(Self.frame(layout, section: 1)?.height == 200)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: -80, width: 390, height: 844), coversContent: false)
    }

    @Test func theFirstSectionsHeaderParallaxesWithinItsSection() throws {
        let layout = try Self.layout(sectionHeader: .parallax(), counts: [30], offset: 100)
        // s = 100, factor 0.5: y = 50.
        #expect(Self.frame(layout) == CGRect(x: 0, y: 50, width: 390, height: 200))
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 100, width: 390, height: 844))
        // Two rows: the section ends at 200 + 88 = 288, so the header stops at 288 − 200 = 88.
        let short = try Self.layout(sectionHeader: .parallax(), counts: [2, 30], offset: 300)
        #expect(Self.frame(short)?.minY == 88)
        checkCompositionalContract(short, rect: CGRect(x: 0, y: 300, width: 390, height: 844))
    }

    @Test func theLayoutsOwnTopItemStretchesAndParallaxes() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [Self.header("banner", height: 60, stretching: .parallax()),
                                                    Self.header("credits", height: 20, alignment: .bottom, stretching: .stretch)]
        let layout = CompositionalLayout(section: .list(), configuration: configuration)
        try prepared(layout, itemCounts: [10], offset: CGPoint(x: 0, y: -30))
        // Pulled 30: y = −30, height 90. A bottom item never stretches: 60 + 440 = 500.
        #expect(Self.frame(layout, "banner") == CGRect(x: 0, y: -30, width: 390, height: 90))
        #expect(Self.frame(layout, "credits") == CGRect(x: 0, y: 500, width: 390, height: 20))
        try prepared(layout, itemCounts: [10], offset: CGPoint(x: 0, y: 100))
        #expect(Self.frame(layout, "banner") == CGRect(x: 0, y: 50, width: 390, height: 60))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 101, width: 390, height: 844)))
    }

    @Test func aFactorOutsideZeroToOneIsRefusedByName() throws {
        let layout = CompositionalLayout { _, _ in
            let section = LayoutSection.list()
            section.boundarySupplementaryItems = [Self.header(stretching: .parallax(2))]
            return section
        }
        #expect(throws: LayoutError.invalidValue(name: "HeaderStretching.parallaxFactor", value: 2, expected: "a number in 0…1")) {
            try prepared(layout, itemCounts: [3])
        }
    }

    /// The contract against brute force for random counts, factors and offsets, pulled or not.
    @Test func agreesWithBruteForceWhereverTheViewIs() async {
        let input = zip(Gen.int(in: 0...12).array(of: 1...3), Gen.cgFloat(in: 0...1), Gen.cgFloat(in: -300...1000),
                        Gen.cgFloat(in: 1...900))
        await propertyCheck(count: 100, input: input) { counts, factor, offset, extent in
            let layout = try Self.layout(sectionHeader: HeaderStretching(parallaxFactor: factor), counts: counts, offset: offset)
            checkCompositionalContract(layout, rect: CGRect(x: 0, y: offset, width: 390, height: extent), coversContent: offset >= 0)
            let frame = try #require(Self.frame(layout))
            if offset < 0 {
                #expect(frame.minY == offset && abs(frame.maxY - 200) < 1e-9)
            } else {
                #expect(frame.height == 200 && frame.minY <= factor * offset + 1e-9)
            }
        }
    }
}
