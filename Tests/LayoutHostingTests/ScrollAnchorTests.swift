import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
import PropertyBased
import Testing

/// Rows 390 wide stacked from `leadingSpace` down, each as tall as its entry in `heights`; a row
/// takes the height its content prefers.
private final class ResizableRowsLayout: CollectionLayoutBase, SelfSizingLayout {
    var heights: [CGFloat]
    var leadingSpace: CGFloat = 0

    init(heights: [CGFloat]) {
        self.heights = heights
    }

    func minY(ofRow row: Int) -> CGFloat { leadingSpace + heights[..<row].reduce(0, +) }

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: leadingSpace + heights.reduce(0, +)) }

    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, heights.indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: minY(ofRow: indexPath.item), width: 390,
                                                                      height: heights[indexPath.item]))
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        heights.indices.compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.isShown(in: rect) }
    }

    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool {
        preferred.frame.height != original.frame.height
    }

    func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                          withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let before = collectionViewContentSize
        heights[preferred.indexPath.item] = preferred.frame.height
        return SelfSizingAdjustment(contentSizeFrom: before, to: collectionViewContentSize)
    }
}

/// The anchor rule for sizes a cell reports: the first cell wholly on screen stays where it is.
@Suite("ScrollAnchor")
struct ScrollAnchorTests {
    /// 100 rows 44 tall in a 390 × 844 view scrolled to `offset`.
    private static func host(offset: CGFloat, heights: [CGFloat] = Array(repeating: 44, count: 100)) -> (CollectionViewEngine, ResizableRowsLayout) {
        let layout = ResizableRowsLayout(heights: heights)
        layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: offset, width: 390, height: 844), itemCounts: [heights.count])
        return (CollectionViewEngine(layout: layout), layout)
    }

    /// `row` of `layout` reporting `height`, through the engine.
    private static func report(_ height: CGFloat, row: Int, _ host: CollectionViewEngine, _ layout: ResizableRowsLayout) -> SelfSizingAdjustment {
        let original = layout.layoutAttributesForItem(at: ItemPath(item: row, section: 0))!
        var preferred = original
        preferred.frame.size.height = height
        return host.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// Scrolled to 1000: row 22 spans 968–1012, cut by the top edge; row 23 (1012–1056) is the
    /// first wholly on screen. Row 22 growing to 100 moves row 23 down 56, and the offset with
    /// it. UIKit's rule (only a cell wholly above the screen moves the offset) left the offset,
    /// and everything on screen jumped 56.
    @Test func aRowCutByTheTopEdgeGrowingMovesTheOffsetByItsGrowth() {
        let (host, layout) = Self.host(offset: 1000)
        #expect(ScrollAnchor(of: layout).key == ElementKey(category: .cell, indexPath: ItemPath(item: 23, section: 0)))
        #expect(Self.report(100, row: 22, host, layout) == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 56),
                                                                                contentOffsetAdjustment: CGPoint(x: 0, y: 56)))
    }

    @Test func aRowAboveTheScreenMovesTheOffsetByItsChange() {
        let (host, layout) = Self.host(offset: 1000)
        #expect(Self.report(100, row: 5, host, layout).contentOffsetAdjustment == CGPoint(x: 0, y: 56))
        #expect(Self.report(20, row: 6, host, layout).contentOffsetAdjustment == CGPoint(x: 0, y: -24))
    }

    @Test func theAnchorItselfOrARowAfterItMovesNothing() {
        let (host, layout) = Self.host(offset: 1000)
        #expect(Self.report(100, row: 23, host, layout) == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 56)))
        #expect(Self.report(10, row: 30, host, layout) == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: -34)))
    }

    /// Without a wholly visible row (rows 1000 tall), the first row on screen anchors.
    @Test func aRowTallerThanTheScreenAnchorsWhenNoneIsWhollyVisible() {
        let (_, layout) = Self.host(offset: 1500, heights: Array(repeating: 1000, count: 10))
        #expect(ScrollAnchor(of: layout).key == ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0)))
    }

    /// At the very start the start itself is the anchor: space opening before row 0 shows
    /// there. Scrolled down, the same space moves the offset with row 0.
    @Test func atTheStartNothingMoves() {
        let (_, top) = Self.host(offset: 0)
        #expect(ScrollAnchor(of: top).offsetAdjustment(in: top) { top.leadingSpace = 30 } == .zero)
        let (_, scrolled) = Self.host(offset: 10)
        #expect(ScrollAnchor(of: scrolled).offsetAdjustment(in: scrolled) { scrolled.leadingSpace = 30 } == CGPoint(x: 0, y: 30))
    }

    /// For any heights, offset and row reporting any height, the rows from the anchor on keep
    /// their place on screen, up to the reported row when it comes after the anchor (what
    /// follows a row growing on screen moves down, whatever the rule). At the start the anchor
    /// is row 0.
    @Test func noRowFromTheAnchorOnMovesOnScreen() async {
        await propertyCheck(input: Gen.int(in: 10...119).array(of: 60), Gen.int(in: 0...2000), Gen.int(in: 0...59), Gen.int(in: 0...200)) {
            heights, offset, row, reported in
            let (host, layout) = Self.host(offset: CGFloat(offset), heights: heights.map { CGFloat($0) })
            let anchor = ScrollAnchor(of: layout)
            let before = Dictionary(uniqueKeysWithValues: layout.layoutAttributesForElements(in: layout.context.bounds).map {
                ($0.indexPath.item, $0.frame.minY - layout.context.bounds.minY)
            })
            let adjustment = Self.report(CGFloat(reported), row: row, host, layout)
            let bounds = layout.context.bounds.offsetBy(dx: 0, dy: adjustment.contentOffsetAdjustment.y)
            let first = anchor.isAtStartY ? 0 : anchor.key?.indexPath.item ?? Int.max
            let last = row < first ? Int.max : row
            for after in layout.layoutAttributesForElements(in: bounds) where (first...last).contains(after.indexPath.item) {
                guard let onScreen = before[after.indexPath.item] else { continue }
                #expect(abs(after.frame.minY - bounds.minY - onScreen) < 1e-9, "row \(after.indexPath.item)")
            }
        }
    }
}

