#if canImport(UIKit)
import LayoutCore
import UIKit

/// A `UICollectionView` as the portable ``ScrollableCollection``: portable screen logic
/// (`PizzaHalvesCoordinator`, `PhotoEditorController` and its `ScrollSynchronizer`,
/// `PhotosController`) drives a real collection view through it unchanged.
///
/// The host is the collection view's data source and delegate. It keeps the item counts,
/// validates batch updates against them before UIKit sees them (``BatchUpdates`` throws where
/// UIKit would crash), forwards UIKit's scroll events to ``delegate`` with velocities in points
/// per second, and performs what a layout asks for at rest (``ScrollRestBehavior``: a settling
/// glide, an endless carousel's re-centring). Cells come from ``cellProvider``.
///
/// ```swift
/// let host = CollectionViewHost(layout: try WheelLayout(configuration: .init()), itemCounts: [30]) { collectionView, indexPath in
///     collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath)
/// }
/// view.addSubview(host.collectionView)
/// ```
@MainActor
public final class CollectionViewHost: NSObject {
    /// Makes the cell for an index path.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell
    /// Makes the supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ kind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView

    /// The collection view shown.
    public let collectionView: UICollectionView
    /// The adapter handing the layout to the collection view.
    public private(set) var adapter: CollectionLayoutAdapter
    /// The number of items in each section, as the data source answers them.
    public private(set) var itemCounts: [Int]
    /// Makes the cells.
    public var cellProvider: CellProvider
    /// Makes supplementary views; without it they are empty views.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Receives the scroll events, velocities in points per second; held weakly.
    public weak var delegate: (any ScrollViewDelegate)?
    /// Called when a cell is selected.
    public var didSelectItem: ((ItemPath) -> Void)?
    /// The glide and re-centring a layout asks for at rest.
    private var restBehavior = ScrollRestBehavior()

    /// A collection view of `frame` showing `layout` with `itemCounts` items, its cells made by
    /// `cellProvider`. Negative counts are shown as empty sections.
    public init(frame: CGRect = .zero, layout: any CollectionLayout, itemCounts: [Int],
                cellProvider: @escaping CellProvider) {
        adapter = CollectionLayoutAdapter(layout)
        collectionView = UICollectionView(frame: frame, collectionViewLayout: adapter)
        self.itemCounts = itemCounts.map { max(0, $0) }
        self.cellProvider = cellProvider
        super.init()
        adapter.host.setItemCounts(self.itemCounts)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Shows `layout` instead, animated as `UICollectionView.setCollectionViewLayout(_:animated:)`.
    public func setCollectionLayout(_ layout: any CollectionLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        adapter = CollectionLayoutAdapter(layout)
        adapter.host.setItemCounts(itemCounts)
        collectionView.setCollectionViewLayout(adapter, animated: animated, completion: completion)
    }

    /// Replaces the item counts and reloads every cell (`reloadData`); throws for a negative count.
    public func reloadData(itemCounts newCounts: [Int]) throws(LayoutError) {
        if let section = newCounts.firstIndex(where: { $0 < 0 }) {
            throw .negativeItemCount(section: section, count: newCounts[section])
        }
        itemCounts = newCounts
        adapter.host.setItemCounts(newCounts)
        collectionView.reloadData()
    }
}

extension CollectionViewHost: @preconcurrency ScrollableCollection {
    public var bounds: CGRect { collectionView.bounds }
    public var contentOffset: CGPoint { collectionView.contentOffset }
    public var contentSize: CGSize { collectionView.contentSize }
    public var adjustedContentInset: EdgeInsets { EdgeInsets(collectionView.adjustedContentInset) }
    public var contentInset: EdgeInsets { EdgeInsets(collectionView.contentInset) }
    public var collectionLayout: any CollectionLayout { adapter.layout }
    public var isDragging: Bool { collectionView.isDragging }
    public var isDecelerating: Bool { collectionView.isDecelerating }

    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else { return }
        restBehavior.cancel()
        collectionView.setContentOffset(contentOffset, animated: animated)
    }

    public func scrollToItem(at indexPath: ItemPath, at position: ScrollPosition, animated: Bool) throws(LayoutError) {
        guard LayoutContext(bounds: .zero, itemCounts: itemCounts).contains(indexPath) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: itemCounts)
        }
        collectionView.scrollToItem(at: IndexPath(indexPath), at: UICollectionView.ScrollPosition(position), animated: animated)
    }

    public func layoutIfNeeded() {
        collectionView.layoutIfNeeded()
    }

    public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        collectionLayout.layoutAttributesForItem(at: indexPath)
    }

    public func setContentInset(_ inset: EdgeInsets) throws(LayoutError) {
        guard inset.isFinite else { throw .invalidInsets(name: "contentInset", inset) }
        collectionView.contentInset = UIEdgeInsets(inset)
    }

    public func setBoundsSize(_ size: CGSize) throws(LayoutError) {
        try LayoutError.check("bounds size", size)
        collectionView.bounds.size = size
        collectionView.layoutIfNeeded()
    }

    public func performBatchUpdates(itemCounts newCounts: [Int], _ updates: (inout BatchUpdates) -> Void,
                                    completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        var batch = BatchUpdates()
        updates(&batch)
        _ = try batch.validated(from: itemCounts, to: newCounts)
        collectionView.performBatchUpdates({
            self.itemCounts = newCounts
            self.adapter.host.setItemCounts(newCounts)
            self.collectionView.apply(batch)
        }, completion: completion)
    }
}

extension UICollectionView {
    /// Records `batch`'s changes, inside `performBatchUpdates`.
    func apply(_ batch: BatchUpdates) {
        deleteSections(IndexSet(batch.deletedSections))
        insertSections(IndexSet(batch.insertedSections))
        reloadSections(IndexSet(batch.reloadedSections))
        for move in batch.movedSections { moveSection(move.from, toSection: move.to) }
        deleteItems(at: batch.deletedItems.map(IndexPath.init))
        insertItems(at: batch.insertedItems.map(IndexPath.init))
        reloadItems(at: batch.reloadedItems.map(IndexPath.init))
        for move in batch.movedItems { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
    }
}

extension CollectionViewHost: UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellProvider(collectionView, indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        if let supplementaryViewProvider { return supplementaryViewProvider(collectionView, kind, indexPath) }
        // UIKit needs a view for every supplementary element the layout returns: an empty one.
        let identifier = "CollectionViewHost.empty"
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
}

extension CollectionViewHost: UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ItemPath(indexPath).map { didSelectItem?($0) }
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll(self)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        restBehavior.cancel()
        delegate?.scrollViewWillBeginDragging(self)
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        var target = targetContentOffset.pointee
        delegate?.scrollViewWillEndDragging(self, withVelocity: ScrollVelocity.fromUIKit(velocity), targetContentOffset: &target)
        if target.isFinite { targetContentOffset.pointee = target }
        restBehavior.willEndDragging(layout: collectionLayout, target: targetContentOffset.pointee)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if !decelerate, !collectionView.isDragging { perform(restBehavior.moveOnComingToRest(in: self)) }
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidEndDecelerating(self)
        if !collectionView.isDragging { perform(restBehavior.moveOnComingToRest(in: self)) }
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidEndScrollingAnimation(self)
        perform(restBehavior.recenteringMove(in: self))
    }
}
#endif
