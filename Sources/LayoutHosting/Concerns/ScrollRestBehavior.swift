import Foundation
import LayoutCore

/// What a collection view does when its content comes to rest, for the layouts whose
/// `RestingBehavior` asks for more than a resting offset — UIKit has no layout callback for either:
/// - `settle` glides on to another offset after a fling stops (the pizza's snap-back without
///   violence);
/// - `recenter` jumps to the same picture nearer the middle of its band (an endless carousel).
///
/// The ``CollectionViewEngine`` calls it from the scroll events both views hand it, and performs the
/// ``Move`` it answers: ``initialMove(of:in:)`` after each layout pass until the view has a size (a
/// wrapping carousel starts in the middle of its band); ``willEndDragging(layout:target:)`` once
/// the delegate has settled the target; ``moveOnComingToRest(of:in:)`` when a release without
/// deceleration, or a deceleration, ends and no new drag or motion started;
/// ``recenteringMove(of:in:)`` after a scrolling animation; ``cancel()`` when a drag or another
/// motion takes over.
struct ScrollRestBehavior: Sendable {
    /// A content offset change to make at rest.
    struct Move: Equatable, Sendable {
        /// Where the content goes.
        var contentOffset: CGPoint
        /// Whether it glides there (a settle) or jumps (a re-centring, invisible on screen).
        var animated: Bool

        /// A move to `contentOffset`, animated or not.
        init(contentOffset: CGPoint, animated: Bool) {
            self.contentOffset = contentOffset
            self.animated = animated
        }
    }

    /// Where the layout's `settle` asked to glide once the current fling comes to rest.
    private(set) var pendingSettleOffset: CGPoint?
    /// Whether the view has been placed once it had a size (``initialMove(of:in:)``).
    private(set) var hasPlacedInitially = false

    /// Nothing pending.
    init() {}

    /// The view was laid out: the first time it has an area, a layout that re-centres starts in
    /// the middle of its band (its re-centring, without animation), and one that follows its
    /// content's end (a chat) at the end; `nil` before and after.
    /// UIKit has no callback for this; the engine calls it after every layout pass, cheaply.
    mutating func initialMove(of layout: any CollectionLayout, in view: any ScrollingView) -> Move? {
        guard !hasPlacedInitially, view.bounds.size.width > 0, view.bounds.size.height > 0 else { return nil }
        hasPlacedInitially = true
        if layout.followsContentEnd {
            let end = ScrollAnchor.endOffsetY(of: layout)
            return end > view.bounds.minY ? Move(contentOffset: CGPoint(x: view.bounds.minX, y: end), animated: false) : nil
        }
        return recenteringMove(of: layout, in: view)
    }

    /// The fling will rest at `target`: asks the layout's `settle` where to glide next.
    mutating func willEndDragging(layout: any CollectionLayout, target: CGPoint) {
        let settle = layout.restingBehavior.settle?(target)
        pendingSettleOffset = settle.flatMap { $0.isFinite && $0 != target ? $0 : nil }
    }

    /// Forgets a pending glide: a finger or another motion took over.
    mutating func cancel() {
        pendingSettleOffset = nil
    }

    /// The content is at rest: the pending glide (animated), or else a re-centring.
    mutating func moveOnComingToRest(of layout: any CollectionLayout, in view: any ScrollingView) -> Move? {
        if let offset = pendingSettleOffset {
            pendingSettleOffset = nil
            return Move(contentOffset: offset, animated: true)
        }
        return recenteringMove(of: layout, in: view)
    }

    /// The layout's `recenter` jump to the middle of its band, without animation (nothing
    /// changes on screen), or `nil` when the content is where it belongs.
    func recenteringMove(of layout: any CollectionLayout, in view: any ScrollingView) -> Move? {
        let contentOffset = view.bounds.origin
        guard let offset = layout.restingBehavior.recenter?(contentOffset),
              offset.isFinite, offset != contentOffset else { return nil }
        return Move(contentOffset: offset, animated: false)
    }
}
