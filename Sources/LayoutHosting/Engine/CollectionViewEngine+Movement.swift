import Foundation
import LayoutCore

/// Interactive movement (UIKit's `beginInteractiveMovementForItem(at:)` and what follows): which
/// item may move, the finger and the content scrolling on under it near an edge
/// (``MovementAutoScroll``), the target under the finger, each step's moves and the end, after
/// which the data may change only once the current event is over (``DataChangeGate``).
extension CollectionViewEngine {
    /// The item a finger moves, in the layout's coordinates, while one does.
    package var interactiveMovement: InteractiveMovement? { movement.movement }

    /// The movement that ended last, not cancelled.
    package var lastEndedMovement: InteractiveMovement? { movement.lastEnded }

    /// Whether a finger holds an item now.
    var holdsMovingItem: Bool { movement.holdsItem }

    /// Begins moving the item at `indexPath` with the finger at its centre, or answers `false`:
    /// a movement already under way, an interactive layout transition installed (UIKit refuses a
    /// movement then), a data source that cannot move it, a layout that does not reorder or swaps
    /// in a view that cannot show it, an item with no attributes, or a view that refuses to begin.
    @discardableResult
    package func beginInteractiveMovementForItem(at indexPath: ItemPath) -> Bool {
        guard let platform, movement.movement == nil, platform.interactiveTransitionPhase == .none,
              platform.dataSourceCanMoveItem(at: indexPath),
              let center = layout.layoutAttributes(for: ElementKey(category: .cell, indexPath: indexPath))?.center,
              let began = layout.beginInteractiveMovement(forItemAt: indexPath, at: center, showsSwapping: platform.showsSwappingMovement)
        else { return false }
        movement.begin(began, fingerAt: center, in: platform.bounds, at: platform.now)
        accessibilityInputsChanged()
        guard platform.beginViewMovement(forItemAt: indexPath) else {
            movement.abandon()
            layout.abandon()
            return false
        }
        return true
    }

    /// The finger is at `position` (content coordinates): the view moves its movement on, which
    /// asks the target (``targetIndexPath(forInteractivelyMovingItem:withPosition:)``) and takes
    /// the step (``moveInteractively(to:position:)``). A position that is not finite is ignored.
    package func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard let platform, position.isFinite, movement.movement != nil else { return }
        movement.fingerMoved(to: position, in: platform.bounds)
        platform.updateViewMovement(to: position)
    }

    /// The finger lifted (`cancelled`: the gesture was cancelled, the item goes back): the view
    /// ends its movement, and the data may change again once the current event is over — after
    /// whatever the view queued while ending it (UIKit's reload of the moved cell).
    package func endInteractiveMovement(cancelled: Bool = false) {
        guard let platform, movement.movement != nil else { return }
        movement.releaseFinger()
        dataChanges.movementEnds()
        platform.endViewMovement(cancelled: cancelled)
        platform.performAfterCurrentEvent { [weak self] in
            guard let self else { return }
            // UIKit has reloaded the moved cell by now (openradar 34933061): a new view, to give
            // its element again.
            accessibilityInputsChanged()
            dataChanges.movementSettled().forEach { $0() }
        }
    }

    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`: the layout's target for the
    /// finger at `position`, kept to a place the item can take. A movement UIKit began without
    /// the engine (an app calling `UICollectionView`'s method on a bare adapter) begins here, at
    /// `previousIndexPath`. The view's delegate may still redirect the answer
    /// (``validatedInteractiveMovementTarget(_:)``).
    package func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        if movement.movement == nil {
            guard let began = layout.beginInteractiveMovement(forItemAt: previousIndexPath, at: position,
                                                              showsSwapping: platform?.showsSwappingMovement ?? false)
            else { return previousIndexPath }
            movement.adopt(began)
        }
        guard let current = movement.movement else { return previousIndexPath }
        return layout.targetIndexPath(of: current, withPosition: position)
    }

    /// `target` if the moving item can take it, else where it stands: what a view hands on after
    /// its delegate redirected the layout's target, so that a view that applies the answer itself
    /// (UIKit) and the engine agree.
    package func validatedInteractiveMovementTarget(_ target: ItemPath) -> ItemPath {
        guard let current = movement.movement else { return target }
        return layout.validatedTarget(target, of: current)
    }

    /// A step of the movement: the finger at `position`, the item at `target` (the layout's answer
    /// as the delegate left it). Answers the moves from the current arrangement to the new one,
    /// which the layout is shown once it prepares for the new counts; a view that animates steps
    /// applies them as a batch update of ``InteractiveMovement/currentItemCounts(fromOriginal:)``.
    package func moveInteractively(to target: ItemPath, position: CGPoint) -> [BatchUpdates.Move<ItemPath>] {
        guard let current = movement.movement, position.isFinite else { return [] }
        let (next, moves) = layout.step(current, to: target, position: position)
        movement.stepped(to: next)
        if !moves.isEmpty { accessibilityInputsChanged() }
        return moves
    }

    /// The moving item's attributes where it stands now, with the finger where it is; `nil` when
    /// nothing moves.
    package var interactivelyMovingItemAttributes: LayoutAttributes? {
        movement.movement.flatMap(layout.attributes(ofMovingItemIn:))
    }

    /// The view ended its movement (UIKit's `invalidationContextForEndingInteractiveMovementOfItems`):
    /// answers the movement as it ended and the moves that take the current arrangement to the
    /// final one (none when the item stays, the way back when cancelled).
    package func movementDidEnd(cancelled: Bool) -> (movement: InteractiveMovement, moves: [BatchUpdates.Move<ItemPath>])? {
        guard let current = movement.movement else { return nil }
        let moves = layout.end(current, cancelled: cancelled)
        _ = movement.end(cancelled: cancelled)
        accessibilityInputsChanged()
        return (current, moves)
    }

    /// One frame of auto-scroll, on the view's clock: with the finger resting near an edge of the
    /// visible area, the content moves on and the target follows the finger's new place in the
    /// content. Nothing moves while another finger drags the content.
    package func stepMovementAutoScroll() {
        guard let platform, let step = movement.autoScrollStep(at: platform.now, bounds: platform.bounds, contentSize: platform.contentSize,
                                                               adjustedContentInset: platform.adjustedContentInset,
                                                               safeAreaInsets: platform.safeAreaInsets, isDragging: platform.isDragging)
        else { return }
        moveOffset(to: step.offset, animated: false)
        platform.updateViewMovement(to: step.finger)
    }
}
