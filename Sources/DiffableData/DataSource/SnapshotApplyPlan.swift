/// How a data source over a real collection view shows a new snapshot: the staged batch
/// updates of the difference, or — past a number of changes where animating each costs more than
/// it shows — one `reloadData`.
package enum SnapshotApplyPlan<Section: Hashable, Item: Hashable> {
    /// Perform these stages one after another as batch updates.
    case batchUpdates([Changeset<Section, Item>])
    /// Reload everything at once.
    case reloadData

    /// The number of changes above which ``init(from:to:reloadThreshold:)`` reloads by default.
    package static var defaultReloadThreshold: Int { 1_000 }

    /// The plan for going from `source` to `target`: the stages of their difference, or a reload
    /// when those stages hold more than `reloadThreshold` changes of sections and items in all.
    package init(from source: DiffableSnapshot<Section, Item>, to target: DiffableSnapshot<Section, Item>,
                reloadThreshold: Int = defaultReloadThreshold) {
        let stages = StagedChangeset(source: source, target: target).stages
        self = stages.reduce(0) { $0 + $1.changeCount } > reloadThreshold ? .reloadData : .batchUpdates(stages)
    }
}

extension Changeset {
    /// How many sections and items this stage inserts, deletes, moves, reloads or reconfigures.
    package var changeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
            + elementDeleted.count + elementInserted.count + elementMoved.count + elementUpdated.count
            + elementReconfigured.count
    }
}
