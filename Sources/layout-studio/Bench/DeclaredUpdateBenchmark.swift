import CollectionLayoutsTesting
import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// SwiftUI's view updating a collection of n rows: one `DeclaredCollection.update` per SwiftUI
/// update (timed), with the same items (an unrelated state change: only the cells on screen are
/// configured again) or one more at the end. The reference reloads the whole snapshot on every
/// update, as a container without a difference must.
struct DeclaredUpdateBenchmark {
    var name: String
    var n: Int
    var appends: Bool
    var updates = 40

    static func all(n: Int) -> [DeclaredUpdateBenchmark] {
        [DeclaredUpdateBenchmark(name: "declared update, same", n: n, appends: false),
         DeclaredUpdateBenchmark(name: "declared update, +1", n: n, appends: true)]
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try TableLayout(estimatedRowHeight: 44),
                                               itemCounts: [], clock: ManualClock())
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { cell, _, item in
            cell.setAppearance(ElementAppearance(title: "\(item)"), animationDuration: 0)
        }
        let collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: 0)
        var items = Array(0..<n)
        var declaration = CollectionDeclaration<Int, Int>(sections: [(0, items)], layoutID: 0, makeLayout: { view.collectionLayout })
        let prepare = try clock.measure { try collection.update(declaration, animated: false) }
        view.setContentOffset(CGPoint(x: 0, y: CGFloat(n / 2) * 44), animated: false)
        var times: [Duration] = []
        for step in 0..<updates {
            if appends { items.append(n + step) }
            declaration.sections = [(0, items)]
            times.append(try clock.measure { try collection.update(declaration, animated: false) })
        }
        var referenceTimes: [Duration] = []
        for _ in 0..<3 {
            var snapshot = DiffableSnapshot<Int, Int>()
            referenceTimes.append(try clock.measure {
                try snapshot.appendSections([0])
                try snapshot.appendItems(items, toSection: 0)
                try dataSource.applySnapshotUsingReloadData(snapshot)
            })
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
