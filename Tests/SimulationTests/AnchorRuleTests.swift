import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// The anchor rule in the simulated view, for each change it covers: the cell the person is
/// looking at (the first wholly on screen) keeps its place on screen. Frames worked out by hand.
@Suite("The anchor rule: what the person looks at stays put")
struct AnchorRuleTests {
    /// 200 rows 60 tall in a 390 × 844 view at offset 3000: row 50 is the first on screen, wholly.
    static func table(offset: CGFloat = 3000) throws -> SimulatedCollectionView {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try TableLayout(itemSize: CGSize(width: 0, height: 60)),
                                               itemCounts: [200], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        return view
    }

    static func paths(_ items: Range<Int>) -> [ItemPath] { items.map { ItemPath(item: $0, section: 0) } }

    /// Where `item` is on screen: its frame's origin less the content offset.
    static func onScreen(_ view: SimulatedCollectionView, _ item: Int) -> CGPoint? {
        view.layoutAttributesForItem(at: ItemPath(item: item, section: 0)).map {
            CGPoint(x: $0.frame.minX - view.contentOffset.x, y: $0.frame.minY - view.contentOffset.y)
        }
    }

    /// Five rows inserted at the top push row 50 to item 55 at 3300: the offset follows, 3300.
    @Test func rowsInsertedBeforeTheAnchorMoveTheOffsetByTheirLength() throws {
        let view = try Self.table()
        try view.performBatchUpdates(itemCounts: [205], updatingData: {}, { $0.insertItems(at: Self.paths(0..<5)) }, completion: nil)
        #expect(view.contentOffset == CGPoint(x: 0, y: 3300))
        #expect(Self.onScreen(view, 55) == .zero)
        #expect(Self.onScreen(view, 60) == CGPoint(x: 0, y: 300))
    }

    /// Three rows deleted above: row 50 becomes item 47 at 2820, and so does the offset.
    @Test func rowsDeletedBeforeTheAnchorMoveTheOffsetBack() throws {
        let view = try Self.table()
        try view.performBatchUpdates(itemCounts: [197], updatingData: {}, { $0.deleteItems(at: Self.paths(10..<13)) }, completion: nil)
        #expect(view.contentOffset == CGPoint(x: 0, y: 2820))
        #expect(Self.onScreen(view, 47) == .zero)
    }

    /// Row 0 moved to the end: rows 1 to 50 move up one place, so row 50 is item 49 at 2940.
    @Test func aRowMovedFromBeforeTheAnchorToAfterIt() throws {
        let view = try Self.table()
        try view.performBatchUpdates(itemCounts: [200], updatingData: {}, {
            $0.moveItem(at: ItemPath(item: 0, section: 0), to: ItemPath(item: 199, section: 0))
        }, completion: nil)
        #expect(view.contentOffset == CGPoint(x: 0, y: 2940))
        #expect(Self.onScreen(view, 49) == .zero)
    }

    /// Changes after the anchor, on screen or below, leave the offset: row 60 deleted closes up
    /// below row 59.
    @Test func changesAfterTheAnchorLeaveTheOffset() throws {
        let view = try Self.table()
        try view.performBatchUpdates(itemCounts: [199], updatingData: {}, { $0.deleteItems(at: Self.paths(60..<61)) }, completion: nil)
        #expect(view.contentOffset == CGPoint(x: 0, y: 3000))
        #expect(Self.onScreen(view, 60) == CGPoint(x: 0, y: 600))
    }

    /// The anchor itself deleted with two rows before it: the next row on screen, row 51 at 60,
    /// anchors; it becomes item 48 at 2880, so the offset is 2820.
    @Test func whenTheAnchorGoesTheNextRowOnScreenAnchors() throws {
        let view = try Self.table()
        try view.performBatchUpdates(itemCounts: [197], updatingData: {}, {
            $0.deleteItems(at: Self.paths(0..<2) + Self.paths(50..<51))
        }, completion: nil)
        #expect(Self.onScreen(view, 48) == CGPoint(x: 0, y: 60))
        #expect(view.contentOffset == CGPoint(x: 0, y: 2820))
    }

