import Foundation
import Testing
import LayoutCore

@Suite("SelfSizingAdjustment")
struct SelfSizingAdjustmentTests {
    /// The visible rect of a 390 × 844 view scrolled down 500 points.
    static let bounds = CGRect(x: 0, y: 500, width: 390, height: 844)

    @Test func aCellAboveTheVisibleRectMovesTheOffsetByItsGrowth() {
        // A 44-point row at y 200 grows to 100: the content grows 56, and so does the offset, so the
        // rows on screen stay where they are.
        let adjustment = SelfSizingAdjustment(resizing: CGRect(x: 0, y: 200, width: 390, height: 44),
                                              contentSizeFrom: CGSize(width: 390, height: 4000),
                                              to: CGSize(width: 390, height: 4056), visibleBounds: Self.bounds)
        #expect(adjustment == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 56),
                                                   contentOffsetAdjustment: CGPoint(x: 0, y: 56)))
    }

    @Test func aCellEndingExactlyAtTheTopCountsAsAbove() {
        let adjustment = SelfSizingAdjustment(resizing: CGRect(x: 0, y: 456, width: 390, height: 44),
                                              contentSizeFrom: CGSize(width: 390, height: 4000),
                                              to: CGSize(width: 390, height: 3980), visibleBounds: Self.bounds)
        #expect(adjustment.contentOffsetAdjustment == CGPoint(x: 0, y: -20))
    }

    @Test func aCellOnScreenOrBelowMovesNoOffset() {
        for y: CGFloat in [480, 700, 2000] {
            let adjustment = SelfSizingAdjustment(resizing: CGRect(x: 0, y: y, width: 390, height: 44),
                                                  contentSizeFrom: CGSize(width: 390, height: 4000),
                                                  to: CGSize(width: 390, height: 4056), visibleBounds: Self.bounds)
            #expect(adjustment == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 56)))
        }
    }

    @Test func horizontalContentMovesTheHorizontalOffset() {
        let adjustment = SelfSizingAdjustment(resizing: CGRect(x: 100, y: 0, width: 80, height: 300),
                                              contentSizeFrom: CGSize(width: 3000, height: 300),
                                              to: CGSize(width: 3040, height: 300),
                                              visibleBounds: CGRect(x: 600, y: 0, width: 390, height: 300))
        #expect(adjustment.contentOffsetAdjustment == CGPoint(x: 40, y: 0))
    }

    @Test func sizesThatAreNotFiniteAdjustNothing() {
        let adjustment = SelfSizingAdjustment(resizing: CGRect(x: 0, y: 0, width: 10, height: 10),
                                              contentSizeFrom: CGSize(width: 390, height: 100),
                                              to: CGSize(width: 390, height: CGFloat.infinity), visibleBounds: Self.bounds)
        #expect(adjustment == .none)
    }
}
