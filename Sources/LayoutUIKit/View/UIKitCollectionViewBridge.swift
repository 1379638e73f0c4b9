#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The data source and delegate UIKit calls for a ``UIKitCollectionView``: it translates each call
/// and hands it to the view's engine, so the view's public face holds only what an app calls.
/// The view keeps it alive (a collection view holds its data source and delegate weakly); it
/// holds the view weakly, and answers as an empty collection view once the view is gone (an app
/// that releases the view inside one of UIKit's calls).
final class UIKitCollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var view: UIKitCollectionView?

    init(view: UIKitCollectionView) {
        self.view = view
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let view else { return 0 }
        return view.itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let view else { return 0 }
        return view.itemCounts.indices.contains(section) ? view.itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let view else { return UIKitCollectionView.emptyCell(in: collectionView, at: indexPath) }
        return view.cellProvider(collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let view, view.moveItem != nil, let path = ItemPath(indexPath) else { return false }
        return view.canMoveItem?(path) ?? false
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let view, let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
        view.itemCounts = InteractiveMovement.itemCounts(view.itemCounts, movingItemAt: source, to: destination)
        view.moveItem?(source, destination)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        if let provider = view?.supplementaryViewProvider { return provider(collectionView, kind, indexPath) }
        // Gone, the view registered its kinds under their own names unless told otherwise.
        let identifier = view?.registry.reuseIdentifier(forSupplementaryViewOfKind: kind) ?? kind
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ItemPath(indexPath).map { view?.didSelectItem?($0) }
    }

    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let view, let targetIndexPathForMove = view.targetIndexPathForMove, let original = ItemPath(originalIndexPath),
              let current = ItemPath(currentIndexPath), let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        return IndexPath(view.engine.validatedInteractiveMovementTarget(targetIndexPathForMove(original, current, proposed)))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        view?.engine.viewDidScroll()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        view?.engine.willBeginDragging()
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let view else { return }
        targetContentOffset.pointee = view.engine.willEndDragging(velocity: ScrollVelocity.fromUIKit(velocity),
                                                                  targetContentOffset: targetContentOffset.pointee)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        view?.engine.didEndDragging(willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        view?.engine.willBeginDecelerating()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        view?.engine.didEndDecelerating()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        view?.engine.didEndScrollingAnimation()
    }
}
#endif
