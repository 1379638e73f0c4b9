import DiffableData
import Foundation
import LayoutCore

/// How a new snapshot reaches the view: the one staged-apply loop both diffable data sources use
/// (the simulated `DiffableDataSource` and the UIKit `CollectionViewDiffableDataSource`, through
/// ``DiffableDataSourceCore``), read top to bottom:
///
/// 1. What the person looks at is found (``ChangeAnchoring``), by identity.
/// 2. `SnapshotApplyPlan` decides: past `reloadThreshold` changes, one ``reloadData(itemCounts:updatingData:)``;
///    otherwise the stages of the `StagedChangeset`.
/// 3. Each stage is one ``performBatchUpdates(_:reconfiguring:itemCounts:animated:updatingData:completion:)``
///    whose updates block first shows the stage's data, as UIKit requires ("update your data
///    model inside the updates block"): were the data changed before the call, a view that lays
///    out first would read the new data with the old counts. Items to reconfigure are configured
///    again inside their stage's block; a stage that only reconfigures (no item moves, so its data
///    can be shown at once) is no batch update (``reconfigureItems(at:)``).
/// 4. A stage the view refuses leaves the data source showing what the view shows (the stages
///    before stay applied), and the error is thrown.
/// 5. Unless a finger, a deceleration or a glide holds the content, the offset moves so that the
///    first cell the person was looking at that is still shown is where it was on screen.
/// 6. `completion` runs when the last stage's animation ends (on a later turn when nothing
///    animates, as UIKit's completions do).
extension CollectionViewEngine {
    /// Shows `target` instead of `current`, which the view shows: `show` makes the data source
    /// hold a snapshot (and is only ever called inside an update's block or a reload). Throws
    /// what a stage's batch update throws, the data source then showing what the view shows.
    /// - Complexity: O(n) to match the snapshots (one hash lookup per item; only the changed runs
    ///   when a section gains or loses one), plus O(changes + k) per stage for k elements on screen.
    package func apply<Section: Hashable, Item: Hashable>(
        _ target: DiffableSnapshot<Section, Item>, from current: DiffableSnapshot<Section, Item>,
        animatingDifferences animated: Bool, reloadThreshold: Int,
        show: (DiffableSnapshot<Section, Item>) -> Void, completion: (() -> Void)?
    ) throws(BatchUpdateError) {
        let anchor = identityAnchor()
        var clean = target
        clean.clearReloadMarks()
        switch SnapshotApplyPlan(from: current, to: target, reloadThreshold: reloadThreshold) {
        case .reloadData:
            do throws(LayoutError) {
                try reloadData(itemCounts: clean.itemCounts) { show(clean) }
            } catch {
                show(current)
                throw .layout(error)
            }
            performAfterCurrentEvent { completion?() }
        case .batchUpdates(let stages):
            var shown = current
            for (index, stage) in stages.enumerated() {
                let reconfigured = stage.elementReconfigured.map { ItemPath(item: $0.element, section: $0.section) }
                let finished: ((Bool) -> Void)? = index == stages.count - 1 ? { _ in completion?() } : nil
                do throws(BatchUpdateError) {
                    if stage.batchUpdates.isEmpty {
                        show(stage.data)
                        do throws(LayoutError) { try reconfigureItems(at: reconfigured) } catch { throw .layout(error) }
                        if let finished { performAfterCurrentEvent { finished(true) } }
                    } else {
                        try performBatchUpdates(stage.batchUpdates, reconfiguring: reconfigured, itemCounts: stage.data.itemCounts,
                                                animated: animated, updatingData: { show(stage.data) }, completion: finished)
                    }
                } catch {
                    show(shown)
                    throw error
                }
                shown = stage.data
            }
            show(clean)
            platform?.layoutIfNeeded()
            if stages.isEmpty { performAfterCurrentEvent { completion?() } }
        }
        keepInPlace(anchor) { Self.key($0, from: current, to: target) }
    }

    /// What the person looks at before a data source's apply, when the view has shown a frame and
    /// no other change of the engine's is under way.
    private func identityAnchor() -> ScrollAnchor? {
        guard platform != nil, layout.hasPrepared, changes.isEmpty else { return nil }
        return anchoring.anchorNow(in: layout, pinning: itemScroll.target).repositioned(in: layout.layout)
    }

    /// Moves the offset so that the first element of `anchor` still shown, found again by
    /// `relocate` (its key before the apply → after), is where it was on screen; not while a
    /// finger, a deceleration or a glide holds the content. Each stage kept the anchor by index
    /// path, as a batch update does, which loses an item that leaves a section deleted in the
    /// same apply (UIKit deletes and inserts it): this finds it again by identity.
    private func keepInPlace(_ anchor: ScrollAnchor?, relocating relocate: (ElementKey) -> ElementKey?) {
        guard let anchor, let platform, !platform.isDragging, !platform.isDecelerating, !isGlidingOffset else { return }
        platform.layoutIfNeeded()
        let current = platform.bounds.origin
        let target = layout.clampedToScrollableRange(anchor.relocated(by: relocate).contentOffset(in: layout.layout, proposed: current))
        if target != current, target.isFinite { moveOffset(to: target, animated: false) }
    }

    /// Where the element of `key` in `old` is in `new`: a cell by its item's identifier, a
    /// supplementary or decoration view by its section's; `nil` when it is gone.
    static func key<Section: Hashable, Item: Hashable>(_ key: ElementKey, from old: DiffableSnapshot<Section, Item>,
                                                      to new: DiffableSnapshot<Section, Item>) -> ElementKey? {
        let path = key.indexPath
        if key.category == .cell {
            guard let item = old.itemIdentifier(section: path.section, item: path.item), let place = new.location(ofItem: item) else { return nil }
            return ElementKey(category: .cell, indexPath: ItemPath(item: place.item, section: place.section))
        }
        guard old.sectionIdentifiers.indices.contains(path.section),
              let section = new.indexOfSection(old.sectionIdentifiers[path.section]) else { return nil }
        return ElementKey(category: key.category, indexPath: ItemPath(item: path.item, section: section))
    }
}
