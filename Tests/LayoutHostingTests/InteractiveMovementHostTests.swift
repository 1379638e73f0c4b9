import Foundation
import LayoutCore
import LayoutHosting
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

/// The host's side of a movement in UIKit's call order: the target, the step, the moves shown to
/// the layout once whether or not the view reports them too, and the refusals.
@Suite("The shared host during an interactive movement")
struct InteractiveMovementHostTests {
    let environment = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))

    fileprivate func host(_ layout: Rows, showsSwaps: Bool = true) throws -> LayoutHost {
        let host = LayoutHost(layout, showsSwappingMovement: showsSwaps)
        try host.prepare(with: environment, itemCounts: { [10] })
        return host
    }

    /// A movement UIKit began on its own (a bare adapter) begins at the first target asked; the
    /// step's move reaches the layout once, after it prepares for the counts; a report of the
    /// same move as a batch update is not shown again, nor its finalization.
    @Test func aStepsMoveReachesTheLayoutOnce() throws {
        let layout = Rows()
        let host = try host(layout)
        #expect(host.targetIndexPath(forInteractivelyMovingItem: ItemPath(item: 1, section: 0), withPosition: CGPoint(x: 10, y: 175))
            == ItemPath(item: 3, section: 0))
        #expect(host.interactiveMovement?.originalIndexPath == ItemPath(item: 1, section: 0))
        let moves = host.moveInteractively(to: ItemPath(item: 3, section: 0), position: CGPoint(x: 10, y: 175))
        #expect(moves == [.init(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0))])
        #expect(layout.updates.isEmpty)
        try host.prepare(with: environment, itemCounts: { [10] })
        let move = UpdateItem(updateAction: .move, indexPathBeforeUpdate: ItemPath(item: 1, section: 0), indexPathAfterUpdate: ItemPath(item: 3, section: 0))
        #expect(layout.updates == [[move]])
        #expect(layout.finalized == 1)
        host.prepare(forCollectionViewUpdates: [move])
        host.finalizeCollectionViewUpdates()
        #expect(layout.updates == [[move]])
        #expect(layout.finalized == 1)
        // Any other update is the layout's to see.
        let insert = UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ItemPath(item: 0, section: 0))
        host.prepare(forCollectionViewUpdates: [insert])
        host.finalizeCollectionViewUpdates()
        #expect(layout.updates == [[move], [insert]])
        #expect(layout.finalized == 2)
    }

    /// The moving item: its row centred on the finger, above everything; the layout's context
    /// carries the movement; cancelling sends the way back.
    @Test func movingAttributesAndCancel() throws {
        let layout = Rows()
        let host = try host(layout)
        #expect(host.beginInteractiveMovement(forItemAt: ItemPath(item: 2, section: 0), at: CGPoint(x: 160, y: 125)))
        #expect(!host.beginInteractiveMovement(forItemAt: ItemPath(item: 4, section: 0), at: CGPoint(x: 160, y: 225)))
        _ = host.moveInteractively(to: ItemPath(item: 5, section: 0), position: CGPoint(x: 100, y: 290))
        try host.prepare(with: environment, itemCounts: { [10] })
        #expect(layout.context.interactiveMovement?.targetIndexPath == ItemPath(item: 5, section: 0))
        let moving = try #require(host.interactivelyMovingItemAttributes)
        #expect(moving.frame == CGRect(x: -60, y: 265, width: 320, height: 50))
        #expect(moving.zIndex == Int.max)
        let ended = try #require(host.endInteractiveMovement(cancelled: true))
        #expect(ended.moves == [.init(from: ItemPath(item: 5, section: 0), to: ItemPath(item: 2, section: 0))])
        #expect(host.interactiveMovement == nil)
        try host.prepare(with: environment, itemCounts: { [10] })
        #expect(layout.context.interactiveMovement == nil)
        #expect(layout.updates.last == [UpdateItem(updateAction: .move, indexPathBeforeUpdate: ItemPath(item: 5, section: 0),
                                                   indexPathAfterUpdate: ItemPath(item: 2, section: 0))])
    }

    /// Refusals: a layout that does not reorder; a swap where the view cannot show one (UIKit);
    /// an item out of range; a position that is not finite. A target out of range keeps the
    /// current one.
    @Test func refusals() throws {
        let layout = Rows()
        layout.style = .unsupported
        #expect(!(try host(layout)).beginInteractiveMovement(forItemAt: ItemPath(item: 0, section: 0), at: .zero))
        layout.style = .swapsWithTarget
        #expect(!(try host(layout, showsSwaps: false)).beginInteractiveMovement(forItemAt: ItemPath(item: 0, section: 0), at: .zero))
        let swapping = try host(layout)
        #expect(swapping.beginInteractiveMovement(forItemAt: ItemPath(item: 0, section: 0), at: .zero))
        #expect(swapping.moveInteractively(to: ItemPath(item: 10, section: 0), position: .zero).isEmpty)
        #expect(swapping.interactiveMovement?.targetIndexPath == ItemPath(item: 0, section: 0))
        layout.style = .shiftsOthers
        let shifting = try host(layout)
        #expect(!shifting.beginInteractiveMovement(forItemAt: ItemPath(item: 10, section: 0), at: .zero))
        #expect(!shifting.beginInteractiveMovement(forItemAt: ItemPath(item: 0, section: 0), at: CGPoint(x: CGFloat.infinity, y: 0)))
    }

    /// During a movement: data changes are refused; a redirected target is kept to a place the
    /// item can take; a movement the view refused to begin is dropped without telling the layout.
    @Test func dataChangesRedirectsAndAbandonedMovements() throws {
        let layout = Rows()
        let host = try host(layout)
        try host.checkDataChangeAllowed()
        #expect(host.beginInteractiveMovement(forItemAt: ItemPath(item: 2, section: 0), at: CGPoint(x: 10, y: 125)))
        #expect(throws: LayoutError.interactiveMovementInProgress) { try host.checkDataChangeAllowed() }
        #expect(host.validatedInteractiveMovementTarget(ItemPath(item: 9, section: 0)) == ItemPath(item: 9, section: 0))
        #expect(host.validatedInteractiveMovementTarget(ItemPath(item: 10, section: 0)) == ItemPath(item: 2, section: 0))
        #expect(host.validatedInteractiveMovementTarget(ItemPath(item: 0, section: 1)) == ItemPath(item: 2, section: 0))
        let pending = layout.pendingInvalidation
        host.abandonInteractiveMovement()
        #expect(host.interactiveMovement == nil)
        #expect(layout.context.interactiveMovement == nil)
        #expect(layout.pendingInvalidation == pending)
        try host.checkDataChangeAllowed()
    }
}
