import CollectionLayoutsTesting
import CompositionalLayoutModule
import DiffableData
import Foundation
import LayoutCore
import Layouts

/// A finger carrying an item through n items in the strict simulated view, fed by a diffable data
/// source with reordering handlers: the item is picked up in the middle of the content and the
/// finger moves 3 points down per frame, so the target changes every few frames and the others
/// make room (a batch update of the move, animated) while the rest of the frames only follow the
/// finger. The row's frame is the median of all frames; its "reference" column holds the median of
/// the frames whose target changed.
struct ReorderBenchmark {
    var name: String
    var n: Int
    var makeLayout: () throws(LayoutError) -> any CollectionLayout
    var frames = 300

    static func all(n: Int) -> [ReorderBenchmark] {
        [ReorderBenchmark(name: "table reorder", n: n) { () throws(LayoutError) in try TableLayout(itemSize: CGSize(width: 0, height: 60)) },
         ReorderBenchmark(name: "flow grid reorder", n: n) { () throws(LayoutError) in
             try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120)))
         },
         ReorderBenchmark(name: "compositional grid reorder", n: n) { () throws(LayoutError) in CompositionalLayout.grid() },
         ReorderBenchmark(name: "flow sized reorder", n: n) { () throws(LayoutError) in
             var configuration = FlowLayoutConfiguration()
             configuration.sizeForItem = { CGSize(width: 60 + CGFloat($0.item % 4) * 40, height: 80) }
             return try FlowLayout(configuration: configuration)
         },
         ReorderBenchmark(name: "waterfall reorder", n: n) { () throws(LayoutError) in try BenchCatalog.waterfall() },
         ReorderBenchmark(name: "justified reorder", n: n) { () throws(LayoutError) in try BenchCatalog.justified() }]
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock(), frameClock = ManualClock()
        let start = clock.now
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try makeLayout(), itemCounts: [], clock: frameClock)
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { _, _, _ in }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(Array(0..<n))
        try dataSource.apply(snapshot, animatingDifferences: false)
        let prepare = clock.now - start
        view.setContentOffset(CGPoint(x: 0, y: view.scrollableRange(.vertical).upperBound / 2), animated: false)
        let picked = view.visibleElements.filter { $0.category == .cell }.min { $0.indexPath < $1.indexPath }
        guard let picked, view.beginInteractiveMovementForItem(at: picked.indexPath) else {
            throw LayoutError.invalidValue(name: "reorder benchmark pick", value: 0, expected: "an item that moves")
        }
        var finger = picked.center
        var all: [Duration] = [], moved: [Duration] = []
        for _ in 0..<frames {
            finger.y += 3
            let target = view.interactiveMovement?.targetIndexPath
            let time = try clock.measure {
                frameClock.step()
                view.updateInteractiveMovementTargetPosition(finger)
            }
            all.append(time)
            if view.interactiveMovement?.targetIndexPath != target { moved.append(time) }
        }
        view.endInteractiveMovement()
        withExtendedLifetime(dataSource) {}
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(all),
                        referenceFrame: moved.isEmpty ? .zero : FrameBenchmark.median(moved))
    }
}
