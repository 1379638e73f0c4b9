import Foundation
import Testing
@_spi(Testing) import LayoutCore

@Suite("Saturating index conversion, message numbers, the shared context check")
struct SaturatingAndMessageTests {
    @Test func conversionSaturatesAtTwoToTheFiftyThird() {
        #expect(Int(saturating: 41.9) == 41)
        #expect(Int(saturating: -41.9) == -41)
        #expect(Int(saturating: 1e30) == 9_007_199_254_740_992)
        #expect(Int(saturating: -CGFloat.infinity) == -9_007_199_254_740_992)
        #expect(Int(saturating: CGFloat.nan) == 0)
        // Room left for window arithmetic.
        #expect(Int(saturating: 1e300) + 1_000_000 > 0)
    }

    @Test func messagesPrintIntegersAsIntegers() {
        #expect(CGFloat(5).messageDescription == "5")
        #expect(CGFloat(-3).messageDescription == "-3")
        #expect(CGFloat(0.7).messageDescription == "0.7")
        #expect(CGFloat(1e30).messageDescription == "1e+30")
        #expect(CGFloat.nan.messageDescription == "nan")
        #expect(CGSize(width: 390, height: 44.5).messageDescription == "390 × 44.5")
        #expect(LayoutError.invalidValue(name: "menu.count", value: 5, expected: "6").description == "menu.count is 5; expected 6")
        #expect(LayoutError.invalidBounds(CGRect(x: 0, y: 0, width: -1, height: 2)).description
                == "bounds (0, 0, -1 × 2) must be finite with a non-negative size")
    }

    @Test func theContextCheckRefusesTooManyItemsAndExtraSections() throws {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        try LayoutContext(bounds: bounds, itemCounts: [LayoutContext.maximumItemCount]).validate()
        #expect(throws: LayoutError.itemCountTooLarge(section: 1, count: 10_000_001, maximum: 10_000_000)) {
            try LayoutContext(bounds: bounds, itemCounts: [0, 10_000_001]).validate()
        }
        #expect(throws: LayoutError.unsupportedSectionCount(layout: "CollectionLayoutBase", count: 2, supported: 1)) {
            try LayoutContext(bounds: bounds, itemCounts: [1, 1]).validate(for: CollectionLayoutBase(), maximumSections: 1)
        }
    }

    @Test func geometryThatOverflowsIsNamed() {
        #expect(throws: LayoutError.geometryOverflow(layout: "CollectionLayoutBase", value: "content size 390 × inf")) {
            try LayoutError.checkGeometry(CGSize(width: 390, height: CGFloat.infinity), of: CollectionLayoutBase())
        }
    }
}
