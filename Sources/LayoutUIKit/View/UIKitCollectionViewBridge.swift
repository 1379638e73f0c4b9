#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The data source and delegate UIKit calls for a ``UIKitCollectionView``: it translates each call
/// and hands it to the view's engine, so the view's public face holds only what an app calls.
/// The view keeps it alive (a collection view holds its data source and delegate weakly).
final class UIKitCollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    unowned let view: UIKitCollectionView

    init(view: UIKitCollectionView) {
        self.view = view
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        view.itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        view.itemCounts.indices.contains(section) ? view.itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        view.cellProvider(collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard view.moveItem != nil, let path = ItemPath(indexPath) else { return false }
        return view.canMoveItem?(path) ?? false
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
        view.itemCounts = InteractiveMovement.itemCounts(view.itemCounts, movingItemAt: source, to: destination)
        view.moveItem?(source, destination)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        if let provider = view.supplementaryViewProvider { return provider(collectionView, kind, indexPath) }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: view.registry.reuseIdentifier(forSupplementaryViewOfKind: kind),
                                                        for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ItemPath(indexPath).map { view.didSelectItem?($0) }
    }

    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let targetIndexPathForMove = view.targetIndexPathForMove, let original = ItemPath(originalIndexPath), let current = ItemPath(currentIndexPath),
              let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        return IndexPath(view.engine.validatedInteractiveMovementTarget(targetIndexPathForMove(original, current, proposed)))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        view.engine.viewDidScroll()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        view.engine.willBeginDragging()
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = view.engine.willEndDragging(velocity: ScrollVelocity.fromUIKit(velocity),
                                                                  targetContentOffset: targetContentOffset.pointee)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        view.engine.didEndDragging(willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        view.engine.willBeginDecelerating()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        view.engine.didEndDecelerating()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        view.engine.didEndScrollingAnimation()
    }
}
#endif
