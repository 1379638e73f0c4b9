#if canImport(UIKit)
import DiffableData
import LayoutCore
import UIKit

/// The diffable data source of a ``CollectionViewHost``: the portable ``DiffableSnapshot`` and
/// its staged difference, applied to a real `UICollectionView` stage by stage with
/// `performBatchUpdates` (each stage validated first), or with one `reloadData` past
/// ``reloadThreshold`` changes (``SnapshotApplyPlan``). Screen logic written against
/// ``SnapshotApplying`` (the Photos mode switch) drives it unchanged.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, Photo>(host: host) { collectionView, indexPath, photo in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// try dataSource.apply(snapshot, animatingDifferences: true)
/// ```
@MainActor
public final class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell showing an item.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = CollectionViewHost.SupplementaryViewProvider

    /// The host whose collection view shows the data.
    public let host: CollectionViewHost
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
        host.cellProvider = { [unowned self] collectionView, indexPath in
            let path = ItemPath(indexPath)
            guard let path, let item = current.itemIdentifier(section: path.section, item: path.item) else {
                preconditionFailure("UIKit asked for a cell at \(indexPath), which the snapshot does not have")
            }
            return self.cellProvider(collectionView, indexPath, item)
        }
        try? host.reloadData(itemCounts: [])
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
        current = snapshot
        try? host.reloadData(itemCounts: snapshot.itemCounts)
    }
}

extension CollectionViewDiffableDataSource: @preconcurrency SnapshotApplying {
    public func snapshot() -> Snapshot {
        current
    }

    /// Shows `snapshot` through batch updates, one per stage of the difference (without
    /// animation when `animatingDifferences` is `false`), reconfiguring the cells of items marked
    /// for it; `completion` runs when the last stage's animation ends. Throws a
    /// ``BatchUpdateError`` should a stage disagree with the counts (the stages before stay
    /// applied, and ``snapshot()`` answers what is shown).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) throws {
        switch SnapshotApplyPlan(from: current, to: snapshot, reloadThreshold: reloadThreshold) {
        case .reloadData:
            applySnapshotUsingReloadData(snapshot)
            completion?()
        case .batchUpdates(let stages):
            guard !stages.isEmpty else { completion?(); return }
            for (index, stage) in stages.enumerated() {
                let isLast = index == stages.count - 1
                current = stage.data
                let perform = { () throws(BatchUpdateError) in
                    try self.host.performBatchUpdates(itemCounts: stage.data.itemCounts, { $0 = stage.batchUpdates },
                                                      completion: isLast ? { _ in completion?() } : nil)
                }
                if animatingDifferences {
                    try perform()
                } else {
                    var failure: BatchUpdateError?
                    UIView.performWithoutAnimation {
                        do throws(BatchUpdateError) { try perform() } catch { failure = error }
                    }
                    if let failure { throw failure }
                }
                let reconfigured = stage.elementReconfigured.map { IndexPath(item: $0.element, section: $0.section) }
                if !reconfigured.isEmpty { host.collectionView.reconfigureItems(at: reconfigured) }
            }
        }
    }
}
#endif
