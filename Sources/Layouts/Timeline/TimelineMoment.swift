import Foundation

/// A moment on a ``TimelineLayout``: a day (its section) and an hour of it, from midnight.
public struct TimelineMoment: Hashable, Sendable {
    /// The day: a section of the timeline.
    public var day: Int
    /// The hour of the day, from midnight (13.25 is 13:15).
    public var hour: Double

    /// The moment `hour` hours into day `day`.
    public init(day: Int, hour: Double) {
        self.day = day
        self.hour = hour
    }
}
