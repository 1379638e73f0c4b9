import Foundation
import LayoutCore

extension LayoutHost {
    /// Where a fling released at `velocity` (the engine's points per second, in the view's
    /// coordinates) comes to rest, for a proposal in the view's coordinates: the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` asked across the
    /// ``mirror`` (offset and horizontal velocity reflected), its answer reflected back. A target
    /// that is not finite falls back to the proposal.
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        target(forProposed: proposed) { inLayout, isMirrored in
            let layoutVelocity = isMirrored ? CGPoint(x: -velocity.x, y: velocity.y) : velocity
            return layout.targetContentOffset(forProposedContentOffset: inLayout, withScrollingVelocity: layoutVelocity)
        }
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with UIKit's
    /// velocity (points per millisecond, `ScrollVelocity`).
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint, withUIKitVelocity velocity: CGPoint) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: ScrollVelocity.fromUIKit(velocity))
    }

    /// `targetContentOffset(forProposedContentOffset:)` (rotation, layout and batch-update
    /// changes), in the view's coordinates: the proposal moved by the anchor rule when the host
    /// holds an anchor for the change (``ScrollAnchor``), then the layout's own answer for it; a
    /// target that is not finite falls back to the proposal.
    package func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        target(forProposed: proposed) { inLayout, _ in layout.targetContentOffset(forProposedContentOffset: anchored(inLayout)) }
    }

    /// What `ask` answers for `proposed` (the view's coordinates) carried into the layout's
    /// across the ``mirror`` (and whether it was), reflected back; the proposal when the answer
    /// is not finite.
    func target(forProposed proposed: CGPoint, _ ask: (_ inLayout: CGPoint, _ isMirrored: Bool) -> CGPoint) -> CGPoint {
        let mirror = mirror, width = layout.context.bounds.size.width
        let target = ask(mirror?.contentOffset(proposed, boundsWidth: width) ?? proposed, mirror != nil)
        guard target.isFinite else { return proposed }
        return mirror?.contentOffset(target, boundsWidth: width) ?? target
    }
}
