import Foundation
import LayoutCore

extension WheelLayout {
    /// The content offset that turns the wheel by one item: `(contentWidth − boundsWidth)/(n − k)`,
    /// or 0 when the wheel does not turn.
    public var itemStep: CGFloat {
        let scrollable = collectionViewContentSize.width - context.bounds.width
        let steps = context.numberOfItems(inSection: 0) - configuration.visibleItemCount
        guard scrollable > 0, steps > 0 else { return 0 }
        return scrollable / CGFloat(steps)
    }

    /// With ``WheelLayoutConfiguration/snapsToItems``, the proposed offset rounded to a whole item
    /// step: up when scrolling forward, down when scrolling back, to the nearest at rest.
    func snappedContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let step = itemStep
        guard configuration.snapsToItems, step > 0 else { return proposed }
        let steps = proposed.x / step
        let rounded = velocity.x > 0 ? steps.rounded(.up) : velocity.x < 0 ? steps.rounded(.down) : steps.rounded()
        let limit = collectionViewContentSize.width - context.bounds.width
        return CGPoint(x: (rounded * step).clamped(to: 0...max(0, limit)), y: proposed.y)
    }
}
