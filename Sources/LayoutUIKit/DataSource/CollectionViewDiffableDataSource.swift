#if canImport(UIKit)
import DiffableData
import LayoutCore
import LayoutHosting
import UIKit

/// The diffable data source of a ``UIKitCollectionView``: the data-source core the simulated
/// `DiffableDataSource` wraps too (the portable ``DiffableSnapshot`` and its staged difference,
/// each stage validated and its data shown inside its `performBatchUpdates` block, or one
/// `reloadData` past ``reloadThreshold`` changes), adding only how a cell is made. Screen logic
/// written against ``SnapshotApplying`` (the Photos mode switch) drives it unchanged.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, Photo>(view: view) { collectionView, indexPath, photo in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// try dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// The view holds it weakly, as a collection view holds its data source: once it is released
/// the collection view shows nothing, as with Apple's (unless another data source fills it by
/// then). An apply in the run-loop turn a movement ended in (say, from `didReorder`) is carried
/// out on the next, as UIKit requires.
@MainActor
public final class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshots the data source shows.
    public typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell showing an item, dequeued from the collection view.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = UIKitCollectionView.SupplementaryViewProvider
    /// What reorders the items: Apple's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public typealias ReorderingHandlers = DiffableReorderingHandlers<SectionIdentifierType, ItemIdentifierType>

    /// The view whose collection view shows the data.
    package let view: UIKitCollectionView
    /// The data-source core both views share.
    package let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
    private let cellProvider: CellProvider

    /// Whether items move under a finger (through the view's long press) and who hears of it;
    /// off until `canReorderItem` is set. When a movement ends the data source shows the moved
    /// snapshot itself, between `willReorder` and `didReorder`.
    public var reorderingHandlers: ReorderingHandlers {
        get { core.reorderingHandlers }
        set { core.reorderingHandlers = newValue }
    }
    /// The number of changes above which an apply reloads instead of animating.
    public var reloadThreshold: Int {
        get { core.reloadThreshold }
        set { core.reloadThreshold = newValue }
    }
    /// Makes supplementary views. Held by the data source, as Apple's holds it: the collection view
    /// reaches it weakly, so it is released with the data source, and a `self` it captures lives
    /// as long as the data source does (capture `[weak self]` when the data source is `self`'s).
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        didSet {
            // The bridge owns this closure: it lives as long as the closure does.
            view.supplementaryViewProvider = supplementaryViewProvider == nil ? nil : { [weak self, unowned bridge = view.bridge] collectionView, kind, indexPath in
                guard let provider = self?.supplementaryViewProvider else {
                    // Released: the view registered for the kind, as without a provider.
                    return bridge.registeredSupplementaryView(in: collectionView, ofKind: kind, at: indexPath)
                }
                return provider(collectionView, kind, indexPath)
            }
        }
    }

    /// A data source for `view`'s collection view, showing an empty snapshot.
    public init(view: UIKitCollectionView, cellProvider: @escaping CellProvider) {
        self.view = view
        self.cellProvider = cellProvider
        core = DiffableDataSourceCore(engine: view.engine)
        view.bridge.cellProvider = { [weak self] collectionView, indexPath in self?.cell(in: collectionView, at: indexPath) }
        view.canMoveItem = { [weak self] path in self?.core.canMoveItem(at: path) == true }
        view.moveItem = { [weak self] source, destination in self?.core.moveItem(at: source, to: destination) }
    }

    deinit {
        // Released, as Apple's: the collection view shows nothing, unless another data source
        // fills it by then (the core's token, not this object's address, says which).
        nonisolated(unsafe) let core = core
        Task { @MainActor in core.release() }
    }

    /// The cell of the item shown at `indexPath`; `nil` (the view's empty cell) where no item is.
    private func cell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell? {
        ItemPath(indexPath).flatMap(core.itemIdentifier(shownAt:)).map { cellProvider(collectionView, indexPath, $0) }
    }

    /// The item shown at `indexPath`.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        ItemPath(indexPath).flatMap(core.itemIdentifier(for:))
    }

    /// Where `itemIdentifier` is shown. O(1).
    /// - Complexity: O(1) on average.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier).map(IndexPath.init)
    }

    /// The section shown at `index`, or `nil` when out of range.
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    /// The index of `sectionIdentifier`, or `nil` when it is not shown. O(1).
    /// - Complexity: O(1) on average.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    /// Shows `snapshot` at once with `reloadData`. Throws what the layout's `prepare()` throws
    /// for the new data.
    /// - Complexity: O(n), plus the layout's `prepare()`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) throws(LayoutError) {
        try core.applySnapshotUsingReloadData(snapshot, completion: completion)
    }
}

extension CollectionViewDiffableDataSource: @preconcurrency SnapshotApplying {
    /// The snapshot the view shows (or will show, once a staged apply ends).
    /// - Complexity: O(1): snapshots are shared until changed.
    public func snapshot() -> Snapshot {
        core.snapshot()
    }

    /// Shows `snapshot` through the staged-apply loop (without animation when `animatingDifferences` is
    /// `false`), reconfiguring the cells of items marked for it; `completion` runs when the last
    /// stage's animation ends. Throws a ``BatchUpdateError`` should a stage disagree with the
    /// counts (the stages before stay applied, and ``snapshot()`` answers what is shown).
    /// - Complexity: O(n) to match the snapshots (one hash lookup per item; only the changed runs when a section gains or loses one), plus the batch update: O(changes + k) for k elements on screen.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) throws(BatchUpdateError) {
        try core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
}
#endif
