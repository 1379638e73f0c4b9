import DiffableData
import LayoutCore
import LayoutHosting

/// Drives a ``SimulatedCollectionView`` from snapshots: the portable
/// `UICollectionViewDiffableDataSource`.
///
/// ``apply(_:animatingDifferences:completion:)`` applies a new snapshot through the package's
/// staged-apply loop, which the UIKit data source uses too: the `StagedChangeset`'s stages one after another as
/// batch updates, each showing that stage's data inside its update (or one `reloadData` past
/// ``reloadThreshold`` changes), so the view's counts agree with the data at every stage; the
/// animations of later stages take over from earlier ones without a jump. Views come from
/// ``CellProvider`` only when they come on screen, or when their item is reconfigured (the same
/// view, configured again) or reloaded (a new view).
///
/// Items move under a finger once ``reorderingHandlers`` allow them (Apple's
/// `reorderingHandlers`): when the movement ends the data source shows the moved snapshot itself
/// and hands the transaction to the handlers. A collage's swap reaches it as two moves, so two
/// transactions.
public final class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: SimulatedReorderingDataSource,
    SnapshotApplying {
    /// The snapshots the data source shows.
    public typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The cell showing `itemIdentifier` at `indexPath`: dequeued from `collectionView` with
    /// ``SimulatedCollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configured,
    /// as UIKit's cell provider does. An error it throws refuses the cell (a `LayoutError` as
    /// it is, any other as `LayoutError.invalidModel(element:problem:)` naming the cell).
    public typealias CellProvider = (_ collectionView: SimulatedCollectionView, _ indexPath: ItemPath,
                                     _ itemIdentifier: ItemIdentifierType) throws -> SimulatedView
    /// The supplementary view of `elementKind` at `indexPath`, dequeued with
    /// ``SimulatedCollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
    /// and configured.
    public typealias SupplementaryViewProvider = (_ collectionView: SimulatedCollectionView, _ elementKind: String,
                                                  _ indexPath: ItemPath) throws -> SimulatedView

    /// The view this data source drives; it holds the data source weakly.
    package private(set) weak var collectionView: SimulatedCollectionView?
    /// Makes supplementary views; without it each is the kind's registered view, as dequeued.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What reorders the items: Apple's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public typealias ReorderingHandlers = DiffableReorderingHandlers<SectionIdentifierType, ItemIdentifierType>
    /// Whether items move under a finger and who hears of it; off until `canReorderItem` is set.
    public var reorderingHandlers: ReorderingHandlers {
        get { core.reorderingHandlers }
        set { core.reorderingHandlers = newValue }
    }
    /// The number of changes above which an apply reloads instead of animating.
    public var reloadThreshold: Int {
        get { core.reloadThreshold }
        set { core.reloadThreshold = newValue }
    }
    private let cellProvider: CellProvider
    /// The diffable data source both views share.
    package let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>

    /// A data source for `collectionView`, which becomes its ``SimulatedCollectionView/dataSource``
    /// and is emptied (it shows the data source's empty snapshot until the first apply). Released,
    /// it empties the view it still fills, as a collection view whose data source went shows
    /// nothing; a view another data source fills by then stays as it is.
    public init(collectionView: SimulatedCollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        core = DiffableDataSourceCore(engine: collectionView.engine)
        collectionView.dataSource = self
    }

    deinit {
        core.release()
    }

    /// A data source for `collectionView` whose cells are dequeued with `cellReuseIdentifier`
    /// (the view's own cells by default; another must be registered) and handed to `configure`
    /// with their index path and item, as a cell registration does; supplementary views, when
    /// `configureSupplementaryView` is given, are their kind's registered view handed to it with
    /// their kind and index path.
    public convenience init(collectionView: SimulatedCollectionView,
                            cellReuseIdentifier: String = SimulatedCollectionView.defaultCellReuseIdentifier,
                            configure: @escaping (SimulatedView, ItemPath, ItemIdentifierType) -> Void,
                            configureSupplementaryView: ((SimulatedView, String, ItemPath) -> Void)? = nil) {
        self.init(collectionView: collectionView) { view, indexPath, item in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
            configure(cell, indexPath, item)
            return cell
        }
        if let configureSupplementaryView {
            supplementaryViewProvider = { view, kind, indexPath in
                let supplementary = try view.dequeueReusableSupplementaryView(ofKind: kind, for: indexPath)
                configureSupplementaryView(supplementary, kind, indexPath)
                return supplementary
            }
        }
    }

    /// What the collection view shows, without reload or reconfigure marks.
    /// - Complexity: O(1): the snapshot is shared until changed.
    public func snapshot() -> Snapshot {
        core.snapshot()
    }

    /// The item shown at `indexPath`, or `nil` when the path is out of range.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: ItemPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    /// Where `itemIdentifier` is shown, or `nil` when it is not. O(1).
    /// - Complexity: O(1) on average.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> ItemPath? {
        core.indexPath(for: itemIdentifier)
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

    /// Shows `snapshot` through the staged-apply loop (animated when `animatingDifferences`):
    /// reconfigured items that are visible are configured again in their views, reloaded ones
    /// get new views. `completion` runs when the last stage's animation ends (at once when
    /// nothing animates). A layout invalidated before the call is laid out even when the data
    /// did not change. Throws what the view's batch update throws (the layout refusing the new
    /// data); the stages before stay applied and ``snapshot()`` answers what the view shows. In
    /// the frame a movement ended in (say, from `didReorder`), it is applied on the next frame,
    /// as UIKit's data may change only on the next run-loop turn then.
    /// - Complexity: O(n) to match the snapshots (one hash lookup per item; only the changed runs when a section gains or loses one), plus the batch update: O(changes + k) for k elements on screen.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) throws(BatchUpdateError) {
        try core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` with `reloadData`: no diff, no animation, every visible view made anew.
    /// Throws what the layout's `prepare()` throws for the new data.
    /// - Complexity: O(n), plus the layout's `prepare()`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) throws(LayoutError) {
        try core.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// The cell the cell provider makes for the item at `indexPath` in the snapshot shown; throws what the provider throws.
    public func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        guard let item = core.itemIdentifier(shownAt: indexPath) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: core.current.itemCounts)
        }
        return try Self.refusing(ElementKey(category: .cell, indexPath: indexPath)) {
            try cellProvider(collectionView, indexPath, item)
        }
    }

    /// Whether the item at `indexPath` may move: ``reorderingHandlers`` `canReorderItem`.
    public func collectionView(_ collectionView: SimulatedCollectionView, canMoveItemAt indexPath: ItemPath) -> Bool {
        core.canMoveItem(at: indexPath)
    }

    /// A movement ended with the item at `sourceIndexPath` now at `destinationIndexPath`: the
    /// data source shows the moved snapshot, between `willReorder` and `didReorder`.
    public func collectionView(_ collectionView: SimulatedCollectionView, moveItemAt sourceIndexPath: ItemPath,
                               to destinationIndexPath: ItemPath) {
        core.moveItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    /// The view the supplementary view provider makes, or a dequeued view of `kind` when there is no provider.
    public func collectionView(_ collectionView: SimulatedCollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        guard let supplementaryViewProvider else {
            return try collectionView.dequeueReusableSupplementaryView(ofKind: kind, for: indexPath)
        }
        return try Self.refusing(ElementKey(category: .supplementaryView(kind), indexPath: indexPath)) {
            try supplementaryViewProvider(collectionView, kind, indexPath)
        }
    }

    /// What `provide` answers; an error it throws as a `LayoutError` naming `element`.
    private static func refusing(_ element: ElementKey, _ provide: () throws -> SimulatedView) throws(LayoutError) -> SimulatedView {
        do {
            return try provide()
        } catch let error as LayoutError {
            throw error
        } catch {
            throw .invalidModel(element: "the view provider for \(element)", problem: "\(error)")
        }
    }
}
