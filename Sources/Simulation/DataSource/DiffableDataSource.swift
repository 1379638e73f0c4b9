import DiffableData
import LayoutCore

/// Drives a ``SimulatedCollectionView`` from snapshots: the portable
/// `UICollectionViewDiffableDataSource`.
///
/// ``apply(_:animatingDifferences:completion:)`` diffs the new snapshot against the current one
/// and performs the `StagedChangeset`'s stages one after another as batch updates, each
/// showing that stage's data, so the view's counts agree with the data at every stage; the
/// animations of later stages take over from earlier ones without a jump. Views are configured
/// through the cell and supplementary providers only when they come on screen, or when their
/// item is reconfigured (the same view, configured again) or reloaded (a new view).
public final class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: SimulatedDataSource,
    SnapshotApplying {
    public typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Configures `cell`, dequeued by `collectionView`, to show `itemIdentifier` at `indexPath`.
    public typealias CellProvider = (_ collectionView: SimulatedCollectionView, _ cell: SimulatedView, _ indexPath: ItemPath,
                                     _ itemIdentifier: ItemIdentifierType) -> Void
    /// Configures `view`, a supplementary view of `elementKind` at `indexPath`.
    public typealias SupplementaryViewProvider = (_ collectionView: SimulatedCollectionView, _ view: SimulatedView,
                                                  _ elementKind: String, _ indexPath: ItemPath) -> Void

    /// The view this data source drives; it holds the data source weakly.
    public private(set) weak var collectionView: SimulatedCollectionView?
    /// Configures supplementary views; without it they keep the look they were dequeued with.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private let cellProvider: CellProvider
    /// What the view shows now: during an apply, the current stage's data.
    private var current = Snapshot()

    /// A data source for `collectionView`, which becomes its ``SimulatedCollectionView/dataSource``
    /// and is emptied (it shows the data source's empty snapshot until the first apply).
    public init(collectionView: SimulatedCollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
        do { try collectionView.reloadData(itemCounts: []) } catch { collectionView.lastLayoutError = error }
    }

    /// What the collection view shows, without reload or reconfigure marks.
    public func snapshot() -> Snapshot {
        var snapshot = current
        snapshot.clearReloadMarks()
        return snapshot
    }

    /// The item shown at `indexPath`, or `nil` when the path is out of range.
    public func itemIdentifier(for indexPath: ItemPath) -> ItemIdentifierType? {
        current.itemIdentifier(section: indexPath.section, item: indexPath.item)
    }

    /// Where `itemIdentifier` is shown, or `nil` when it is not. O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> ItemPath? {
        current.location(ofItem: itemIdentifier).map { ItemPath(item: $0.item, section: $0.section) }
    }

    /// The section shown at `index`, or `nil` when out of range.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or `nil` when it is not shown. O(1).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// Shows `snapshot` through batch updates, one per stage of the difference from the current
    /// snapshot (animated when `animatingDifferences`): reconfigured items that are visible are
    /// configured again in their views, reloaded ones get new views. `completion` runs when the
    /// last stage's animation ends (at once when nothing animates). A layout invalidated before
    /// the call is laid out even when the data did not change. Throws what the view's batch
    /// update throws (the layout refusing the new data); the stages before stay applied and
    /// ``snapshot()`` answers what the view shows.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) throws(BatchUpdateError) {
        guard let collectionView else {
            current = snapshot
            current.clearReloadMarks()
            completion?()
            return
        }
        let stages = StagedChangeset(source: current, target: snapshot).stages
        let batches = stages.map(\.batchUpdates)
        let lastBatch = batches.lastIndex { !$0.isEmpty }
        for (index, (stage, batch)) in zip(stages, batches).enumerated() {
            let previous = current
            current = stage.data
            for path in stage.elementReconfigured {
                let key = ElementKey(category: .cell, indexPath: ItemPath(item: path.element, section: path.section))
                if let view = collectionView.liveViews[key] { collectionView.configure(view, by: self) }
            }
            guard !batch.isEmpty else { continue }
            do {
                try collectionView.performBatchUpdates(batch, itemCounts: stage.data.itemCounts, animated: animatingDifferences,
                                                       completion: index == lastBatch ? { _ in completion?() } : nil)
            } catch {
                current = previous
                throw error
            }
        }
        current = snapshot
        current.clearReloadMarks()
        collectionView.layoutIfNeeded()
        if lastBatch == nil { completion?() }
    }

    /// Shows `snapshot` with `reloadData`: no diff, no animation, every visible view configured
    /// anew. Throws what the layout's `prepare()` throws for the new data.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) throws(LayoutError) {
        current = snapshot
        current.clearReloadMarks()
        try collectionView?.reloadData(itemCounts: current.itemCounts)
        completion?()
    }

    public func collectionView(_ collectionView: SimulatedCollectionView, configure view: SimulatedView, for key: ElementKey) {
        switch key.category {
        case .cell:
            guard let item = itemIdentifier(for: key.indexPath) else { return }
            cellProvider(collectionView, view, key.indexPath, item)
        case .supplementaryView(let kind):
            supplementaryViewProvider?(collectionView, view, kind, key.indexPath)
        case .decorationView:
            break
        }
    }
}
