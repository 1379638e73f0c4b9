import Foundation
import LayoutCore

/// One day of a ``TimelineLayout``, placed once per change of its events: each timed event's
/// frame relative to the day (x from the day's left edge, y from the top of its hours), side by
/// side where they overlap (``TimelineColumns``), and each all-day event's line in the all-day
/// row. Timed events are kept by where they begin, with the farthest end so far, so that the
/// events meeting a stretch of the day are found by a binary search.
struct TimelineDay {
    /// Where an event of the day goes.
    enum Placement: Equatable {
        /// A timed event, at its frame relative to the day.
        case timed(CGRect)
        /// An all-day event, on its line of the all-day row.
        case allDay(line: Int)
    }

    /// Each event's place, by item.
    let placements: [Placement]
    /// The timed events by their frames' top, then item.
    private let timedOrder: [Int]
    /// The top of each of ``timedOrder``'s frames.
    private let tops: [CGFloat]
    /// The farthest bottom of ``timedOrder``'s frames up to each.
    private let farthestBottoms: [CGFloat]
    /// The all-day events, by line.
    let allDayItems: [Int]

    /// No events.
    static let empty = TimelineDay(placements: [], timedOrder: [], tops: [], farthestBottoms: [], allDayItems: [])

    private init(placements: [Placement], timedOrder: [Int], tops: [CGFloat], farthestBottoms: [CGFloat], allDayItems: [Int]) {
        self.placements = placements
        self.timedOrder = timedOrder
        self.tops = tops
        self.farthestBottoms = farthestBottoms
        self.allDayItems = allDayItems
    }

    /// Day `section`'s `events`, `dayWidth` wide, on `scale` (whose top is 0). An event's frame
    /// is at least `minimumHeight` tall, and events overlap by their frames, so a short event
    /// drawn over the next stands beside it. Throws a `LayoutError` naming an event whose times
    /// are not finite or that ends before it starts.
    /// - Complexity: O(n log n + n·k) for n events in clusters of at most k columns.
    init(section: Int, events: [TimelineEvent], dayWidth: CGFloat, scale: TimelineScale, minimumHeight: CGFloat) throws(LayoutError) {
        let timed = events.indices.filter { !events[$0].isAllDay }
        // Drawn at least the minimum tall, an event holds its column that long.
        let columns = try TimelineColumns(timed.map { (start: events[$0].start, end: events[$0].end) },
                                          minimumLength: Double(minimumHeight / scale.hourHeight),
                                          name: { "event \(ItemPath(item: timed[$0], section: section))" }).placements
        var placements = [Placement](repeating: .allDay(line: 0), count: events.count)
        for (index, item) in timed.enumerated() {
            let column = columns[index], width = dayWidth / CGFloat(column.columnCount)
            let span = scale.span(from: events[item].start, to: events[item].end, minimumHeight: minimumHeight)
            placements[item] = .timed(CGRect(x: CGFloat(column.column) * width, y: span.y, width: width, height: span.height))
        }
        let allDay = events.indices.filter { events[$0].isAllDay }
        for (line, item) in allDay.enumerated() { placements[item] = .allDay(line: line) }
        func frame(_ item: Int) -> CGRect {
            if case .timed(let frame) = placements[item] { return frame }
            return .zero
        }
        let order = timed.sorted { (frame($0).minY, $0) < (frame($1).minY, $1) }
        var bottoms = order.map { frame($0).maxY }
        for index in bottoms.indices.dropFirst() { bottoms[index] = max(bottoms[index], bottoms[index - 1]) }
        self.init(placements: placements, timedOrder: order, tops: order.map { frame($0).minY }, farthestBottoms: bottoms, allDayItems: allDay)
    }

    /// The timed events whose frames meet `low...high` (relative to the day's hours) as a rect
    /// query meets frames, by item.
    /// - Complexity: O(log n + k), plus the events between that end before `low`.
    func timedItems(meeting low: CGFloat, _ high: CGFloat) -> [Int] {
        // The first event whose frame, or an earlier one's, reaches past `low`.
        var first = 0, end = farthestBottoms.count
        while first < end {
            let mid = (first + end) / 2
            if farthestBottoms[mid] < low || (high > low && farthestBottoms[mid] == low) { first = mid + 1 } else { end = mid }
        }
        var items: [Int] = []
        var index = first
        while index < timedOrder.count, tops[index] < high || (tops[index] == high && high == low) {
            let item = timedOrder[index]
            if case .timed(let frame) = placements[item], GridAxis.meets(frame.minY, frame.maxY, low, high) { items.append(item) }
            index += 1
        }
        return items
    }
}
