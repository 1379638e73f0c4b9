import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

@Suite("Simulated view: animated layout changes")
struct LayoutTransitionTests {
    private func list() throws -> FlowLayout {
        try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 50),
                                                              minimumLineSpacing: 0, minimumInteritemSpacing: 0))
    }

    /// Two 50 pt columns under a 20 pt header.
    private func grid() throws -> FlowLayout {
        try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 50, height: 50), minimumLineSpacing: 0,
                                                              minimumInteritemSpacing: 0, headerReferenceSize: CGSize(width: 100, height: 20)))
    }

    private func element(_ key: ElementKey, in view: SimulatedCollectionView) -> LayoutAttributes? {
        view.visibleElements.first { $0.key == key }
    }

    /// The grid's headers' views.
    private let headers = ViewRegistry(supplementaryKinds: [ElementCategory.headerKind])

    private func cell(_ item: Int) -> ElementKey { ElementKey(category: .cell, indexPath: ItemPath(item: item, section: 0)) }

    @Test func elementsMoveFromTheOldLayoutToTheNewAndOneSidedOnesFade() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: list(), itemCounts: [6], clock: clock,
                                               registering: headers)
        let viewOfItem3 = view.liveViews[cell(3)]
        var completed: Bool?
        try view.setCollectionViewLayout(grid(), animated: true) { completed = $0 }
        #expect(!view.isAtRest)
        #expect(element(cell(3), in: view)?.frame == CGRect(x: 0, y: 150, width: 100, height: 50))
        #expect(element(cell(4), in: view)?.frame == CGRect(x: 0, y: 200, width: 100, height: 50))  // from off screen

        clock.step(frames: 9)   // 0.15 s: half the time, and half the way on the symmetric ease
        let item3 = try #require(element(cell(3), in: view))
        // (0, 150, 100, 50) → (50, 20 + 50, 50, 50): half-way (25, 110, 75, 50).
        #expect(abs(item3.frame.minX - 25) < 1e-6 && abs(item3.frame.minY - 110) < 1e-6 && abs(item3.frame.width - 75) < 1e-6)
        // Item 4: (0, 200, 100, 50) → (0, 120, 50, 50): (0, 160, 75, 50).
        #expect(abs((element(cell(4), in: view)?.frame.minY ?? 0) - 160) < 1e-6)
        let header = ElementKey(category: .supplementaryView(ElementCategory.headerKind), indexPath: ItemPath(item: 0, section: 0))
        #expect(abs((element(header, in: view)?.alpha ?? 0) - 0.5) < 1e-6)
        #expect(completed == nil)
        #expect(view.liveViews[cell(3)] === viewOfItem3)

        clock.advance(by: 0.2)
        #expect(completed == true)
        #expect(view.isAtRest)
        #expect(element(cell(3), in: view)?.frame == CGRect(x: 50, y: 70, width: 50, height: 50))
        #expect(view.visibleElements.allSatisfy { $0.alpha == 1 })
        #expect(view.contentSize == CGSize(width: 100, height: 170))
    }

    @Test func theOffsetMovesIntoTheNewRangeWithTheElements() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: list(), itemCounts: [20], clock: clock,
                                               registering: headers)
        view.setContentOffset(CGPoint(x: 0, y: 800), animated: false)   // rows 16–19 at the bottom
        try view.setCollectionViewLayout(grid(), animated: true)
        // The grid is 20 + 10 · 50 = 520 tall: the offset comes back to 320, and row 16, which was
        // at the top of the screen, starts there still (content y 320).
        #expect(view.contentOffset == CGPoint(x: 0, y: 320))
        #expect(element(cell(16), in: view)?.frame.minY == 320)
        clock.advance(by: 0.4)
        #expect(element(cell(16), in: view)?.frame == CGRect(x: 0, y: 420, width: 50, height: 50))
    }

    @Test func withoutAnimationTheNewLayoutShowsAtOnce() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: list(), itemCounts: [6], clock: clock,
                                               registering: headers)
        var completed: Bool?
        try view.setCollectionViewLayout(grid(), animated: false) { completed = $0 }
        #expect(completed == true)
        #expect(view.isAtRest)
        #expect(element(cell(3), in: view)?.frame == CGRect(x: 50, y: 70, width: 50, height: 50))
    }

    @Test func anInteractiveTransitionFollowsItsProgressThenFinishes() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: list(), itemCounts: [6], clock: clock,
                                               registering: headers)
        let transition = TransitionLayout(from: view.collectionLayout, to: try grid())
        var finished: Bool?
        try view.startInteractiveTransition(transition) { finished = $0 }
        #expect(view.collectionLayout === transition && view.isInteractivelyTransitioning)
        try view.updateInteractiveTransition(progress: 0.5)
        // (0, 150, 100, 50) → (50, 70, 50, 50): half-way (25, 110, 75, 50).
        #expect(element(cell(3), in: view)?.frame == CGRect(x: 25, y: 110, width: 75, height: 50))
        #expect(view.isAtRest)                                  // held by the gesture, nothing moves
        #expect(throws: LayoutError.interactiveTransitionInProgress) { try view.startInteractiveTransition(transition) }
        #expect(throws: LayoutError.self) { try view.updateInteractiveTransition(progress: 1.5) }

        view.finishInteractiveTransition()
        #expect(!view.isAtRest)
        clock.step(frames: 3)
        #expect(transition.transitionProgress > 0.5 && transition.transitionProgress < 1)
        clock.advance(by: 0.2)                                // the rest of the way takes 0.3 · 0.5 s
        #expect(finished == true)
        #expect(view.collectionLayout === transition.nextLayout)
        #expect(!view.isInteractivelyTransitioning && view.isAtRest)
        #expect(element(cell(3), in: view)?.frame == CGRect(x: 50, y: 70, width: 50, height: 50))
    }

    @Test func aCancelledTransitionGoesBack() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: list(), itemCounts: [6], clock: clock,
                                               registering: headers)
        let transition = TransitionLayout(from: view.collectionLayout, to: try grid())
        var finished: Bool?
        try view.startInteractiveTransition(transition) { finished = $0 }
        try view.updateInteractiveTransition(progress: 0.3)
        view.cancelInteractiveTransition()
        clock.advance(by: 0.2)                                // 0.3 · 0.3 s back
        #expect(finished == false)
        #expect(view.collectionLayout === transition.currentLayout)
        #expect(element(cell(3), in: view)?.frame == CGRect(x: 0, y: 150, width: 100, height: 50))
    }

    @Test func settingAnotherLayoutDropsTheTransition() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: list(), itemCounts: [6], clock: clock,
                                               registering: headers)
        var finished: Bool?
        try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: try grid())) { finished = $0 }
        try view.setCollectionViewLayout(list())
        #expect(finished == false && !view.isInteractivelyTransitioning)
    }
}

@Suite("Data changes during an interactive transition")
struct InteractiveTransitionDataChangeTests {
    @Test func dataChangesAreRefusedUntilTheTransitionEnds() throws {
        let clock = ManualClock()
        let view = try makeTableView(rows: 20, clock: clock)
        let flow = try FlowLayout()
        try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: flow))
        try view.updateInteractiveTransition(progress: 0.4)
        #expect(throws: BatchUpdateError.layout(.interactiveTransitionInProgress)) {
            try view.performBatchUpdates(itemCounts: [19]) { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) }
        }
        #expect(throws: LayoutError.interactiveTransitionInProgress) { try view.reloadData(itemCounts: [3]) }
        #expect(view.itemCounts == [20])
        view.finishInteractiveTransition()
        clock.run(until: { view.isAtRest })
        try view.performBatchUpdates(itemCounts: [19]) { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) }
        #expect(view.itemCounts == [19])
    }
}