/// Cells at fixed frames, 390 × 2000 of content.
private final class FramesLayout: CollectionLayoutBase {
    var frames: [CGRect]
    init(frames: [CGRect]) { self.frames = frames }
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 2000) }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        frames.indices.contains(indexPath.item) ? LayoutAttributes(forCellWith: indexPath, frame: frames[indexPath.item]) : nil
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.isShown(in: rect) }
    }
}

@Suite("ScrollAnchor in a grid")
struct ScrollAnchorGridTests {
    /// Two columns, screen top at 1000. Row A: the left cell (900–1100) is cut by the top edge,
    /// its right neighbour (1000–1080) is wholly visible but ends before the cut cell does. Row B
    /// starts at 1110. The anchor is row B's left cell; when the cut cell grows 50 and pushes row B
    /// to 1160, the offset moves 50 and row B stays put.
    @Test func theAnchorIsTheFirstRowAfterEveryCutCell() {
        let layout = FramesLayout(frames: [CGRect(x: 0, y: 900, width: 190, height: 200), CGRect(x: 200, y: 1000, width: 190, height: 80),
                                           CGRect(x: 0, y: 1110, width: 190, height: 100), CGRect(x: 200, y: 1110, width: 190, height: 100)])
        layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 1000, width: 390, height: 844), itemCounts: [4])
        let anchor = ScrollAnchor(of: layout)
        #expect(anchor.key == ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0)))
        #expect(anchor.offsetAdjustment(in: layout) {
            layout.frames[0].size.height = 250
            layout.frames[2].origin.y = 1160
            layout.frames[3].origin.y = 1160
        } == CGPoint(x: 0, y: 50))
    }

    /// When no wholly visible cell begins after the cut ones, the first wholly visible anchors.
    @Test func withoutARowAfterTheCutTheFirstWhollyVisibleCellAnchors() {
        let layout = FramesLayout(frames: [CGRect(x: 0, y: 900, width: 190, height: 2000), CGRect(x: 200, y: 1000, width: 190, height: 80)])
        layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 1000, width: 390, height: 844), itemCounts: [2])
        #expect(ScrollAnchor(of: layout).key == ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0)))
    }
}

/// Rows 44 tall, as many as the section has items.
private final class UniformRowsLayout: CollectionLayoutBase {
    var rowCount = 0
    override func prepare() throws(LayoutError) { rowCount = context.numberOfItems(inSection: 0) }
    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: CGFloat(rowCount) * 44) }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<rowCount).contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: 390, height: 44))
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<rowCount).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.isShown(in: rect) }
    }
}

