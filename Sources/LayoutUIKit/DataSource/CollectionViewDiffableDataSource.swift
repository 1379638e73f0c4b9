#if canImport(UIKit)
import DiffableData
import LayoutCore
import LayoutHosting
import UIKit

/// The diffable data source of a ``CollectionViewHost``: the portable ``DiffableSnapshot`` and
/// its staged difference, applied to a real `UICollectionView` through the package's staged-apply
/// loop, which the simulated data source uses too (each stage validated, its data shown inside its
/// `performBatchUpdates` block, or one `reloadData` past ``reloadThreshold`` changes). Screen
/// logic written against ``SnapshotApplying`` (the Photos mode switch) drives it unchanged.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, Photo>(host: host) { collectionView, indexPath, photo in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// try dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// The host holds it weakly, as a collection view holds its data source: once it is released
/// the collection view shows nothing, as with Apple's.
@MainActor
public final class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshots the data source shows.
    public typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell showing an item, dequeued from the collection view.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = CollectionViewHost.SupplementaryViewProvider

    /// The host whose collection view shows the data.
    public let host: CollectionViewHost
    /// What reorders the items: Apple's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public typealias ReorderingHandlers = DiffableReorderingHandlers<SectionIdentifierType, ItemIdentifierType>
    /// Whether items move under a finger (through the host's long press) and who hears of it;
    /// off until `canReorderItem` is set. When a movement ends the data source shows the moved
    /// snapshot itself, between `willReorder` and `didReorder`.
    public var reorderingHandlers = ReorderingHandlers()
    /// The number of changes above which an apply reloads instead of animating.
    public var reloadThreshold = SnapshotApplyPlan<SectionIdentifierType, ItemIdentifierType>.defaultReloadThreshold
    /// What the collection view shows now: during an apply, the current stage's data.
    private var current = Snapshot()
    private let cellProvider: CellProvider

    /// Makes supplementary views.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { host.supplementaryViewProvider }
        set { host.supplementaryViewProvider = newValue }
    }

    /// A data source for `host`'s collection view, showing an empty snapshot.
    public init(host: CollectionViewHost, cellProvider: @escaping CellProvider) {
        self.host = host
        self.cellProvider = cellProvider
        host.cellProvider = { [weak self] collectionView, indexPath in
            self?.cell(in: collectionView, at: indexPath) ?? CollectionViewHost.emptyCell(in: collectionView, at: indexPath)
        }
        host.canMoveItem = { [weak self] path in
            guard let self else { return false }
            return reorderingHandlers.canReorder(current.itemIdentifier(section: path.section, item: path.item))
        }
        host.moveItem = { [weak self] source, destination in
            guard let self else { return }
            _ = reorderingHandlers.reorder(current, from: (source.section, source.item), to: (destination.section, destination.item)) { current = $0 }
        }
        host.attachDataSource(ObjectIdentifier(self))
        try? host.reloadData(itemCounts: [])
    }

    deinit {
        // Released, as Apple's: the collection view shows nothing, unless another data source fills it by now.
        let host = host, identifier = ObjectIdentifier(self)
        Task { @MainActor in host.dataSourceReleased(identifier) }
    }

    private func cell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        // During a movement UIKit asks by the arrangement it shows; the data is the one before.
        guard let shown = ItemPath(indexPath), case let path = host.adapter.host.interactiveMovement?.originalIndexPath(forItemAt: shown) ?? shown,
              let item = current.itemIdentifier(section: path.section, item: path.item) else {
            return CollectionViewHost.emptyCell(in: collectionView, at: indexPath)
        }
        return cellProvider(collectionView, indexPath, item)
    }

    /// The item shown at `indexPath`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        ItemPath(indexPath).flatMap { current.itemIdentifier(section: $0.section, item: $0.item) }
    }

    /// Where `itemIdentifier` is shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(ofItem: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// Shows `snapshot` at once with `reloadData`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
        var clean = snapshot
        clean.clearReloadMarks()
        try? host.reloadData(itemCounts: clean.itemCounts) { current = clean }
    }
}

extension CollectionViewDiffableDataSource: @preconcurrency SnapshotApplying {
    public func snapshot() -> Snapshot {
        current
    }

    /// Shows `snapshot` through the staged-apply loop (without animation when `animatingDifferences` is
    /// `false`), reconfiguring the cells of items marked for it; `completion` runs when the last
    /// stage's animation ends. Throws a ``BatchUpdateError`` should a stage disagree with the
    /// counts (the stages before stay applied, and ``snapshot()`` answers what is shown).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) throws {
        try StagedApply.apply(snapshot, from: current, to: host, animatingDifferences: animatingDifferences,
                              reloadThreshold: reloadThreshold, show: { current = $0 }, completion: completion)
    }
}
#endif
