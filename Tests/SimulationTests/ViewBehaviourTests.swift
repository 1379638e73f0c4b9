import Foundation
@_spi(Testing) import LayoutHosting
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

@Suite("Simulated view: programmatic scrolling, rotation, reuse, bad input")
struct ViewBehaviourTests {
    @Test func scrollToItemPositions() throws {
        let view = try makeTableView(rows: 100)
        let row = ItemPath(item: 20, section: 0)
        // Row 20 spans 1200–1260 in a 480 pt viewport.
        try view.scrollToItem(at: row, at: .top, animated: false)
        #expect(view.contentOffset.y == 1200)
        try view.scrollToItem(at: row, at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == 990) // 1230 − 240
        try view.scrollToItem(at: row, at: .bottom, animated: false)
        #expect(view.contentOffset.y == 780) // 1260 − 480
        // The last rows cannot reach the top: clamped to 6000 − 480.
        try view.scrollToItem(at: ItemPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 5520)
        #expect(throws: LayoutError.indexPathOutOfRange(ItemPath(item: 100, section: 0), itemCounts: [100])) {
            try view.scrollToItem(at: ItemPath(item: 100, section: 0), at: .top, animated: false)
        }
    }

    @Test func scrollToItemHorizontally() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal,
                                                                          itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 0))
        let view = try SimulatedCollectionView(size: CGSize(width: 300, height: 100), layout: layout, itemCounts: [30], clock: ManualClock())
        try view.scrollToItem(at: ItemPath(item: 10, section: 0), at: .left, animated: false)
        #expect(view.contentOffset.x == 1000)
        try view.scrollToItem(at: ItemPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
        #expect(view.contentOffset.x == 900)
        try view.scrollToItem(at: ItemPath(item: 10, section: 0), at: .right, animated: false)
        #expect(view.contentOffset.x == 800)
    }

    @Test func animatedScrollTakesItsDuration() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        let recorder = DelegateRecorder()
        view.delegate = recorder
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        clock.step(frames: 9)
        // Halfway through 0.3 s with ease-in-ease-out: exactly halfway there.
        #expect(abs(view.contentOffset.y - 300) < 1e-6)
        clock.step(frames: 9)
        #expect(view.contentOffset.y == 600)
        #expect(recorder.events == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func rotationAsksTheLayoutForTheOffset() throws {
        let layout = try SnappingTableLayout(itemSize: CGSize(width: 320, height: 60))
        let view = try makeTableView(layout: layout)
        view.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        layout.rotationTarget = CGPoint(x: 0, y: 1234)
        try view.setBoundsSize(CGSize(width: 480, height: 320))
        #expect(view.contentOffset == CGPoint(x: 0, y: 1234))
        #expect(view.bounds.size == CGSize(width: 480, height: 320))
        #expect(view.contentSize == CGSize(width: 480, height: 60000))
        #expect(view.visibleElements.first?.frame.width == 480)
    }

    @Test func rotationKeepsTheOffsetInRange() throws {
        let view = try makeTableView(rows: 20)
        view.setContentOffset(CGPoint(x: 0, y: 720), animated: false)
        try view.setBoundsSize(CGSize(width: 320, height: 800))
        // Content 1200 in 800: the largest offset is now 400.
        #expect(view.contentOffset.y == 400)
    }

    @Test func scrollingAThousandRowsReusesViews() throws {
        let view = try makeTableView(rows: 1000)
        // 480 / 60 = 8 rows, 9 when a row is cut at both ends.
        var offset: CGFloat = 0
        while offset < 60000 - 480 {
            offset += 17
            view.setContentOffset(CGPoint(x: 0, y: min(offset, 60000 - 480)), animated: false)
        }
        let statistics = view.reuseStatistics
        #expect(statistics.created <= 9 + 2)
        #expect(statistics.reused >= 980)
        #expect(statistics.live == view.visibleElements.count)
        #expect(statistics.live + statistics.pooled == statistics.created)
    }

    @Test func visibleSetIsSortedByZIndex() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 100), headerReferenceSize: CGSize(width: 0, height: 40))
        configuration.sectionHeadersPinToVisibleBounds = true
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: FlowLayout(configuration: configuration),
                                               itemCounts: [10, 10], clock: ManualClock(),
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(view.visibleElements.last?.category == .supplementaryView(ElementCategory.headerKind))
        #expect(view.visibleElements.last?.frame.minY == 300)
        #expect(view.visibleElements.map(\.zIndex) == view.visibleElements.map(\.zIndex).sorted())
    }

    @Test func recordsFramesWhenAsked() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        view.recordFrames = true
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 1000))
        clock.step(frames: 10)
        #expect(view.recordedFrames.count == 11)
        #expect(view.recordedFrames.last?.bounds.origin == view.contentOffset)
        #expect(view.recordedFrames.map(\.time) == view.recordedFrames.map(\.time).sorted())
    }

    @Test func reloadDataRecyclesAndRelayouts() throws {
        let view = try makeTableView(rows: 100)
        try view.reloadData(itemCounts: [3])
        #expect(view.contentSize.height == 180)
        #expect(view.visibleElements.count == 3)
        // Rows 0–7 filled the 480 pt viewport before the reload; the three rows reuse three of them.
        #expect(view.reuseStatistics.created == 8)
        #expect(view.reuseStatistics.reused == 3)
    }

    @Test func badInputIsRefused() throws {
        let layout = try TableLayout(itemSize: CGSize(width: 10, height: 10))
        #expect(throws: LayoutError.negativeItemCount(section: 0, count: -1)) {
            try SimulatedCollectionView(size: CGSize(width: 100, height: 100), layout: layout, itemCounts: [-1], clock: ManualClock())
        }
        #expect(throws: LayoutError.self) {
            try SimulatedCollectionView(size: CGSize(width: CGFloat.nan, height: 100), layout: layout, itemCounts: [1], clock: ManualClock())
        }
        let view = try makeTableView(rows: 10)
        #expect(throws: LayoutError.self) { try view.setBoundsSize(CGSize(width: -5, height: 10)) }
        #expect(throws: LayoutError.self) { try view.reloadData(itemCounts: [-4]) }
        #expect(throws: LayoutError.self) { try view.setContentInset(LayoutEdgeInsets(top: .nan)) }
        #expect(view.itemCounts == [10])
        view.setContentOffset(CGPoint(x: CGFloat.nan, y: 0), animated: false)
        #expect(view.contentOffset == .zero)
    }

    @Test func zeroSizeBoundsShowNothing() throws {
        let view = try SimulatedCollectionView(size: .zero, layout: TableLayout(itemSize: CGSize(width: 10, height: 10)),
                                               itemCounts: [10], clock: ManualClock())
        #expect(view.visibleElements.isEmpty)
        view.drag(by: CGPoint(x: 0, y: -30))
        view.endDragging(velocity: CGPoint(x: 0, y: 1000))
        #expect(view.contentOffset.isFinite)
    }
}
