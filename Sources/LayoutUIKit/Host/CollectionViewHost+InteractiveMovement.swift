#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// Interactive movement through `UICollectionView`'s own API, with the shared host's decisions:
/// the adapter answers UIKit's layout calls through the host, and the host drives the content on
/// by itself near an edge on the display link, as the simulated view does.
///
/// UIKit's movement shifts the items between; the adapter's host refuses a layout whose movement
/// swaps (the collage), as UIKit cannot show a swap: a collage swaps through
/// `CollageEditorController`'s touches.
extension CollectionViewHost {
    /// Begins moving the item at `indexPath` (a long press began on it): `false` when
    /// ``canMoveItem`` or ``moveItem`` is missing or refuses it, when the layout does not reorder
    /// or swaps, or when UIKit refuses.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ItemPath) -> Bool {
        guard collectionView(collectionView, canMoveItemAt: IndexPath(indexPath)), let center = layoutAttributesForItem(at: indexPath)?.center,
              adapter.host.beginInteractiveMovement(forItemAt: indexPath, at: center) else { return false }
        guard collectionView.beginInteractiveMovementForItem(at: IndexPath(indexPath)) else {
            adapter.host.abandonInteractiveMovement()
            return false
        }
        movementAutoScroll.begin(at: center, in: collectionView.bounds)
        return true
    }

    /// The finger is at `position` (the collection view's coordinates, as
    /// `UILongPressGestureRecognizer.location(in:)` gives it).
    public func updateInteractiveMovementTargetPosition(_ position: CGPoint) {
        guard position.isFinite else { return }
        movementAutoScroll.move(to: position, in: collectionView.bounds)
        collectionView.updateInteractiveMovementTargetPosition(position)
    }

    /// The finger lifted: the item settles where it stands, and ``moveItem`` moves it in the data.
    public func endInteractiveMovement() {
        movementAutoScroll.end()
        collectionView.endInteractiveMovement()
    }

    /// The gesture was cancelled: the item goes back.
    public func cancelInteractiveMovement() {
        movementAutoScroll.end()
        collectionView.cancelInteractiveMovement()
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
