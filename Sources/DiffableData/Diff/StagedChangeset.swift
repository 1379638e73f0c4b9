/// The difference between two snapshots as stages a collection view applies one batch at a
/// time without inconsistency: item reloads → section and item deletes → section inserts and
/// moves → item inserts and moves → section reloads. Each stage carries the data the view must
/// show during it; the last stage's data is the new snapshot.
///
/// Identifiers are matched with Heckel's algorithm (O(n)); the moves are the fewest that keep
/// the rest in order (a longest increasing subsequence, O(n log n)).
public struct StagedChangeset<Section: Hashable, Item: Hashable> {
    public typealias Snapshot = DiffableSnapshot<Section, Item>

    /// The non-empty stages, in order.
    public private(set) var stages: [Changeset<Section, Item>] = []

    /// The stages that turn `source` into `target`. Items and sections marked for reload or
    /// reconfigure in `target` are reloaded. (The intermediate snapshots are built from
    /// identifiers of valid snapshots, so their appends cannot fail: hence `try!`.)
    public init(source: Snapshot, target: Snapshot) {
        var reloads = Changeset(data: source)
        let reloaded = Set(target.reloadedItemIdentifiers), reconfigured = Set(target.reconfiguredItemIdentifiers)
        for item in target.reloadedItemIdentifiers + target.reconfiguredItemIdentifiers {
            guard let location = source.location(ofItem: item) else { continue }
            let path = ElementPath(element: location.item, section: location.section)
            if reloaded.contains(item) { reloads.elementUpdated.append(path) }
            else if reconfigured.contains(item) { reloads.elementReconfigured.append(path) }
        }
        append(reloads)

        // Deletes: sections gone from the target, and items gone from surviving sections.
        let sectionMatches = Heckel.matches(old: source.sectionIdentifiers, new: target.sectionIdentifiers)
        let itemMatches = Heckel.matches(old: source.itemIdentifiers, new: target.itemIdentifiers)
        var deletes = Changeset(data: source)
        deletes.sectionDeleted = sectionMatches.oldToNew.indices.filter { sectionMatches.oldToNew[$0] == nil }
        var afterDeletes = Snapshot()
        var flat = 0
        for (sectionIndex, section) in source.sectionIdentifiers.enumerated() {
            let items = source.items(inSectionAt: sectionIndex)
            defer { flat += items.count }
            guard sectionMatches.oldToNew[sectionIndex] != nil else { continue }
            try! afterDeletes.appendSections([section])
            var kept: [Item] = []
            for (index, item) in items.enumerated() {
                if itemMatches.oldToNew[flat + index] == nil {
                    deletes.elementDeleted.append(ElementPath(element: index, section: sectionIndex))
                } else {
                    kept.append(item)
                }
            }
            try! afterDeletes.appendItems(kept, toSection: section)
        }
        deletes.data = afterDeletes
        append(deletes)

        // Section inserts and moves: the target's section order; new sections hold only new items.
        var sectionStage = Changeset(data: afterDeletes)
        var afterSections = Snapshot()
        let survivingOrder = afterDeletes.sectionIdentifiers.map { target.indexOfSection($0)! }
        let movedSections = Heckel.outOfOrder(survivingOrder)
        for position in movedSections.sorted() {
            let section = afterDeletes.sectionIdentifiers[position]
            sectionStage.sectionMoved.append((position, target.indexOfSection(section)!))
        }
        for (index, section) in target.sectionIdentifiers.enumerated() {
            try! afterSections.appendSections([section])
            if afterDeletes.indexOfSection(section) != nil {
                try! afterSections.appendItems(try! afterDeletes.itemIdentifiers(inSection: section), toSection: section)
            } else {
                sectionStage.sectionInserted.append(index)
                let fresh = try! target.itemIdentifiers(inSection: section).filter { afterDeletes.location(ofItem: $0) == nil }
                try! afterSections.appendItems(fresh, toSection: section)
            }
        }
        sectionStage.data = afterSections
        append(sectionStage)

        // Item inserts and moves: everything else reaches its target place.
        var itemStage = Changeset(data: target)
        for (sectionIndex, _) in target.sectionIdentifiers.enumerated() {
            let items = target.items(inSectionAt: sectionIndex)
            var staying: [(position: Int, target: Int)] = []
            for (index, item) in items.enumerated() {
                let path = ElementPath(element: index, section: sectionIndex)
                guard let location = afterSections.location(ofItem: item) else {
                    itemStage.elementInserted.append(path)
                    continue
                }
                if location.section == sectionIndex {
                    staying.append((location.item, index))
                } else {
                    itemStage.elementMoved.append((ElementPath(element: location.item, section: location.section), path))
                }
            }
            staying.sort { $0.position < $1.position }
            for position in Heckel.outOfOrder(staying.map(\.target)).sorted() {
                itemStage.elementMoved.append((ElementPath(element: staying[position].position, section: sectionIndex),
                                               ElementPath(element: staying[position].target, section: sectionIndex)))
            }
        }
        var clean = target
        clean.clearReloadMarks()
        itemStage.data = clean
        append(itemStage)

        var sectionReloads = Changeset(data: clean)
        sectionReloads.sectionUpdated = target.reloadedSectionIdentifiers.compactMap { section in
            source.indexOfSection(section) != nil ? target.indexOfSection(section) : nil
        }
        append(sectionReloads)
    }

    private mutating func append(_ stage: Changeset<Section, Item>) {
        if !stage.isEmpty { stages.append(stage) }
    }
}
