import Foundation
import LayoutCore

/// The item at the start of the arc as VoiceOver's adjustable selection: each step turns the
/// wheel by one ``itemStep``.
extension WheelLayout: SelectingLayout {
    /// The item standing at the start angle: `round(contentOffset.x / itemStep)`, kept within
    /// the items that can reach it (0…n − k); item 0 when the wheel does not turn, `nil`
    /// without items.
    public var selectedItem: ItemPath? {
        guard context.numberOfItems(inSection: 0) > 0 else { return nil }
        let step = itemStep
        guard step > 0 else { return ItemPath(item: 0, section: 0) }
        let index = (context.contentOffset.x / step).rounded()
        guard index.isFinite else { return ItemPath(item: 0, section: 0) }
        return ItemPath(item: Int(saturating: index.clamped(to: 0...CGFloat(lastSelectableItem))), section: 0)
    }

    /// The item `steps` on from `item`, while it can reach the start angle (0…n − k).
    public func selectableItem(movingBy steps: Int, from item: ItemPath) -> ItemPath? {
        let (next, overflow) = item.item.addingReportingOverflow(steps)
        guard item.section == 0, !overflow, (0...lastSelectableItem).contains(next), itemStep > 0 else { return nil }
        return ItemPath(item: next, section: 0)
    }

    /// `(i · itemStep, y)`: the offset that turns item `i` to the start angle.
    public func contentOffset(selecting item: ItemPath) -> CGPoint {
        CGPoint(x: CGFloat(item.item) * itemStep, y: context.contentOffset.y)
    }

    /// The last item the wheel can turn to its start angle: n − k, at least 0.
    var lastSelectableItem: Int {
        max(0, context.numberOfItems(inSection: 0) - configuration.visibleItemCount)
    }
}
