import CollectionLayoutsTesting
import CompositionalLayout
import Foundation
import LayoutCore
import Layouts

/// What VoiceOver reads on one frame of n items in the strict simulated view: the elements read
/// and their order (`accessibilityElements`), at an offset half-way through the content, after a
/// 7-point scroll each time so the visible set changes. The frame column is its median; the
/// reference column is zero (the view asks nothing unless VoiceOver does).
struct AccessibilityBenchmark {
    var name: String
    var n: Int
    var makeLayout: () throws(LayoutError) -> any CollectionLayout
    var frames = 300

    static func all(n: Int) -> [AccessibilityBenchmark] {
        [AccessibilityBenchmark(name: "flow grid voiceover", n: n) { () throws(LayoutError) in
             try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120)))
         },
         AccessibilityBenchmark(name: "compositional grid voiceover", n: n) { () throws(LayoutError) in CompositionalLayout.grid() },
         AccessibilityBenchmark(name: "carousel voiceover", n: n) { () throws(LayoutError) in
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
        let axis: ScrollDirection = view.scrollableRange(.vertical).upperBound > 0 ? .vertical : .horizontal
        var offset = view.contentOffset
        offset[axis] = view.scrollableRange(axis).upperBound / 2
        var times: [Duration] = []
        times.reserveCapacity(frames)
        for _ in 0..<frames {
            offset[axis] += 7
            view.setContentOffset(offset, animated: false)
            var read = 0
            times.append(try clock.measure { read = view.accessibilityElements.count })
            if read == 0 { throw LayoutError.invalidValue(name: "elements read", value: 0, expected: "some") }
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times), referenceFrame: .zero)
    }
}
