/// The difference between two snapshots as stages a collection view applies one batch at a
/// time without inconsistency: item reloads → section and item deletes → section inserts and
/// moves → item inserts and moves → section reloads. Each stage carries the data the view must
/// show during it; the last stage's data is the new snapshot.
///
/// Snapshots refuse duplicate identifiers, so an identifier matches itself: one look-up per
/// item in the target's index finds every match (Paul Heckel's unique-element rule, with the
/// occurrence table both snapshots already keep). The moves are the fewest that keep the rest
/// in order (a longest increasing subsequence, O(n log n)), and the intermediate stages are
/// edits of the source snapshot, so they cost what changed. When the identifiers are unchanged
/// (only reloads and reconfigures) nothing is matched at all; when the sections are, and each
/// section's items differ only by one run deleted and one inserted in its place (a page
/// appended, a message inserted above), only the changed items are looked up.
@usableFromInline package struct StagedChangeset<Section: Hashable, Item: Hashable> {
    /// The snapshots the stages go between.
    @usableFromInline package typealias Snapshot = DiffableSnapshot<Section, Item>

    /// The non-empty stages, in order.
    @inlinable package var stages: [Changeset<Section, Item>] { nonEmptyStages }
    @usableFromInline var nonEmptyStages: [Changeset<Section, Item>] = []

    /// The stages that turn `source` into `target`. Items and sections marked for reload or
    /// reconfigure in `target` are reloaded.
    @inlinable
    package init(source: Snapshot, target: Snapshot) {
        if source == target {
            self.init(unchangedIdentifiers: source, target: target)
        } else if source.numberOfSections == 0 {
            self.init(insertingEverySectionOf: target)
        } else if let trimmed = Self(trimming: source, target: target) {
            self = trimmed
        } else {
            self.init(matching: source, target: target)
        }
    }

    /// The fast path for snapshots with the same sections whose items differ, in each section,
    /// only by one run deleted and one inserted at the same place (a page appended, a message
    /// inserted above, a row deleted), none of them shown in the other snapshot: read from the
    /// target's log of edits when it is the source edited (the app's edit of the shown
    /// snapshot), else found by comparing identifiers from both ends of each section; only the
    /// changed ones are hashed. `nil` when the snapshots are not so. Equal to what
    /// ``init(matching:target:)`` finds.
    /// - Complexity: O(edits) for the source edited, else O(n) comparisons; a copy of the
    ///   source's storage when items are both deleted and inserted (deletes alone share the
    ///   target's), and O(k) look-ups for k changed items, against the general path's n look-ups.
    @inlinable
    init?(trimming source: Snapshot, target: Snapshot) {
        guard source.orderedSections == target.orderedSections else { return nil }
        var deletes = Changeset(data: source), inserts = Changeset(data: target)
        inserts.data.clearReloadMarks()
        var removedRuns: [(section: Int, run: Range<Int>)] = []
        for section in source.sections.indices {
            let old = source.sections[section].items, new = target.sections[section].items
            let (removed, added) = source.sections[section].changedRun(to: target.sections[section])
            for position in removed {
                guard target.itemEntries[old[position]] == nil else { return nil }
                deletes.elementDeleted.append(ElementPath(element: position, section: section))
            }
            for position in added {
                guard source.itemEntries[new[position]] == nil else { return nil }
                inserts.elementInserted.append(ElementPath(element: position, section: section))
            }
            if !removed.isEmpty { removedRuns.append((section, removed)) }
        }
        if inserts.elementInserted.isEmpty {
            // Only deletes: the data between them is the target's, shared, not a copy of the source.
            deletes.data = inserts.data
        } else if !removedRuns.isEmpty {
            var afterDeletes = source
            afterDeletes.clearReloadMarks()
            for (section, run) in removedRuns { afterDeletes.removeItems(atPositions: Array(run), inSection: section) }
            afterDeletes.recordSectionStarts()
            deletes.data = afterDeletes
        }
        append(Self.reloads(from: source, to: target))
        append(deletes)
        append(inserts)
        append(Self.sectionReloads(from: source, to: target))
    }

    /// The fast path from an empty snapshot (a view's first data): every section inserted, with
    /// its items; the data is `target` without its marks, shared, not built again. Equal to what
    /// ``init(matching:target:)`` finds.
    @inlinable
    init(insertingEverySectionOf target: Snapshot) {
        var inserts = Changeset(data: target)
        inserts.data.clearReloadMarks()
        inserts.sectionInserted = Array(target.sections.indices)
        append(inserts)
    }

    /// The fast path for snapshots with the same sections and items in the same order: only the
    /// reload stages. Equal to what ``init(matching:target:)`` finds for them.
    @inlinable
    init(unchangedIdentifiers source: Snapshot, target: Snapshot) {
        append(Self.reloads(from: source, to: target))
        append(Self.sectionReloads(from: source, to: target))
    }

    /// The general path: matches every item and section and stages the changes.
    @inlinable
    init(matching source: Snapshot, target: Snapshot) {
        append(Self.reloads(from: source, to: target))
        var matching = SnapshotMatching(source: source, target: target)
        append(matching.deletes())
        append(matching.sectionInsertsAndMoves())
        append(matching.itemInsertsAndMoves())
        append(Self.sectionReloads(from: source, to: target))
    }

    /// Items marked for reload or reconfigure in `target` that `source` shows, at source paths.
    @inlinable
    static func reloads(from source: Snapshot, to target: Snapshot) -> Changeset<Section, Item> {
        var reloads = Changeset(data: source)
        for item in target.reloadedItemIdentifiers {
            guard let location = source.location(ofItem: item) else { continue }
            reloads.elementUpdated.append(ElementPath(element: location.item, section: location.section))
        }
        guard !target.reconfiguredItemIdentifiers.isEmpty else { return reloads }
        let reloaded = Set(target.reloadedItemIdentifiers)
        for item in target.reconfiguredItemIdentifiers where !reloaded.contains(item) {
            guard let location = source.location(ofItem: item) else { continue }
            reloads.elementReconfigured.append(ElementPath(element: location.item, section: location.section))
        }
        return reloads
    }

    /// Sections marked for reload in `target` that `source` has, at target indices; the data is
    /// `target` without its marks.
    @inlinable
    static func sectionReloads(from source: Snapshot, to target: Snapshot) -> Changeset<Section, Item> {
        var clean = target
        clean.clearReloadMarks()
        var sectionReloads = Changeset(data: clean)
        sectionReloads.sectionUpdated = target.reloadedSectionIdentifiers.compactMap { section in
            source.indexOfSection(section) != nil ? target.indexOfSection(section) : nil
        }
        return sectionReloads
    }

    @inlinable
    mutating func append(_ stage: Changeset<Section, Item>) {
        if !stage.isEmpty { nonEmptyStages.append(stage) }
    }
}
