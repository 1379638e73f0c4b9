import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// The waterfall in the simulated view: cells that size themselves as they scroll in move
/// nothing on screen, and a finger reorders items.
@Suite("WaterfallLayout in a view")
@MainActor
struct WaterfallViewTests {
    /// 2,000 items estimated 150 tall in two columns of a 390 × 844 view; each cell prefers
    /// 60 to 259 points by its item.
    static func unsizedBoard(clock: ManualClock) throws -> SimulatedCollectionView {
        let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(2), columnSpacing: 8, itemSpacing: 8) { _ in
            .estimated(150)
        })
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [2_000], clock: clock)
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: CGFloat(60 + ($0.indexPath.item * 37) % 200)) }
        return view
    }

    /// Where each cell on screen begins, from the top of the screen.
    static func onScreen(_ view: SimulatedCollectionView) -> [Int: CGRect] {
        Dictionary(uniqueKeysWithValues: view.visibleElements.filter { $0.category == .cell }.map {
            ($0.indexPath.item, $0.frame.offsetBy(dx: 0, dy: -view.contentOffset.y))
        })
    }

    /// Scrolls `view` by `step` points `count` times; answers the largest amount any cell on
    /// screen before and after a step moved other than the step, and how many cells were compared.
    static func largestJump(in view: SimulatedCollectionView, step: CGFloat, count: Int) -> (jump: CGFloat, compared: Int) {
        var largest: CGFloat = 0, compared = 0
        for _ in 0..<count {
            let before = onScreen(view)
            view.setContentOffset(CGPoint(x: 0, y: view.contentOffset.y + step), animated: false)
            for (item, frame) in onScreen(view) {
                guard let old = before[item] else { continue }
                largest = max(largest, abs(frame.minY - (old.minY - step)), abs(frame.minX - old.minX))
                compared += 1
            }
        }
        return (largest, compared)
    }

    @Test func cellsSizingThemselvesAsTheyScrollInMoveNothingOnScreen() throws {
        let view = try Self.unsizedBoard(clock: ManualClock())
        // Far from the start, nothing there measured yet: scroll up through unsized cells, then down.
        view.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
        let up = Self.largestJump(in: view, step: -37, count: 200)
        #expect(up.compared > 2_000)
        #expect(up.jump < 1e-6, "scrolling up, a cell on screen moved \(up.jump)")
        let down = Self.largestJump(in: view, step: 53, count: 200)
        #expect(down.jump < 1e-6, "scrolling down, a cell on screen moved \(down.jump)")
        // Every cell that came on screen was measured: its length is its own.
        for cell in view.visibleElements where cell.category == .cell {
            #expect(cell.frame.height == CGFloat(60 + (cell.indexPath.item * 37) % 200))
        }
    }

    @Test func gapsLeftScrollingUpCloseAtRestAnimatedWithTheAnchorInPlace() throws {
        // Scrolling up from far down, cells measured at the top grow upward, so one column of the
        // board begins below the other: items 0 and 1 (the first of columns 0 and 1) do not both
        // begin at 0. When the finger lifts without a fling the content is at rest, and the gaps
        // close in an animated update: both columns begin at 0, the cells of the column whose
        // lead was g move by −g while the view keeps the item the person looks at where it is.
        // Every cell on screen therefore moves by 0 or by the difference of the two leads.
        let clock = ManualClock()
        let view = try Self.unsizedBoard(clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
        view.beginDragging()
        for _ in 0..<150 {
            view.drag(by: CGPoint(x: 0, y: 40))
            view.layoutIfNeeded()
        }
        func leads() -> [CGFloat] { (0..<2).map { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))!.frame.minY } }
        let before = leads()
        #expect(before.min() == 0)
        let gap = before.max()!
        #expect(gap > 0, "scrolling up left no gap")
        let onScreen = Self.onScreen(view)
        view.endDragging(velocity: .zero)
        #expect(!view.isAtRest, "the gaps close in an animated update")
        clock.run(until: { view.isAtRest })
        #expect(leads() == [0, 0])
        let moves = Set(Self.onScreen(view).compactMap { item, frame in onScreen[item].map { frame.minY - $0.minY } })
        #expect(moves.contains(0), "no cell stayed where it was on screen")
        #expect(moves.isSubset(of: [0, gap, -gap]), "\(moves) (gap \(gap))")
        // Nothing more to tidy: the next rest changes nothing.
        view.beginDragging()
        view.drag(by: CGPoint(x: 0, y: -10))
        view.endDragging(velocity: .zero)
        #expect(view.isAtRest)
    }

    @Test func aFingerMovesAnItemAndTheOthersTakeItsPlaceInTurn() throws {
        // Heights by item: 100, 60, 80, 40, 120, 50 in two columns of 145 (300 wide, 10 apart):
        // item 0 at column 0, 1 and 2 in column 1 (0, 70), 3 in column 0 at 110, 4 in column 0
        // at 160 (a tie), 5 in column 1 at 160.
        final class Order: @unchecked Sendable { var items = [0, 1, 2, 3, 4, 5] }
        let order = Order(), heights: [CGFloat] = [100, 60, 80, 40, 120, 50]
        let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(2)) { .absolute(heights[order.items[$0.item]]) })
        let clock = ManualClock()
        let (view, data) = try reorderingView(layout, size: CGSize(width: 300, height: 600), itemCounts: [6], clock: clock)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 145, height: 40))
        // Item 0 carried onto item 3: each place keeps its column and takes the item that now
        // stands in it. Column 0: item 1 (60) at 0, the moving item 0 (100) at 70, item 4 at 180;
        // column 1: item 2 (80) at 0, item 3 (40) at 90, item 5 at 140.
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 70, y: 130))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 3, section: 0))
        clock.advance(by: 0.3)
        #expect(view.shownCell(0)?.frame == CGRect(x: 0, y: 0, width: 145, height: 60))
        #expect(view.title(0) == "1")
        #expect(view.shownCell(1)?.frame == CGRect(x: 155, y: 0, width: 145, height: 80))
        #expect(view.shownCell(2)?.frame == CGRect(x: 155, y: 90, width: 145, height: 40))
        #expect(view.shownCell(4)?.frame == CGRect(x: 0, y: 180, width: 145, height: 120))
        #expect(view.shownCell(5)?.frame == CGRect(x: 155, y: 140, width: 145, height: 50))
        #expect(view.shownCell(3)?.center == CGPoint(x: 70, y: 130))
        view.endInteractiveMovement()
        #expect(data.sections[0] == [1, 2, 3, 0, 4, 5])
        order.items = data.sections[0]
        clock.advance(by: 0.3)
        #expect(view.shownCell(3)?.frame == CGRect(x: 0, y: 70, width: 145, height: 100))
        // A later relayout at the same width keeps every item where the movement left it.
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 70, width: 145, height: 100))
    }

    /// Three columns of items 60 to 179 tall by their place, item 5 spanning the columns.
    static func bannerBoard(clock: ManualClock) throws -> (SimulatedCollectionView, ReorderingDataSource) {
        var configuration = WaterfallLayoutConfiguration(columns: .count(3)) { .absolute(CGFloat(60 + ($0.item * 37) % 120)) }
        configuration.spansAllColumns = { $0.item == 5 }
        return try reorderingView(try WaterfallLayout(configuration: configuration), size: CGSize(width: 390, height: 844), itemCounts: [30],
                                  clock: clock)
    }

    static func frames(_ view: SimulatedCollectionView) -> [CGRect] {
        (0..<30).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame }
    }

    /// Moves the finger onto the centre of `item` as the view lays it out now.
    static func drag(_ view: SimulatedCollectionView, onto item: Int, clock: ManualClock) throws {
        let frame = try #require(view.layoutAttributesForItem(at: ItemPath(item: item, section: 0))?.frame)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        clock.advance(by: 0.3)
    }

    @Test func aMovementDependsOnlyOnWhereTheItemStandsAndACancelRestoresEverything() throws {
        // Carried across the banner and back, then cancelled: every item where it was.
        let clock = ManualClock()
        let (view, data) = try Self.bannerBoard(clock: clock)
        let start = Self.frames(view)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        try Self.drag(view, onto: 12, clock: clock)
        try Self.drag(view, onto: 3, clock: clock)
        try Self.drag(view, onto: 9, clock: clock)
        let target = try #require(view.interactiveMovement?.targetIndexPath)
        let winding = Self.frames(view)
        view.cancelInteractiveMovement()
        clock.advance(by: 0.5)
        #expect(Self.frames(view) == start)
        // The same item carried straight to the same place shows the same arrangement.
        let other = ManualClock()
        let (straight, straightData) = try Self.bannerBoard(clock: other)
        #expect(straight.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        try Self.drag(straight, onto: target.item, clock: other)
        #expect(straight.interactiveMovement?.targetIndexPath == target)
        let direct = Self.frames(straight)
        for item in 0..<30 where item != target.item { #expect(direct[item] == winding[item], "item \(item)") }
        withExtendedLifetime((data, straightData)) {}
    }

    @Test func anAnimatedBatchUpdateEndsWhereTheLayoutPlacesItsItems() throws {
        // Three columns of 60 to 179 tall items; two inserted at 4 and item 10 deleted, animated.
        // Items 0–3 keep their columns; when the animation ends every cell is where the layout
        // says, and the rect query agrees with brute force.
        final class Lengths: @unchecked Sendable { var values = (0..<40).map { CGFloat(60 + ($0 * 37) % 120) } }
        let lengths = Lengths()
        let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(3)) { .absolute(lengths.values[$0.item]) })
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [40], clock: clock)
        let before = (0..<4).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame }
        try view.performBatchUpdates(itemCounts: [41], updatingData: {
            lengths.values.remove(at: 10)
            lengths.values.insert(contentsOf: [200, 40], at: 4)
        }, { updates in
            updates.insertItems(at: [ItemPath(item: 4, section: 0), ItemPath(item: 5, section: 0)])
            updates.deleteItems(at: [ItemPath(item: 10, section: 0)])
        }, completion: nil)
        clock.advance(by: 0.1)
        #expect(view.collectionLayout.contractViolations(in: view.bounds) == [])
        clock.run(until: { view.isAtRest })
        #expect((0..<4).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame } == before)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 4, section: 0))?.frame.height == 200)
        for cell in view.visibleElements where cell.category == .cell {
            #expect(cell.frame == view.layoutAttributesForItem(at: cell.indexPath)?.frame, "\(cell.indexPath)")
        }
        #expect(view.collectionLayout.contractViolations(in: view.bounds) == [])
    }

    @Test func aMovementThatChangesTheBandsRestoresTheNextSectionWhenCancelled() throws {
        // Section 0 has two banners side by side (items 5 and 6); carrying banner 5 up onto item
        // 2 splits the columns before it into two bands, so the step places every section again.
        // Cancelled, section 1 is exactly where it was.
        var configuration = WaterfallLayoutConfiguration(columns: .count(3)) { .absolute(CGFloat(60 + ($0.item * 37) % 120)) }
        configuration.spansAllColumns = { $0.section == 0 && ($0.item == 5 || $0.item == 6) }
        let clock = ManualClock()
        let (view, data) = try reorderingView(try WaterfallLayout(configuration: configuration), size: CGSize(width: 390, height: 844),
                                              itemCounts: [12, 12], clock: clock)
        func sectionOne() -> [CGRect] { (0..<12).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: 1))?.frame } }
        let start = sectionOne()
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 5, section: 0)))
        try Self.drag(view, onto: 2, clock: clock)
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 2, section: 0))
        view.cancelInteractiveMovement()
        clock.advance(by: 0.5)
        #expect(sectionOne() == start)
        withExtendedLifetime(data) {}
    }
}
