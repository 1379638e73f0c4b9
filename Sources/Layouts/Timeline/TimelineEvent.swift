import Foundation

/// An event of a ``TimelineLayout``'s day: when it starts and ends, in hours from the day's
/// midnight (9.5 is 9:30), or all day.
///
/// An event that runs past midnight is two events, one in each day: a day is a section.
public struct TimelineEvent: Hashable, Sendable {
    /// When it starts, in hours from midnight.
    public var start: Double
    /// When it ends, in hours from midnight: at its start or after.
    public var end: Double
    /// Whether it fills the day: it is shown in the all-day row, not by its times.
    public var isAllDay: Bool

    /// An event from `start` to `end`, in hours from midnight.
    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
        isAllDay = false
    }

    /// An event that fills its day, shown in the all-day row.
    public static let allDay: TimelineEvent = {
        var event = TimelineEvent(start: 0, end: 24)
        event.isAllDay = true
        return event
    }()
}
