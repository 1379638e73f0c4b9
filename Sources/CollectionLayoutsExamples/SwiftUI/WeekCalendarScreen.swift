#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import Layouts
import LayoutUIKit
import SwiftUI
import UIKit

/// A week calendar in SwiftUI (`TimelineLayout` through `CollectionLayoutView`): days across,
/// hours down, overlapping meetings side by side, all-day events in a row under the frozen day
/// headers, hour labels frozen at the leading edge, a line at the current time, drags locked to
/// the axis they begin along, and a pinch that picks a new hour height: a new layout, which keeps
/// the time at the centre of the screen where it was (the calendar reads it from the one it
/// replaces, `prepareForTransition(from:)`), as `TimelineLayout.zoom(toHourHeight:)` does in UIKit.
/// The layout reads each event's times from the events the view shows now (``CollectionItems``),
/// so an event added later is placed by its own times. VoiceOver reads each day's events by start
/// time, with their times.
public struct WeekCalendarScreen: View {
    /// A day and its events.
    struct Day: Identifiable {
        let id: Int
        let title: String
        var events: [Event]
    }

    /// An event: its title and its times.
    struct Event: Identifiable {
        let id: Int
        let title: String
        let time: TimelineEvent
    }

    @State private var days: [Day] = WeekCalendarScreen.sampleWeek
    @State private var hourHeight: CGFloat = 60

    public init() {}

    public var body: some View {
        let days = days
        let hourHeight = hourHeight
        CollectionLayoutView(days, items: \.events, layoutID: hourHeight, layout: { events in
            var configuration = TimelineLayoutConfiguration { path in events[path]?.time ?? .allDay }
            configuration.hourHeight = hourHeight
            configuration.hours = 7...22
            let layout = try TimelineLayout(configuration: configuration)
            try layout.setNow(Self.now)
            return layout
        }) { event in
            Text(event.title).font(.caption).padding(4)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background(RoundedRectangle(cornerRadius: 4).fill(Color.accentColor.opacity(0.2)))
                .accessibilityLabel(event.title)
        } supplementary: { element in
            if element.kind == TimelineLayout.dayHeaderKind {
                Text(days[element.indexPath.section].title).font(.subheadline.bold())
            } else {
                Text("\(7 + element.indexPath.item):00").font(.caption2).foregroundColor(.secondary)
            }
        }
        .collectionSupplementaryKinds(TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind)
        .collectionDecorationView(SeparatorView.self, ofKind: TimelineLayout.hourLineKind)
        .collectionDecorationView(NowLineView.self, ofKind: TimelineLayout.nowLineKind)
        .collectionDecorationView(CornerView.self, ofKind: TimelineLayout.cornerKind)
        .collectionDirectionalLockEnabled()
        .gesture(MagnificationGesture().onEnded { scale in
            self.hourHeight = min(180, max(24, hourHeight * scale))
        })
    }

    /// The current time on the sample week: Wednesday, 14:20.
    static let now = TimelineMoment(day: 2, hour: 14 + 20.0 / 60)

    /// A week of meetings, some overlapping, and two all-day events.
    static let sampleWeek: [Day] = {
        let titles = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let events: [[(String, TimelineEvent)]] = [
            [("Planning", TimelineEvent(start: 9, end: 10.5)), ("Lunch", TimelineEvent(start: 12, end: 13)), ("Holiday", .allDay)],
            [("Stand-up", TimelineEvent(start: 9.5, end: 10)), ("Review", TimelineEvent(start: 9.75, end: 11)),
             ("One-to-one", TimelineEvent(start: 9.5, end: 10.25))],
            [("Workshop", TimelineEvent(start: 10, end: 12.5)), ("Offsite", .allDay)],
            [("Interviews", TimelineEvent(start: 13, end: 17))],
            [("Demo", TimelineEvent(start: 11, end: 12))],
            [("Market", TimelineEvent(start: 8, end: 10))],
            [("Lunch with Sam", TimelineEvent(start: 12.5, end: 14))],
        ]
        var id = 0
        return titles.indices.map { day in
            Day(id: day, title: titles[day], events: events[day].map { title, time in
                id += 1
                return Event(id: id, title: title, time: time)
            })
        }
    }()
}

/// The line at the current time.
final class NowLineView: FilledDecorationView {
    override class var fill: UIColor { .systemRed }
}

/// The corner above the hour labels: the background, covering what scrolls beneath it.
final class CornerView: FilledDecorationView {
    override class var fill: UIColor { .systemBackground }
}
#endif
