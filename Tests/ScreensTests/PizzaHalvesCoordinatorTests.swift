import Foundation
@_spi(Testing) import LayoutHosting
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts
@_spi(Testing) @testable import Motion
@_spi(Testing) @testable import Screens
@_spi(Testing) @testable import Simulation
import Rendering

@Suite("PizzaHalvesCoordinator")
struct PizzaHalvesCoordinatorTests {
    static let menu = ["Margherita", "Pepperoni", "Four cheese", "Hawaiian", "Veggie", "BBQ"]

    private func half(_ orientation: PizzaHalfOrientation, at index: Int, clock: ManualClock,
                      rows: Int = menu.count) throws -> SimulatedCollectionView {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: orientation))
        let view = try SimulatedCollectionView(size: CGSize(width: 180, height: 480), layout: layout, itemCounts: [rows], clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
        try view.setContentInset(layout.centeringContentInset)
        view.decelerationRate = .fast
        view.setContentOffset(layout.contentOffset(for: index), animated: false)
        return view
    }

    private func captions(_ view: SimulatedCollectionView) -> [Int] {
        view.visibleElements.filter { $0.category == .supplementaryView(PizzaHalfSelectorLayout.captionKind) }.map(\.indexPath.item).sorted()
    }

    @Test func matchingHalvesAreOneWholePizza() throws {
        let clock = ManualClock()
        let left = try half(.left, at: 2, clock: clock), right = try half(.right, at: 2, clock: clock)
        let coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: Self.menu)
        #expect(coordinator.state == PizzaPairState(leftIndex: 2, rightIndex: 2, centralCaption: "Four cheese"))
        #expect(coordinator.state.isWholePizza)
        #expect(captions(left).isEmpty && captions(right).isEmpty)
    }

    @Test func differentHalvesShowTheirOwnCaptions() throws {
        let clock = ManualClock()
        let left = try half(.left, at: 2, clock: clock), right = try half(.right, at: 2, clock: clock)
        let coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: Self.menu)
        var published: [PizzaPairState] = []
        coordinator.onChange = { published.append($0) }
        // Fling the right half on to the next pizza.
        right.drag(by: CGPoint(x: 0, y: -30))
        right.endDragging(velocity: CGPoint(x: 0, y: 1200))
        clock.run(until: { right.isAtRest })
        #expect(coordinator.state == PizzaPairState(leftIndex: 2, rightIndex: 3, centralCaption: nil))
        #expect(captions(left) == [1, 2, 3] && captions(right) == [2, 3, 4])
        #expect(published.last == coordinator.state)
        // And back: whole again.
        try right.scrollToItem(at: ItemPath(item: 2, section: 0), at: .centeredVertically, animated: true)
        clock.run(until: { right.isAtRest })
        #expect(coordinator.state.centralCaption == "Four cheese")
        #expect(captions(right).isEmpty)
    }

    @Test func shuffleScrollsToTwoDifferentPizzasReproducibly() throws {
        func run(seed: UInt64) throws -> PizzaPairState {
            let clock = ManualClock()
            let left = try half(.left, at: 0, clock: clock), right = try half(.right, at: 0, clock: clock)
            let coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: Self.menu)
            var generator = SplitMix64(seed: seed)
            coordinator.shuffle(using: &generator)
            clock.run(until: { left.isAtRest && right.isAtRest })
            return coordinator.state
        }
        for seed in 0..<20 as Range<UInt64> {
            let state = try run(seed: seed)
            #expect(state.leftIndex != state.rightIndex)
            #expect(state.centralCaption == nil)
            #expect(try run(seed: seed) == state)
        }
    }

    @Test func refusesMismatchedViews() throws {
        let clock = ManualClock()
        let left = try half(.left, at: 0, clock: clock), right = try half(.right, at: 0, clock: clock)
        #expect(throws: LayoutError.self) { try PizzaHalvesCoordinator(left: right, right: left, menu: Self.menu) }
        #expect(throws: LayoutError.self) { try PizzaHalvesCoordinator(left: left, right: right, menu: ["One"]) }
        let table = try SimulatedCollectionView(size: CGSize(width: 100, height: 100), layout: TableLayout(itemSize: CGSize(width: 1, height: 10)),
                                                itemCounts: [6], clock: clock)
        #expect(throws: LayoutError.self) { try PizzaHalvesCoordinator(left: table, right: right, menu: Self.menu) }
    }

    @Test func seededGeneratorIsDeterministic() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42), c = SplitMix64(seed: 43)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(first != (0..<5).map { _ in c.next() })
    }

    @Test func aRotationReappliesTheCenteringInsetAndKeepsThePizzas() throws {
        let clock = ManualClock()
        let left = try half(.left, at: 2, clock: clock), right = try half(.right, at: 3, clock: clock)
        let coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: Self.menu)
        // 480 tall: inset (480 − 160)/2 = 160. Landscape halves 300×390: (390 − 160)/2 = 115.
        #expect(left.contentInset.top == 160)
        try coordinator.resize(to: CGSize(width: 300, height: 390))
        #expect(left.contentInset == LayoutEdgeInsets(top: 115, left: 0, bottom: 115, right: 0))
        #expect(right.contentInset == left.contentInset)
        // Pizza i centred: 160·i + 80 − 195.
        #expect(left.contentOffset.y == 205 && right.contentOffset.y == 365)
        #expect(coordinator.state == PizzaPairState(leftIndex: 2, rightIndex: 3, centralCaption: nil))
        #expect(throws: LayoutError.self) { try coordinator.resize(to: CGSize(width: CGFloat.nan, height: 390)) }
    }
}
