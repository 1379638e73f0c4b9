import Foundation
import LayoutCore

/// One day's events side by side where they overlap, by the catalogue's interval-graph rule:
/// the events sorted by start (then longer first) form clusters of events that overlap
/// transitively; each event takes the first column of its cluster free at its start (a column
/// is free once its last event has ended: back-to-back events share one; an event of no length
/// occupies its instant, beside the events running then); a cluster of `k`
/// columns gives each of its events `1/k` of the day's width. Taking the first free column in
/// start order uses the fewest columns a cluster can have: as many as the events that overlap at
/// its busiest moment.
///
/// A part of ``TimelineLayout``: its events' columns, found once per change of a day.
/// - Complexity: O(n log n + n·k) for n events in clusters of at most k columns.
struct TimelineColumns: Equatable {
    /// Where an event goes across its day: its column, of its cluster's `columnCount`.
    struct Placement: Equatable {
        var column: Int
        var columnCount: Int
    }

    /// The placement of each event, in the order given.
    let placements: [Placement]

    /// The columns of events spanning `intervals` (a start and an end each, in any unit of
    /// time, the end after the start or at it). Throws a `LayoutError` naming (by `name`) an
    /// event whose start or end is not finite, or which ends before it starts. An event holds
    /// its column at least `minimumLength` (the length its least height draws).
    init(_ intervals: [(start: Double, end: Double)], minimumLength: Double = 0,
         name: (Int) -> String = { "event \($0)" }) throws(LayoutError) {
        for (index, interval) in intervals.enumerated() {
            guard interval.start.isFinite else {
                throw .invalidValue(name: "start of \(name(index))", value: CGFloat(interval.start), expected: "a finite time")
            }
            guard interval.end.isFinite, interval.end >= interval.start else {
                throw .invalidValue(name: "end of \(name(index))", value: CGFloat(interval.end),
                                    expected: "a finite time at or after its start \(interval.start)")
            }
        }
        let intervals = intervals.map { (start: $0.start, end: Swift.max($0.end, $0.start + minimumLength)) }
        let order = intervals.indices.sorted { a, b in
            let (x, y) = (intervals[a], intervals[b])
            if x.start != y.start { return x.start < y.start }
            if x.end != y.end { return x.end > y.end }
            return a < b
        }
        var placements = [Placement](repeating: Placement(column: 0, columnCount: 1), count: intervals.count)
        var cluster: [Int] = [], columnEnds: [Double] = [], clusterEnd = -Double.infinity
        func closeCluster() {
            for event in cluster { placements[event].columnCount = columnEnds.count }
            cluster.removeAll(keepingCapacity: true)
            columnEnds.removeAll(keepingCapacity: true)
        }
        for event in order {
            let start = intervals[event].start, end = Self.occupiedEnd(intervals[event])
            // An event starting once every earlier one has ended begins a new cluster.
            if !cluster.isEmpty, start >= clusterEnd { closeCluster() }
            if let free = columnEnds.firstIndex(where: { $0 <= start }) {
                placements[event].column = free
                columnEnds[free] = end
            } else {
                placements[event].column = columnEnds.count
                columnEnds.append(end)
            }
            cluster.append(event)
            clusterEnd = cluster.count == 1 ? end : Swift.max(clusterEnd, end)
        }
        closeCluster()
        self.placements = placements
    }

    /// Where an event stops holding its column: its end, or just past its start when it has no
    /// length (an instant is beside what runs then, and beside another instant at that time).
    static func occupiedEnd(_ interval: (start: Double, end: Double)) -> Double {
        interval.end > interval.start ? interval.end : interval.start.nextUp
    }
}
