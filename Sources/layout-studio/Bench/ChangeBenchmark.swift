import CollectionLayoutsTesting
import CompositionalLayout
import Foundation
import LayoutCore
import Layouts

/// One change at the middle of n items in one section, through the simulated view's public
/// `performBatchUpdates` and the layout pass that shows it: an insert, a delete, a move (from the
/// middle to a quarter) or a reload (same size), in each layout that holds 10⁶ items. The row's
/// frame is the median of the changes; its reference is the layout's full `prepare()` for the
/// same counts (a view made anew), what an update costs when it places everything again.
struct ChangeBenchmark {
    enum Change: String, CaseIterable {
        case insert, delete, move, reload
    }

    var layoutName: String
    var change: Change
    var n: Int
    var makeLayout: () throws(LayoutError) -> any CollectionLayout
    var changes = 21

    var name: String { "\(layoutName) \(change.rawValue)" }

    static func all(n: Int) -> [ChangeBenchmark] {
        let layouts: [(String, () throws(LayoutError) -> any CollectionLayout)] = [
            ("table", { () throws(LayoutError) in try TableLayout(itemSize: CGSize(width: 390, height: 60)) }),
            ("flow grid", { () throws(LayoutError) in try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120))) }),
            ("compositional list", { () throws(LayoutError) in CompositionalLayout.list() }),
            ("waterfall", { () throws(LayoutError) in try BenchCatalog.waterfall() }),
            ("justified", { () throws(LayoutError) in try BenchCatalog.justified() }),
        ]
        return layouts.flatMap { name, make in
            Change.allCases.map { ChangeBenchmark(layoutName: name, change: $0, n: n, makeLayout: make) }
        }
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let size = CGSize(width: 390, height: 844)
        var view: SimulatedCollectionView?
        let prepare = try clock.measure {
            view = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: [n], clock: ManualClock())
        }
        guard let view else { return BenchRow(layout: name, n: n, prepare: prepare, frame: .zero, referenceFrame: .zero) }
        view.setContentOffset(CGPoint(x: 0, y: view.scrollableRange(.vertical).upperBound / 2), animated: false)
        view.layoutIfNeeded()
        var times: [Duration] = []
        for step in 0..<changes {
            let count = view.itemCounts[0]
            let middle = ItemPath(item: count / 2 + step, section: 0)
            times.append(try clock.measure {
                try view.performBatchUpdates(itemCounts: [change == .insert ? count + 1 : change == .delete ? count - 1 : count],
                                             updatingData: {}, { updates in
                    switch change {
                    case .insert: updates.insertItems(at: [middle])
                    case .delete: updates.deleteItems(at: [middle])
                    case .move: updates.moveItem(at: middle, to: ItemPath(item: count / 4, section: 0))
                    case .reload: updates.reloadItems(at: [middle])
                    }
                }, completion: nil)
                view.layoutIfNeeded()
            })
        }
        var references: [Duration] = []
        for _ in 0..<(n >= 1_000_000 ? 1 : 3) {
            references.append(try clock.measure {
                _ = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: view.itemCounts, clock: ManualClock())
            })
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(references))
    }
}
