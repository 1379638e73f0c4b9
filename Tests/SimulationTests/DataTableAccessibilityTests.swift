import Foundation
import Testing
@_spi(Testing) import LayoutCore
import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// VoiceOver in the layouts that scroll both ways (issue 47): the grid read as a table, each cell
/// at its row and column with its headers, merged cells spanning theirs, the row and column
/// navigation scrolling to the cell it moves to; the calendar read day by day, by start time,
/// with the times spoken.
@Suite struct DataTableAccessibilityTests {
    /// Cells titled by `title`.
    final class Titled: SimulatedDataSource {
        let title: (ElementKey) -> String
        init(_ title: @escaping (ElementKey) -> String) { self.title = title }

        func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
            cell.setAppearance(ElementAppearance(title: title(ElementKey(category: .cell, indexPath: indexPath))), animationDuration: 0)
            return cell
        }
    }

    /// A 40 × 30 sheet of 100 × 44 cells with its header row and name column frozen, the cells of
    /// row 2 from column 1 to 3 merged; titled "Region", "Q1"…, "Store 1"… and figures.
    static func sheet() throws -> (SimulatedCollectionView, Titled) {
        var configuration = GridLayoutConfiguration(columnWidths: .uniform(100), rowHeights: .uniform(44), spacing: 1)
        configuration.frozenLeadingRows = 1
        configuration.frozenLeadingColumns = 1
        configuration.mergedCells = [.init(rows: 2..<3, columns: 1..<4)]
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 700), layout: try GridLayout(configuration: configuration),
                                               itemCounts: Array(repeating: 30, count: 40), clock: ManualClock(),
                                               registering: ViewRegistry(decorationKinds: [GridLayout.columnLineKind, GridLayout.rowLineKind]))
        let source = Titled { key in
            switch (key.indexPath.section, key.indexPath.item) {
            case (0, 0): "Region"
            case (0, let column): "Q\(column)"
            case (let row, 0): "Store \(row)"
            case (let row, let column): "\(row * 100 + column)"
            }
        }
        view.dataSource = source
        try view.reloadData(itemCounts: view.itemCounts)
        return (view, source)
    }

    static func element(_ view: SimulatedCollectionView, _ row: Int, _ column: Int) -> AccessibilityElement? {
        view.accessibilityElements.first { $0.key == ElementKey(category: .cell, indexPath: ItemPath(item: column, section: row)) }
    }

    /// Row 3 (from 0), column 2: its column's header "Q2", its row's "Store 3", then its place
    /// from 1. The headers are headers; the merged cell spans three columns.
    @Test func cellsSayTheirRowColumnAndHeaders() throws {
        let (view, source) = try Self.sheet()
        _ = source
        let cell = try #require(Self.element(view, 3, 2))
        #expect(cell.label == "302")
        #expect(cell.value == "Q2, Store 3, row 4, column 3")
        #expect(cell.tableSpan == TableSpan(rows: 3..<4, columns: 2..<3))
        #expect(cell.traits.isEmpty)
        let header = try #require(Self.element(view, 0, 2))
        #expect(header.value == "Region, row 1, column 3")
        #expect(header.traits.contains(.header))
        #expect(Self.element(view, 5, 0)?.traits.contains(.header) == true)
        let merged = try #require(Self.element(view, 2, 1))
        #expect(merged.tableSpan == TableSpan(rows: 2..<3, columns: 1..<4))
        #expect(merged.value == "Q1, Store 2, row 3, column 2")
        #expect(Self.element(view, 2, 2) == nil)
    }

    /// The row and column navigation reaches any cell: row 30, column 20 is scrolled on screen
    /// (centred) and read; a cell a merged block covers answers the block; outside the table,
    /// nothing. Cells scrolled beneath the frozen bands are not read.
    @Test func theTableNavigationScrollsToTheCell() throws {
        let (view, source) = try Self.sheet()
        _ = source
        #expect(Self.element(view, 30, 20) == nil)
        let far = try #require(view.accessibilityTableElement(row: 30, column: 20))
        #expect(far.value == "Q20, Store 30, row 31, column 21")
        #expect(view.bounds.contains(CGPoint(x: far.frame.midX, y: far.frame.midY)))
        // The body's cells wholly beneath the header row or the name column are not read; those
        // it cuts are.
        let read = view.accessibilityElements.filter { $0.key.category == .cell }
        #expect(read.allSatisfy { element in
            let (row, column) = (element.key.indexPath.section, element.key.indexPath.item)
            return row == 0 || column == 0 || (element.frame.maxY > view.contentOffset.y + 44 && element.frame.maxX > view.contentOffset.x + 100)
        })
        #expect(read.contains { $0.key.indexPath.section > 0 && $0.frame.minY < view.contentOffset.y + 44 })
        #expect(view.accessibilityTableElement(row: 2, column: 3)?.key == ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 2)))
        #expect(view.accessibilityTableElement(row: 40, column: 0) == nil)
    }

    /// The week's Monday: its header, its all-day event, then A (9:00), B (9:30), C (10:00) and
    /// the instant D (12:00), each with its times.
    @Test func theCalendarReadsEventsByStartTime() throws {
        let week = TimelineLayoutTestsWeek.days
        var configuration = TimelineLayoutConfiguration { week[$0.section][$0.item].event }
        configuration.hours = 8...20
        configuration.dayWidth = 150
        let view = try SimulatedCollectionView(
            size: CGSize(width: 390, height: 900), layout: try TimelineLayout(configuration: configuration), itemCounts: week.map(\.count),
            clock: ManualClock(),
            registering: ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                      decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind]))
        let source = Titled { week[$0.indexPath.section][$0.indexPath.item].title }
        view.dataSource = source
        try view.reloadData(itemCounts: week.map(\.count))
        let monday = view.accessibilityElements.filter { $0.key.indexPath.section == 0 && $0.key.category != .supplementaryView(TimelineLayout.hourLabelKind) }
        #expect(monday.map(\.key.category) == [.supplementaryView(TimelineLayout.dayHeaderKind)] + Array(repeating: .cell, count: 5))
        #expect(monday.dropFirst().map(\.label) == ["E", "A", "B", "C", "D"])
        #expect(monday.dropFirst().map(\.value) == ["All day", "9:00 to 10:00", "9:30 to 11:00", "10:00 to 10:30", "12:00 to 12:00"])
        // The hour labels, the time axis, come before the days, by hour.
        let kinds = view.accessibilityElements.map(\.key.category)
        let labels = kinds.prefix { $0 == .supplementaryView(TimelineLayout.hourLabelKind) }.count
        #expect(labels > 0 && !kinds[labels...].contains(.supplementaryView(TimelineLayout.hourLabelKind)))
        #expect(view.accessibilityElements.prefix(labels).map(\.key.indexPath.item) == Array(0..<labels).map { $0 + view.accessibilityElements[0].key.indexPath.item })
    }
}

/// The hand-worked week of the timeline's tests, titled.
enum TimelineLayoutTestsWeek {
    static let days: [[(title: String, event: TimelineEvent)]] = [
        [("A", TimelineEvent(start: 9, end: 10)), ("B", TimelineEvent(start: 9.5, end: 11)), ("C", TimelineEvent(start: 10, end: 10.5)),
         ("D", TimelineEvent(start: 12, end: 12)), ("E", .allDay)],
        [("F", TimelineEvent(start: 8, end: 9)), ("G", .allDay), ("H", .allDay)],
    ]
}
