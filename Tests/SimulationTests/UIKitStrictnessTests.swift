import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// Rows 50 tall, a header 44 tall pinned at the top of the bounds, that never invalidates on a
/// scroll: the header's attributes change without an invalidation.
private final class UnstuckHeaderLayout: CollectionLayoutBase {
    override var collectionViewContentSize: CGSize { CGSize(width: context.bounds.width, height: 5000) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    private var header: LayoutAttributes {
        LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.headerKind, with: ItemPath(item: 0, section: 0),
                         frame: CGRect(x: 0, y: max(0, context.bounds.minY), width: context.bounds.width, height: 44))
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let rows = (0..<100).map { LayoutAttributes(forCellWith: ItemPath(item: $0, section: 0),
                                                    frame: CGRect(x: 0, y: CGFloat($0) * 50, width: context.bounds.width, height: 50)) }
        return (rows + [header]).filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { header }
}

/// A table that starts every element on screen after an update a quarter visible: UIKit asks it
/// for every one, not only those appearing.
private final class QuarterFadeTable: TableLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? {
        var attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0.25
        return attributes
    }
}

/// A table that records the calls a view makes, in order.
private final class RecordingTable: TableLayout {
    var calls: [String] = []
    override func prepare() throws(LayoutError) {
        calls.append("prepare")
        try super.prepare()
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        if calls.last != "query" { calls.append("query") }
        return super.layoutAttributesForElements(in: rect)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        calls.append("prepare(forCollectionViewUpdates:)")
        super.prepare(forCollectionViewUpdates: updateItems)
    }
}

/// Content 1000 × 300 that flips right to left, recording what a fling hands it.
private final class FlippingStripLayout: CollectionLayoutBase {
    var proposals: [CGPoint] = []
    var velocities: [CGPoint] = []
    override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 300) }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<10).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        (0..<10).contains(indexPath.item)
            ? LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 300)) : nil
    }
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposals.append(proposed)
        velocities.append(velocity)
        return CGPoint(x: (proposed.x / 100).rounded() * 100, y: proposed.y)
    }
}

/// Where `SimulatedCollectionView` is as strict as UIKit in six places it used to be more lenient
/// (`uikit-contract.md`): each test fails on the lenient view.
@Suite("The simulated view is as strict as UIKit")
struct UIKitStrictnessTests {
    static let size = CGSize(width: 390, height: 844)

