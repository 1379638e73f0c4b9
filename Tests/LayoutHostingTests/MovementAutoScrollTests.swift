import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
import Testing

/// The auto-scroll of a moving item near an edge: 1200 pt/s at the edge, linear across the
/// 44-pt band, only along axes that scroll, stopping at the range's ends. Worked by hand.
@Suite("Auto-scroll while an item moves")
struct MovementAutoScrollTests {
    /// A visible rect 0…320 × 100…580 (an inset of 100 at the top).
    let visible = CGRect(x: 0, y: 100, width: 320, height: 480)

    @Test func speedGrowsLinearlyIntoTheBand() {
        // 11 pt into the top band (y = 133): 1200 · 11/44 = 300 pt/s up.
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 160, y: 133), visibleRect: visible, axes: [.vertical]) == CGPoint(x: 0, y: -300))
        // At the edge and beyond it: full speed.
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 160, y: 580), visibleRect: visible, axes: [.vertical]) == CGPoint(x: 0, y: 1200))
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 160, y: 700), visibleRect: visible, axes: [.vertical]) == CGPoint(x: 0, y: 1200))
        // Outside the band: still.
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 160, y: 144), visibleRect: visible, axes: [.vertical]) == .zero)
        // Near the left edge of content that scrolls only vertically: still; with both axes, 600 left.
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 22, y: 300), visibleRect: visible, axes: [.vertical]) == .zero)
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 22, y: 300), visibleRect: visible, axes: [.vertical, .horizontal]) == CGPoint(x: -600, y: 0))
        // A rect narrower than two bands splits in half: 40 wide, band 20, 10 in at x = 10 → 600.
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: 10, y: 300), visibleRect: CGRect(x: 0, y: 100, width: 40, height: 480),
                                            axes: [.horizontal]) == CGPoint(x: -600, y: 0))
        #expect(MovementAutoScroll.velocity(finger: CGPoint(x: CGFloat.nan, y: 300), visibleRect: visible, axes: [.vertical]) == .zero)
    }

    @Test func theOffsetStopsAtTheRangesEnds() {
        let range: ClosedRange<CGFloat> = -100...2000
        // 1/60 s at 1200 pt/s: 20 pt.
        #expect(MovementAutoScroll.offset(from: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 0, y: 1200), interval: 1.0 / 60,
                                          horizontal: 0...0, vertical: range) == CGPoint(x: 0, y: 520))
        #expect(MovementAutoScroll.offset(from: CGPoint(x: 0, y: 1990), velocity: CGPoint(x: 0, y: 1200), interval: 1.0 / 60,
                                          horizontal: 0...0, vertical: range) == CGPoint(x: 0, y: 2000))
        #expect(MovementAutoScroll.offset(from: CGPoint(x: 0, y: -90), velocity: CGPoint(x: 0, y: -1200), interval: 1.0 / 60,
                                          horizontal: 0...0, vertical: range) == CGPoint(x: 0, y: -100))
        // Already past the end (a bounce): it does not jump back.
        #expect(MovementAutoScroll.offset(from: CGPoint(x: 0, y: 2100), velocity: CGPoint(x: 0, y: 1200), interval: 1.0 / 60,
                                          horizontal: 0...0, vertical: range) == CGPoint(x: 0, y: 2100))
    }

    /// The edges are the safe area's (a bar covers the content under it), not the content
    /// inset's: a strip centred by 176-pt insets on a 390-wide view does not scroll with the
    /// finger in its middle, and under a 91-pt bar a finger at y = 100 is 35 pt into the band:
    /// 1200 · 35/44 pt/s up, 15.9 pt in a 60th of a second.
    @Test func theEdgesAreTheSafeAreas() {
        let strip = MovementAutoScroll.nextOffset(fingerInBounds: CGPoint(x: 195, y: 33), bounds: CGRect(x: -176, y: 0, width: 390, height: 66),
                                                  contentSize: CGSize(width: 740, height: 66),
                                                  adjustedContentInset: LayoutEdgeInsets(top: 0, left: 176, bottom: 0, right: 176),
                                                  safeAreaInsets: .zero, isDragging: false, interval: 1.0 / 60)
        #expect(strip == nil)
        // Another finger dragging the content owns it.
        #expect(MovementAutoScroll.nextOffset(fingerInBounds: CGPoint(x: 160, y: 0), bounds: CGRect(x: 0, y: 500, width: 390, height: 844),
                                              contentSize: CGSize(width: 390, height: 5000), adjustedContentInset: .zero,
                                              safeAreaInsets: .zero, isDragging: true, interval: 1.0 / 60) == nil)
        let list = MovementAutoScroll.nextOffset(fingerInBounds: CGPoint(x: 160, y: 100), bounds: CGRect(x: 0, y: 500, width: 390, height: 844),
                                                 contentSize: CGSize(width: 390, height: 5000),
                                                 adjustedContentInset: LayoutEdgeInsets(top: 91, left: 0, bottom: 34, right: 0),
                                                 safeAreaInsets: LayoutEdgeInsets(top: 91, left: 0, bottom: 34, right: 0), isDragging: false, interval: 1.0 / 60)
        #expect(list.map { abs($0.y - (500 - 1200 * 35 / 44 / 60)) < 1e-9 } == true)
        #expect(list?.x == 0)
    }
}
