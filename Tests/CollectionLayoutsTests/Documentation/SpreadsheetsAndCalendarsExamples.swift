import Foundation
import Testing
import CollectionLayouts
import CollectionLayoutsTesting

/// The code of "Spreadsheets and calendars", run as written.
@Suite("Spreadsheets and calendars article")
struct SpreadsheetsAndCalendarsExamples {
    @Test func aSpreadsheet() throws {
        var configuration = GridLayoutConfiguration(columnWidths: .uniform(88), rowHeights: .uniform(36), spacing: 1)
        configuration.frozenLeadingRows = 1      // the header row
        configuration.frozenTrailingRows = 1     // the totals row
        configuration.frozenLeadingColumns = 1   // the names
        configuration.mergedCells = [.init(rows: 1..<2, columns: 1..<4)]
        let layout = try GridLayout(configuration: configuration)
        // Register a view for GridLayout.columnLineKind and GridLayout.rowLineKind: the grid lines.
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 700), layout: layout,
                                               itemCounts: Array(repeating: 20, count: 30), clock: ManualClock(),
                                               registering: ViewRegistry(decorationKinds: [GridLayout.columnLineKind, GridLayout.rowLineKind]))
        // The title across columns 1 to 3 of row 1: 3·88 + 2 = 266 wide.
        #expect(view.collectionLayout.layoutAttributesForItem(at: ItemPath(item: 1, section: 1))?.frame
                == CGRect(x: 89, y: 37, width: 266, height: 36))
    }

    @Test func aWeekCalendar() throws {
        struct Event { var time: TimelineEvent }
        let week = [[Event(time: TimelineEvent(start: 9, end: 10))], [], [Event(time: .allDay)]]
        var configuration = TimelineLayoutConfiguration { path in week[path.section][path.item].time }
        configuration.hours = 7...22
        let layout = try TimelineLayout(configuration: configuration)
        try layout.setNow(TimelineMoment(day: 2, hour: 14 + 20.0 / 60))   // each minute
        let collectionView = try SimulatedCollectionView(
            size: CGSize(width: 390, height: 700), layout: layout, itemCounts: week.map(\.count), clock: ManualClock(),
            registering: ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                      decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind]))
        collectionView.setContentOffset(CGPoint(x: 0, y: 248), animated: false)
        // A pinch: the offset that keeps the time at the centre of the screen where it is.
        let offset = try layout.zoom(toHourHeight: 90)
        collectionView.setContentOffset(offset, animated: false)
        // Below headers of 44 and an all-day row of 24, the centre was 248 + 350 − 68 = 530 pt into
        // the hours, 530 / 60 hours; at 90 pt an hour it is 795 pt in: 68 + 795 − 350 = 513.
        #expect(abs(offset.y - 513) < 1e-9)
    }
}
