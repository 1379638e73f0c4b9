import CollectionLayoutsTesting
import CompositionalLayoutModule
import Foundation
import LayoutCore
import Layouts

/// Scrolling up through cells never sized, frame by frame, in the strict simulated view: each
/// frame moves the bounds 7 points, and the cells entering at the top report their sizes, which
/// the host anchors so that what is on screen stays put. The frame's cost is the view's whole
/// layout pass: the kept and newly exposed elements, the sizes, the anchor.
struct UnsizedScrollBenchmark {
    var name: String
    var n: Int
    var itemPitch: CGFloat
    var makeLayout: () throws(LayoutError) -> any CollectionLayout
    var frames = 400

    static func all(n: Int) -> [UnsizedScrollBenchmark] {
        SelfSizingBenchmark.all(n: n).map { benchmark in
            UnsizedScrollBenchmark(name: benchmark.name + " unsized", n: n, itemPitch: benchmark.itemPitch,
                                   makeLayout: benchmark.makeLayout)
        }
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let size = CGSize(width: 390, height: 844)
        var view: SimulatedCollectionView?
        let prepare = try clock.measure { () throws(LayoutError) in
            view = try SimulatedCollectionView(size: size, layout: try makeLayout(), itemCounts: [n], clock: ManualClock())
        }
        guard let view else { throw LayoutError.invalidValue(name: "view", value: 0, expected: "a view") }
        view.preferredSizeProvider = { attributes in
            var size = attributes.frame.size
            size.height = CGFloat(30 + (attributes.indexPath.item * 37) % 90)
            return size
        }
        view.setContentOffset(CGPoint(x: 0, y: itemPitch * 45 * CGFloat(n) / 100), animated: false)
        var times: [Duration] = []
        times.reserveCapacity(frames)
        for _ in 0..<frames {
            let offset = CGPoint(x: 0, y: view.contentOffset.y - 7)
            times.append(try clock.measure { view.setContentOffset(offset, animated: false) })
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times), referenceFrame: .zero)
    }
}
