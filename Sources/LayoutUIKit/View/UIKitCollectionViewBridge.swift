#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The data source and delegate UIKit calls for a ``UIKitCollectionView``: it holds what the app
/// gave the view (the item counts, the providers, the movement's handlers) and translates each of
/// UIKit's calls, handing every decision to the engine. The collection view keeps it alive through
/// its platform, for as long as the collection view lives, whichever object the app keeps (a
/// collection view holds its data source and delegate weakly).
@MainActor
final class UIKitCollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The engine of the collection view, whose platform owns the bridge.
    private unowned let engine: CollectionViewEngine
    /// The number of items in each section, as the data source answers them: the app's, changed
    /// only by an update, a reload or a movement.
    var itemCounts: [Int] = []
    /// Makes the cell for an index path; `nil` for a path nothing answers for (a diffable data
    /// source released while UIKit still asks), which shows the view's own empty cell.
    var cellProvider: (UICollectionView, IndexPath) -> UICollectionViewCell? = { _, _ in nil }
    /// Makes supplementary views; without it each is the view registered for its kind.
    var supplementaryViewProvider: UIKitCollectionView.SupplementaryViewProvider?
    /// Told when a cell is selected.
    var didSelectItem: ((ItemPath) -> Void)?
    /// The context menu for a press on the items at the paths (none: outside any item).
    var contextMenu: (([ItemPath]) -> UIContextMenuConfiguration?)?
    /// Whether an item may begin moving; nothing moves without it or ``moveItem``.
    var canMoveItem: ((ItemPath) -> Bool)?
    /// Moves an item in the app's data at the end of a movement.
    var moveItem: ((_ source: ItemPath, _ destination: ItemPath) -> Void)?
    /// The app's redirect of a movement's target.
    var targetIndexPathForMove: ((_ original: ItemPath, _ current: ItemPath, _ proposed: ItemPath) -> ItemPath)?

    init(engine: CollectionViewEngine) {
        self.engine = engine
    }

    /// The reuse identifier of the view's own empty cell, registered with the view.
    static let emptyCellReuseIdentifier = "UIKitCollectionView.empty"

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellProvider(collectionView, indexPath)
            ?? collectionView.dequeueReusableCell(withReuseIdentifier: Self.emptyCellReuseIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: engine.reuseIdentifier(forSupplementaryViewOfKind: kind),
                                                               for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        moveItem != nil && ItemPath(indexPath).flatMap { canMoveItem?($0) } == true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
        itemCounts = InteractiveMovement.itemCounts(itemCounts, movingItemAt: source, to: destination)
        moveItem?(source, destination)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ItemPath(indexPath).map { didSelectItem?($0) }
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        contextMenu?(indexPaths.compactMap(ItemPath.init))
    }

    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let redirect = targetIndexPathForMove, let original = ItemPath(originalIndexPath),
              let current = ItemPath(currentIndexPath), let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        return IndexPath(engine.validatedInteractiveMovementTarget(redirect(original, current, proposed)))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        engine.viewDidScroll()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        engine.willBeginDragging()
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = engine.willEndDragging(velocity: ScrollVelocity.fromUIKit(velocity),
                                                             targetContentOffset: targetContentOffset.pointee)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        engine.didEndDragging(willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        engine.willBeginDecelerating()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        engine.didEndDecelerating()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        engine.didEndScrollingAnimation()
    }
}
#endif
