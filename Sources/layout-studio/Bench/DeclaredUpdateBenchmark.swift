import CollectionLayoutsTesting
import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// SwiftUI's view updating a collection of n rows, as its coordinator does on each SwiftUI
/// update (timed, with the layout pass that shows it: ``DeclaredRows``). The app passes its array unchanged (a state
/// change elsewhere: the same storage), with one row's value changed (the ids compared once, one
/// cell configured again), or with one row more at the end; or, as an app keeping the scroll
/// offset in `@State` does, unchanged after each frame of a scroll (the cells rendered again
/// are counted in the row's name: none should be). The reference reloads the whole snapshot on
/// every update, as a container without a difference must.
struct DeclaredUpdateBenchmark {
    enum Change {
        case none, oneValue, append, offsetInState
    }

    var name: String
    var n: Int
    var change: Change
    var updates = 40

    static func all(n: Int) -> [DeclaredUpdateBenchmark] {
        [DeclaredUpdateBenchmark(name: "declared update, same", n: n, change: .none),
         DeclaredUpdateBenchmark(name: "declared update, 1 value", n: n, change: .oneValue),
         DeclaredUpdateBenchmark(name: "declared update, +1", n: n, change: .append),
         DeclaredUpdateBenchmark(name: "declared @State offset", n: n, change: .offsetInState)]
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try TableLayout(estimatedRowHeight: 44),
                                               itemCounts: [], clock: ManualClock())
        let declared = DeclaredRows(view: view)
        var rows = DeclaredRows.rows(n)
        let prepare = try clock.measure { try declared.show(rows) }
        view.setContentOffset(CGPoint(x: 0, y: CGFloat(n / 2) * 44), animated: false)
        var times: [Duration] = []
        var rendered = 0
        for step in 0..<updates {
            switch change {
            case .none: break
            case .oneValue: rows[n / 2 + step % 10].title = "changed \(step)"
            case .append: rows.append(DeclaredRows.Row(id: n + step, title: "\(n + step)"))
            case .offsetInState: view.setContentOffset(CGPoint(x: 0, y: view.contentOffset.y + 3), animated: false)
            }
            times.append(try clock.measure { rendered += try declared.show(rows) })
        }
        var referenceTimes: [Duration] = []
        let ids = rows.map(\.id)
        for _ in 0..<3 {
            var snapshot = DiffableSnapshot<Int, Int>()
            referenceTimes.append(try clock.measure {
                try snapshot.appendSections([0])
                try snapshot.appendItems(ids, toSection: 0)
                try declared.dataSource.applySnapshotUsingReloadData(snapshot)
            })
        }
        let name = change == .offsetInState ? "\(name), \(rendered) rendered" : name
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
