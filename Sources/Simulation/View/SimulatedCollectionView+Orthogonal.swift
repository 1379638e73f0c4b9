import Foundation
import LayoutCore
import LayoutHosting
import Motion

/// Sections that scroll on their own (``OrthogonalScrollingLayout``): each has its own offset,
/// kept by the host in the layout's terms, dragged, flung and decelerated with the view's
/// physics, and coming to rest where the layout says (group boundaries, pages).
extension SimulatedCollectionView {
    /// The scroll offset of `section` across the layout's scroll axis (0 for a section that
    /// does not scroll on its own).
    public func orthogonalContentOffset(inSection section: Int) -> CGFloat {
        engine.orthogonalContentOffset(inSection: section)
    }

    /// The offsets `section` can rest at; throws for a section that does not scroll on its own.
    package func orthogonalScrollableRange(inSection section: Int) throws(LayoutError) -> ClosedRange<CGFloat> {
        try orthogonalSection(section).scrollableRange
    }

    /// The host's frame of `section`; throws for a section that does not scroll on its own.
    private func orthogonalSection(_ section: Int) throws(LayoutError) -> OrthogonalSectionFrame {
        guard let band = engine.orthogonalSection(section) else {
            throw .invalidValue(name: "section", value: CGFloat(section), expected: "a section that scrolls orthogonally")
        }
        return band
    }

    /// Moves `section`'s offset, at once or over 0.3 s; not clamped, as
    /// `setContentOffset` is not. Throws for a section that does not scroll on its own or an
    /// offset that is not finite.
    public func setOrthogonalContentOffset(_ offset: CGFloat, inSection section: Int, animated: Bool) throws(LayoutError) {
        _ = try orthogonalSection(section)
        try LayoutError.check("orthogonal content offset", offset, atLeast: -.greatestFiniteMagnitude)
        orthogonalMotions[section] = nil
        if animated, offset != orthogonalContentOffset(inSection: section) {
            orthogonalMotions[section] = OrthogonalMotion(
                startTime: clock.now,
                motion: .eased(start: Double(orthogonalContentOffset(inSection: section)), target: Double(offset),
                               duration: Self.scrollAnimationDuration, curve: .easeInEaseOut))
        } else {
            setOrthogonalOffset(offset, inSection: section)
        }
    }

    /// A finger drags `section` by `translation` points across the layout's scroll axis: the
    /// section's content follows the finger (its offset moves by `−translation`, or by
    /// `translation` where the section runs right to left), rubber-banded past its ends. Any
    /// motion of the section stops; a drag of another section ends first.
    public func dragOrthogonalSection(_ section: Int, by translation: CGFloat) throws(LayoutError) {
        let band = try orthogonalSection(section)
        if let drag = orthogonalDrag, drag.section != section { try endDraggingOrthogonalSection(drag.section, velocity: 0) }
        if orthogonalDrag == nil {
            orthogonalMotions[section] = nil
            let current = orthogonalContentOffset(inSection: section)
            orthogonalDrag = OrthogonalDrag(section: section, startOffset: current,
                                            unbandedOffset: unbanded(current, in: band.scrollableRange, dimension: bandDimension(of: band)))
            orthogonalDrag?.tracker.add(CGPoint(x: current, y: 0), at: clock.now)
        }
        guard translation.isFinite, var drag = orthogonalDrag else { return }
        drag.unbandedOffset -= band.layoutDelta(forScrollViewDelta: translation)
        drag.tracker.add(CGPoint(x: drag.unbandedOffset, y: 0), at: clock.now)
        orthogonalDrag = drag
        setOrthogonalOffset(banded(drag.unbandedOffset, in: band.scrollableRange, dimension: bandDimension(of: band)), inSection: section)
    }

    /// The length the rubber band of a section stretches over: the section's own extent along
    /// its scroll direction (as its own scroll view's bounds in UIKit), else the view's.
    private func bandDimension(of band: OrthogonalSectionFrame) -> CGFloat {
        band.frame.size[band.axis] > 0 ? band.frame.size[band.axis] : bounds.size[band.axis]
    }

    /// The sections dragged or moving on their own now: their offsets are the motion's, which a
    /// data or size change leaves alone (the host keeps the others in range).
    var movingOrthogonalSections: Set<Int> {
        var moving = Set(orthogonalMotions.keys)
        if let drag = orthogonalDrag { moving.insert(drag.section) }
        return moving
    }

    /// The finger lifts from `section` with `velocity` (offset points per second in the layout's
    /// terms, `nil` to estimate it from the drag): the section decelerates (fast when it pages)
    /// to the offset the host picks from the projected one, or springs back from past an end.
    public func endDraggingOrthogonalSection(_ section: Int, velocity: CGFloat? = nil) throws(LayoutError) {
        let band = try orthogonalSection(section)
        guard let drag = orthogonalDrag, drag.section == section else { return }
        orthogonalDrag = nil
        let range = band.scrollableRange
        let velocity = CGFloat(ScrollPhysics.cappedVelocity(Double(velocity ?? drag.tracker.velocity.x)))
        let current = orthogonalContentOffset(inSection: section)
        let rate: DecelerationRate = band.pages ? .fast : decelerationRate
        let projected = CGFloat(ScrollPhysics.projectedOffset(from: Double(current), initialVelocity: Double(velocity), rate: rate))
        let target = engine.targetOrthogonalContentOffset(inSection: section, forProposedOffset: projected,
                                                              startOffset: drag.startOffset, velocity: velocity)
        let motion: AxisMotion? = range.contains(current)
            ? AxisMotion.decelerate(from: Double(current), velocity: Double(velocity), to: Double(target), rate: rate)
            : .spring(start: Double(current), velocity: Double(velocity), target: Double(target))
        if let motion { orthogonalMotions[section] = OrthogonalMotion(startTime: clock.now, motion: motion) }
    }

    /// Moves every orthogonal section in motion on by one frame, with one layout pass.
    func stepOrthogonalMotions() {
        guard !orthogonalMotions.isEmpty else { return }
        for (section, motion) in orthogonalMotions {
            let state = motion.motion.state(at: max(0, clock.now - motion.startTime))
            engine.setOrthogonalContentOffset(CGFloat(state.position), inSection: section)
            if state.finished { orthogonalMotions[section] = nil }
        }
        runLayoutPassRecordingErrors()
    }

    private func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int) {
        guard engine.setOrthogonalContentOffset(offset, inSection: section) else { return }
        runLayoutPassRecordingErrors()
    }
}
