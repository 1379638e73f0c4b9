import CollectionLayoutsTesting
import CompositionalLayoutModule
import DeclaredViews
import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// One change at the middle of n items in one section, in each layout that holds 10⁶ items:
/// through the simulated view's public `performBatchUpdates` and the layout pass that shows it
/// (an insert, a delete, a move from the middle to a quarter, a reload of the same size), through
/// a diffable data source (a snapshot of the shown one with one item more, or one fewer,
/// applied without animation), and through SwiftUI's door (``DeclaredCollection``, as its
/// coordinator updates: the app's rows with one more in the middle, or the same storage). The
/// row's frame is the median of the changes; its reference is the layout's full `prepare()` for
/// the same counts (a view made anew), what an update costs when it places everything again.
struct ChangeBenchmark {
    enum Change: String, CaseIterable {
        case insert, delete, move, reload
        case applyOneMore = "apply +1", applyOneFewer = "apply −1", applyRebuilt = "apply rebuilt +1"
        case applyRebuiltSwapped = "apply rebuilt swap"
        case declaredOneMore = "declared +1", declaredSame = "declared same"
    }

    var layoutName: String
    var change: Change
    var n: Int
    var makeLayout: () throws(LayoutError) -> any CollectionLayout
    var changes = 21

    var name: String { "\(layoutName) \(change.rawValue)" }

    /// The views every layout's view registers: the cells, and the table's first header.
    static let registry = ViewRegistry(supplementaryKinds: [ElementCategory.headerKind])

    static func all(n: Int) -> [ChangeBenchmark] {
        let layouts: [(String, () throws(LayoutError) -> any CollectionLayout)] = [
            ("table", { () throws(LayoutError) in try TableLayout(itemSize: CGSize(width: 390, height: 60)) }),
            ("table stretching header", { () throws(LayoutError) in try BenchCatalog.stretchingTable() }),
            ("chat", { () throws(LayoutError) in try BenchCatalog.chat(dateHeaders: false) }),
            ("card deck", { () throws(LayoutError) in try CardDeckLayout() }),
            ("flow grid", { () throws(LayoutError) in try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120))) }),
            ("compositional", { () throws(LayoutError) in CompositionalLayout.list() }),
            ("waterfall", { () throws(LayoutError) in try BenchCatalog.waterfall() }),
            ("justified", { () throws(LayoutError) in try BenchCatalog.justified() }),
            ("aligned flow", { () throws(LayoutError) in try BenchCatalog.alignedFlow() }),
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
            view = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: [n], clock: ManualClock(),
                                               registering: Self.registry)
        }
        guard let view else { return BenchRow(layout: name, n: n, prepare: prepare, frame: .zero, referenceFrame: .zero) }
        view.setContentOffset(CGPoint(x: 0, y: view.scrollableRange(.vertical).upperBound / 2), animated: false)
        view.layoutIfNeeded()
        var times: [Duration] = []
        switch change {
        case .applyOneMore, .applyOneFewer, .applyRebuilt, .applyRebuiltSwapped: times = try measureApplies(in: view)
        case .declaredOneMore, .declaredSame: times = try measureDeclaredUpdates(in: view)
        default: times = try measureBatchUpdates(in: view)
        }
        var references: [Duration] = []
        for _ in 0..<(n >= 1_000_000 ? 1 : 3) {
            references.append(try clock.measure {
                _ = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: view.itemCounts, clock: ManualClock(),
                                                registering: Self.registry)
            })
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(references))
    }

    /// Each change through `performBatchUpdates`, and the pass that shows it.
    private func measureBatchUpdates(in view: SimulatedCollectionView) throws -> [Duration] {
        let clock = ContinuousClock()
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
                    default: updates.reloadItems(at: [middle])
                    }
                }, completion: nil)
                view.layoutIfNeeded()
            })
        }
        return times
    }

    /// Each change as an app makes it through a diffable data source: the shown snapshot edited
    /// (one item inserted before the middle one, or the middle one deleted), applied, and the pass
    /// that shows it; or (`apply rebuilt`) a snapshot the app builds afresh from its model with one
    /// item more, built outside the time, applied and shown: the common UIKit pattern, whose apply
    /// compares the two snapshots' items; `apply rebuilt swap` also swaps two items near the ends,
    /// so the apply matches every item, through the data source as an app's apply runs.
    private func measureApplies(in view: SimulatedCollectionView) throws -> [Duration] {
        let clock = ContinuousClock()
        let dataSource = DeclaredRows.numberedDataSource(for: view)
        var initial = DiffableSnapshot<Int, Int>()
        try initial.appendSections([0])
        try initial.appendItems(Array(0..<n))
        try dataSource.applySnapshotUsingReloadData(initial)
        view.layoutIfNeeded()
        var times: [Duration] = []
        var model = Array(0..<n)
        let rebuilds = change == .applyRebuilt || change == .applyRebuiltSwapped
        for step in 0..<changes where rebuilds {
            model.insert(n + step, at: model.count / 2)
            if change == .applyRebuiltSwapped { model.swapAt(1 + step, model.count - 2 - step) }
            var rebuilt = DiffableSnapshot<Int, Int>()
            try rebuilt.appendSections([0])
            try rebuilt.appendItems(model)
            times.append(try clock.measure {
                try dataSource.apply(rebuilt, animatingDifferences: false)
                view.layoutIfNeeded()
            })
        }
        for step in 0..<changes where !rebuilds {
            guard let middle = dataSource.snapshot().itemIdentifier(section: 0, item: (n - 1) / 2) else {
                throw LayoutError.invalidValue(name: "middle item", value: CGFloat(n), expected: "an item")
            }
            times.append(try clock.measure {
                var snapshot = dataSource.snapshot()
                if change == .applyOneMore {
                    try snapshot.insertItems([n + step], beforeItem: middle)
                } else {
                    try snapshot.deleteItems([middle])
                }
                try dataSource.apply(snapshot, animatingDifferences: false)
                view.layoutIfNeeded()
            })
        }
        return times
    }

    /// Each change as SwiftUI's view makes it (``DeclaredCollection`` through ``DeclaredSections``):
    /// the app's rows with one more in the middle, or the same storage.
    private func measureDeclaredUpdates(in view: SimulatedCollectionView) throws -> [Duration] {
        let clock = ContinuousClock()
        let declared = DeclaredRows(view: view)
        var rows = DeclaredRows.rows(n)
        try declared.show(rows)
        var times: [Duration] = []
        for step in 0..<changes {
            if change == .declaredOneMore { rows.insert(DeclaredRows.Row(id: n + step, title: "new \(step)"), at: rows.count / 2) }
            times.append(try clock.measure { try declared.show(rows) })
        }
        return times
    }
}
