import Foundation
import LayoutCore

extension WaterfallLayout {
    /// The update's items, after `prepare()`: a movement's step, or each section placed again
    /// from its first change.
    func applyUpdate(_ updateItems: [UpdateItem]) {
        if let step = movementSteps.takeStep() { return takeMovementStep(updateItems, endingTheMovement: step == .last) }
        if deferredUpdate.takeUpdate() { return placeChanges(updateItems) }
        guard let before = beforeUpdate else { return }
        beforeUpdate = nil
        guard let plan = try? BatchUpdates(updateItems).validated(from: before.sections.map(\.count), to: context.itemCounts) else { return }
        // Items keep their columns, and cells their lengths, while the columns are as they were.
        let keepsColumns = before.crossExtent == crossExtent && before.revision == configurationRevision
        do throws(LayoutError) {
            try placeAll(keeping: carryover(through: plan, updateItems, from: before.sections, keepsColumns: keepsColumns))
        } catch {}
    }

    /// The update's items, the sections still as they were before it (``DeferredUpdate``):
    /// each section the update reaches places again only the run of bands its changes reach
    /// (``WaterfallSection/apply(_:middle:placement:)``), items not reloaded keeping their lengths, and
    /// a reloaded item described as before changing nothing; an update that moves items across
    /// sections or changes sections places them again from their first change. A described
    /// item the layout refuses leaves the sections as they were and invalidates the layout, whose
    /// next `prepare()` places every item and throws the refusal.
    private func placeChanges(_ updateItems: [UpdateItem]) {
        let before = sections.map(\.count)
        guard let plan = try? BatchUpdates(updateItems).validated(from: before, to: context.itemCounts) else {
            return invalidateLayout(with: .layoutConfiguration)
        }
        do throws(LayoutError) {
            if let changes = try changes(of: plan) {
                apply(changes)
            } else {
                try placeAll(keeping: carryover(through: plan, plan.updateItems, from: sections, keepsColumns: true))
            }
        } catch {
            invalidateLayout(with: .layoutConfiguration)
        }
    }

    /// What `plan` changes in each section it reaches, with the items of each changed run, or
    /// `nil` when it changes sections or moves an item across them. Reloaded items are described
    /// anew: one described as before is no change (one that sizes itself keeps its length until
    /// its new cell reports one).
    private func changes(of plan: BatchUpdatePlan) throws(LayoutError) -> [Int: (edit: SectionEdit, middle: [WaterfallSection.Item])]? {
        let edits = try SectionEdit.edits(of: plan) { (before: ItemPath, after: ItemPath) throws(LayoutError) -> Bool in
            let described = try describeItem(at: after, metrics: sections[after.section].metrics)
            let old = sections[before.section].item(before.item)
            guard described.length == old.length, described.sizesItself == old.sizesItself,
                  described.spansAllColumns == old.spansAllColumns else { return false }
            sections[before.section].measureAgain(before.item)
            return true
        }
        guard let edits else { return nil }
        var changes: [Int: (edit: SectionEdit, middle: [WaterfallSection.Item])] = [:]
        for (section, edit) in edits {
            let old = sections[section]
            changes[section] = (edit, try edit.items(inSection: section, kept: old.item) { (path: ItemPath) throws(LayoutError) in
                try describeItem(at: path, metrics: old.metrics)
            })
        }
        return changes
    }

    /// Takes each section's change and moves the blocks after the runs placed again:
    /// O(the runs' items · c + sections), plus moving the blocks after a run whose bands are more
    /// or fewer (``bandsPlaced(_:inSection:)``), or O(blocks) when a section gains its first item
    /// or loses its last (its insets come or go).
    private func apply(_ changes: [Int: (edit: SectionEdit, middle: [WaterfallSection.Item])]) {
        var runs: [(section: Int, run: WaterfallSection.PlacedRun)] = []
        var insetsChange = false
        for (section, change) in changes {
            let hadItems = sections[section].count > 0
            let run = sections[section].apply(change.edit, middle: change.middle, placement: configuration.placement)
            runs.append((section, run))
            insetsChange = insetsChange || hadItems != (sections[section].count > 0)
        }
        if insetsChange { return rebuildBlocks() }
        // From the last section back, so a splice moves no block of a section still to come.
        for (section, run) in runs.sorted(by: { $0.section > $1.section }) { bandsPlaced(run, inSection: section) }
    }

