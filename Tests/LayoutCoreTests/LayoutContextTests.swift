import Foundation
import Testing
@_spi(Testing) import LayoutCore

@Suite("LayoutContext and invalidation")
struct LayoutContextTests {
    @Test func validationNamesTheBadValue() {
        #expect(throws: LayoutError.negativeItemCount(section: 1, count: -3)) {
            try LayoutContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), itemCounts: [2, -3]).validate()
        }
        let nanBounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        #expect(throws: LayoutError.self) { try LayoutContext(bounds: nanBounds).validate() }
        let badInset = LayoutEdgeInsets(top: .infinity)
        #expect(throws: LayoutError.invalidInsets(name: "contentInset", badInset)) {
            try LayoutContext(bounds: .zero, contentInset: badInset).validate()
        }
        #expect(LayoutError.negativeItemCount(section: 1, count: -3).description.contains("-3"))
    }

    @Test func zeroSizeBoundsAreValid() throws {
        try LayoutContext(bounds: .zero, itemCounts: [0]).validate()
    }

    @Test func adjustedInsetAddsTheSafeArea() {
        let context = LayoutContext(bounds: .zero, contentInset: LayoutEdgeInsets(top: 10), safeAreaInsets: LayoutEdgeInsets(top: 47, bottom: 34))
        #expect(context.adjustedContentInset == LayoutEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(context.numberOfItems(inSection: 4) == 0)
    }

    @Test func invalidationKnowsWhatInvalidatesGeometry() {
        #expect(!Invalidation.boundsOrigin.invalidatesGeometry)
        #expect(!Invalidation([]).invalidatesGeometry)
        #expect(Invalidation([.boundsOrigin, .boundsSize]).invalidatesGeometry)
        #expect(Invalidation.everything.invalidatesGeometry)
        #expect(Invalidation.dataCounts.description == "[dataCounts]")
    }
}
