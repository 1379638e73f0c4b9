import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// A layout that changes itself tells its host, which is how UIKit learns to lay out again.
@Suite struct InvalidationHandlerTests {
    /// Collects what `layout` reports through its invalidation handler.
    final class Listener {
        var heard: [Invalidation] = []
        init(_ layout: any CollectionLayout) {
            layout.hostState.invalidationHandler = { [unowned self] in self.heard.append($0) }
        }
    }

    @Test func configurationChangesReachTheHost() throws {
        let wheel = try WheelLayout(configuration: WheelLayoutConfiguration())
        let listener = Listener(wheel)
        try wheel.update { $0.margin = 9 }
        #expect(listener.heard == [.layoutConfiguration])
        // A refused change says nothing.
        #expect(throws: LayoutError.self) { try wheel.update { $0.margin = .nan } }
        #expect(listener.heard == [.layoutConfiguration])
    }

    @Test func captionsAndTransitionProgressReachTheHost() throws {
        let pizza = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        let pizzaListener = Listener(pizza)
        pizza.setShowsCaptions(!pizza.configuration.showsCaptions)
        #expect(pizzaListener.heard == [.boundsOrigin])

        let transition = TransitionLayout(currentLayout: try TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                          nextLayout: try TableLayout(itemSize: CGSize(width: 0, height: 88)))
        let transitionListener = Listener(transition)
        try transition.setTransitionProgress(0.5)
        try transition.setTransitionProgress(0.5)
        #expect(transitionListener.heard == [.layoutConfiguration])
    }

    @Test func theSimulatedViewLaysOutOnTheNextFrameAfterALayoutChangesItself() throws {
        let clock = ManualClock()
        let table = try TableLayout(itemSize: CGSize(width: 0, height: 44))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: table, itemCounts: [100], clock: clock)
        #expect(view.visibleElements.count == 20)   // ⌈844 / 44⌉ rows
        try table.setItemSize(CGSize(width: 0, height: 88))
        #expect(view.visibleElements.count == 20)   // nothing happens until the next frame …
        clock.step()
        #expect(view.visibleElements.count == 10)   // … which lays out with the new rows: ⌈844 / 88⌉
        #expect(view.contentSize.height == 8800)
    }
}
