import Foundation
import LayoutCore
import Motion

/// Sections that scroll on their own (``OrthogonalScrollingLayout``): each has its own offset,
/// dragged, flung and decelerated with the view's physics, and coming to rest where the layout
/// says (group boundaries, pages).
extension SimulatedCollectionView {
    /// The scroll offset of `section` across the layout's scroll axis (0 for a section that
    /// does not scroll on its own).
    public func orthogonalContentOffset(inSection section: Int) -> CGFloat {
        orthogonalOffsets[section] ?? 0
    }

    /// The offsets `section` can rest at; throws for a section that does not scroll on its own.
    public func orthogonalScrollableRange(inSection section: Int) throws(LayoutError) -> ClosedRange<CGFloat> {
        guard let layout = collectionLayout as? any OrthogonalScrollingLayout,
              let range = layout.orthogonalScrollableRange(inSection: section) else {
            throw .invalidValue(name: "section", value: CGFloat(section), expected: "a section that scrolls orthogonally")
        }
        return range
    }

    /// Moves `section`'s offset, at once or over ``scrollAnimationDuration``; not clamped, as
    /// `setContentOffset` is not. Throws for a section that does not scroll on its own or an
    /// offset that is not finite.
    public func setOrthogonalContentOffset(_ offset: CGFloat, inSection section: Int, animated: Bool) throws(LayoutError) {
        _ = try orthogonalScrollableRange(inSection: section)
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
    /// section's offset moves by `−translation`, rubber-banded past its ends. Any motion of the
    /// section stops; a drag of another section ends first.
    public func dragOrthogonalSection(_ section: Int, by translation: CGFloat) throws(LayoutError) {
        let range = try orthogonalScrollableRange(inSection: section)
        if let drag = orthogonalDrag, drag.section != section { try endDraggingOrthogonalSection(drag.section, velocity: 0) }
        if orthogonalDrag == nil {
            orthogonalMotions[section] = nil
            let current = orthogonalContentOffset(inSection: section)
            orthogonalDrag = OrthogonalDrag(section: section, startOffset: current,
                                            unbandedOffset: unbanded(current, in: range, dimension: bandDimension(ofSection: section)))
            orthogonalDrag?.tracker.add(time: clock.now, position: CGPoint(x: current, y: 0))
        }
        guard translation.isFinite, var drag = orthogonalDrag else { return }
        // Reflected right to left, a horizontal section's content follows the finger the other way.
        let reflects = layoutMirror != nil && (collectionLayout as? any OrthogonalScrollingLayout)?.orthogonalScrollDirection == .horizontal
        drag.unbandedOffset -= reflects ? -translation : translation
        drag.tracker.add(time: clock.now, position: CGPoint(x: drag.unbandedOffset, y: 0))
        orthogonalDrag = drag
        setOrthogonalOffset(banded(drag.unbandedOffset, in: range, dimension: bandDimension(ofSection: section)), inSection: section)
    }

    /// The length the rubber band of `section` stretches over: the section's own extent along
    /// its scroll direction (as its own scroll view's bounds in UIKit), else the view's.
    private func bandDimension(ofSection section: Int) -> CGFloat {
        guard let layout = collectionLayout as? any OrthogonalScrollingLayout else { return bounds.width }
        let direction = layout.orthogonalScrollDirection
        guard let frame = layout.orthogonalScrollingFrame(inSection: section), frame.size[direction] > 0 else {
            return bounds.size[direction]
        }
        return frame.size[direction]
    }

    /// After a data, size or layout change: every section offset not in motion is brought into
    /// its section's new range, and sections that no longer scroll on their own forget theirs.
    /// The layout sees the new offsets at once; with `layingOut`, a layout pass shows them.
    func clampOrthogonalOffsets(layingOut: Bool = true) {
        guard !orthogonalOffsets.isEmpty else { return }
        let layout = collectionLayout as? any OrthogonalScrollingLayout
        var changed = false
        for (section, offset) in orthogonalOffsets where orthogonalMotions[section] == nil && orthogonalDrag?.section != section {
            guard let range = layout?.orthogonalScrollableRange(inSection: section) else {
                orthogonalOffsets[section] = nil
                changed = true
                continue
            }
            let clamped = offset.clamped(to: range)
            if clamped != offset { orthogonalOffsets[section] = clamped; changed = true }
        }
        guard changed else { return }
        collectionLayout.context.orthogonalContentOffsets = orthogonalOffsets
        if layingOut { runLayoutPassRecordingErrors() }
    }

    /// The finger lifts from `section` with `velocity` (offset points per second, `nil` to
    /// estimate it from the drag): the section decelerates (fast when it pages) to the offset
    /// the layout picks from the projected one, or springs back from past an end.
    public func endDraggingOrthogonalSection(_ section: Int, velocity: CGFloat? = nil) throws(LayoutError) {
        let range = try orthogonalScrollableRange(inSection: section)
        guard let drag = orthogonalDrag, drag.section == section,
              let layout = collectionLayout as? any OrthogonalScrollingLayout else { return }
        orthogonalDrag = nil
        let velocity = CGFloat(ScrollPhysics.cappedVelocity(Double(velocity ?? drag.tracker.velocity.x)))
        let current = orthogonalContentOffset(inSection: section)
        let rate: DecelerationRate = layout.orthogonalScrollingPages(inSection: section) ? .fast : decelerationRate
        let projected = CGFloat(ScrollPhysics.projectedOffset(from: Double(current), initialVelocity: Double(velocity), rate: rate))
        var target = layout.targetOrthogonalContentOffset(inSection: section, forProposedOffset: projected.clamped(to: range),
                                                          startOffset: drag.startOffset, velocity: velocity)
        target = (target.isFinite ? target : projected).clamped(to: range)
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
            orthogonalOffsets[section] = CGFloat(state.position)
            if state.finished { orthogonalMotions[section] = nil }
        }
        runLayoutPassRecordingErrors()
    }

    private func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int) {
        guard offset.isFinite, offset != orthogonalContentOffset(inSection: section) else { return }
        orthogonalOffsets[section] = offset
        runLayoutPassRecordingErrors()
    }
}
