import CollectionLayoutsTesting
import Foundation
import LayoutHosting
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// The week calendar (catalogue spec, "Timeline"), worked by hand: events by their times, side
/// by side where they overlap, the all-day row, frozen headers and labels, the now line, a zoom
/// keeping the centre's time; an event moved places only its days; and a brute-force reference.
@Suite struct TimelineLayoutTests {
    /// Days 100 wide after labels 50 wide, 8:00 to 20:00 at 60 pt an hour, headers 40 tall,
    /// all-day events 20 tall, events at least 20. Day 0: A 9–10, B 9:30–11, C 10–10:30, D an
    /// instant at 12, E all day. Day 1: F 8–9, G and H all day. The busiest day has two all-day
    /// events, so the hours start at 40 + 2·20 = 80.
    static let week: [[TimelineEvent]] = [
        [TimelineEvent(start: 9, end: 10), TimelineEvent(start: 9.5, end: 11), TimelineEvent(start: 10, end: 10.5),
         TimelineEvent(start: 12, end: 12), .allDay],
        [TimelineEvent(start: 8, end: 9), .allDay, .allDay],
    ]

    static func configuration(_ events: @escaping @Sendable (ItemPath) -> TimelineEvent) -> TimelineLayoutConfiguration {
        var configuration = TimelineLayoutConfiguration(event: events)
        configuration.dayWidth = 100
        configuration.hourHeight = 60
        configuration.hours = 8...20
        configuration.hourLabelWidth = 50
        configuration.dayHeaderHeight = 40
        configuration.allDayEventHeight = 20
        configuration.minimumEventHeight = 20
        return configuration
    }

    static func layout(offset: CGPoint = .zero, size: CGSize = CGSize(width: 200, height: 300),
                       week: [[TimelineEvent]] = week) throws -> TimelineLayout {
        let layout = try TimelineLayout(configuration: configuration { week[$0.section][$0.item] })
        try prepare(layout, LayoutContext(bounds: CGRect(origin: offset, size: size), itemCounts: week.map(\.count)))
        return layout
    }