    /// At the very start the start anchors: rows inserted at the top show there.
    @Test func atTheStartInsertedRowsShowAtTheTop() throws {
        let view = try Self.table(offset: 0)
        try view.performBatchUpdates(itemCounts: [203], updatingData: {}, { $0.insertItems(at: Self.paths(0..<3)) }, completion: nil)
        #expect(view.contentOffset == .zero)
        #expect(Self.onScreen(view, 3) == CGPoint(x: 0, y: 180))
    }

    /// Right to left, the start of the content is at its right: a horizontal row of 100-point
    /// items resting there (with an inset of 20 on the left only) stays there when items are
    /// inserted at the start, and they show at the right edge, beside the inset (mirrored with
    /// the rest).
    @Test func rightToLeftTheStartIsTheRight() throws {
        let row = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100)))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 100), layout: row, itemCounts: [30], clock: ManualClock(),
                                               contentInset: LayoutEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        try view.setLayoutDirection(.rightToLeft)
        view.setContentOffset(view.restingOrigin, animated: false)
        try view.performBatchUpdates(itemCounts: [33], updatingData: {}, { $0.insertItems(at: Self.paths(0..<3)) }, completion: nil)
        // At the layout's start (−20, the inset), as UIKit keeps it; drawn mirrored, item 0 sits
        // at the right, the inset beside it.
        #expect(view.contentOffset == view.restingOrigin && view.contentOffset.x == -20)
        let drawn = view.currentFrame
        let first = try #require(drawn.elements.first { $0.indexPath == ItemPath(item: 0, section: 0) })
        #expect(first.frame.maxX == drawn.bounds.maxX - 20)
    }

    /// A grid of 100-point items, 10 apart, in a 390-wide view: three to a row, rows 110 apart. At
    /// 3000, row 27 (2970–3070) is cut by the top edge and row 28 (items 84–86 at 3080) is the
    /// first wholly on screen: item 84 at 80 anchors. In landscape (844 × 390) seven fit a row,
    /// so item 84 starts row 12 at 1320: the offset becomes 1240 and item 84 is still at 80.
    @Test func aRotationKeepsTheAnchorsDistanceFromTheTop() throws {
        let grid = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: grid, itemCounts: [1_000], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
        #expect(Self.onScreen(view, 84) == CGPoint(x: 0, y: 80))
        try view.setBoundsSize(CGSize(width: 844, height: 390))
        #expect(view.contentOffset == CGPoint(x: 0, y: 1240))
        #expect(Self.onScreen(view, 84) == CGPoint(x: 0, y: 80))
        // And back: row 28 again, at 3080 − 80.
        try view.setBoundsSize(CGSize(width: 390, height: 844))
        #expect(view.contentOffset == CGPoint(x: 0, y: 3000))
    }

    /// The same grid switched to a table of 60-point rows: row 84 at 5040 comes to 80 from the
    /// top, at offset 4960; animated, the switch ends at the same offset.
    @Test func aLayoutSwitchKeepsTheAnchorWhereItWas() throws {
        for animated in [false, true] {
            let clock = ManualClock()
            let grid = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)))
            let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: grid, itemCounts: [1_000], clock: clock)
            view.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
            try view.setCollectionViewLayout(try TableLayout(itemSize: CGSize(width: 0, height: 60)), animated: animated)
            clock.run(until: { view.isAtRest })
            #expect(view.contentOffset == CGPoint(x: 0, y: 4960), "animated: \(animated)")
            #expect(Self.onScreen(view, 84) == CGPoint(x: 0, y: 80), "animated: \(animated)")
        }
    }

    /// A switch that would put the anchor past the end stops at the end of the scrollable range:
    /// row 184 of the table at 11000 (at 11040, 40 from the top) in a table of 20-point rows is
    /// at 3680, which needs 3640; the range ends at 4000 − 844 = 3156.
    @Test func theAnchoredOffsetStaysInTheScrollableRange() throws {
        let view = try Self.table(offset: 11_000)
        try view.setCollectionViewLayout(try TableLayout(itemSize: CGSize(width: 0, height: 20)))
        #expect(view.contentOffset == CGPoint(x: 0, y: 3156))
    }

    // MARK: Rows that size themselves

    /// `count` rows estimated 44 tall whose cells prefer `height(row)`.
    static func estimatedTable(count: Int = 2_000, clock: ManualClock = ManualClock(),
                               height: @escaping (Int) -> CGFloat = { CGFloat(30 + ($0 * 37) % 90) }) throws -> SimulatedCollectionView {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try TableLayout(estimatedRowHeight: 44),
                                               itemCounts: [count], clock: clock)
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: height($0.indexPath.item)) }
        return view
    }

    /// Rows of 100: the first pass sizes the 20 rows it shows at their estimate (0–19), so row 50
    /// begins at 20 × 100 + 30 × 44 = 3320 and a scroll to it puts the offset there. Scrolled up
    /// 10 points, row 49 comes in cut by the top edge and grows from 44 to 100: the offset moves by
    /// its 56 points to 3366, and row 50 stays 10 from the top.
    @Test func aRowEnteringAtTheTopGrowsUpwards() throws {
        let view = try Self.estimatedTable(count: 200) { _ in 100 }
        try view.scrollToItem(at: ItemPath(item: 50, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 3320))
        view.setContentOffset(CGPoint(x: 0, y: 3310), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 3366))
        #expect(Self.onScreen(view, 50) == CGPoint(x: 0, y: 10))
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 49, section: 0))?.frame == CGRect(x: 0, y: 3276, width: 390, height: 100))
    }

    /// The same rows reloaded with one more: every height is an estimate again, so row 50 starts
    /// at 50 × 44 = 2200; the offset follows it there, and row 50, measured again at the top,
    /// grows down from it. UIKit leaves the offset at 3320, 1120 points past the row.
    @Test func aReloadKeepsTheRowAtTheTop() throws {
        let view = try Self.estimatedTable(count: 200) { _ in 100 }
        try view.scrollToItem(at: ItemPath(item: 50, section: 0), at: .top, animated: false)
        try view.reloadData(itemCounts: [201])
        #expect(view.contentOffset == CGPoint(x: 0, y: 2200))
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 50, section: 0))?.frame == CGRect(x: 0, y: 2200, width: 390, height: 100))
    }

    /// A drag through rows never sized: each row coming in at the top sizes itself, and the
    /// content follows the finger exactly, 5 points a move.
    @Test func aDragCarriesOnThroughRowsSizingThemselves() throws {
        let view = try Self.estimatedTable()
        view.setContentOffset(CGPoint(x: 0, y: 44_000), animated: false)
        view.beginDragging()
        for _ in 0..<120 {
            let tracked = try #require(view.visibleElements.first { $0.category == .cell && $0.frame.minY >= view.contentOffset.y })
            let before = tracked.frame.minY - view.contentOffset.y
            view.drag(by: CGPoint(x: 0, y: 5))
            #expect(Self.onScreen(view, tracked.indexPath.item)?.y == before + 5)
        }
        view.endDragging(velocity: .zero)
    }

    /// A fling through rows never sized moves the content on screen frame by frame exactly as the
    /// same fling over rows of one height: the deceleration carries on from the moved content.
    @Test func aDecelerationCarriesOnThroughRowsSizingThemselves() throws {
        let clock = ManualClock()
        let view = try Self.estimatedTable(clock: clock)
        let reference = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                                    layout: try TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                                    itemCounts: [2_000], clock: clock)
        for each in [view, reference] {
            each.setContentOffset(CGPoint(x: 0, y: 44_000), animated: false)
            each.beginDragging()
            each.drag(by: CGPoint(x: 0, y: 20))
            each.endDragging(velocity: CGPoint(x: 0, y: -2_500))
        }
        var frames = 0
        while !reference.isAtRest && frames < 600 {
            let tracked = try #require(view.visibleElements.first { $0.category == .cell && $0.frame.minY >= view.contentOffset.y })
            let before = tracked.frame.minY - view.contentOffset.y, referenceBefore = reference.contentOffset.y
            clock.step()
            let moved = try #require(Self.onScreen(view, tracked.indexPath.item)?.y) - before
            #expect(abs(moved - (referenceBefore - reference.contentOffset.y)) < 1e-6, "frame \(frames)")
            frames += 1
        }
        #expect(frames > 30)
    }
}
