import Foundation
import Testing
@_spi(Testing) import LayoutCore

@Suite("SelfSizingAdjustment")
struct SelfSizingAdjustmentTests {
    @Test func theContentSizeMovesByTheDifference() {
        // 4000 tall, one 44-point row grown to 100: 56 more; shrunk to 24: 20 less.
        #expect(SelfSizingAdjustment(contentSizeFrom: CGSize(width: 390, height: 4000), to: CGSize(width: 390, height: 4056))
                == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 56)))
        #expect(SelfSizingAdjustment(contentSizeFrom: CGSize(width: 3000, height: 300), to: CGSize(width: 2980, height: 300))
                .contentSizeAdjustment == CGSize(width: -20, height: 0))
    }

    @Test func theLayoutLeavesTheOffsetToTheHost() {
        let adjustment = SelfSizingAdjustment(contentSizeFrom: CGSize(width: 390, height: 4000), to: CGSize(width: 390, height: 4056))
        #expect(adjustment.contentOffsetAdjustment == .zero)
    }

    @Test func sizesThatAreNotFiniteAdjustNothing() {
        #expect(SelfSizingAdjustment(contentSizeFrom: CGSize(width: 390, height: 100), to: CGSize(width: 390, height: CGFloat.infinity))
                == .none)
        #expect(SelfSizingAdjustment(contentSizeFrom: CGSize(width: CGFloat.nan, height: 100), to: CGSize(width: 390, height: 100))
                == .none)
    }
}
