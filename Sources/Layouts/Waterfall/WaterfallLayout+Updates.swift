import Foundation
import LayoutCore

extension WaterfallLayout {
    /// The update's items, after `prepare()`: a movement's step, or each section placed again
    /// from its first change.
    func applyUpdate(_ updateItems: [UpdateItem]) {
        if let step = movementSteps.takeStep() { return takeMovementStep(updateItems, endingTheMovement: step == .last) }
        guard let before = beforeUpdate else { return }
        beforeUpdate = nil
        guard let plan = try? BatchUpdates(updateItems).validated(from: before.sections.map(\.count), to: context.itemCounts) else { return }
        // Items keep their columns, and cells their lengths, while the columns are as they were.
        let keepsColumns = before.crossExtent == crossExtent && before.revision == configurationRevision
        do throws(LayoutError) {
            try placeAll(keeping: carryover(through: plan, updateItems, from: before.sections, keepsColumns: keepsColumns))
        } catch {}
    }

    /// A step of an interactive movement (``WaterfallMovement``): laid out from the movement's
    /// start by the whole move so far. Within one band of columns the places between the move's
    /// ends keep their columns and take the items that now stand in them, O(log n) an item, the
    /// last step's undone first; across bands or sections the start's arrangement is placed
    /// again from the move's first end, as a batch update would. The step that ends the movement
    /// forgets its start.
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
        // Undo the last step.
        switch current.applied {
        case .nothing: break
        case .inPlace(let section, let range):
            _ = sections[section].takeItems(in: range, from: current.start[section], at: Array(range))
            bandLengthChanged(Int(sections[section].slots[range.lowerBound].band), inSection: section)
        case .placedAgain:
            sections = current.start
            rebuildBlocks()
        }
        current.applied = .nothing
        guard current.origin != current.target else { return }
        if let (section, range, origins) = current.shiftedItems, sections.indices.contains(section),
           sections[section].takeItems(in: range, from: current.start[section], at: origins) {
            bandLengthChanged(Int(sections[section].slots[range.lowerBound].band), inSection: section)
            current.applied = .inPlace(section: section, range: range)
            return
        }
        var netMove = BatchUpdates()
        netMove.moveItem(at: current.origin, to: current.target)
        guard let plan = try? netMove.validated(from: current.start.map(\.count), to: context.itemCounts) else { return }
        do throws(LayoutError) {
            try placeAll(keeping: carryover(through: plan, plan.updateItems, from: current.start, keepsColumns: true))
            current.applied = .placedAgain
        } catch {}
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
