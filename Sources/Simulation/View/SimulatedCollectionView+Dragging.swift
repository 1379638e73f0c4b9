import Foundation
import LayoutCore
import LayoutHosting
import Motion

extension SimulatedCollectionView {
    /// A finger touches the content and starts moving it: any deceleration or animation stops
    /// where it is, and the delegate hears `scrollViewWillBeginDragging`.
    public func beginDragging() {
        guard !isDragging else { return }
        stopMotion()
        isTracking = true
        isDragging = true
        dragStartOffset = bounds.origin
        directionalLock = DirectionalLock()
        unbandedOffset = CGPoint(x: unbanded(bounds.origin.x, .horizontal), y: unbanded(bounds.origin.y, .vertical))
        tracker.reset()
        tracker.add(unbandedOffset, at: clock.now)
        engine.willBeginDragging()
    }

    /// The finger moves by `translation` (points, screen direction): the content follows it, so
    /// the content offset moves by `−translation` on each axis that can scroll (right to left,
    /// where the view mirrors the layout, by `+translation.x`: the offset is the layout's),
    /// rubber-banded past the edges (or stopped at them without ``bounces``). With
    /// ``isDirectionalLockEnabled`` and content that scrolls both ways, a drag locked to one axis
    /// drops the movement across it. Begins a drag if none is on.
    public func drag(by translation: CGPoint) {
        if !isDragging { beginDragging() }
        guard translation.isFinite else { return }
        let wasRecognised = directionalLock.isRecognised
        let translation = locksDirection ? directionalLock.filter(translation, at: clock.now) : translation
        if canScroll(.horizontal) { unbandedOffset.x -= screenMirror == nil ? translation.x : -translation.x }
        if canScroll(.vertical) { unbandedOffset.y -= translation.y }
        // The content catching up when the pan is recognised is no speed of the finger's.
        if locksDirection, !wasRecognised, directionalLock.isRecognised { tracker.reset() }
        tracker.add(unbandedOffset, at: clock.now)
        setBoundsOrigin(CGPoint(x: banded(unbandedOffset.x, .horizontal), y: banded(unbandedOffset.y, .vertical)))
    }

    /// The finger lifts. `velocity` is the content offset's velocity in points per second (as the
    /// layout receives it), capped to `ScrollPhysics.maximumVelocity`; `nil` estimates it from
    /// the drag's last samples. A drag locked to one axis (``isDirectionalLockEnabled``) flings
    /// along it only.
    ///
    /// The view proposes the projected resting offset (or, with paging, the page boundary
    /// nearest to it, at most one page from where the drag began), lets the layout and then the
    /// delegate change the target (not while paging: UIKit ignores a changed target then), and
    /// decelerates to exactly that target; a fling past an edge bounces, content released past an
    /// edge springs back.
    public func endDragging(velocity: CGPoint? = nil) {
        guard isDragging else { return }
        let estimated = locksDirection ? directionalLock.filter(velocity: velocity ?? tracker.velocity) : velocity ?? tracker.velocity
        let velocity = CGPoint(x: canScroll(.horizontal) ? CGFloat(ScrollPhysics.cappedVelocity(Double(estimated.x))) : 0,
                               y: canScroll(.vertical) ? CGFloat(ScrollPhysics.cappedVelocity(Double(estimated.y))) : 0)
        isTracking = false
        let current = bounds.origin
        let projected = CGPoint(x: projection(from: current.x, velocity: velocity.x, axis: .horizontal),
                                y: projection(from: current.y, velocity: velocity.y, axis: .vertical))
        let proposed = clampedToScrollableRange(projected)
        let layoutTarget = isPagingEnabled
            ? proposed
            : engine.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        let target = engine.willEndDragging(velocity: velocity, targetContentOffset: layoutTarget)

        let decelerating = ScrollMotion(
            kind: .deceleration, startTime: clock.now,
            x: axisMotion(.horizontal, from: current.x, velocity: velocity.x, projected: projected.x, target: target.x),
            y: axisMotion(.vertical, from: current.y, velocity: velocity.y, projected: projected.y, target: target.y))
        let willDecelerate = decelerating.x != nil || decelerating.y != nil
        isDragging = false
        engine.didEndDragging(willDecelerate: willDecelerate)
        guard willDecelerate, !isDragging, motion == nil else { return }
        motion = decelerating
        engine.willBeginDecelerating()
    }

    /// Whether drags lock to an axis: the lock is on and the content scrolls both ways.
    private var locksDirection: Bool {
        isDirectionalLockEnabled && canScroll(.horizontal) && canScroll(.vertical)
    }

    /// The offset a fling would propose along `axis`: UIKit's projection, or with paging the
    /// nearest resting page at most one page from where the drag began (``PagingTarget``).
    private func projection(from offset: CGFloat, velocity: CGFloat, axis: ScrollDirection) -> CGFloat {
        let projected = CGFloat(ScrollPhysics.projectedOffset(from: Double(offset), initialVelocity: Double(velocity),
                                                              rate: decelerationRate))
        guard isPagingEnabled else { return projected }
        return PagingTarget.offset(forProposed: projected, start: dragStartOffset[axis], pageLength: bounds.size[axis],
                                   in: scrollableRange(axis))
    }

    private func axisMotion(_ axis: ScrollDirection, from current: CGFloat, velocity: CGFloat,
                            projected: CGFloat, target: CGFloat) -> AxisMotion? {
        let range = scrollableRange(axis)
        if !range.contains(current) {
            return .spring(start: Double(current), velocity: Double(velocity), target: Double(target))
        }
        let edge = projected < range.lowerBound ? range.lowerBound : range.upperBound
        if bounces, !isPagingEnabled, !range.contains(projected), target == edge, velocity != 0 {
            return AxisMotion.bounce(from: Double(current), velocity: Double(velocity), rate: decelerationRate,
                                     edge: Double(edge))
        }
        return AxisMotion.decelerate(from: Double(current), velocity: Double(velocity), to: Double(target),
                                     rate: decelerationRate)
    }

    /// The content offset the finger position `unbanded` shows: rubber-banded past the edges.
    func banded(_ unbanded: CGFloat, _ axis: ScrollDirection) -> CGFloat {
        banded(unbanded, in: scrollableRange(axis), dimension: bounds.size[axis])
    }

    /// The finger position that shows the content offset `offset` (inverse of the rubber band).
    func unbanded(_ offset: CGFloat, _ axis: ScrollDirection) -> CGFloat {
        unbanded(offset, in: scrollableRange(axis), dimension: bounds.size[axis])
    }

    /// `unbanded` rubber-banded past the ends of `range` over a view `dimension` long (stopped at
    /// them without ``bounces``).
    func banded(_ unbanded: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard !range.contains(unbanded) else { return unbanded }
        let edge = unbanded < range.lowerBound ? range.lowerBound : range.upperBound
        guard bounces else { return edge }
        return edge + CGFloat(ScrollPhysics.rubberBand(overshoot: Double(unbanded - edge), dimension: Double(dimension)))
    }

    /// The inverse of ``banded(_:in:dimension:)``.
    func unbanded(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        guard !range.contains(offset), bounces else { return offset }
        let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
        return edge + CGFloat(ScrollPhysics.inverseRubberBand(Double(offset - edge), dimension: Double(dimension)))
    }
}
