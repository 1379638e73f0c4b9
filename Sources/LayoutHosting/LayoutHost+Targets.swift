import Foundation
import LayoutCore

extension LayoutHost {
    /// Where a fling released at `velocity` (the engine's points per second, in the view's
    /// coordinates) comes to rest, for a proposal in the view's coordinates: the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` asked across the
    /// ``mirror`` (offset and horizontal velocity reflected), its answer reflected back. A target
    /// that is not finite falls back to the proposal.
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let mirror = mirror, width = layout.context.bounds.size.width
        let inLayout = mirror?.contentOffset(proposed, boundsWidth: width) ?? proposed
        let layoutVelocity = mirror == nil ? velocity : CGPoint(x: -velocity.x, y: velocity.y)
        let target = layout.targetContentOffset(forProposedContentOffset: inLayout, withScrollingVelocity: layoutVelocity)
        guard target.isFinite else { return proposed }
        return mirror?.contentOffset(target, boundsWidth: width) ?? target
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with UIKit's
    /// velocity (points per millisecond, `ScrollVelocity`).
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint, withUIKitVelocity velocity: CGPoint) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: ScrollVelocity.fromUIKit(velocity))
    }

    /// `targetContentOffset(forProposedContentOffset:)` (rotation, layout and batch-update
    /// changes), in the view's coordinates; a target that is not finite falls back to the proposal.
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        let mirror = mirror, width = layout.context.bounds.size.width
        let target = layout.targetContentOffset(forProposedContentOffset: mirror?.contentOffset(proposed, boundsWidth: width) ?? proposed)
        guard target.isFinite else { return proposed }
        return mirror?.contentOffset(target, boundsWidth: width) ?? target
    }
}
