import Foundation

/// What a layout asks of the collection view once scrolling stops, beyond the resting offset
/// ``CollectionLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
/// answers. UIKit has no layout callback for any of it; both views ask through the same engine.
///
/// A layout answers it from ``CollectionLayout/restingBehavior`` as a value, the way
/// swift-snapshot-testing's strategies are values: ``none`` by default, or one of
/// ``settling(_:)``, ``recentering(_:)`` or ``tidying(_:)``. The view reads it when scrolling
/// stops and keeps none of its closures.
public struct RestingBehavior {
    /// After a fling's resting offset is decided: the offset to glide on to, animated, or `nil`
    /// to stay. Asked at once when there is nothing to decelerate, else when the deceleration ends.
    package var settle: ((_ restingOffset: CGPoint) -> CGPoint?)?

    /// When the content rests: the offset showing the same picture nearer the middle of a band
    /// of repeating content (an endless carousel), jumped to without animation, or `nil` to stay.
    package var recenter: ((_ contentOffset: CGPoint) -> CGPoint?)?

    /// When the content rests and nothing moves at all: what to invalidate, or `nil` to leave the
    /// layout as it is. The view records it inside an empty animated batch update, as UIKit's
    /// `performBatchUpdates(nil)` after an invalidation, so the item the person looks at stays
    /// where it is on screen (include ``Invalidation/anchorsVisibleContent``). Asked after every
    /// rest: answer `nil` cheaply when there is nothing to tidy.
    package var tidy: (() -> Invalidation?)?

    /// A behaviour made of the hooks given; each one left out is not asked.
    init(settle: ((_ restingOffset: CGPoint) -> CGPoint?)? = nil,
                recenter: ((_ contentOffset: CGPoint) -> CGPoint?)? = nil,
                tidy: (() -> Invalidation?)? = nil) {
        self.settle = settle
        self.recenter = recenter
        self.tidy = tidy
    }

    /// Nothing beyond the resting offset: UIKit's behaviour, every layout's default.
    public static var none: RestingBehavior { RestingBehavior() }

    /// Glides on after a fling comes to rest: the pizza article's fix for a violent snap-back,
    /// stopping where the finger left the content, then gliding back to the centred item.
    public static func settling(_ offset: @escaping (_ restingOffset: CGPoint) -> CGPoint?) -> RestingBehavior {
        RestingBehavior(settle: offset)
    }

    /// Jumps to the same picture nearer the middle of the content at rest, so content that
    /// repeats never runs out; the jump changes nothing on screen.
    public static func recentering(_ offset: @escaping (_ contentOffset: CGPoint) -> CGPoint?) -> RestingBehavior {
        RestingBehavior(recenter: offset)
    }

    /// Tidies the geometry at rest, never under a moving finger: a waterfall closing the gaps
    /// cells sizing themselves left at the top of its columns, as Android's
    /// `StaggeredGridLayoutManager` closes its gaps when scrolling goes idle.
    public static func tidying(_ invalidation: @escaping () -> Invalidation?) -> RestingBehavior {
        RestingBehavior(tidy: invalidation)
    }
}
