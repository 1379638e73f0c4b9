import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
import Testing

/// Rows 50 tall that record the updates they are shown.
private final class Rows: CollectionLayoutBase {
    var updates: [[UpdateItem]] = []
    var finalized = 0
    var style: InteractiveMovementStyle = .shiftsOthers
    var count = 0

    override func prepare() throws(LayoutError) { count = context.numberOfItems(inSection: 0) }
    override var collectionViewContentSize: CGSize { CGSize(width: context.bounds.width, height: CGFloat(count) * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: context.bounds.width, height: 50))
    }
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) { updates.append(updateItems) }
    override func finalizeCollectionViewUpdates() { finalized += 1 }
    override var interactiveMovementStyle: InteractiveMovementStyle { style }
}

/// The engine's side of a movement in UIKit's call order: the target, the step, the moves shown to
/// the layout once whether or not the view reports them too, and the refusals.
@Suite("The engine during an interactive movement")
struct InteractiveMovementHostTests {
    /// A 320 × 480 view of ten rows, laid out; every item may move.
    fileprivate func view(_ layout: Rows, showsSwaps: Bool = true) -> HeadlessPlatform {
        let view = HeadlessPlatform(layout: layout, bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10])
        view.showsSwappingMovement = showsSwaps
        view.canMoveItem = { _ in true }
        view.layoutIfNeeded()
        return view
    }

    /// A movement UIKit began on its own (a bare adapter) begins at the first target asked; the
    /// step's move reaches the layout once, after it prepares for the counts; a report of the
    /// same move as a batch update is not shown again, nor its finalization.
    @Test func aStepsMoveReachesTheLayoutOnce() throws {
        let layout = Rows()
        let view = view(layout)
        let engine = view.engine
        #expect(engine.targetIndexPath(forInteractivelyMovingItem: ItemPath(item: 1, section: 0), withPosition: CGPoint(x: 10, y: 175))
            == ItemPath(item: 3, section: 0))
        #expect(engine.interactiveMovement?.originalIndexPath == ItemPath(item: 1, section: 0))
        let moves = engine.moveInteractively(to: ItemPath(item: 3, section: 0), position: CGPoint(x: 10, y: 175))
        #expect(moves == [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0))])
        #expect(layout.updates.isEmpty)
        view.layoutIfNeeded()
        let move = UpdateItem(updateAction: .move, indexPathBeforeUpdate: ItemPath(item: 1, section: 0), indexPathAfterUpdate: ItemPath(item: 3, section: 0))
        #expect(layout.updates == [[move]])
        #expect(layout.finalized == 1)
        engine.prepare(forCollectionViewUpdates: [move])
        _ = engine.finalizeCollectionViewUpdates()
        #expect(layout.updates == [[move]])
        #expect(layout.finalized == 1)
        // Any other update is the layout's to see: once the movement is over (UIKit refuses data
        // changes during one), walked in UIKit's order: its counts, `prepare()`, then its items.
        _ = engine.movementDidEnd(cancelled: false)
        let (seen, finalized) = (layout.updates.count, layout.finalized)
        let insert = UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ItemPath(item: 0, section: 0))
        engine.record(.dataCounts, ofBatchUpdate: true)
        try engine.prepareLayout()
        engine.prepare(forCollectionViewUpdates: [insert])
        _ = engine.finalizeCollectionViewUpdates()
        #expect(layout.updates.count == seen + 1 && layout.updates.last == [insert])
        #expect(layout.finalized == finalized + 1)
    }

    /// The moving item: its row centred on the finger, above everything; the layout's context
    /// carries the movement; cancelling sends the way back.
    @Test func movingAttributesAndCancel() throws {
        let layout = Rows()
        let view = view(layout)
        let engine = view.engine
        #expect(engine.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        #expect(!engine.beginInteractiveMovementForItem(at: ItemPath(item: 4, section: 0)))
        _ = engine.moveInteractively(to: ItemPath(item: 5, section: 0), position: CGPoint(x: 100, y: 290))
        view.layoutIfNeeded()
        #expect(layout.context.interactiveMovement?.targetIndexPath == ItemPath(item: 5, section: 0))
        let moving = try #require(engine.interactivelyMovingItemAttributes)
        #expect(moving.frame == CGRect(x: -60, y: 265, width: 320, height: 50))
        #expect(moving.zIndex == Int.max)
        let ended = try #require(engine.movementDidEnd(cancelled: true))
        #expect(ended.moves == [.init(from: ItemPath(item: 5, section: 0), to: ItemPath(item: 2, section: 0))])
        #expect(engine.interactiveMovement == nil)
        view.layoutIfNeeded()
        #expect(layout.context.interactiveMovement == nil)
        #expect(layout.updates.last == [UpdateItem(updateAction: .move, indexPathBeforeUpdate: ItemPath(item: 5, section: 0),
                                                   indexPathAfterUpdate: ItemPath(item: 2, section: 0))])
    }

    /// Refusals: a layout that does not reorder; a swap where the view cannot show one (UIKit);
    /// an item out of range; a data source that cannot move it. A target out of range keeps the
    /// current one.
    @Test func refusals() throws {
        let layout = Rows()
        layout.style = .unsupported
        #expect(!view(layout).engine.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        layout.style = .swapsWithTarget
        #expect(!view(layout, showsSwaps: false).engine.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        let swappingView = view(layout), swapping = swappingView.engine
        #expect(swapping.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        #expect(swapping.moveInteractively(to: ItemPath(item: 10, section: 0), position: .zero).isEmpty)
        #expect(swapping.interactiveMovement?.targetIndexPath == ItemPath(item: 0, section: 0))
        layout.style = .shiftsOthers
        let shifting = view(layout)
        #expect(!shifting.engine.beginInteractiveMovementForItem(at: ItemPath(item: 10, section: 0)))
        shifting.canMoveItem = { $0.item != 0 }
        #expect(!shifting.engine.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        #expect(shifting.engine.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        #expect(shifting.engine.moveInteractively(to: ItemPath(item: 4, section: 0), position: CGPoint(x: CGFloat.infinity, y: 0)).isEmpty)
        #expect(shifting.engine.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
    }

    /// During a movement: data changes are refused; a redirected target is kept to a place the
    /// item can take; a movement the view refused to begin is dropped without telling the layout.
    @Test func dataChangesRedirectsAndAbandonedMovements() throws {
        let layout = Rows()
        let view = view(layout)
        let engine = view.engine
        try engine.checkDataChangeAllowed()
        #expect(engine.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        #expect(throws: LayoutError.interactiveMovementInProgress) { try engine.checkDataChangeAllowed() }
        #expect(engine.validatedInteractiveMovementTarget(ItemPath(item: 9, section: 0)) == ItemPath(item: 9, section: 0))
        #expect(engine.validatedInteractiveMovementTarget(ItemPath(item: 10, section: 0)) == ItemPath(item: 2, section: 0))
        #expect(engine.validatedInteractiveMovementTarget(ItemPath(item: 0, section: 1)) == ItemPath(item: 2, section: 0))
        _ = engine.movementDidEnd(cancelled: true)
        let pending = layout.pendingInvalidation
        view.beginsMovement = false
        #expect(!engine.beginInteractiveMovementForItem(at: ItemPath(item: 3, section: 0)))
        #expect(engine.interactiveMovement == nil)
        #expect(layout.context.interactiveMovement == nil)
        #expect(layout.pendingInvalidation == pending)
        try engine.checkDataChangeAllowed()
    }
}
