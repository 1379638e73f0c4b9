/// The matching of a source and a target snapshot, and the three stages between them that
/// change identifiers: deletes, section inserts and moves, item inserts and moves. Each stage's
/// data is the previous one's edited, so only what changes is re-indexed.
@usableFromInline
struct SnapshotMatching<Section: Hashable, Item: Hashable> {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>

    /// Where a kept item goes in the target.
    @usableFromInline
    struct TargetPlace {
        @usableFromInline var section: Int
        @usableFromInline var position: Int

        @inlinable
        init(section: Int, position: Int) {
            self.section = section
            self.position = position
        }
    }

    @usableFromInline let source: Snapshot
    @usableFromInline let target: Snapshot
    /// For each source section, its target index, or −1 when it is deleted.
    @usableFromInline var targetSectionOfSource: [Int]
    /// For each target section, its source index, or −1 when it is new.
    @usableFromInline var sourceSectionOfTarget: [Int]
    /// The target places of the items that survive in surviving sections, section by section in
    /// source order (their order after the deletes), and where each section's run starts.
    @usableFromInline var keptPlaces: [TargetPlace] = []
    @usableFromInline var keptStarts: [Int] = []
    /// For each target item (flat index), whether it is already shown once the deletes are done.
    @usableFromInline var shownAfterDeletes: [Bool]
    /// The data once the deletes are done.
    @usableFromInline var afterDeletes: Snapshot

    @inlinable
    init(source: Snapshot, target: Snapshot) {
        self.source = source
        self.target = target
        targetSectionOfSource = source.orderedSections.map { target.sectionIndex[$0] ?? -1 }
        sourceSectionOfTarget = target.orderedSections.map { source.sectionIndex[$0] ?? -1 }
        shownAfterDeletes = Array(repeating: false, count: target.numberOfItems)
        afterDeletes = source
    }

    /// Sections gone from the target, and items gone from surviving sections (source paths).
    @inlinable
    mutating func deletes() -> Changeset<Section, Item> {
        var stage = Changeset(data: source)
        afterDeletes.clearReloadMarks()
        keptPlaces.reserveCapacity(min(source.numberOfItems, target.numberOfItems))
        keptStarts.reserveCapacity(source.sections.count)
        var removedPositions: [Int] = []
        for sectionIndex in source.sections.indices {
            keptStarts.append(keptPlaces.count)
            guard targetSectionOfSource[sectionIndex] >= 0 else {
                stage.sectionDeleted.append(sectionIndex)
                continue
            }
            removedPositions.removeAll(keepingCapacity: true)
            // Chunk by chunk: a plain array walks fast even where this code is not specialized.
            var position = 0
            for chunk in source.sections[sectionIndex].items.chunks {
                for item in chunk {
                    defer { position += 1 }
                    guard let entry = target.itemEntries[item] else {
                        stage.elementDeleted.append(ElementPath(element: position, section: sectionIndex))
                        removedPositions.append(position)
                        continue
                    }
                    let place = target.location(of: entry)
                    keptPlaces.append(TargetPlace(section: place.section, position: place.item))
                    shownAfterDeletes[target.sectionStarts[place.section] + place.item] = true
                }
            }
            if !removedPositions.isEmpty { afterDeletes.removeItems(atPositions: removedPositions, inSection: sectionIndex) }
        }
        keptStarts.append(keptPlaces.count)
        afterDeletes.removeSections(at: stage.sectionDeleted)
        afterDeletes.recordSectionStarts()
        stage.data = afterDeletes
        return stage
    }

    /// The target's section order: surviving sections moved (the fewest), new sections inserted
    /// holding only the items no surviving section shows. Call after ``deletes()``.
    @inlinable
    func sectionInsertsAndMoves() -> Changeset<Section, Item> {
        var stage = Changeset(data: afterDeletes)
        let survivingTargets = targetSectionOfSource.filter { $0 >= 0 }
        for position in Heckel.outOfOrderPositions(survivingTargets) {
            stage.sectionMoved.append((position, survivingTargets[position]))
        }
        // Each surviving source section's index after the deletes.
        var indexAfterDeletes = [Int](repeating: -1, count: source.sections.count)
        var next = 0
        for sectionIndex in source.sections.indices where targetSectionOfSource[sectionIndex] >= 0 {
            indexAfterDeletes[sectionIndex] = next
            next += 1
        }
        var arranged = afterDeletes
        arranged.sections.removeAll(keepingCapacity: true)
        for targetIndex in target.sections.indices {
            let sourceIndex = sourceSectionOfTarget[targetIndex]
            if sourceIndex >= 0 {
                arranged.sections.append(afterDeletes.sections[indexAfterDeletes[sourceIndex]])
                continue
            }
            stage.sectionInserted.append(targetIndex)
            var fresh = SnapshotSection<Item>(slot: Int32(arranged.slotIndex.count))
            arranged.slotIndex.append(-1)
            var offset = target.sectionStarts[targetIndex]
            var freshItems: [Item] = []
            for chunk in target.sections[targetIndex].items.chunks {
                for item in chunk {
                    defer { offset += 1 }
                    guard !shownAfterDeletes[offset] else { continue }
                    arranged.itemEntries[item] = fresh.entry(at: freshItems.count)
                    freshItems.append(item)
                }
            }
            fresh.items = ChunkedArray(freshItems)
            arranged.sections.append(fresh)
        }
        arranged.orderedSections = target.orderedSections
        arranged.sectionIndex = target.sectionIndex
        for index in arranged.sections.indices { arranged.slotIndex[Int(arranged.sections[index].slot)] = index }
        arranged.recordSectionStarts()
        stage.data = arranged
        return stage
    }

    /// Every item reaches its target place: items not shown yet are inserted, items in another
    /// section move there, and within a section the fewest move. Call after
    /// ``sectionInsertsAndMoves()``.
    @inlinable
    func itemInsertsAndMoves() -> Changeset<Section, Item> {
        var stage = Changeset(data: target)
        stage.data.clearReloadMarks()
        var staying: [Int] = [], stayingPositions: [Int] = []
        for targetIndex in target.sections.indices {
            let sourceIndex = sourceSectionOfTarget[targetIndex]
            // A new section holds exactly its fresh items, in target order: nothing moves in it.
            guard sourceIndex >= 0 else { continue }
            let start = target.sectionStarts[targetIndex]
            for position in target.sections[targetIndex].items.indices where !shownAfterDeletes[start + position] {
                stage.elementInserted.append(ElementPath(element: position, section: targetIndex))
            }
            staying.removeAll(keepingCapacity: true)
            stayingPositions.removeAll(keepingCapacity: true)
            for position in 0..<(keptStarts[sourceIndex + 1] - keptStarts[sourceIndex]) {
                let place = keptPlaces[keptStarts[sourceIndex] + position]
                if place.section == targetIndex {
                    staying.append(place.position)
                    stayingPositions.append(position)
                } else {
                    stage.elementMoved.append((ElementPath(element: position, section: targetIndex),
                                               ElementPath(element: place.position, section: place.section)))
                }
            }
            for index in Heckel.outOfOrderPositions(staying) {
                stage.elementMoved.append((ElementPath(element: stayingPositions[index], section: targetIndex),
                                           ElementPath(element: staying[index], section: targetIndex)))
            }
        }
        stage.elementMoved.sort { $0.target < $1.target }
        return stage
    }
}
