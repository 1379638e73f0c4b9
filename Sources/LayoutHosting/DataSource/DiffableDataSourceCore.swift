import DiffableData
import Foundation
import LayoutCore

/// The one diffable data source both views wrap: the simulated `DiffableDataSource` and the
/// UIKit `CollectionViewDiffableDataSource` add only how a cell is made.
///
/// It holds what the view shows (during an apply, the current stage's data), applies new
/// snapshots through the engine's staged-apply loop (``CollectionViewEngine/apply(_:from:animatingDifferences:reloadThreshold:show:completion:)``), answers the lookups (items and sections by path and by
/// identifier, the item shown at a path during a movement), moves items for a movement through
/// the ``reorderingHandlers``, and, released, empties the view it still fills
/// (``release()``). An apply in the event a movement ended in (say, from `didReorder`) waits for
/// the next (``DataChangeGate``); its errors then go to the engine's error handler.
package final class DiffableDataSourceCore<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshots the data source shows.
    package typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// What reorders the items: Apple's `reorderingHandlers`. Whether items move is one of the
    /// things VoiceOver's move actions are made from.
    package var reorderingHandlers = DiffableReorderingHandlers<SectionIdentifierType, ItemIdentifierType>() {
        didSet { engine?.accessibilityInputsChanged() }
    }
    /// The number of changes above which an apply reloads instead of animating.
    package var reloadThreshold = SnapshotApplyPlan<SectionIdentifierType, ItemIdentifierType>.defaultReloadThreshold
    /// What the view shows now: during an apply, the current stage's data.
    package private(set) var current = Snapshot()
    /// The snapshots applied in the event a movement ended in, waiting for the next, oldest first.
    private var waiting: [Snapshot] = []
    /// What the view will show once the applies waiting for a movement to settle are done: the
    /// last of them, or what it shows.
    package var latest: Snapshot { waiting.last ?? current }
    /// The engine of the view filled.
    private weak var engine: CollectionViewEngine?
    /// This data source's attachment to the view.
    private let token: DataSourceToken

    /// A data source filling the view `engine` decides for, from now on: the view is emptied
    /// (it shows the empty snapshot until the first apply); what emptying throws goes to the
    /// engine's error handler.
    package init(engine: CollectionViewEngine) {
        self.engine = engine
        token = engine.attachDataSource()
        do throws(LayoutError) {
            try engine.reloadData(itemCounts: [], updatingData: {})
        } catch {
            engine.report(error)
        }
    }

    /// The data source was released: once the current event is handled (as UIKit's data source
    /// learns of it from its `deinit`, later), a view it still fills shows nothing (as a
    /// collection view whose data source went); one another data source fills by then stays as
    /// it is, whatever address that data source has.
    package func release() {
        engine?.performAfterCurrentEvent { [self] in
            waiting.removeAll()
            guard let engine, engine.dataSourceReleased(token) else { return }
            do throws(LayoutError) {
                try engine.reloadData(itemCounts: [], updatingData: { current = Snapshot() })
            } catch {
                engine.report(error)
            }
        }
    }

    // MARK: Lookups

    /// What the view shows, without reload or reconfigure marks.
    package func snapshot() -> Snapshot {
        var snapshot = current
        snapshot.clearReloadMarks()
        return snapshot
    }

    /// The item at `indexPath`, or `nil` when the path is out of range.
    package func itemIdentifier(for indexPath: ItemPath) -> ItemIdentifierType? {
        current.itemIdentifier(section: indexPath.section, item: indexPath.item)
    }

    /// The item the view shows at `indexPath`: during a movement the view asks by the arrangement
    /// it shows, and the data is the one before.
    package func itemIdentifier(shownAt indexPath: ItemPath) -> ItemIdentifierType? {
        itemIdentifier(for: engine?.interactiveMovement?.originalIndexPath(forItemAt: indexPath) ?? indexPath)
    }

    /// Where `itemIdentifier` is, or `nil` when it is not shown. O(1).
    package func indexPath(for itemIdentifier: ItemIdentifierType) -> ItemPath? {
        current.location(ofItem: itemIdentifier).map { ItemPath(item: $0.item, section: $0.section) }
    }

    /// The section at `index`, or `nil` when out of range.
    package func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier`, or `nil` when it is not shown. O(1).
    package func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: Reordering

    /// Whether the item at `indexPath` may move: the handlers' `canReorderItem`.
    package func canMoveItem(at indexPath: ItemPath) -> Bool {
        reorderingHandlers.canReorder(itemIdentifier(for: indexPath))
    }

    /// A movement ended with the item at `source` now at `destination`: the data source shows the
    /// moved snapshot, between `willReorder` and `didReorder`.
    package func moveItem(at source: ItemPath, to destination: ItemPath) {
        _ = reorderingHandlers.reorder(current, from: (source.section, source.item), to: (destination.section, destination.item)) {
            current = $0
        }
    }

    // MARK: Applying

    /// Shows `snapshot` through the staged-apply loop (animated when `animatingDifferences`);
    /// `completion` runs when the last stage's animation ends. Throws what the view's batch update
    /// throws (the stages before stay applied, and ``snapshot()`` answers what is shown). In the
    /// event a movement ended in, it is applied once the event is over.
    package func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) throws(BatchUpdateError) {
        guard let engine else {
            current = snapshot
            current.clearReloadMarks()
            completion?()
            return
        }
        if engine.isSettlingMovement {
            waiting.append(snapshot)
            return engine.performAfterMovementSettles { [weak self] in
                self?.waiting.removeFirst()
                do throws(BatchUpdateError) {
                    try self?.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
                } catch {
                    self?.engine?.report(Self.layoutError(error))
                }
            }
        }
        try engine.apply(snapshot, from: current, animatingDifferences: animatingDifferences, reloadThreshold: reloadThreshold,
                         show: { current = $0 }, completion: completion)
    }

    /// Configures the cells of `items` again in the views they have (`reconfigureItems(at:)`),
    /// the data unchanged: what an apply of the same snapshot with those items marked does,
    /// without the O(n) of building and matching it. Items not shown are left alone. In the event
    /// a movement ended in, it is done once the event is over.
    package func reconfigureItems(_ items: [ItemIdentifierType]) throws(LayoutError) {
        guard let engine, !items.isEmpty else { return }
        if engine.isSettlingMovement {
            return engine.performAfterMovementSettles { [weak self] in
                do throws(LayoutError) { try self?.reconfigureItems(items) } catch { self?.engine?.report(error) }
            }
        }
        try engine.reconfigureItems(at: items.compactMap(indexPath(for:)))
    }

    /// Shows `snapshot` with `reloadData`: no difference, no animation. Throws what the layout's
    /// `prepare()` throws for the new data. In the event a movement ended in, it is shown once the
    /// event is over.
    package func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) throws(LayoutError) {
        var clean = snapshot
        clean.clearReloadMarks()
        guard let engine else {
            current = clean
            completion?()
            return
        }
        if engine.isSettlingMovement {
            waiting.append(clean)
            return engine.performAfterMovementSettles { [weak self] in
                self?.waiting.removeFirst()
                do throws(LayoutError) {
                    try self?.applySnapshotUsingReloadData(snapshot, completion: completion)
                } catch {
                    self?.engine?.report(error)
                }
            }
        }
        try engine.reloadData(itemCounts: clean.itemCounts) { current = clean }
        completion?()
    }

    /// `error` as the engine's error handler takes it: a layout's refusal as it is, a
    /// disagreement of counts named as the apply that met it.
    private static func layoutError(_ error: BatchUpdateError) -> LayoutError {
        if case .layout(let refusal) = error { return refusal }
        return .invalidModel(element: "a diffable apply carried out after a movement ended", problem: error.description)
    }
}
