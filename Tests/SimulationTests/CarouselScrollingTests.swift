import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

@Suite("Carousel in the simulated view")
struct CarouselScrollingTests {
    @Test func wrappingCarouselScrollsEndlesslyAndRecentres() throws {
        let clock = ManualClock()
        let layout = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .rotary))
        let view = try SimulatedCollectionView(size: CGSize(width: 400, height: 300), layout: layout, itemCounts: [20], clock: clock)
        // 51 periods of 20·200 pt: the view starts in the middle one (25·4000).
        #expect(view.contentOffset.x == 100_000)
        #expect(layout.currentItemIndex == 0)
        // Fling backwards past item 0: the carousel goes round to the last items.
        view.drag(by: CGPoint(x: 150, y: 0))
        view.endDragging(velocity: CGPoint(x: -2000, y: 0))
        clock.run(until: { view.isAtRest })
        let index = layout.currentItemIndex
        #expect(index > 10)
        // At rest it stands on a whole item, recentred into the middle period.
        #expect(view.contentOffset.x.truncatingRemainder(dividingBy: 200) == 0)
        #expect((96_000...100_000).contains(view.contentOffset.x) || (100_000..<104_000).contains(view.contentOffset.x))
        #expect(layout.currentItemIndex == index)
    }

    @Test func nonWrappingCarouselStopsAtTheEnds() throws {
        let clock = ManualClock()
        let layout = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow))
        let view = try SimulatedCollectionView(size: CGSize(width: 400, height: 300), layout: layout, itemCounts: [20], clock: clock)
        view.drag(by: CGPoint(x: -30, y: 0))
        view.endDragging(velocity: CGPoint(x: 50_000, y: 0))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.x == 3800) // 19·200
        #expect(layout.currentItemIndex == 19)
    }
}
