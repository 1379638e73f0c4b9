import Foundation
@_spi(Testing) import LayoutCore
@testable import Layouts
import PropertyBased
import Testing

/// The timeline's overlapping events side by side (catalogue spec, "Timeline"): worked by hand,
/// and against a brute-force reference that finds clusters by comparing every pair.
@Suite struct TimelineColumnsTests {
    typealias Placement = TimelineColumns.Placement

    /// A 9–10, B 9:30–11, C 10–10:30, D 11–12, E 11:30–12:30 (hours). In start order: A takes
    /// column 0; B overlaps it and takes 1; C starts as A ends, so column 0 is free again; the
    /// cluster A, B, C has 2 columns. D starts as the cluster's last event (B) ends: a new
    /// cluster, column 0; E overlaps D, column 1: 2 columns.
    @Test func aMorningWorkedByHand() throws {
        let columns = try TimelineColumns([(9, 10), (9.5, 11), (10, 10.5), (11, 12), (11.5, 12.5)])
        #expect(columns.placements == [Placement(column: 0, columnCount: 2), Placement(column: 1, columnCount: 2),
                                       Placement(column: 0, columnCount: 2), Placement(column: 0, columnCount: 2),
                                       Placement(column: 1, columnCount: 2)])
    }

    /// Same start: the longer first (X 9–11 in column 0, Y 9–10 in column 1). A lone event has
    /// the day to itself, and back-to-back events share a column, each alone in its cluster.
    @Test func tiesLonelyAndBackToBackEvents() throws {
        #expect(try TimelineColumns([(9, 10), (9, 11)]).placements == [Placement(column: 1, columnCount: 2),
                                                                        Placement(column: 0, columnCount: 2)])
        #expect(try TimelineColumns([(14, 15)]).placements == [Placement(column: 0, columnCount: 1)])
        #expect(try TimelineColumns([(8, 9), (9, 10)]).placements == [Placement(column: 0, columnCount: 1),
                                                                       Placement(column: 0, columnCount: 1)])
        #expect(try TimelineColumns([]).placements.isEmpty)
        // An event of no length holds its instant: beside a meeting running then (10–11, a
        // reminder at 10:30), beside another instant at that time, alone once the meeting ends.
        #expect(try TimelineColumns([(10, 11), (10.5, 10.5), (10.5, 10.5), (11, 11)]).placements
                == [Placement(column: 0, columnCount: 3), Placement(column: 1, columnCount: 3),
                    Placement(column: 2, columnCount: 3), Placement(column: 0, columnCount: 1)])
    }

    /// A chain that overlaps only transitively is one cluster: 9–11, 10–12, 11:30–13 need two
    /// columns at most at once; the third takes column 0 again (free since 11), and all three
    /// share the cluster's 2 columns.
    @Test func aChainIsOneCluster() throws {
        #expect(try TimelineColumns([(9, 11), (10, 12), (11.5, 13)]).placements
                == [Placement(column: 0, columnCount: 2), Placement(column: 1, columnCount: 2), Placement(column: 0, columnCount: 2)])
    }

    @Test func badEventsAreRefusedNamingThem() {
        #expect(throws: LayoutError.invalidValue(name: "end of event 1", value: 8, expected: "a finite time at or after its start 9.0")) {
            try TimelineColumns([(1, 2), (9, 8)])
        }
        do {
            _ = try TimelineColumns([(.nan, 2)])
            Issue.record("a start that is not a number was accepted")
        } catch {
            #expect("\(error)" == "start of event 0 is nan; expected a finite time")
        }
        #expect(throws: LayoutError.invalidValue(name: "end of event 0", value: .infinity,
                                                 expected: "a finite time at or after its start 1.0")) {
            try TimelineColumns([(1, .infinity)])
        }
    }

    /// The reference: clusters as the connected parts of the overlap graph (every pair
    /// compared, an event of no length holding its instant), each cluster's events in start
    /// order (longer first) taking the lowest column none of its earlier overlapping events
    /// holds, the count the columns used.
    static func reference(_ given: [(start: Double, end: Double)]) -> [Placement] {
        let n = given.count
        let intervals = given.map { (start: $0.start, end: $0.end > $0.start ? $0.end : $0.start.nextUp) }
        func overlap(_ a: Int, _ b: Int) -> Bool {
            intervals[a].start < intervals[b].end && intervals[b].start < intervals[a].end
        }
        var cluster = Array(0..<n)
        func root(_ x: Int) -> Int { cluster[x] == x ? x : root(cluster[x]) }
        for a in 0..<n { for b in 0..<n where a < b && overlap(a, b) { cluster[root(a)] = root(b) } }
        let order = (0..<n).sorted {
            intervals[$0].start != intervals[$1].start ? intervals[$0].start < intervals[$1].start
                : intervals[$0].end != intervals[$1].end ? intervals[$0].end > intervals[$1].end : $0 < $1
        }
        var column = [Int](repeating: 0, count: n)
        for (rank, event) in order.enumerated() {
            let taken = Set(order[..<rank].filter { overlap($0, event) }.map { column[$0] })
            column[event] = (0...).first { !taken.contains($0) }!
        }
        return (0..<n).map { event in
            Placement(column: column[event], columnCount: ((0..<n).filter { root($0) == root(event) }.map { column[$0] }.max() ?? 0) + 1)
        }
    }

    @Test func placementsMatchTheReference() async {
        let events = zip(Gen.int(in: 0...95), Gen.int(in: 0...16)).array(of: 0...40)
        await propertyCheck(count: 300, input: events) { events in
            // Quarter hours across a day, up to 4 hours long, zero-length events included.
            let intervals = events.map { (start: Double($0.0) / 4, end: Double($0.0 + $0.1) / 4) }
            let placements = try TimelineColumns(intervals).placements
            #expect(placements == Self.reference(intervals))
            // No two events that overlap share a column.
            let held = intervals.map { (start: $0.start, end: TimelineColumns.occupiedEnd($0)) }
            for a in held.indices {
                for b in held.indices where a < b && held[a].start < held[b].end && held[b].start < held[a].end {
                    #expect(placements[a].column != placements[b].column)
                }
            }
        }
    }
}