    /// (a) A supplementary view whose attributes change without an invalidation is refused, as
    /// UIKit raises. Scrolled to 20, the header the view keeps is at 0 (the layout never
    /// invalidates); scrolled back to 10, the strip 10–20 newly shown brings the header again, now
    /// at 10: "changed from y 0 to y 10 without invalidating the layout".
    @Test func aSupplementaryViewChangedWithoutAnInvalidationIsRefused() throws {
        let view = try SimulatedCollectionView(size: Self.size, layout: UnstuckHeaderLayout(), itemCounts: [100], clock: ManualClock(),
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        view.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        #expect(view.lastLayoutError == nil)
        let kept = try #require(view.visibleElements.first { $0.category != .cell })
        #expect(kept.frame.minY == 0)
        expectRuntimeIssue("without invalidating the layout") {
            view.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        }
        var moved = kept
        moved.frame.origin.y = 10
        #expect(view.lastLayoutError == .attributesChangedWithoutInvalidation(kept.key, from: kept, to: moved))
        #expect(view.lastLayoutError?.description.contains("without invalidating the layout") == true)
        // The view keeps the attributes it had, as UIKit's cache does.
        #expect(view.visibleElements.first { $0.category != .cell }?.frame.minY == 0)
    }

    /// (b) After an update UIKit asks initial attributes for every element on screen, not only
    /// those appearing, and starts from what the layout answers: row 0, on screen before and
    /// after an insert at the end, starts a quarter visible.
    @Test func initialAttributesAreAskedForEveryElementOnScreen() throws {
        let view = try SimulatedCollectionView(size: Self.size, layout: QuarterFadeTable(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [30], clock: ManualClock())
        try view.performBatchUpdates(itemCounts: [31]) { $0.insertItems(at: [ItemPath(item: 30, section: 0)]) }
        let row = try #require(view.visibleElements.first { $0.indexPath == ItemPath(item: 0, section: 0) })
        #expect(row.alpha == 0.25)
    }

    /// (c) While paging, a target the delegate changes is ignored ("Stop offset can not be
    /// modified for paging scroll views"): pages of 390, a fling from 0 rests on page 1 (390),
    /// not where the delegate asked (100).
    @Test func pagingIgnoresATargetTheDelegateChanges() throws {
        let clock = ManualClock()
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 390, height: 300),
                                                                          minimumLineSpacing: 0))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: layout, itemCounts: [10], clock: clock)
        view.isPagingEnabled = true
        let recorder = DelegateRecorder()
        recorder.targetOverride = { _ in CGPoint(x: 100, y: 0) }
        view.delegate = recorder
        view.drag(by: CGPoint(x: -60, y: 0))
        view.endDragging(velocity: CGPoint(x: 1500, y: 0))
        clock.run(until: { view.isAtRest })
        #expect(recorder.events.contains("willEndDragging"))
        #expect(view.contentOffset.x == 390)
    }

    /// (d) Changing the content inset neither invalidates the layout nor moves a view at rest: the
    /// offset stays 0 (not −50), the layout prepares no more and reads the old inset until its next
    /// invalidation; the scrollable range changes, and the next scroll is kept in it.
    @Test func aNewContentInsetNeitherInvalidatesNorMoves() throws {
        let layout = try RecordingTable(itemSize: CGSize(width: 0, height: 50))
        let view = try SimulatedCollectionView(size: Self.size, layout: layout, itemCounts: [100], clock: ManualClock())
        let prepares = layout.calls.filter { $0 == "prepare" }.count
        try view.setContentInset(LayoutEdgeInsets(top: 50))
        #expect(view.contentOffset.y == 0)
        #expect(view.scrollableRange(.vertical).lowerBound == -50)
        #expect(layout.calls.filter { $0 == "prepare" }.count == prepares)
        #expect(layout.context.contentInset.top == 0)
        // The next invalidation (a new width, for a table) hands the layout the inset.
        try view.setBoundsSize(CGSize(width: 400, height: 844))
        #expect(layout.context.contentInset.top == 50)
    }

    /// Issue 55 (4), the keyboard: a content inset set since the layout last prepared is in effect
    /// for `scrollToItem` (UIKit reads the scroll view's adjusted inset at the call), though the
    /// layout still reads the old one. 100 rows 50 tall (content 5,000) in a 844-tall view: with a
    /// 300-pt keyboard inset at the bottom, row 99 at `.bottom` is at 5,000 − (844 − 300) = 4,456
    /// (4,156 with the old inset left it under the keyboard), its bottom 544 below the offset,
    /// where the keyboard begins; animated, it lands there too; with 100 at the top, row 0 at
    /// `.top` is at −100.
    @Test func scrollToItemUsesTheInsetInEffect() throws {
        for animated in [false, true] {
            let clock = ManualClock()
            let layout = try RecordingTable(itemSize: CGSize(width: 0, height: 50))
            let view = try SimulatedCollectionView(size: Self.size, layout: layout, itemCounts: [100], clock: clock)
            try view.setContentInset(LayoutEdgeInsets(bottom: 300))
            try view.scrollToItem(at: ItemPath(item: 99, section: 0), at: .bottom, animated: animated)
            clock.run(until: { view.isAtRest })
            #expect(view.contentOffset.y == 4_456)
            #expect(layout.context.contentInset.bottom == 0)
            try view.setContentInset(LayoutEdgeInsets(top: 100))
            try view.scrollToItem(at: ItemPath(item: 0, section: 0), at: .top, animated: animated)
            clock.run(until: { view.isAtRest })
            #expect(view.contentOffset.y == -100)
        }
    }

    /// (e) In a batch update the view queries the new visible rect after the layout prepares for
    /// the new counts and before `prepare(forCollectionViewUpdates:)`, as UIKit does; the engine
    /// answers that query with nothing, so the layout is not asked before it knows what moved.
    @Test func aBatchUpdateQueriesBeforeTheLayoutSeesItsItems() throws {
        let layout = try RecordingTable(itemSize: CGSize(width: 0, height: 50))
        let view = try SimulatedCollectionView(size: Self.size, layout: layout, itemCounts: [100], clock: ManualClock())
        #expect(view.engine.layout.queriesAwaitingUpdateItems == 0)
        layout.calls = []
        try view.performBatchUpdates(itemCounts: [101]) { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }
        #expect(view.engine.layout.queriesAwaitingUpdateItems == 1)
        // The layout itself is not asked between preparing for the counts and seeing the items.
        let prepared = try #require(layout.calls.firstIndex(of: "prepare"))
        #expect(layout.calls[prepared...].prefix(2) == ["prepare", "prepare(forCollectionViewUpdates:)"])
    }

    /// (f) Right to left every number stays in the layout's coordinates: at rest on item 0 the
    /// offset is 0; a finger moving right by 60 moves it to 60; the fling's proposal and velocity
    /// reach the layout as they are (a positive velocity toward later items), and the moving
    /// finger is where it was put. Only what is drawn is mirrored: the bounds are drawn at
    /// 1000 − 390 − offset.
    @Test func rightToLeftTheViewsNumbersAreTheLayouts() throws {
        let clock = ManualClock()
        let layout = FlippingStripLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: layout, itemCounts: [10], clock: clock)
        try view.setLayoutDirection(.rightToLeft)
        #expect(view.contentOffset == .zero)
        #expect(view.currentFrame.bounds.minX == 610)
        view.drag(by: CGPoint(x: 60, y: 0))
        #expect(view.contentOffset.x == 60)
        #expect(view.currentFrame.bounds.minX == 550)
        view.endDragging(velocity: CGPoint(x: 500, y: 0))
        #expect(layout.velocities == [CGPoint(x: 500, y: 0)])
        #expect(try #require(layout.proposals.first).x > 60)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.x.truncatingRemainder(dividingBy: 100) == 0)
    }

    // MARK: Issue 43: the five leniencies

    /// (1) A view dequeued outside the data source's request for it is refused, as iOS 18 raises
    /// ("Expected dequeued view to be returned to the collection view in preparation for
    /// display"; SkeletonView#580, BSImagePicker#367, DoKit#1191): a cell made ahead of time, a
    /// view dequeued to measure.
    @Test func dequeuingOutsideARequestIsRefused() throws {
        let view = try SimulatedCollectionView(size: Self.size, layout: try TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [10], clock: ManualClock())
        let row = ItemPath(item: 3, section: 0)
        #expect(throws: LayoutError.dequeuedOutsideRequest(ElementKey(category: .cell, indexPath: row))) {
            try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: row)
        }
        #expect(LayoutError.dequeuedOutsideRequest(ElementKey(category: .cell, indexPath: row)).description.contains("dequeued while"))
    }

    /// (2) A batch update's completion runs after `performBatchUpdates` returns, never inside it:
    /// at the end of its animation, or on the next frame when nothing animates (a layout that
    /// animates its own updates).
    @Test func aCompletionNeverRunsInsideTheCall() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: Self.size, layout: try StillTable(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [10], clock: clock)
        var order: [String] = []
        try view.performBatchUpdates(itemCounts: [11], { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) },
                                     completion: { _ in order.append("completion") })
        order.append("returned")
        #expect(order == ["returned"] && !view.isAnimatingUpdates)
        clock.step()
        #expect(order == ["returned", "completion"])
    }

    /// (3) `reconfigureItems(at:)` with a path that names no item is refused, as bad input gets
    /// a clear error, naming the path and the counts; nothing is configured.
    @Test func reconfiguringAnItemThatDoesNotExistIsRefused() throws {
        let view = try SimulatedCollectionView(size: Self.size, layout: try TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [10], clock: ManualClock())
        let missing = ItemPath(item: 10, section: 0)
        #expect(throws: LayoutError.indexPathOutOfRange(missing, itemCounts: [10])) {
            try view.reconfigureItems(at: [ItemPath(item: 0, section: 0), missing])
        }
        try view.reconfigureItems(at: [ItemPath(item: 9, section: 0)])
    }

    /// (4) With an invalidation pending, `performBatchUpdates` lays out first, as UIKit does before
    /// an update: the layout prepares with the counts as they are then (10), and only then for the
    /// update's (11).
    @Test func aPendingInvalidationIsLaidOutBeforeAnUpdate() throws {
        let layout = CountingRows()
        let view = try SimulatedCollectionView(size: Self.size, layout: layout, itemCounts: [10], clock: ManualClock())
        layout.prepared = []
        layout.invalidateLayout(with: .layoutConfiguration)
        try view.performBatchUpdates(itemCounts: [11]) { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }
        #expect(layout.prepared.prefix(2) == [[10], [11]])
    }

    /// (5) "At rest" is the engine's one rule on both views (a source check keeps
    /// `UIKitCollectionView.isAtRest` the engine's too), and it counts what holds the content,
    /// not what a cell draws: a cell's own appearance animation leaves the view at rest.
    @Test func atRestIsTheEnginesRule() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: Self.size, layout: try TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [10], clock: clock)
        #expect(view.isAtRest == view.engine.isAtRest && view.isAtRest)
        view.beginDragging()
        #expect(!view.isAtRest && view.isAtRest == view.engine.isAtRest)
        view.endDragging(velocity: .zero)
        #expect(view.isAtRest)
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        #expect(!view.isAtRest)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 100)
    }

    /// An animated move to an offset the display shows at the same pixel moves nothing and sends
    /// no end: at 3 pixels a point, 0.1 pt is no move, and the view is at rest at once.
    @Test func aMoveOfLessThanAPixelIsNoAnimation() throws {
        let view = try SimulatedCollectionView(size: Self.size, layout: try TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [40], clock: ManualClock())
        let delegate = EndCounter()
        view.delegate = delegate
        view.setContentOffset(CGPoint(x: 0, y: 0.1), animated: true)
        #expect(view.isAtRest && view.contentOffset == .zero && delegate.ends == 0)
    }
}

/// A table that drives its own update animations: the view applies its updates at once.
private final class StillTable: TableLayout {
    override var animatesCollectionViewUpdates: Bool { false }
}

/// Counts `scrollViewDidEndScrollingAnimation`.
private final class EndCounter: ScrollViewDelegate {
    var ends = 0
    func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection) { ends += 1 }
}

/// Rows 50 tall that record the item counts of each `prepare()`.
private final class CountingRows: CollectionLayoutBase {
    var prepared: [[Int]] = []
    var count: Int { context.numberOfItems(inSection: 0) }
    override func prepare() throws(LayoutError) { prepared.append(context.itemCounts) }
    override var collectionViewContentSize: CGSize { CGSize(width: context.bounds.width, height: CGFloat(count) * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: context.bounds.width, height: 50))
    }
}
