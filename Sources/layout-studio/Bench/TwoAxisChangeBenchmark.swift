import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import CollectionLayoutsTesting
import Simulation

/// One change to a layout that scrolls both ways, through the simulated view and the pass that
/// shows it: a row inserted in the middle of the spreadsheet (a section), a column of it resized
/// (`GridLayout.setWidth(_:ofColumn:)`), an event of the calendar moved to the next day (a batch
/// update's move). The row's frame is the median of the changes; its reference is a view made
/// anew for the same data, what a change costs when it places everything again.
struct TwoAxisChangeBenchmark {
    enum Change: String, CaseIterable {
        case gridInsertRow = "grid insert row", gridResizeColumn = "grid resize column", timelineMoveEvent = "timeline move event"
    }

    var change: Change
    var n: Int
    var changes = 21

    var name: String { change.rawValue }

    static func all(n: Int) -> [TwoAxisChangeBenchmark] {
        Change.allCases.map { TwoAxisChangeBenchmark(change: $0, n: n) }
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let size = CGSize(width: 390, height: 844)
        let isGrid = change != .timelineMoveEvent
        let counts = isGrid ? BenchCatalog.gridCounts(n) : BenchCatalog.timelineCounts(n)
        let registry = isGrid ? ViewRegistry(decorationKinds: [GridLayout.columnLineKind, GridLayout.rowLineKind])
            : ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                           decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind])
        // The calendar's events, moved by the changes.
        final class Week: @unchecked Sendable { var days: [[TimelineEvent]] = [] }
        let week = Week()
        week.days = counts.indices.map { day in (0..<counts[day]).map { BenchCatalog.timelineEvent(ItemPath(item: $0, section: day)) } }
        func makeLayout() throws(LayoutError) -> any CollectionLayout {
            guard !isGrid else { return try BenchCatalog.spreadsheet() }
            return try TimelineLayout(configuration: TimelineLayoutConfiguration { week.days[$0.section][$0.item] })
        }
        var made: SimulatedCollectionView?
        let prepare = try clock.measure {
            made = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: counts, clock: ManualClock(), registering: registry)
        }
        guard let view = made else { return BenchRow(layout: name, n: n, prepare: prepare, frame: .zero, referenceFrame: .zero) }
        view.setContentOffset(CGPoint(x: view.scrollableRange(.horizontal).upperBound / 2, y: view.scrollableRange(.vertical).upperBound / 2),
                              animated: false)
        view.layoutIfNeeded()
        var times: [Duration] = []
        for step in 0..<changes {
            let sections = view.itemCounts.count
            times.append(try clock.measure {
                switch change {
                case .gridInsertRow:
                    try view.performBatchUpdates(itemCounts: Array(repeating: view.itemCounts[0], count: sections + 1), updatingData: {},
                                                 { $0.insertSections([sections / 2]) }, completion: nil)
                case .gridResizeColumn:
                    try (view.collectionLayout as? GridLayout)?.setWidth(CGFloat(60 + step), ofColumn: view.itemCounts[0] / 2)
                case .timelineMoveEvent:
                    let day = sections / 2 + step % max(1, sections / 2 - 1)
                    var newCounts = view.itemCounts
                    newCounts[day] -= 1
                    newCounts[day + 1] += 1
                    try view.performBatchUpdates(itemCounts: newCounts, updatingData: {
                        week.days[day + 1].insert(week.days[day].removeFirst(), at: 0)
                    }, { $0.moveItem(at: ItemPath(item: 0, section: day), to: ItemPath(item: 0, section: day + 1)) }, completion: nil)
                }
                view.layoutIfNeeded()
            })
        }
        var references: [Duration] = []
        for _ in 0..<(n >= 1_000_000 ? 1 : 3) {
            references.append(try clock.measure {
                _ = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: view.itemCounts, clock: ManualClock(),
                                                registering: registry)
            })
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times), referenceFrame: FrameBenchmark.median(references))
    }
}
