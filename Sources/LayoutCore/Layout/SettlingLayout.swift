import Foundation

/// A layout that, once a fling's resting offset is decided, may ask the collection view to
/// scroll on to another offset with an animation — the pizza article's fix for a violent
/// snap-back: stop where the finger left the content, then glide back to the centered item.
///
/// The collection view asks after `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// and the delegate have settled the target: at once when there is nothing to decelerate,
/// otherwise when the deceleration ends.
public protocol SettlingLayout: CollectionLayout {
    /// The offset to scroll to with an animation after coming to rest at `target`, or `nil` to stay.
    func settlingContentOffset(afterComingToRestAt target: CGPoint) -> CGPoint?
}
