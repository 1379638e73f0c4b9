import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// A stretching header as a person sees it: pulled past the top it grows with the rubber band,
/// and while the bounce brings the content back it shrinks with it, frame by frame.
@Suite("Stretching header in a scrolling view")
struct StretchingHeaderScrollTests {
    static func header(_ view: SimulatedCollectionView) -> CGRect? {
        view.visibleElements.first { $0.category == .supplementaryView(ElementCategory.headerKind) }?.frame
    }

    @Test func theHeaderFollowsThePullAndTheBounceBack() throws {
        let clock = ManualClock()
        let layout = try TableLayout(itemSize: CGSize(width: 320, height: 60),
                                     sections: TableSectionStyle(headerHeight: 200, firstHeaderStretching: .parallax()))
        var registry = ViewRegistry()
        registry.registerSupplementaryView(ofKind: ElementCategory.headerKind)
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [40], clock: clock,
                                               registering: registry)
        #expect(Self.header(view) == CGRect(x: 0, y: 0, width: 320, height: 200))
        // A 100-pt pull rubber-bands to b = 0.55·100·480/(480 + 55) = 49.3458 above the top.
        view.drag(by: CGPoint(x: 0, y: 100))
        let pulled = view.contentOffset.y
        #expect(abs(pulled + 49.345794) < 1e-5)
        let stretched = try #require(Self.header(view))
        #expect(stretched.minY == pulled)
        #expect(abs(stretched.height - (200 - pulled)) < 1e-9)
        // Released: in the middle of the bounce the header still starts at the top and ends at 200.
        view.endDragging(velocity: .zero)
        clock.step(frames: 6)
        let partway = view.contentOffset.y
        #expect(partway < 0 && partway > pulled)
        let middle = try #require(Self.header(view))
        #expect(middle.minY == partway)
        #expect(abs(middle.maxY - 200) < 1e-9)
        clock.run(until: { view.isAtRest })
        #expect(Self.header(view) == CGRect(x: 0, y: 0, width: 320, height: 200))
        // Scrolled 120 down: the header has moved 0.5·120 = 60 in the content.
        view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(Self.header(view)?.minY == 60)
    }
}
