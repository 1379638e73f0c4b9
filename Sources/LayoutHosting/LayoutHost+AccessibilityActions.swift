import Foundation
import LayoutCore

/// VoiceOver's way to move an item, as a finger's drag does: which moves an item offers and
/// where the movement's finger goes for each. One decision for both views.
extension LayoutHost {
    /// The moves VoiceOver offers on `key`, by name: "Move earlier" and "Move to start" unless it
    /// is its section's first item, "Move later" and "Move to end" unless it is the last. Only
    /// cells of a layout whose items shift to make room (`InteractiveMovementStyle.shiftsOthers`)
    /// move, and not while a movement is under way; whether the data can move the item is the
    /// view's question.
    package func accessibilityMoveTargets(of key: ElementKey) -> [(name: String, target: ItemPath)] {
        guard key.category == .cell, layout.interactiveMovementStyle == .shiftsOthers, interactiveMovement == nil,
              layout.context.contains(key.indexPath) else { return [] }
        let path = key.indexPath, last = layout.context.numberOfItems(inSection: path.section) - 1
        let place = { (item: Int) in ItemPath(item: item, section: path.section) }
        var targets: [(name: String, target: ItemPath)] = []
        if path.item > 0 { targets.append(("Move earlier", place(path.item - 1))) }
        if path.item < last { targets.append(("Move later", place(path.item + 1))) }
        if path.item > 0 { targets.append(("Move to start", place(0))) }
        if path.item < last { targets.append(("Move to end", place(last))) }
        return targets
    }

    /// Where the movement's finger goes to carry an item to `target`: the centre of the item
    /// standing there now, in the view's coordinates, where the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` names it.
    package func accessibilityMovePosition(to target: ItemPath) -> CGPoint? {
        layoutAttributes(for: ElementKey(category: .cell, indexPath: target))?.center
    }

    /// What VoiceOver announces once an item moved to `destination`: "Moved to 4 of 12".
    package func accessibilityMoveAnnouncement(to destination: ItemPath) -> String {
        "Moved to " + (accessibilityPosition(of: ElementKey(category: .cell, indexPath: destination)) ?? "")
    }
}
