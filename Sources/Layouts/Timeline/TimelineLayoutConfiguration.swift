import Foundation
import LayoutCore

/// The settings of a ``TimelineLayout``: how wide a day is, how tall an hour, which hours show,
/// the frozen day headers, all-day row and hour labels, and each event's times.
public struct TimelineLayoutConfiguration: Sendable, LayoutConfiguration {
    /// The width of a day's column; 120 pt by default.
    public var dayWidth: CGFloat = 120
    /// Points an hour; 60 by default. Change it with ``TimelineLayout/zoom(toHourHeight:)`` to
    /// keep the time at the centre of the screen where it is.
    public var hourHeight: CGFloat = 60
    /// The hours each day shows, from midnight; the whole day by default.
    public var hours: ClosedRange<Double> = 0...24
    /// The width of the hour labels' column, frozen at the leading edge; 52 pt by default.
    public var hourLabelWidth: CGFloat = 52
    /// The height of the day headers' row, frozen at the top; 44 pt by default.
    public var dayHeaderHeight: CGFloat = 44
    /// The height of each all-day event in the all-day row, frozen below the day headers; the row
    /// holds as many as the busiest day has (none, no row). 24 pt by default.
    public var allDayEventHeight: CGFloat = 24
    /// The least height of an event, so a short one stays readable; 20 pt by default. Events
    /// drawn overlapping stand side by side even when their times do not overlap.
    public var minimumEventHeight: CGFloat = 20
    /// The event at an index path: its day is its section, its times its own.
    public var event: @Sendable (ItemPath) -> TimelineEvent

    /// A timeline whose events `event` gives, with the other settings at their defaults.
    public init(event: @escaping @Sendable (ItemPath) -> TimelineEvent) {
        self.event = event
    }

    /// Throws a `LayoutError` naming a width or height that is not finite and above 0 (the
    /// label and header sizes may be 0), or hours not within 0 to 24 or of no length. Each
    /// event's times are checked when the layout prepares.
    public func validate() throws(LayoutError) {
        for (name, value) in [("dayWidth", dayWidth), ("hourHeight", hourHeight)] { try LayoutError.checkLength(name, value, positive: true) }
        for (name, value) in [("hourLabelWidth", hourLabelWidth), ("dayHeaderHeight", dayHeaderHeight),
                              ("allDayEventHeight", allDayEventHeight), ("minimumEventHeight", minimumEventHeight)] {
            try LayoutError.checkLength(name, value)
        }
        guard hours.lowerBound >= 0, hours.upperBound <= 24, hours.upperBound > hours.lowerBound else {
            throw .invalidValue(name: "hours", value: CGFloat(hours.upperBound - hours.lowerBound),
                                expected: "hours within 0...24, of some length (from \(hours.lowerBound) to \(hours.upperBound))")
        }
    }
}
