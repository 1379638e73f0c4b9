import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// The axes a layout declares, and the axis a change keeps things in place along.
@Suite struct ScrollAxesTests {
    @Test func oneAxisIsItsOwnPrimaryWhateverTheContentsShape() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let wide = CGSize(width: 2000, height: 480), tall = CGSize(width: 320, height: 2000)
        #expect(ScrollAxes.vertical.primary(content: wide, in: bounds) == .vertical)
        #expect(ScrollAxes.horizontal.primary(content: tall, in: bounds) == .horizontal)
        #expect(ScrollAxes(.horizontal) == .horizontal && ScrollAxes(.vertical) == .vertical)
        #expect(ScrollAxes.both.contains(.horizontal) && ScrollAxes.both.contains(.vertical))
        #expect(!ScrollAxes.vertical.contains(.horizontal) && !ScrollAxes().contains(.vertical))
    }

    /// Both axes (or none) fall back on the content's shape: sideways only when the content is
    /// wider than the bounds and no taller. 2000 × 480 in 320 × 480 is sideways; 2000 × 481 and
    /// 320 × 2000 are not.
    @Test func bothAxesKeepThingsInPlaceAlongTheOneTheContentOverflows() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(ScrollAxes.both.primary(content: CGSize(width: 2000, height: 480), in: bounds) == .horizontal)
        #expect(ScrollAxes.both.primary(content: CGSize(width: 2000, height: 481), in: bounds) == .vertical)
        #expect(ScrollAxes.both.primary(content: CGSize(width: 320, height: 2000), in: bounds) == .vertical)
        #expect(ScrollAxes().primary(content: CGSize(width: 2000, height: 100), in: bounds) == .horizontal)
        #expect(ScrollAxes(scrolling: CGSize(width: 321, height: 480), in: bounds) == .horizontal)
        #expect(ScrollAxes(scrolling: CGSize(width: 320, height: 100), in: bounds) == .vertical)
    }

    /// A layout that does not declare its axes is taken to scroll along the one its content
    /// overflows, as before the declaration existed.
    @Test func anUndeclaredLayoutScrollsAlongTheAxisItsContentOverflows() {
        final class Strip: CollectionLayoutBase {
            override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 100) }
        }
        let strip = Strip()
        strip.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(strip.scrollAxes == .horizontal)
        strip.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(strip.scrollAxes == .vertical)
    }
}
