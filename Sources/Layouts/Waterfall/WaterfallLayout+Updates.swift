import Foundation
import LayoutCore

extension WaterfallLayout {
    /// The update's items, after `prepare()`: a movement's step in place where it can be, else
    /// each section placed again from its first change.
    func applyUpdate(_ updateItems: [UpdateItem]) {
        let isStep = movementSteps.takeStep()
        guard let before = isStep ? (sections, lastPlacedCrossExtent, placedRevision) : beforeUpdate else { return }
        beforeUpdate = nil
        guard let plan = try? BatchUpdates(updateItems).validated(from: before.sections.map(\.count), to: context.itemCounts) else { return }
        if isStep, takeStepInPlace(updateItems, plan: plan) { return }
        // Items keep their columns, and cells their lengths, while the columns are as they were.
        let keepsColumns = before.crossExtent == crossExtent && before.revision == configurationRevision
        do throws(LayoutError) {
            try placeAll(keeping: carryover(through: plan, updateItems, from: before.sections, keepsColumns: keepsColumns))
        } catch {}
    }

    /// A movement's step within one band of columns in each section: the slots between its ends
    /// keep their places and take the items that now stand in them. O(log n) per item between
    /// the ends. Answers `false`, changing nothing, when a step crosses a band or a section.
    private func takeStepInPlace(_ moves: [UpdateItem], plan: BatchUpdatePlan) -> Bool {
        guard let ranges = InPlaceMovementSteps.ranges(of: moves) else { return false }
        var stepped = sections
        for (section, range) in ranges {
            guard stepped.indices.contains(section) else { return false }
            var origins = Array(repeating: -1, count: range.count)
            for item in range {
                guard let after = plan.indexPathAfterUpdate(forItemAt: ItemPath(item: item, section: section)),
                      after.section == section, range.contains(after.item) else { return false }
                origins[after.item - range.lowerBound] = item
            }
            guard !origins.contains(-1), stepped[section].takeItems(in: range, from: sections[section], at: origins) else { return false }
        }
        sections = stepped
        for (section, range) in ranges { bandLengthChanged(Int(sections[section].slots[range.lowerBound].band), inSection: section) }
        return true
    }

    /// What each section after `plan` takes from `before`: the items before its first change
    /// (the first index an item was deleted, inserted, reloaded or moved from or to) in their
    /// columns, and the lengths cells reported for items not reloaded, at their new places.
    private func carryover(through plan: BatchUpdatePlan, _ updateItems: [UpdateItem], from before: [WaterfallSection],
                           keepsColumns: Bool) -> [WaterfallSection.Carryover?] {
        let counts = context.itemCounts
        var result = [WaterfallSection.Carryover?](repeating: nil, count: counts.count)
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
        guard keepsColumns else { return Array(repeating: nil, count: counts.count) }
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
