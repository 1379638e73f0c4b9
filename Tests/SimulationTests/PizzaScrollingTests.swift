import Foundation
@_spi(Testing) import LayoutHosting
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

@Suite("Pizza half in the simulated view")
struct PizzaScrollingTests {
    /// A 320×480 half of 10 pizzas, 160 tall, centered by its insets, with the fast rate, at pizza 2.
    private func half(clock: ManualClock) throws -> (SimulatedCollectionView, PizzaHalfSelectorLayout) {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [10], clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
        try view.setContentInset(layout.centeringContentInset)
        view.decelerationRate = .fast
        view.setContentOffset(layout.contentOffset(for: 2), animated: false)
        return (view, layout)
    }

    @Test func insetsLetTheFirstAndLastPizzaReachTheCenter() throws {
        let (view, layout) = try half(clock: ManualClock())
        #expect(view.scrollableRange(.vertical) == -160...1280)
        #expect(layout.contentOffset(for: 0).y == -160 && layout.contentOffset(for: 9).y == 1280)
    }

    @Test func flingSnapsToTheNextPizza() throws {
        let clock = ManualClock()
        let (view, layout) = try half(clock: clock)
        view.drag(by: CGPoint(x: 0, y: -30))
        // Projected 190 + 1.2·99 = 308.8: pizza Int(548.8/160) = 3, centered at 320.
        view.endDragging(velocity: CGPoint(x: 0, y: 1200))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 320)
        #expect(layout.currentPizzaIndex == 3)
    }

    @Test func smallDragStopsThenGlidesBackToTheSamePizza() throws {
        let clock = ManualClock()
        let (view, layout) = try half(clock: clock)
        let recorder = DelegateRecorder()
        view.delegate = recorder
        view.drag(by: CGPoint(x: 0, y: -40))
        view.endDragging(velocity: CGPoint(x: 0, y: 100))
        // Proposed 200 + 9.9 is still pizza 2: no deceleration, an animated glide back instead.
        #expect(!view.isDecelerating)
        #expect(view.contentOffset.y == 200)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 160)
        #expect(layout.currentPizzaIndex == 2)
        #expect(recorder.events.suffix(3) == ["didEndDragging(false)", "didScroll", "didEndScrollingAnimation"])
    }

    @Test func captionsAreVisibleAndAboveTheCells() throws {
        let (view, _) = try half(clock: ManualClock())
        let captions = view.visibleElements.filter { $0.category == .supplementaryView(PizzaHalfSelectorLayout.captionKind) }
        #expect(captions.map(\.indexPath.item).sorted() == [1, 2, 3])
        #expect(view.visibleElements.last?.category == .supplementaryView(PizzaHalfSelectorLayout.captionKind))
    }
}