    /// A step of an interactive movement (``WaterfallMovement``): laid out from the movement's
    /// start by the whole move so far, the last step undone first. Within one band of columns the
    /// places between the move's ends keep their columns and take the items that now stand in
    /// them, O(log n) an item. Across bands, the run of bands from the one the move begins in to
    /// the first item spanning the columns after it ends is placed again by the rule (the items
    /// before the move keeping their columns), O(the run's items); what follows that item is as
    /// it was. Across sections (or when the run's bands come out fewer or more), the start is
    /// placed again from the move's first end, as a batch update would. The step that ends the
    /// movement forgets its start.
    private func takeMovementStep(_ moves: [UpdateItem], endingTheMovement: Bool) {
        let counts = sections.map(\.count)
        guard let stepPlan = try? BatchUpdates(moves).validated(from: counts, to: context.itemCounts) else { return }
        if movement == nil {
            // The item stands where this step's move takes it from.
            guard let from = moves.first(where: { $0.updateAction == .move })?.indexPathBeforeUpdate else { return }
            movement = WaterfallMovement(start: sections, origin: from, target: from)
        }
        guard var current = movement else { return }
        defer { movement = endingTheMovement ? nil : current }
        if let moved = stepPlan.indexPathAfterUpdate(forItemAt: current.target) { current.target = moved }
        undo(current.applied, from: current.start)
        current.applied = .nothing
        guard current.origin != current.target else { return }
        if let (section, range, origins) = current.shiftedItems, sections.indices.contains(section) {
            if sections[section].takeItems(in: range, from: current.start[section], at: origins) {
                bandLengthChanged(Int(sections[section].slots[range.lowerBound].band), inSection: section)
                current.applied = .inPlace(section: section, range: range)
                return
            }
            if let run = placeRunAgain(section, range: range, origins: origins, from: current.start[section]) {
                current.applied = .placedAgain(section: section, items: run.items, bands: run.bands)
                return
            }
        }
        var netMove = BatchUpdates()
        netMove.moveItem(at: current.origin, to: current.target)
        guard let plan = try? netMove.validated(from: current.start.map(\.count), to: context.itemCounts) else { return }
        do throws(LayoutError) {
            try placeAll(keeping: carryover(through: plan, plan.updateItems, from: current.start, keepsColumns: true))
            current.applied = .placedAllAgain
        } catch {}
    }

    /// Puts back what a movement's step changed, as `start` has it.
    private func undo(_ applied: WaterfallMovement.Applied, from start: [WaterfallSection]) {
        switch applied {
        case .nothing: break
        case .inPlace(let section, let range):
            _ = sections[section].takeItems(in: range, from: start[section], at: Array(range))
            bandLengthChanged(Int(sections[section].slots[range.lowerBound].band), inSection: section)
        case .placedAgain(let section, let items, let bands):
            sections[section].restore(items, bands: bands, from: start[section])
            for band in bands { bandLengthChanged(band, inSection: section) }
        case .placedAllAgain:
            sections = start
            rebuildBlocks()
        }
    }

    /// Places again, from `start`, the run of bands of `section` from the one `range` begins in
    /// (or the band of columns before it, when it begins at an item spanning the columns) to the
    /// first item spanning the columns after it, the place `p` of `range` taking `start`'s
    /// item `origins[p − range.lowerBound]`; answers the run, or `nil` when its bands would not
    /// be as many as before (nothing changed then).
    private func placeRunAgain(_ section: Int, range: ClosedRange<Int>, origins: [Int],
                               from start: WaterfallSection) -> (items: Range<Int>, bands: Range<Int>)? {
        var firstBand = Int(start.slots[range.lowerBound].band)
        // A move from an item spanning the columns may join the band before it: the run starts there.
        if start.bands[firstBand].spansAllColumns, firstBand > 0, !start.bands[firstBand - 1].spansAllColumns { firstBand -= 1 }
        var end = range.upperBound + 1
        while end < start.count, !start.bands[Int(start.slots[end].band)].spansAllColumns { end += 1 }
        let items = start.firstItem(ofBand: firstBand)..<end
        let bands = firstBand..<(end < start.count ? Int(start.slots[end].band) : start.bands.count)
        let placedAgain = sections[section].placeAgain(items, bands: bands, from: start, placement: configuration.placement,
                                                       origin: { range.contains($0) ? origins[$0 - range.lowerBound] : $0 },
                                                       keepingColumnsBefore: range.lowerBound)
        guard placedAgain else { return nil }
        for band in bands { bandLengthChanged(band, inSection: section) }
        return (items, bands)
    }

    /// What each section after `plan` takes from `before`: the items before its first change
    /// (the first index an item was deleted, inserted, reloaded or moved from or to) in their
    /// columns, and the lengths cells reported for items not reloaded, at their new places.
    private func carryover(through plan: BatchUpdatePlan, _ updateItems: [UpdateItem], from before: [WaterfallSection],
                           keepsColumns: Bool) -> [WaterfallSection.Carryover?] {
        let counts = context.itemCounts
        var result = [WaterfallSection.Carryover?](repeating: nil, count: counts.count)
        guard keepsColumns else { return result }
        for (section, old) in before.enumerated() where !plan.isRemoved(section: section) {
            guard let after = plan.sectionAfterUpdate(section), result.indices.contains(after) else { continue }
            result[after] = WaterfallSection.Carryover(section: old, keep: counts[after])
        }
        for item in updateItems {
            if item.isSectionUpdate {
                if item.updateAction != .move, let after = item.indexPathAfterUpdate, result.indices.contains(after.section) {
                    result[after.section]?.keep = 0
                }
                continue
            }
            if let before = item.indexPathBeforeUpdate, let after = plan.sectionAfterUpdate(before.section), result.indices.contains(after) {
                result[after]?.keepNoMoreThan(before.item)
            }
            if let after = item.indexPathAfterUpdate, result.indices.contains(after.section) {
                result[after.section]?.keepNoMoreThan(after.item)
            }
        }
        for (section, old) in before.enumerated() {
            for (item, length) in old.reportedLengths {
                let path = ItemPath(item: item, section: section)
                guard !plan.isReloaded(itemAt: path), let moved = plan.indexPathAfterUpdate(forItemAt: path),
                      result.indices.contains(moved.section) else { continue }
                if result[moved.section] == nil { result[moved.section] = WaterfallSection.Carryover() }
                result[moved.section]?.reported[moved.item] = length
            }
        }
        return result
    }
}
