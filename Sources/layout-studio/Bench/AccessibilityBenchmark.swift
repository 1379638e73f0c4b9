import CollectionLayoutsTesting
import CompositionalLayoutModule
import Foundation
import LayoutCore
import LayoutHosting
import Layouts

/// What VoiceOver costs on one frame of n items in the strict simulated view, at an offset
/// half-way through the content: the elements read and their order (`accessibilityElements`,
/// after a 7-point scroll each time so the visible set changes), an increment of a carousel's
/// adjustable element (the step decided, the glide begun), or "Move later" on a table row (the
/// whole movement: begin, the finger at the next row, the end and the data source's move), or
/// what a `UICollectionView` pays on every layout pass whatever reads it (`assign`: the engine's
/// assignments of values, traits and actions to the views shown, after the same scroll). The
/// frame column is the median of one each per frame; the reference column is zero (the simulated
/// view does nothing unless VoiceOver asks).
struct AccessibilityBenchmark {
    /// What a frame does.
    enum Gesture {
        case read, increment, moveLater, assign
    }

    var name: String
    var n: Int
    var gesture = Gesture.read
    var makeLayout: () throws(LayoutError) -> any CollectionLayout
    var frames = 300

    static func all(n: Int) -> [AccessibilityBenchmark] {
        [AccessibilityBenchmark(name: "flow grid voiceover", n: n) { () throws(LayoutError) in
             try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120)))
         },
         AccessibilityBenchmark(name: "compositional grid voiceover", n: n) { () throws(LayoutError) in CompositionalLayout.grid() },
         AccessibilityBenchmark(name: "carousel voiceover", n: n) { () throws(LayoutError) in
             try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow))
         },
         AccessibilityBenchmark(name: "carousel voiceover increment", n: n, gesture: .increment) { () throws(LayoutError) in
             try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow))
         },
         AccessibilityBenchmark(name: "table voiceover move later", n: n, gesture: .moveLater) { () throws(LayoutError) in
             try TableLayout(itemSize: CGSize(width: 0, height: 44))
         },
         AccessibilityBenchmark(name: "flow grid accessibility pass", n: n, gesture: .assign) { () throws(LayoutError) in
             try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120)))
         },
         AccessibilityBenchmark(name: "carousel accessibility pass", n: n, gesture: .assign) { () throws(LayoutError) in
             try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow))
         }]
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        var view: SimulatedCollectionView?
        let prepare = try clock.measure { () throws(LayoutError) in
            view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try makeLayout(), itemCounts: [n], clock: ManualClock())
        }
        guard let view else { throw LayoutError.invalidValue(name: "view", value: 0, expected: "a view") }
        let data = MovingDataSource()
        if gesture == .moveLater {
            view.dataSource = data
            try view.reloadData(itemCounts: [n])
        }
        let axis: ScrollDirection = view.scrollableRange(.vertical).upperBound > 0 ? .vertical : .horizontal
        var offset = view.contentOffset
        offset[axis] = view.scrollableRange(axis).upperBound / 2
        view.setContentOffset(offset, animated: false)
        var times: [Duration] = []
        times.reserveCapacity(frames)
        for _ in 0..<frames {
            var done = false
            switch gesture {
            case .read:
                offset[axis] += 7
                view.setContentOffset(offset, animated: false)
                times.append(try clock.measure { done = !view.accessibilityElements.isEmpty })
            case .assign:
                offset[axis] += 7
                view.setContentOffset(offset, animated: false)
                times.append(try clock.measure { _ = view.engine.accessibilityAssignments() })
                done = true
            case .increment:
                times.append(try clock.measure { done = view.accessibilityIncrement() != nil })
            case .moveLater:
                guard let first = view.accessibilityElements.first?.key else {
                    throw LayoutError.invalidValue(name: "rows read", value: 0, expected: "some")
                }
                times.append(try clock.measure { done = view.performAccessibilityCustomAction(named: "Move later", on: first) })
            }
            if !done { throw LayoutError.invalidValue(name: "\(name) frames done", value: CGFloat(times.count), expected: "every one") }
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times), referenceFrame: .zero)
    }
}

/// Rows any of which may move, moved in place of data: what the movement costs, not an array's
/// `remove` and `insert` at 10⁶ items.
private final class MovingDataSource: SimulatedReorderingDataSource {
    func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: SimulatedCollectionView, canMoveItemAt indexPath: ItemPath) -> Bool { true }

    func collectionView(_ collectionView: SimulatedCollectionView, moveItemAt sourceIndexPath: ItemPath, to destinationIndexPath: ItemPath) {}
}
