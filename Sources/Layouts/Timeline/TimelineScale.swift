import Foundation
import LayoutCore

/// Time down a day's column, by the catalogue's rule: `hourHeight` points an hour from
/// `dayStart` (in hours), below `top`; an event from `t₀` to `t₁` is at
/// `y = top + (t₀ − dayStart)·hourHeight`, `max(minimumHeight, (t₁ − t₀)·hourHeight)` tall. A
/// zoom (a pinch changing the hour height) keeps the time at the centre of the visible area
/// where it is.
///
/// A part of ``TimelineLayout``.
struct TimelineScale: Equatable {
    /// Points an hour.
    let hourHeight: CGFloat
    /// The hour the column starts at.
    let dayStart: Double
    /// Where the day starts along the axis (below the day headers and the all-day row).
    let top: CGFloat

    /// Throws a `LayoutError` naming an hour height that is not finite and positive, or a day
    /// start or top that is not finite.
    init(hourHeight: CGFloat, dayStart: Double = 0, top: CGFloat = 0) throws(LayoutError) {
        try LayoutError.checkLength("timeline hour height", hourHeight, positive: true)
        guard dayStart.isFinite else { throw .invalidValue(name: "timeline day start", value: CGFloat(dayStart), expected: "a finite hour") }
        guard top.isFinite else { throw .invalidValue(name: "timeline top", value: top, expected: "a finite position") }
        self.hourHeight = hourHeight
        self.dayStart = dayStart
        self.top = top
    }

    /// Where `time` (in hours) falls along the axis.
    func y(at time: Double) -> CGFloat { top + CGFloat(time - dayStart) * hourHeight }

    /// The time (in hours) at `y` along the axis.
    func time(atY y: CGFloat) -> Double { dayStart + Double((y - top) / hourHeight) }

    /// Where an event from `start` to `end` (hours) stands along the axis, and how tall: never
    /// less than `minimumHeight`, so a short event stays readable.
    func span(from start: Double, to end: Double, minimumHeight: CGFloat) -> (y: CGFloat, height: CGFloat) {
        (y(at: start), Swift.max(minimumHeight, CGFloat(end - start) * hourHeight))
    }

    /// This scale at `newHourHeight`, and the offset along the axis that keeps the time at the
    /// centre of the visible area (`offset` to `offset + visibleLength`) where it is. The view
    /// keeps the offset within its content. Throws as ``init(hourHeight:dayStart:top:)`` does.
    func zoomed(to newHourHeight: CGFloat, offset: CGFloat, visibleLength: CGFloat) throws(LayoutError) -> (scale: TimelineScale, offset: CGFloat) {
        let scale = try TimelineScale(hourHeight: newHourHeight, dayStart: dayStart, top: top)
        let centre = time(atY: offset + visibleLength / 2)
        return (scale, scale.y(at: centre) - visibleLength / 2)
    }
}
