import Foundation
import LayoutCore

/// Interactive movement as the layout sees it: the target under the finger, the moving item's
/// attributes, what each step and the end invalidate, and the moves a step shows the layout. The
/// movement itself is the view's (``CollectionViewEngine``'s ``MovementSession``), handed in.
extension HostedLayout {
    /// A movement of the item at `indexPath` with the finger at `position`, or `nil`: a layout
    /// that does not reorder (`InteractiveMovementStyle.unsupported`) or swaps in a view that
    /// cannot show it (`showsSwapping`), an item that does not exist or a position that is not
    /// finite. The layout's context carries it from now on.
    func beginInteractiveMovement(forItemAt indexPath: ItemPath, at position: CGPoint, showsSwapping: Bool) -> InteractiveMovement? {
        let style = layout.interactiveMovementStyle
        guard style != .unsupported, style != .swapsWithTarget || showsSwapping, position.isFinite,
              layout.context.contains(indexPath) else { return nil }
        let movement = InteractiveMovement(originalIndexPath: indexPath, position: position, style: style)
        layout.hostState.context.interactiveMovement = movement
        return movement
    }

    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` for `movement` with the finger
    /// at `position`: the layout's answer, kept to a place the item can take
    /// (`InteractiveMovement.isValidTarget(_:itemCounts:)`); any other keeps the current target.
    func targetIndexPath(of movement: InteractiveMovement, withPosition position: CGPoint) -> ItemPath {
        guard position.isFinite else { return movement.targetIndexPath }
        return validatedTarget(layout.targetIndexPath(forInteractivelyMovingItem: movement.targetIndexPath, withPosition: position),
                               of: movement)
    }

    /// `target` if `movement`'s item can take it, else where it stands.
    func validatedTarget(_ target: ItemPath, of movement: InteractiveMovement) -> ItemPath {
        movement.isValidTarget(target, itemCounts: layout.context.itemCounts) ? target : movement.targetIndexPath
    }

    /// A step of `movement` to `target` with the finger at `position`: the movement after it and
    /// the moves from the current arrangement to the new one, which the layout is shown once it
    /// prepares for the new counts (``MovementUpdates``). What the step invalidates is recorded.
    func step(_ movement: InteractiveMovement, to target: ItemPath, position: CGPoint)
        -> (movement: InteractiveMovement, moves: [BatchUpdates.Move<ItemPath>]) {
        let target = validatedTarget(target, of: movement)
        let moves = movement.moves(toTarget: target)
        let next = movement.moved(toTarget: target).moved(toPosition: position)
        layout.hostState.context.interactiveMovement = next
        var invalidation = layout.invalidation(forInteractivelyMovingItems: [next.targetIndexPath], withTargetPosition: next.position,
                                               previousIndexPaths: [movement.targetIndexPath], previousPosition: movement.position)
        if !moves.isEmpty {
            invalidation.insert(.dataCounts)
            movementUpdates.pending = moves.map(\.updateItem)
        }
        if !invalidation.isEmpty { record(invalidation) }
        return (next, moves)
    }

    /// The attributes of `movement`'s item where it stands, with the finger where it is.
    func attributes(ofMovingItemIn movement: InteractiveMovement) -> LayoutAttributes? {
        layout.layoutAttributesForInteractivelyMovingItem(at: movement.targetIndexPath, withTargetPosition: movement.position)
    }

    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    package func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        guard position.isFinite else { return nil }
        return layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// The end of `movement` (`cancelled`: the item goes back): the moves from the current
    /// arrangement to the final one (none when the item stays, the way back when cancelled). The
    /// layout is told through `invalidationForEndingInteractiveMovementOfItems(…)`, and from now on
    /// the data source's arrangement is the layout's.
    func end(_ movement: InteractiveMovement, cancelled: Bool) -> [BatchUpdates.Move<ItemPath>] {
        let moves = cancelled ? movement.moves(toTarget: movement.originalIndexPath) : []
        let final = cancelled ? movement.originalIndexPath : movement.targetIndexPath
        var invalidation = layout.invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths: [final],
                                                                                  previousIndexPaths: [movement.originalIndexPath],
                                                                                  movementCancelled: cancelled)
        invalidation.insert(.dataCounts)
        if !moves.isEmpty { movementUpdates.pending = moves.map(\.updateItem) }
        record(invalidation)
        layout.hostState.context.interactiveMovement = nil
        return moves
    }

    /// Drops a movement the view refused after it began: the layout was never told of it.
    func abandon() {
        layout.hostState.context.interactiveMovement = nil
        movementUpdates.pending = []
    }

    /// Shows the layout the moves of the latest movement step, once it has prepared for them.
    func deliverMovementUpdates() {
        let moves = movementUpdates.take()
        guard !moves.isEmpty else { return }
        layout.prepare(forCollectionViewUpdates: moves)
        layout.finalizeCollectionViewUpdates()
    }
}
