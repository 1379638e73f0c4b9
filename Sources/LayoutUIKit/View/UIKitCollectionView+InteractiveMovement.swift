#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// Interactive movement through `UICollectionView`'s own API, with the engine's decisions: the
/// adapter answers UIKit's layout calls through the engine, and the engine drives the content on
/// by itself near an edge on the display link, as in the simulated view. UIKit's movement shifts
/// the items between; the engine refuses a layout whose movement swaps (the collage), as UIKit
/// cannot show a swap: a collage swaps through `CollageEditorController`'s touches.
extension UIKitCollectionView {
    /// Begins moving the item at `indexPath` (a long press began on it): `false` when
    /// ``canMoveItem`` or ``moveItem`` is missing or refuses it, when the layout does not reorder
    /// or swaps, or when UIKit refuses.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ItemPath) -> Bool {
        engine.beginInteractiveMovementForItem(at: indexPath)
    }

    /// The finger is at `position` (the collection view's coordinates, as
    /// `UILongPressGestureRecognizer.location(in:)` gives it).
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        engine.updateInteractiveMovementTargetPosition(position)
    }

    /// The finger lifted: the item settles where it stands, and ``moveItem`` moves it in the data.
    /// The data may change again on the next run-loop turn (a diffable data source's apply waits
    /// for it by itself).
    public func endInteractiveMovement() {
        engine.endInteractiveMovement()
    }

    /// The gesture was cancelled: the item goes back.
    public func cancelInteractiveMovement() {
        engine.endInteractiveMovement(cancelled: true)
    }

    /// Follows a long-press gesture: began, changed, ended and cancelled (or failed) map to the
    /// four calls above. Add the recognizer to ``collectionView`` and call this from its action.
    public func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location).flatMap(ItemPath.init),
                  beginInteractiveMovementForItem(at: indexPath) else { return }
            updateInteractiveMovementTargetPosition(location)
        case .changed: updateInteractiveMovementTargetPosition(location)
        case .ended: endInteractiveMovement()
        default: cancelInteractiveMovement()
        }
    }
}
#endif
