import Foundation
import LayoutCore

/// Interactive movement (UIKit's `beginInteractiveMovementForItem(at:)` and what follows): which
/// item may move, the target under the finger, the moving item's attributes, each step's moves
/// and the data source's moves at the end. Positions and attributes are in the view's
/// coordinates; the host reflects them right to left.
extension LayoutHost {
    /// Begins moving the item at `indexPath` with the finger at `position`, or answers `false`:
    /// a layout that does not reorder (``InteractiveMovementStyle/unsupported``) or swaps in a view
    /// that cannot show it (``showsSwappingMovement``), an item that does not exist, a position
    /// that is not finite, or a movement already under way.
    package func beginInteractiveMovement(forItemAt indexPath: ItemPath, at position: CGPoint) -> Bool {
        let style = layout.interactiveMovementStyle
        guard interactiveMovement == nil, style != .unsupported, style != .swapsWithTarget || showsSwappingMovement,
              position.isFinite, layout.context.contains(indexPath) else { return false }
        interactiveMovement = InteractiveMovement(originalIndexPath: indexPath, position: layoutPoint(position), style: style)
        layout.context.interactiveMovement = interactiveMovement
        return true
    }

    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`: the layout's target for the
    /// finger at `position` with the item at `previousIndexPath`, kept to a place the item can take
    /// (``InteractiveMovement/isValidTarget(_:itemCounts:)``): any other keeps `previousIndexPath`.
    /// A movement UIKit began without the host (an app calling `UICollectionView`'s method on a
    /// bare adapter) begins here, at `previousIndexPath`. The view's delegate may still redirect
    /// the answer.
    package func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        if interactiveMovement == nil, !beginInteractiveMovement(forItemAt: previousIndexPath, at: position) { return previousIndexPath }
        guard let movement = interactiveMovement, position.isFinite else { return previousIndexPath }
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.targetIndexPath, withPosition: layoutPoint(position))
        return movement.isValidTarget(proposed, itemCounts: layout.context.itemCounts) ? proposed : movement.targetIndexPath
    }

    /// `target` if the moving item can take it (``InteractiveMovement/isValidTarget(_:itemCounts:)``),
    /// else where it stands: what a view hands on after its delegate redirected the layout's
    /// target, so that a view that applies the answer itself (UIKit) and the host agree.
    package func validatedInteractiveMovementTarget(_ target: ItemPath) -> ItemPath {
        guard let movement = interactiveMovement else { return target }
        return movement.isValidTarget(target, itemCounts: layout.context.itemCounts) ? target : movement.targetIndexPath
    }

    /// A step of the movement: the finger at `position`, the item at `target` (the layout's
    /// answer as the delegate left it). Answers the moves from the current arrangement to the
    /// new one, which the layout is shown once it prepares for the new counts
    /// (``MovementUpdates``); a view applies them as a batch update of
    /// ``InteractiveMovement/currentItemCounts(fromOriginal:)`` items. A target that names no
    /// place the item can take keeps the current one.
    package func moveInteractively(to target: ItemPath, position: CGPoint) -> [BatchUpdates.Move<ItemPath>] {
        guard let movement = interactiveMovement, position.isFinite else { return [] }
        let target = movement.isValidTarget(target, itemCounts: layout.context.itemCounts) ? target : movement.targetIndexPath
        let moves = movement.moves(toTarget: target)
        let next = movement.moved(toTarget: target).moved(toPosition: layoutPoint(position))
        interactiveMovement = next
        var invalidation = layout.invalidation(forInteractivelyMovingItems: [next.targetIndexPath], withTargetPosition: next.position,
                                               previousIndexPaths: [movement.targetIndexPath], previousPosition: movement.position)
        if !moves.isEmpty {
            invalidation.insert(.dataCounts)
            movementUpdates.pending = moves.map(\.updateItem)
        }
        if !invalidation.isEmpty { record(invalidation) }
        return moves
    }

    /// The moving item's attributes where it stands now, with the finger where it is; `nil`
    /// when nothing moves.
    package var interactivelyMovingItemAttributes: LayoutAttributes? {
        guard let movement = interactiveMovement else { return nil }
        return layout.layoutAttributesForInteractivelyMovingItem(at: movement.targetIndexPath, withTargetPosition: movement.position)
            .map(reflected)
    }

    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`: the layout's
    /// attributes for the moving item at `indexPath` with the finger at `position`, both and
    /// the answer in the view's coordinates.
    package func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        guard position.isFinite else { return nil }
        return layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: layoutPoint(position)).map(reflected)
    }

    /// Ends the movement (`cancelled`: the item goes back). Answers the movement as it ended
    /// and the moves that take the current arrangement to the final one (none when the item
    /// stays, the way back when cancelled), which a view applies as a batch update. The layout
    /// is told through `invalidationForEndingInteractiveMovementOfItems(…)`.
    package func endInteractiveMovement(cancelled: Bool) -> (movement: InteractiveMovement, moves: [BatchUpdates.Move<ItemPath>])? {
        guard let movement = interactiveMovement else { return nil }
        let moves = cancelled ? movement.moves(toTarget: movement.originalIndexPath) : []
        let final = cancelled ? movement.originalIndexPath : movement.targetIndexPath
        var invalidation = layout.invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths: [final],
                                                                                  previousIndexPaths: [movement.originalIndexPath],
                                                                                  movementCancelled: cancelled)
        // From now on the data source's arrangement is the layout's: per-item data is read at
        // the paths shown.
        invalidation.insert(.dataCounts)
        if !moves.isEmpty {
            movementUpdates.pending = moves.map(\.updateItem)
        }
        record(invalidation)
        interactiveMovement = nil
        layout.context.interactiveMovement = nil
        lastEndedMovement = cancelled ? nil : movement
        return (movement, moves)
    }

    /// Drops a movement the view refused to begin after the host had (UIKit answered `false`):
    /// the layout was never told of it and is not told now.
    package func abandonInteractiveMovement() {
        interactiveMovement = nil
        layout.context.interactiveMovement = nil
        movementUpdates.pending = []
    }

    /// Throws ``LayoutError/interactiveMovementInProgress`` while an item moves: the view's counts
    /// and index paths are the movement's arrangement until it ends, not the data's, so a batch
    /// update or a reload against the data would name the wrong items (UIKit raises on the
    /// counts). Both views check before every data change.
    package func checkDataChangeAllowed() throws(LayoutError) {
        if interactiveMovement != nil { throw .interactiveMovementInProgress }
    }

    /// `position` in the layout's coordinates.
    func layoutPoint(_ position: CGPoint) -> CGPoint {
        mirror.map { position.reflected(in: $0) } ?? position
    }

    /// Shows the layout the moves of the latest movement step, once it has prepared for them.
    func deliverMovementUpdates() {
        let moves = movementUpdates.take()
        guard !moves.isEmpty else { return }
        layout.prepare(forCollectionViewUpdates: moves)
        layout.finalizeCollectionViewUpdates()
    }
}

extension CGPoint {
    /// The point across `mirror` (its own inverse).
    func reflected(in mirror: LayoutMirror) -> CGPoint { CGPoint(x: mirror.contentWidth - x, y: y) }
}
