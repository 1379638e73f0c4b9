import Foundation
import LayoutCore
import LayoutHosting

/// Interactive movement, as `UICollectionView`'s: a finger holds an item, drags it, and lets
/// go (or the movement is cancelled). Decisions are the engine's; the view adds what UIKit does
/// itself: the data source's moves, the delegate's redirect, the animations.
extension SimulatedCollectionView {
    /// The item a finger is moving, in the layout's coordinates, while one is.
    public var interactiveMovement: InteractiveMovement? { engine.interactiveMovement }

    /// Begins moving the item at `indexPath`, standing where it is, as UIKit's method of this
    /// name. Answers `false`, and nothing moves, when the data source is not a
    /// ``SimulatedReorderingDataSource`` or refuses the item (`canMoveItemAt`), when the layout
    /// does not reorder (the pizza halves, the parallax preview), when the item does not exist,
    /// or while a movement or an interactive transition is under way. A running batch-update
    /// animation ends first.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ItemPath) -> Bool {
        engine.beginInteractiveMovementForItem(at: indexPath)
    }

    /// The finger is at `position` (content coordinates, the layout's): the layout names the
    /// target under it (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`), the delegate
    /// may redirect it, and when it changes the other items make room, animated as a batch update
    /// of the move; the moving item follows the finger. Held near an edge of the visible area,
    /// the content scrolls on by itself on each frame (the engine's `MovementAutoScroll`). A
    /// position that is not finite is ignored and recorded as ``lastLayoutError``.
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard engine.interactiveMovement != nil else { return }
        guard position.isFinite else {
            engine.report(.invalidPoint(name: "interactive movement position", position))
            return
        }
        engine.updateInteractiveMovementTargetPosition(position)
    }

    /// Ends the movement: the data source moves the item (`moveItemAt`, when it stands
    /// elsewhere), and the item settles into its place, animated. The data may change again on
    /// the next frame (UIKit's next run-loop turn).
    public func endInteractiveMovement() {
        engine.endInteractiveMovement()
    }

    /// Cancels the movement: the item and those that made room go back where they were,
    /// animated; the data source is not told.
    public func cancelInteractiveMovement() {
        engine.endInteractiveMovement(cancelled: true)
    }

    // MARK: The view's part of a movement (the engine's platform)

    /// Begins the view's side of a movement the engine began: a running batch-update animation
    /// ends first.
    package func beginViewMovement(forItemAt indexPath: ItemPath) -> Bool {
        finishUpdateAnimation(reachedEnd: false)
        runLayoutPassRecordingErrors()
        return true
    }

    /// The finger is at `position`: the target under it, the delegate's redirect, and the step.
    package func updateViewMovement(to position: CGPoint) {
        guard let movement = engine.interactiveMovement else { return }
        var target = engine.targetIndexPath(forInteractivelyMovingItem: movement.targetIndexPath, withPosition: position)
        if let delegate = delegate as? any SimulatedCollectionViewDelegate {
            target = engine.validatedInteractiveMovementTarget(delegate.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath,
                atCurrentIndexPath: movement.targetIndexPath, toProposedIndexPath: target))
        }
        applyMovementStep(engine.moveInteractively(to: target, position: position))
    }

    /// Ends the view's side of the movement: the data source moves the item (unless
    /// `cancelled`), the engine ends it, and the item settles from where the finger left it (at
    /// once when the layout gave it no attributes there).
    package func endViewMovement(cancelled: Bool) {
        guard let movement = engine.interactiveMovement else { return }
        let moving = engine.interactivelyMovingItemAttributes
        if !cancelled, let dataSource = dataSource as? any SimulatedReorderingDataSource {
            for move in movement.dataSourceMoves { dataSource.collectionView(self, moveItemAt: move.from, to: move.to) }
        }
        guard let (ended, moves) = engine.movementDidEnd(cancelled: cancelled) else { return }
        applyMovementStep(moves)
        guard let moving else { return }
        let final = ElementKey(category: .cell, indexPath: cancelled ? ended.originalIndexPath : ended.targetIndexPath)
        var settling = moving
        settling.indexPath = final.indexPath
        if var animation = updateAnimation {
            animation.starts[final] = settling
            updateAnimation = animation
        } else {
            updateAnimation = UpdateAnimation(startTime: clock.now, duration: Self.batchUpdateAnimationDuration, curve: .easeInEaseOut,
                                              starts: [final: settling], leaving: [], completion: nil)
        }
        runLayoutPassRecordingErrors()
    }

    /// Shows a step's moves: the others make room, animated as a batch update of the view's
    /// own counts (the data source is not asked, as UIKit does not ask it mid-movement).
    private func applyMovementStep(_ moves: [BatchUpdates.Move<ItemPath>]) {
        guard !moves.isEmpty else {
            runLayoutPassRecordingErrors()
            return
        }
        var batch = BatchUpdates(), counts = itemCounts
        for move in moves {
            batch.moveItem(at: move.from, to: move.to)
            counts = InteractiveMovement.itemCounts(counts, movingItemAt: move.from, to: move.to)
        }
        do throws(BatchUpdateError) {
            let plan = try batch.validated(from: itemCounts, to: counts)
            try engine.walkBatchUpdate(BatchUpdateCall(batch: batch, plan: plan, reconfigured: [], itemCounts: counts, animates: true,
                                                       completion: { _ in }, updateData: {}), in: self)
        } catch {
            // The moves are the movement's own and always agree with the counts: only the
            // layout can refuse them.
            if case .layout(let refusal) = error { engine.report(refusal) }
        }
    }
}