    static func event(_ layout: TimelineLayout, _ day: Int, _ item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: day))?.frame
    }

    /// A, B and C overlap transitively: A takes column 0 until 10, B column 1, and C, starting at
    /// 10, column 0 again; the cluster has two columns of 50. D, an instant drawn 20 tall, is
    /// alone. y = 80 + (t₀ − 8)·60.
    @Test func eventsStandByTheirTimesSideBySide() throws {
        let layout = try Self.layout()
        #expect(Self.event(layout, 0, 0) == CGRect(x: 50, y: 140, width: 50, height: 60))
        #expect(Self.event(layout, 0, 1) == CGRect(x: 100, y: 170, width: 50, height: 90))
        #expect(Self.event(layout, 0, 2) == CGRect(x: 50, y: 200, width: 50, height: 30))
        #expect(Self.event(layout, 0, 3) == CGRect(x: 50, y: 320, width: 100, height: 20))
        #expect(Self.event(layout, 1, 0) == CGRect(x: 150, y: 80, width: 100, height: 60))
        // All-day events on their lines below the headers.
        #expect(Self.event(layout, 0, 4) == CGRect(x: 50, y: 40, width: 100, height: 20))
        #expect(Self.event(layout, 1, 2) == CGRect(x: 150, y: 60, width: 100, height: 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 250, height: 80 + 12 * 60))
    }

    /// Scrolled to (60, 100): headers and all-day events 100 lower, labels and the corner 60 to
    /// the right; the 10:00 label is centred on its line at 80 + 2·60 = 200; lines stay put.
    @Test func headersAndLabelsAreFrozen() throws {
        let layout = try Self.layout(offset: CGPoint(x: 60, y: 100))
        func supplementary(_ kind: String, _ item: Int, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(item: item, section: section))?.frame
        }
        func decoration(_ kind: String, _ item: Int) -> LayoutAttributes? {
            layout.layoutAttributesForDecorationView(ofKind: kind, at: ItemPath(item: item, section: 0))
        }
        #expect(supplementary(TimelineLayout.dayHeaderKind, 0, 1) == CGRect(x: 150, y: 100, width: 100, height: 40))
        #expect(supplementary(TimelineLayout.hourLabelKind, 2, 0) == CGRect(x: 60, y: 170, width: 50, height: 60))
        #expect(Self.event(layout, 0, 4) == CGRect(x: 50, y: 140, width: 100, height: 20))
        #expect(decoration(TimelineLayout.cornerKind, 0)?.frame == CGRect(x: 60, y: 100, width: 50, height: 80))
        #expect(decoration(TimelineLayout.cornerKind, 0)?.zIndex == TimelineLayout.Layer.corner)
        #expect(decoration(TimelineLayout.hourLineKind, 0)?.frame == CGRect(x: 50, y: 80, width: 200, height: 1))
        // Twelve labelled hours, 8:00 to 19:00; the 8:00 label kept inside the content.
        #expect(supplementary(TimelineLayout.hourLabelKind, 11, 0) != nil)
        #expect(supplementary(TimelineLayout.hourLabelKind, 12, 0) == nil)
        #expect(supplementary(TimelineLayout.hourLabelKind, 0, 0)?.minY == 50)
    }

    /// The now line at 13:30 of day 1: y = 80 + 5.5·60 − 1 = 409, across day 1; it moves when
    /// the host gives another time, and hides outside the hours shown.
    @Test func theNowLineFollowsTheHostsTime() throws {
        let layout = try Self.layout()
        #expect(layout.layoutAttributesForDecorationView(ofKind: TimelineLayout.nowLineKind, at: ItemPath(item: 0, section: 0)) == nil)
        try layout.setNow(TimelineMoment(day: 1, hour: 13.5))
        try layout.prepare()
        let line = layout.layoutAttributesForDecorationView(ofKind: TimelineLayout.nowLineKind, at: ItemPath(item: 0, section: 0))
        #expect(line?.frame == CGRect(x: 150, y: 409, width: 100, height: 2))
        #expect(layout.pendingInvalidation.contains(.layoutConfiguration))
        try layout.setNow(TimelineMoment(day: 1, hour: 21))
        #expect(layout.layoutAttributesForDecorationView(ofKind: TimelineLayout.nowLineKind, at: ItemPath(item: 0, section: 0)) == nil)
    }

    /// 13:00 at the centre of 544 pt: 80 + 5·60 − 272 = 108. Zoomed to 90 pt an hour, the offset
    /// that keeps it there is 80 + 5·90 − 272 = 258, and the view shows 13:00 at its centre.
    @Test func aZoomKeepsTheCentresTime() throws {
        let clock = ManualClock()
        let week = Self.week
        let layout = try TimelineLayout(configuration: Self.configuration { week[$0.section][$0.item] })
        let view = try SimulatedCollectionView(size: CGSize(width: 200, height: 544), layout: layout, itemCounts: week.map(\.count), clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                                                         decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind,
                                                                                           TimelineLayout.cornerKind]))
        view.setContentOffset(CGPoint(x: 0, y: 108), animated: false)
        let offset = try layout.zoom(toHourHeight: 90)
        #expect(offset == CGPoint(x: 0, y: 258))
        view.setContentOffset(offset, animated: false)
        view.layoutIfNeeded()
        #expect(layout.configuration.hourHeight == 90)
        #expect(try layout.scale(top: layout.top).time(atY: view.contentOffset.y + 272) == 13)
        // Zoomed out to 10 pt an hour the content (80 + 12·10 = 200) is shorter than the view:
        // the offset is kept at the only one it has, 0.
        #expect(try layout.zoom(toHourHeight: 10).y == 0)
    }

    /// A switch to a calendar of another hour height (SwiftUI's pinch changes the layout id) keeps
    /// the centre's time as a zoom does: 13:00 at the centre at 60 pt an hour (offset 108), the
    /// view shows the 90-pt calendar at 258, 13:00 still at the centre; a scroll after it is the
    /// person's own (the time is forgotten), and a switch from another kind of layout keeps the
    /// anchored offset.
    @Test func aSwitchToAnotherHourHeightKeepsTheCentresTime() throws {
        let week = Self.week
        let registry = ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                    decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind])
        let view = try SimulatedCollectionView(size: CGSize(width: 200, height: 544),
                                               layout: TimelineLayout(configuration: Self.configuration { week[$0.section][$0.item] }),
                                               itemCounts: week.map(\.count), clock: ManualClock(), registering: registry)
        view.setContentOffset(CGPoint(x: 0, y: 108), animated: false)
        var configuration = Self.configuration { week[$0.section][$0.item] }
        configuration.hourHeight = 90
        let zoomed = try TimelineLayout(configuration: configuration)
        try view.setCollectionViewLayout(zoomed)
        #expect(view.contentOffset == CGPoint(x: 0, y: 258))
        #expect(try zoomed.scale(top: zoomed.top).time(atY: view.contentOffset.y + 272) == 13)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(zoomed.transitionCentreTime == nil)
        #expect(zoomed.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 300)) == CGPoint(x: 0, y: 300))
    }

    @Test func badInputIsRefusedNamingIt() throws {
        #expect(throws: LayoutError.invalidValue(name: "end of event [1, 0]", value: 7, expected: "a finite time at or after its start 9.0")) {
            try Self.layout(week: [[], [TimelineEvent(start: 9, end: 7)]])
        }
        #expect(throws: LayoutError.invalidValue(name: "dayWidth", value: 0, expected: "a finite length above 0")) {
            var configuration = Self.configuration { _ in .allDay }
            configuration.dayWidth = 0
            _ = try TimelineLayout(configuration: configuration)
        }
        #expect(throws: LayoutError.invalidValue(name: "hours", value: 20,
                                                 expected: "hours within 0...24, of some length (from 6.0 to 26.0)")) {
            var configuration = Self.configuration { _ in .allDay }
            configuration.hours = 6...26
            _ = try TimelineLayout(configuration: configuration)
        }
        let layout = try Self.layout()
        #expect(throws: LayoutError.invalidValue(name: "now", value: .infinity, expected: "a finite hour")) {
            try layout.setNow(TimelineMoment(day: 0, hour: .infinity))
        }
        #expect(throws: LayoutError.invalidValue(name: "timeline hour height", value: -5, expected: "a finite length above 0")) {
            _ = try layout.zoom(toHourHeight: -5)
        }
    }

    /// Every element of a timeline, asked one by one.
    static func allElements(_ layout: TimelineLayout) -> [LayoutAttributes] {
        var all = layout.allElementsByBruteForce(supplementaryKinds: [TimelineLayout.dayHeaderKind])
        for index in 0..<30 {
            if let label = layout.layoutAttributesForSupplementaryView(ofKind: TimelineLayout.hourLabelKind, at: ItemPath(item: index, section: 0)) { all.append(label) }
            if let line = layout.layoutAttributesForDecorationView(ofKind: TimelineLayout.hourLineKind, at: ItemPath(item: index, section: 0)) { all.append(line) }
        }
        for kind in [TimelineLayout.nowLineKind, TimelineLayout.cornerKind] {
            if let element = layout.layoutAttributesForDecorationView(ofKind: kind, at: ItemPath(item: 0, section: 0)) { all.append(element) }
        }
        return all
    }

    /// Random weeks (events of any length, instants, all-day events) at random offsets: the rect
    /// query equals filtering every element, single queries agree, nothing is NaN, the content
    /// covers every frame; and no event of a cluster overlaps another of it.
    @Test func queriesMatchTheBruteForceReference() async {
        let event = zip(Gen.int(in: 0...96), Gen.int(in: 0...16), Gen.int(in: 0...9))
        let input = zip(event.array(of: 0...12).array(of: 1...5), Gen.int(in: 0...100), Gen.int(in: 0...100), Gen.int(in: 0...20))
        await propertyCheck(count: 200, input: input) { values in
            let (days, x, y, nowHour) = values
            let week = days.map { $0.map { quarter, length, kind in
                kind == 0 ? TimelineEvent.allDay : TimelineEvent(start: 6 + Double(quarter) / 8, end: 6 + Double(quarter + length) / 8)
            } }
            var configuration = Self.configuration { week[$0.section][$0.item] }
            configuration.hours = 6...22
            let layout = try TimelineLayout(configuration: configuration)
            try layout.setNow(TimelineMoment(day: nowHour % week.count, hour: 5 + Double(nowHour)))
            var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 180, height: 400), itemCounts: week.map(\.count))
            try prepare(layout, context)
            let content = layout.collectionViewContentSize
            context.bounds.origin = CGPoint(x: max(0, content.width - 180) * CGFloat(x) / 100, y: max(0, content.height - 400) * CGFloat(y) / 100)
            layout.hostState.context = context
            let all = Self.allElements(layout)
            for rect in [context.bounds, context.bounds.insetBy(dx: -60, dy: -90), CGRect(x: 70, y: 150, width: 0, height: 0)] {
                checkLayoutContract(layout, rect: rect, allElements: all)
            }
            // Timed events of a day never overlap one another (but for the last bit of a sum).
            for day in week.indices {
                let frames = week[day].indices.filter { !week[day][$0].isAllDay }.compactMap { Self.event(layout, day, $0) }
                for (i, a) in frames.enumerated() {
                    for b in frames[(i + 1)...] {
                        let shared = a.intersection(b)
                        #expect(shared.isNull || shared.width < 1e-9 || shared.height < 1e-9, "\(a) and \(b)")
                    }
                }
            }
        }
    }

    /// An event moved from one day to another through a batch update places only those two days
    /// again, and leaves the layout equal to one made anew for the new week.
    @Test func anEventMovedPlacesItsDaysAgain() throws {
        final class Week: @unchecked Sendable { var days = TimelineLayoutTests.week }
        let model = Week()
        let layout = try TimelineLayout(configuration: Self.configuration { model.days[$0.section][$0.item] })
        let view = try SimulatedCollectionView(size: CGSize(width: 200, height: 300), layout: layout, itemCounts: model.days.map(\.count),
                                               clock: ManualClock(),
                                               registering: ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                                                         decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind,
                                                                                           TimelineLayout.cornerKind]))
        let untouched = layout.days
        try view.performBatchUpdates(itemCounts: [4, 4], updatingData: {
            let moved = model.days[0].remove(at: 1)
            model.days[1].insert(TimelineEvent(start: moved.start + 2, end: moved.end + 2), at: 1)
        }, { $0.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 1)) }, completion: nil)
        let fresh = try Self.layout(week: model.days)
        fresh.hostState.context = layout.context
        #expect(Self.allElements(layout) == Self.allElements(fresh))
        #expect(layout.days.count == untouched.count)
        #expect(Self.event(layout, 1, 1) == CGRect(x: 150, y: 80 + 3.5 * 60, width: 100, height: 90))
    }
}