/// The anchor rule as a UIKit adapter reaches it: the engine's calls in UIKit's order.
@Suite("ScrollAnchor through the engine's calls")
struct ScrollAnchorHostTests {
    /// 100 rows at offset 880: row 20 is the first on screen.
    private static func prepared(offset: CGFloat = 880, rows: Int = 100) -> HeadlessPlatform {
        let view = HeadlessPlatform(layout: UniformRowsLayout(), bounds: CGRect(x: 0, y: offset, width: 390, height: 844), itemCounts: [rows])
        view.layoutIfNeeded()
        return view
    }

    /// performBatchUpdates: the counts change inside the block (the call's `updateData`), UIKit
    /// invalidates the data counts, prepares, shows the update items, asks the target and
    /// finalizes. Two rows inserted at the top move row 20 to 968, 88 further: 880 + 88 = 968.
    @Test func aBatchUpdateInUIKitsOrder() throws {
        let view = Self.prepared()
        let engine = view.engine
        var batch = BatchUpdates()
        batch.insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
        var targets: [CGPoint] = []
        view.batchUpdateExecutor = { call in
            call.updateData()
            view.itemCounts = call.itemCounts
            engine.record(HostedLayout.invalidation(everything: false, dataSourceCounts: true, carried: nil), ofBatchUpdate: true)
            _ = try? engine.prepareLayout()
            engine.prepare(forCollectionViewUpdates: call.plan.updateItems)
            targets.append(engine.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 880)))
            _ = engine.finalizeCollectionViewUpdates()
            // The update's anchor is used up: the next proposal is the layout's alone.
            targets.append(engine.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 880)))
        }
        try engine.performBatchUpdates(batch, reconfiguring: [], itemCounts: [102], animated: true, updatingData: {}, completion: nil)
        #expect(targets == [CGPoint(x: 0, y: 968), CGPoint(x: 0, y: 880)])
    }

    /// A plain `invalidateLayout()` (UIKit's `invalidateEverything`) holds no anchor.
    @Test func invalidatingEverythingHoldsNoAnchor() throws {
        let view = Self.prepared()
        view.engine.record(HostedLayout.invalidation(everything: true, dataSourceCounts: true, carried: nil))
        view.itemCounts = [60]
        try view.engine.prepareLayout()
        #expect(view.engine.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 880)) == CGPoint(x: 0, y: 880))
    }

    /// A new size takes the anchor before it; the end of the change places it, and after that, or
    /// after the person's scroll, a target is the layout's alone. Rows 44 tall at 880: row 20 at
    /// the top, still there after the resize.
    @Test func aSizeChangesAnchorEndsWithTheChangeOrAScroll() throws {
        let view = Self.prepared()
        let engine = view.engine
        let moved = try engine.changeBoundsSize {
            for bounds in [CGRect(x: 0, y: 880, width: 390, height: 400), CGRect(x: 0, y: 900, width: 390, height: 400)] {
                _ = engine.shouldInvalidateLayout(forBoundsChange: bounds)
                view.bounds = bounds
            }
        }
        #expect(moved && view.bounds.origin == CGPoint(x: 0, y: 880))
        #expect(engine.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 900)) == CGPoint(x: 0, y: 900))
        _ = engine.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 900, width: 390, height: 844))
        engine.willBeginDragging()
        #expect(engine.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 910)) == CGPoint(x: 0, y: 910))
    }

    /// A layout switch: the new layout is placed by the old one's anchor: row 20 at 0 on screen
    /// in rows 44 tall is at 1200 in rows 60 tall.
    @Test func aNewLayoutPlacesItsOffsetByTheOldOnesAnchor() throws {
        let view = Self.prepared()
        let layout = ResizableRowsLayout(heights: Array(repeating: 60, count: 100))
        try view.engine.setCollectionViewLayout(layout, animated: false)
        #expect(view.bounds.origin == CGPoint(x: 0, y: 1200))
    }

    /// A reload, which UIKit does not ask a target for: the anchored offset alone.
    @Test func aReloadPlacesTheAnchorByIndex() throws {
        let view = Self.prepared()
        try view.engine.reloadData(itemCounts: [30], updatingData: {})
        // Row 20 is still at 880; 30 rows end at 1320, so the range ends at 1320 − 844 = 476.
        #expect(view.bounds.origin == CGPoint(x: 0, y: 476))
    }
}
