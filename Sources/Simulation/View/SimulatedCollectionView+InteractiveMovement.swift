import Foundation
import LayoutCore
import LayoutHosting

/// Interactive movement, as `UICollectionView`'s: a finger holds an item, drags it, and lets
/// go (or the movement is cancelled). Decisions are the shared host's; the view adds the data
/// source, the delegate's redirect, the animations and the auto-scroll.
extension SimulatedCollectionView {
    /// The item a finger is moving, in the layout's coordinates, while one is.
    public var interactiveMovement: InteractiveMovement? { layoutHost.interactiveMovement }

    /// Begins moving the item at `indexPath`, standing where it is, as UIKit's method of this
    /// name. Answers `false`, and nothing moves, when the data source is not a
    /// ``SimulatedReorderingDataSource`` or refuses the item (`canMoveItemAt`), when the layout
    /// does not reorder (the pizza halves, the parallax preview), when the item does not exist,
    /// or while a movement or an interactive transition is under way. A running batch-update
    /// animation ends first.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ItemPath) -> Bool {
        guard interactiveTransition == nil, layoutHost.interactiveMovement == nil,
              let dataSource = dataSource as? any SimulatedReorderingDataSource,
              let attributes = layoutAttributesForItem(at: indexPath),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        finishUpdateAnimation(reachedEnd: false)
        guard layoutHost.beginInteractiveMovement(forItemAt: indexPath, at: attributes.center) else { return false }
        movementFinger = (CGPoint(x: attributes.center.x - bounds.minX, y: attributes.center.y - bounds.minY), clock.now)
        runLayoutPassRecordingErrors()
        return true
    }

    /// The finger is at `position` (content coordinates): the layout names the target under it
    /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`), the delegate may redirect
    /// it, and when it changes the other items make room, animated as a batch update of the
    /// move; the moving item follows the finger. Held near an edge of the visible area, the
    /// content scrolls on by itself on each frame (the shared host's `MovementAutoScroll`). A
    /// position that is not finite is ignored and recorded as ``lastLayoutError``.
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard let movement = layoutHost.interactiveMovement else { return }
        guard position.isFinite else {
            lastLayoutError = .invalidPoint(name: "interactive movement position", position)
            return
        }
        movementFinger?.inBounds = CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY)
        var target = layoutHost.targetIndexPath(forInteractivelyMovingItem: movement.targetIndexPath, withPosition: position)
        if let delegate = delegate as? any SimulatedCollectionViewDelegate {
            target = layoutHost.validatedInteractiveMovementTarget(delegate.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.originalIndexPath,
                atCurrentIndexPath: movement.targetIndexPath, toProposedIndexPath: target))
        }
        applyMovementStep(layoutHost.moveInteractively(to: target, position: position))
    }

    /// Ends the movement: the data source moves the item (`moveItemAt`, when it stands
    /// elsewhere), and the item settles into its place, animated.
    public func endInteractiveMovement() {
        guard let movement = layoutHost.interactiveMovement else { return }
        let moving = layoutHost.interactivelyMovingItemAttributes
        if let dataSource = dataSource as? any SimulatedReorderingDataSource {
            for move in movement.dataSourceMoves { dataSource.collectionView(self, moveItemAt: move.from, to: move.to) }
        }
        finishMovement(cancelled: false, from: moving)
    }

    /// Cancels the movement: the item and those that made room go back where they were,
    /// animated; the data source is not told.
    public func cancelInteractiveMovement() {
        guard layoutHost.interactiveMovement != nil else { return }
        finishMovement(cancelled: true, from: layoutHost.interactivelyMovingItemAttributes)
    }

    /// Ends the movement in the host and lets the item settle from `moving`, where the finger
    /// left it (at once when the layout gave it no attributes there).
    private func finishMovement(cancelled: Bool, from moving: LayoutAttributes?) {
        guard let (movement, moves) = layoutHost.endInteractiveMovement(cancelled: cancelled) else { return }
        movementFinger = nil
        applyMovementStep(moves)
        guard let moving else { return }
        let final = ElementKey(category: .cell, indexPath: cancelled ? movement.originalIndexPath : movement.targetIndexPath)
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
            try applyBatchUpdates(batch, reconfiguring: [], itemCounts: counts, animated: true, updatingData: {}, completion: nil)
        } catch {
            // The moves are the movement's own and always agree with the counts: only the
            // layout can refuse them.
            if case .layout(let refusal) = error { lastLayoutError = refusal }
        }
    }

    /// One frame of auto-scroll: with the finger resting near an edge, the content moves on and
    /// the target follows the finger's new place in the content.
    func stepMovementAutoScroll() {
        guard let finger = movementFinger else { return }
        let interval = clock.now - finger.time
        movementFinger?.time = clock.now
        guard let origin = MovementAutoScroll.nextOffset(fingerInBounds: finger.inBounds, bounds: bounds, contentSize: contentSize,
                                                         adjustedContentInset: adjustedContentInset, safeAreaInsets: safeAreaInsets,
                                                         isDragging: isDragging, interval: interval)
        else { return }
        setBoundsOrigin(origin)
        updateInteractiveMovementTargetPosition(CGPoint(x: origin.x + finger.inBounds.x, y: origin.y + finger.inBounds.y))
    }
}
