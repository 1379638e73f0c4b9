import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// A table that records the batch-update calls it gets and can drive its own animations.
final class UpdateSpyLayout: TableLayout {
    var calls: [String] = []
    var animates = true
    var slideInFromLeft = false

    override var animatesCollectionViewUpdates: Bool { animates }
    override func prepare() throws(LayoutError) {
        if pendingInvalidation.contains(.dataCounts) { calls.append("prepare") }
        try super.prepare()
    }
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        calls.append("prepareForUpdates(\(updateItems.count))")
    }
    override func finalizeCollectionViewUpdates() { calls.append("finalize") }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? {
        guard slideInFromLeft, var attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        attributes.frame.origin.x -= 100
        return attributes
    }
}

@Suite("Simulated view: batch updates")
struct BatchUpdateTests {
    /// A 100×200 view over rows 50 pt tall: rows 0–3 visible.
    private func makeView(rows: Int = 10, layout: TableLayout? = nil, clock: ManualClock) throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: CGSize(width: 100, height: 200),
                                    layout: layout ?? TableLayout(itemSize: CGSize(width: 100, height: 50)),
                                    itemCounts: [rows], clock: clock)
    }

    private func cell(_ item: Int, in view: SimulatedCollectionView) -> [LayoutAttributes] {
        view.visibleElements.filter { $0.category == .cell && $0.indexPath.item == item }
    }

    /// Issue 55 (9): a layout's settings changed inside the update (`update(animatedIn:)`)
    /// animate from what is drawn. Five tags in a 320-wide view (insets 10, spacing 10): leading
    /// at x [10, 100, 170, 10, 140], centred at [30, 120, 190, 50, 180]; half way through (ease
    /// in and out, half the distance) at [20, 110, 180, 30, 160]. Changed first with `update`,
    /// the next layout pass shows the new places at once and the update moves nothing. A bad
    /// value throws `.layout` and changes nothing.
    @Test func settingsChangedInsideTheUpdateAnimate() throws {
        let tags = [CGSize(width: 80, height: 40), CGSize(width: 60, height: 20), CGSize(width: 100, height: 30),
                    CGSize(width: 120, height: 50), CGSize(width: 90, height: 40)]
        func tagCloud(clock: ManualClock) throws -> (SimulatedCollectionView, FlowLayout) {
            var configuration = FlowLayoutConfiguration(minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                        sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            configuration.lineAlignment = .leading
            configuration.sizeForItem = { tags[$0.item] }
            let layout = try FlowLayout(configuration: configuration)
            return (try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [5], clock: clock), layout)
        }
        func xs(_ view: SimulatedCollectionView) -> [CGFloat] {
            (0..<5).compactMap { item in view.visibleElements.first { $0.category == .cell && $0.indexPath.item == item }?.frame.minX }
        }
        let clock = ManualClock(framesPerSecond: 100)
        let (view, layout) = try tagCloud(clock: clock)
        #expect(xs(view) == [10, 100, 170, 10, 140])
        try layout.update(animatedIn: view, itemCounts: [5]) { $0.lineAlignment = .center }
        #expect(xs(view) == [10, 100, 170, 10, 140])
        clock.advance(by: SimulatedCollectionView.batchUpdateAnimationDuration / 2)
        #expect(zip(xs(view), [20, 110, 180, 30, 160] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-6 })
        clock.run(until: { view.isAtRest })
        #expect(xs(view) == [30, 120, 190, 50, 180])
        #expect(throws: BatchUpdateError.layout(.invalidValue(name: "minimumLineSpacing", value: -1, expected: "a finite number ≥ 0"))) {
            try layout.update(animatedIn: view, itemCounts: [5]) { $0.minimumLineSpacing = -1 }
        }
        #expect(layout.configuration.minimumLineSpacing == 10)

        let (before, beforeLayout) = try tagCloud(clock: clock)
        try beforeLayout.update { $0.lineAlignment = .center }
        try before.performBatchUpdates(itemCounts: [5]) { _ in }
        #expect(xs(before) == [30, 120, 190, 50, 180])
    }

    @Test func deletionMovesTheFollowingRowsUpAndFadesTheDeletedOne() throws {
        let clock = ManualClock(framesPerSecond: 100)
        let view = try makeView(clock: clock)
        var completions: [Bool] = []
        try view.performBatchUpdates(itemCounts: [9], { $0.deleteItems(at: [ItemPath(item: 1, section: 0)]) },
                                     completion: { completions.append($0) })
        #expect(view.itemCounts == [9])
        #expect(view.isAnimatingUpdates && !view.isAtRest)
        // Row 1 is now the old row 2: it starts where that was (y 100) and ends at y 50; the
        // deleted row fades where it was (y 50). Both at the start:
        #expect(cell(1, in: view).map(\.frame.minY).sorted() == [50, 100])
        clock.advance(by: 0.15)
        // Halfway in time is halfway in ease-in-ease-out: y 75, the deleted row at alpha 0.5.
        let halfway = cell(1, in: view)
        #expect(halfway.contains { abs($0.frame.minY - 75) < 1e-6 && $0.alpha == 1 })
        #expect(halfway.contains { $0.frame.minY == 50 && abs($0.alpha - 0.5) < 1e-6 })
        #expect(completions.isEmpty)
        clock.advance(by: 0.16)
        #expect(completions == [true])
        #expect(!view.isAnimatingUpdates)
        #expect(view.visibleElements.map(\.frame.minY) == [0, 50, 100, 150])
        #expect(view.visibleElements.map(\.alpha) == [1, 1, 1, 1])
    }

    @Test func insertionFadesInAndTheLayoutIsToldInUIKitsOrder() throws {
        let clock = ManualClock(framesPerSecond: 100)
        let layout = try UpdateSpyLayout(itemSize: CGSize(width: 100, height: 50))
        let view = try makeView(layout: layout, clock: clock)
        layout.calls = []
        try view.performBatchUpdates(itemCounts: [11]) { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }
        #expect(layout.calls == ["prepare", "prepareForUpdates(1)", "finalize"])
        // The new row 0 fades in; the old row 0, now row 1, moves down from y 0.
        #expect(cell(0, in: view).map(\.alpha) == [0])
        #expect(cell(1, in: view).map(\.frame.minY) == [0])
        clock.advance(by: 0.31)
        #expect(cell(0, in: view).map(\.alpha) == [1])
    }

    @Test func theLayoutsAppearingAttributesAreTheStart() throws {
        let clock = ManualClock(framesPerSecond: 100)
        let layout = try UpdateSpyLayout(itemSize: CGSize(width: 100, height: 50))
        layout.slideInFromLeft = true
        let view = try makeView(layout: layout, clock: clock)
        try view.performBatchUpdates(itemCounts: [11]) { $0.insertItems(at: [ItemPath(item: 2, section: 0)]) }
        #expect(cell(2, in: view).map(\.frame.minX) == [-100])
        clock.advance(by: 0.15)
        #expect(cell(2, in: view).map(\.frame.minX) == [-50])
    }

    @Test func aLayoutThatAnimatesItselfGetsItsUpdateAtOnce() throws {
        let clock = ManualClock()
        let layout = try UpdateSpyLayout(itemSize: CGSize(width: 100, height: 50))
        layout.animates = false
        let view = try makeView(layout: layout, clock: clock)
        view.recordFrames = true
        var completed = false
        try view.performBatchUpdates(itemCounts: [9], { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) },
                                     completion: { completed = $0 })
        #expect(view.isAtRest)
        #expect(view.recordedFrames.count == 2)
        // The completion runs on the next frame: UIKit's never runs inside `performBatchUpdates`.
        #expect(!completed)
        clock.step()
        #expect(completed)
        #expect(view.visibleElements.map(\.frame.minY) == [0, 50, 100, 150])
        #expect(layout.calls.suffix(2) == ["prepareForUpdates(1)", "finalize"])
    }

    @Test func deletingAtTheEndKeepsTheOffsetInRange() throws {
        let clock = ManualClock()
        let view = try makeView(rows: 6, clock: clock) // content 300, range 0…100
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let recorder = DelegateRecorder()
        view.delegate = recorder
        try view.performBatchUpdates(itemCounts: [5]) { $0.deleteItems(at: [ItemPath(item: 5, section: 0)]) }
        #expect(view.contentOffset.y == 50)
        #expect(recorder.events == ["didScroll"])
        // Rows stay put on screen as the offset moves up by 50: row 2 (screen y 0) starts at
        // content y 50, and row 1, a screen away before, comes in from content y 0.
        #expect(cell(2, in: view).map(\.frame.minY) == [50])
        #expect(cell(1, in: view).map(\.frame.minY) == [0])
    }

    @Test func countsThatDisagreeChangeNothing() throws {
        let view = try makeView(clock: ManualClock())
        let before = view.visibleElements
        #expect(throws: BatchUpdateError.invalidNumberOfItems(section: 0, after: 10, before: 10, inserted: 0, deleted: 1,
                                                              movedIn: 0, movedOut: 0)) {
            try view.performBatchUpdates(itemCounts: [10]) { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) }
        }
        #expect(throws: BatchUpdateError.layout(.negativeItemCount(section: 0, count: -1))) {
            try view.performBatchUpdates(itemCounts: [-1]) { _ in }
        }
        #expect(view.itemCounts == [10])
        #expect(view.visibleElements == before)
        #expect(!view.isAnimatingUpdates)
        // A section the layout does not lay out (a carousel shows one) changes nothing either.
        let carousel = try SimulatedCollectionView(size: CGSize(width: 390, height: 300),
                                                   layout: CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear)),
                                                   itemCounts: [10], clock: ManualClock())
        let shown = carousel.visibleElements
        #expect(throws: BatchUpdateError.layout(.unsupportedSectionCount(layout: "CarouselLayout", count: 2, supported: 1))) {
            try carousel.performBatchUpdates(itemCounts: [10, 1]) { $0.insertSections([1]) }
        }
        #expect(carousel.itemCounts == [10])
        #expect(carousel.visibleElements == shown)
        #expect(!carousel.isAnimatingUpdates)
    }

    @Test func aSecondUpdateTakesOverFromWhereTheFirstIsShown() throws {
        let clock = ManualClock()
        let view = try makeView(clock: clock)
        var completions: [String] = []
        try view.performBatchUpdates(itemCounts: [9], { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) },
                                     completion: { completions.append("first \($0)") })
        clock.step(frames: 3)
        let shown = Set(view.visibleElements.map { [$0.frame.minY, $0.alpha] })
        try view.performBatchUpdates(itemCounts: [8], { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) },
                                     completion: { completions.append("second \($0)") })
        #expect(completions == ["first false"])
        // Nothing jumps: every element shown a moment ago is still shown where it was, the first
        // deleted row still fading out on its own schedule.
        #expect(shown.isSubset(of: Set(view.visibleElements.map { [$0.frame.minY, $0.alpha] })))
        #expect(view.visibleElements.count == 6)     // rows 0–3, and two rows leaving
        clock.advance(by: 0.5)
        #expect(completions == ["first false", "second true"])
        #expect(view.visibleElements.map(\.frame.minY) == [0, 50, 100, 150])
    }

    @Test func viewsFollowTheirElementsAndReloadedItemsGetNewViews() throws {
        let clock = ManualClock()
        let view = try makeView(clock: clock)
        func viewAt(_ item: Int) -> SimulatedView? { view.liveViews[ElementKey(category: .cell, indexPath: ItemPath(item: item, section: 0))] }
        let (v0, v1, v2) = (try #require(viewAt(0)), try #require(viewAt(1)), try #require(viewAt(2)))
        try view.performBatchUpdates(itemCounts: [9], {
            $0.deleteItems(at: [ItemPath(item: 0, section: 0)])
            $0.reloadItems(at: [ItemPath(item: 2, section: 0)])
        })
        #expect(viewAt(0) === v1)                 // item 1 moved up to 0 with its view
        #expect(viewAt(1) !== v2)                 // item 2 (now 1) was reloaded: another view
        #expect(viewAt(1) !== v0)                 // not even the deleted row's, which is still leaving
        #expect(view.reuseStatistics.created == 6)
    }

    /// The data changes inside the update, after the changes are checked: a refused update
    /// never runs it, and a cell made during the update reads the new data.
    @Test func theDataChangesInsideTheUpdateAndOnlyWhenTheUpdateIsAccepted() throws {
        let clock = ManualClock()
        let view = try makeView(rows: 3, clock: clock)
        var titles = ["a", "b", "c"]
        let source = TitledDataSource { titles }
        view.dataSource = source
        try view.reloadData(itemCounts: [3])
        var ran = false
        #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates(itemCounts: [5], updatingData: { ran = true }) { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }
        }
        #expect(!ran && titles == ["a", "b", "c"])
        try view.performBatchUpdates(itemCounts: [4], updatingData: { titles.insert("new", at: 0) }) {
            $0.insertItems(at: [ItemPath(item: 0, section: 0)])
        }
        clock.run(until: { view.isAtRest })
        #expect(view.liveViews[ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))]?.appearance?.title == "new")
    }

    @Test func twoPositionsOnOneAxisAreRefusedAsUIKitRaises() throws {
        let view = try makeView(clock: ManualClock())
        #expect(throws: LayoutError.invalidValue(name: "scroll position", value: CGFloat(CollectionViewScrollPosition([.top, .bottom]).rawValue),
                                                 expected: "at most one vertical and one horizontal position")) {
            try view.scrollToItem(at: ItemPath(item: 5, section: 0), at: [.top, .bottom], animated: false)
        }
        try view.scrollToItem(at: ItemPath(item: 5, section: 0), at: [.top, .left], animated: false)
        #expect(view.contentOffset.y == 250)
    }
}

/// Cells titled by the current titles.
private final class TitledDataSource: SimulatedDataSource {
    let titles: () -> [String]
    init(_ titles: @escaping () -> [String]) { self.titles = titles }

    func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
        cell.setAppearance(ElementAppearance(title: titles()[indexPath.item]), animationDuration: 0)
        return cell
    }
}
