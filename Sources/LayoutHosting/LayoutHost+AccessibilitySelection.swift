import Foundation
import LayoutCore

/// VoiceOver's adjustable element in a layout that selects (`SelectingLayout`): which item it
/// stands for, what it says, and where an increment or decrement scrolls. One decision for both
/// views.
extension LayoutHost {
    /// The item the adjustable element stands for: the one an adjustment is scrolling to, until
    /// the layout selects it, else the layout's selected item; `nil` for a layout that does not
    /// select or has no items.
    package var accessibilitySelectedItem: ItemPath? {
        guard let layout = layout as? any SelectingLayout else { return nil }
        if let pending = pendingAccessibilitySelection, layout.context.contains(pending) { return pending }
        return layout.selectedItem
    }

    /// An increment (`steps` 1) or decrement (−1): the item the selection moves to and the
    /// offset, in the view's coordinates, that selects it (the layout's
    /// `contentOffset(selecting:)`, across the mirror), which the view glides to; the view then
    /// sets the item as ``pendingAccessibilitySelection``, the adjustable element's until the
    /// glide ends. `nil`, and nothing to do, at either end or in a layout that does not select.
    package func accessibilityAdjustment(by steps: Int) -> (item: ItemPath, contentOffset: CGPoint)? {
        guard let layout = layout as? any SelectingLayout, let selected = accessibilitySelectedItem,
              let item = layout.selectableItem(movingBy: steps, from: selected), item != selected else { return nil }
        return (item, target(forProposed: viewBounds.origin) { _, _ in layout.contentOffset(selecting: item, movingBy: steps) })
    }

    /// The adjustable element stands for the layout's selection again: the glide to
    /// ``pendingAccessibilitySelection`` ended (`ended`), or the layout selects that item, or it
    /// is gone.
    package func settleAccessibilitySelection(ended: Bool = false) {
        guard let pending = pendingAccessibilitySelection else { return }
        if ended || (layout as? any SelectingLayout)?.selectedItem == pending || !layout.context.contains(pending) {
            pendingAccessibilitySelection = nil
            announcesSelectionOnArrival = false
        }
    }

    /// What the adjustable element says it is set to, and what VoiceOver announces after an
    /// adjustment: the item's label and its position, "Margherita, 3 of 12" ("3 of 12" without
    /// a label).
    package func accessibilitySelectionValue(of item: ItemPath, label: String?) -> String {
        let position = accessibilityPosition(of: ElementKey(category: .cell, indexPath: item)) ?? ""
        guard let label, !label.isEmpty else { return position }
        return "\(label), \(position)"
    }
}
