import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// Layouts that scroll both ways (catalogue spec, "Grid" and "Timeline"): a spreadsheet of a
/// million cells with its header row, name column and totals row frozen, and a week calendar.
enum TwoAxisDemos {
    static let all = [spreadsheet, weekCalendar]

    static let spreadsheet = Demo(
        name: "grid-spreadsheet", title: "A spreadsheet of a million cells",
        summary: "1,000 rows × 1,000 columns of figures, 1 pt apart with grid lines in the gaps. The header row, the name column and the totals row stay frozen at the edges while the body scrolls both ways under them, the corners above both; the title across columns 1 to 3 of row 2 is one merged cell. A diagonal fling with the directional lock off, then a drag that begins sideways and stays sideways with it on.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.wait(seconds: 0.2)]
            + DemoStep.fling(drag: CGPoint(x: -90, y: -120), velocity: CGPoint(x: 900, y: 1400))
            + [.perform("lock"), .drag(by: CGPoint(x: -160, y: -30), frames: 30), .release(velocity: CGPoint(x: 300, y: 600)),
               .settle(maximumSeconds: 6)]
    ) { size, clock in
        var configuration = GridLayoutConfiguration(columnWidths: .uniform(88), rowHeights: .uniform(36), spacing: 1)
        configuration.frozenLeadingRows = 1
        configuration.frozenTrailingRows = 1
        configuration.frozenLeadingColumns = 1
        configuration.mergedCells = [.init(rows: 2..<3, columns: 1..<4)]
        let counts = Array(repeating: 1_000, count: 1_000)
        let view = try SimulatedCollectionView(size: size, layout: try GridLayout(configuration: configuration), itemCounts: counts, clock: clock,
                                               registering: ViewRegistry(decorationKinds: [GridLayout.columnLineKind, GridLayout.rowLineKind]))
        let dataSource = AppearanceDataSource { key in
            guard key.category == .cell else { return ElementAppearance(title: "", tint: 7, cornerRadius: 0) }
            return ElementAppearance(title: spreadsheetText(row: key.indexPath.section, column: key.indexPath.item), tint: spreadsheetTint(row: key.indexPath.section, column: key.indexPath.item),
                                     cornerRadius: 0)
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: counts)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.actions["lock"] = { view.isDirectionalLockEnabled = true }
        return scene
    }

    /// What the spreadsheet's cell at `row` and `column` says: column letters and "Total" in the
    /// frozen rows, names in the frozen column, figures in the body.
    static func spreadsheetText(row: Int, column: Int) -> String {
        switch (row, column) {
        case (0, 0): "Region"
        case (0, _): "Q\(column)"
        case (999, 0): "Total"
        case (999, _): String((column * 7_919) % 100_000)
        case (2, 1): "Merged across three columns"
        case (_, 0): "Store \(row)"
        default: String((row * 31 + column * 17) % 1_000)
        }
    }

    /// The palette colour of a cell: frozen rows and the name column apart from the body.
    static func spreadsheetTint(row: Int, column: Int) -> Int {
        row == 0 || row == 999 ? (column == 0 ? 3 : 4) : column == 0 ? 5 : 11
    }

    static let weekCalendar = Demo(
        name: "timeline-week", title: "A week calendar",
        summary: "Seven days of 110 pt from 7:00 to 21:00 at 56 pt an hour. Overlapping meetings stand side by side in the fewest columns (Tuesday's stand-up, review and one-to-one share three); a reminder of no length is drawn 20 pt tall beside what runs then; all-day events fill a row below the day headers. The headers and the all-day row stay at the top, the hour labels at the left, and a red line marks Wednesday 14:20. A pinch zooms to 84 pt an hour keeping 13:00 at the centre; then a diagonal fling.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.wait(seconds: 0.2), .perform("zoom"), .wait(seconds: 0.3)]
            + DemoStep.fling(drag: CGPoint(x: -80, y: -60), velocity: CGPoint(x: 700, y: 600))
    ) { size, clock in
        let week = weekEvents
        var configuration = TimelineLayoutConfiguration { weekEvent(at: $0).event }
        configuration.dayWidth = 110
        configuration.hourHeight = 56
        configuration.hours = 7...21
        let layout = try TimelineLayout(configuration: configuration)
        try layout.setNow(TimelineMoment(day: 2, hour: 14 + 20.0 / 60))
        let view = try SimulatedCollectionView(
            size: size, layout: layout, itemCounts: week.map(\.count), clock: clock,
            registering: ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                      decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind]))
        let days = ["Mon 23", "Tue 24", "Wed 25", "Thu 26", "Fri 27", "Sat 28", "Sun 29"]
        let dataSource = AppearanceDataSource { key in
            switch key.category {
            case .cell: ElementAppearance(title: weekEvent(at: key.indexPath).title, tint: key.indexPath.section + key.indexPath.item,
                                          cornerRadius: 4)
            case .supplementaryView(TimelineLayout.dayHeaderKind): ElementAppearance(title: days[key.indexPath.section], tint: 7, cornerRadius: 0)
            case .supplementaryView(TimelineLayout.hourLabelKind): ElementAppearance(title: "\(7 + key.indexPath.item):00", tint: 7, cornerRadius: 0)
            case .decorationView(TimelineLayout.nowLineKind): ElementAppearance(title: "", tint: 0, cornerRadius: 0)
            default: ElementAppearance(title: "", tint: 7, cornerRadius: 0)
            }
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: week.map(\.count))
        try view.scrollToItem(at: ItemPath(item: 0, section: 1), at: .top, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.actions["zoom"] = {
            let offset = try layout.zoom(toHourHeight: 84)
            view.setContentOffset(offset, animated: false)
            view.layoutIfNeeded()
        }
        return scene
    }

    /// The event at `path` of the week; past the week's own (a test that inserts events behind the
    /// model's back), an hour-long meeting at an hour of the item.
    static func weekEvent(at path: ItemPath) -> (title: String, event: TimelineEvent) {
        guard weekEvents.indices.contains(path.section), weekEvents[path.section].indices.contains(path.item) else {
            let start = 8 + Double(path.item % 12)
            return ("Meeting", TimelineEvent(start: start, end: start + 1))
        }
        return weekEvents[path.section][path.item]
    }

    /// A week of events: a title and times (hours from midnight) for each, by day.
    static let weekEvents: [[(title: String, event: TimelineEvent)]] = [
        [("Planning", TimelineEvent(start: 9, end: 10.5)), ("Lunch", TimelineEvent(start: 12, end: 13)), ("Holiday", .allDay)],
        [("Stand-up", TimelineEvent(start: 9.5, end: 10)), ("Review", TimelineEvent(start: 9.75, end: 11)),
         ("One-to-one", TimelineEvent(start: 9.5, end: 10.25)), ("Design", TimelineEvent(start: 14, end: 16)),
         ("Call back", TimelineEvent(start: 15, end: 15))],
        [("Workshop", TimelineEvent(start: 10, end: 12.5)), ("Gym", TimelineEvent(start: 18, end: 19)), ("Offsite", .allDay),
         ("Visitors", .allDay)],
        [("Interviews", TimelineEvent(start: 13, end: 17)), ("Coffee", TimelineEvent(start: 15.5, end: 16))],
        [("Demo day", TimelineEvent(start: 11, end: 12)), ("Drinks", TimelineEvent(start: 17.5, end: 20))],
        [("Market", TimelineEvent(start: 8, end: 10))],
        [("Lunch with Sam", TimelineEvent(start: 12.5, end: 14))],
    ]
}
