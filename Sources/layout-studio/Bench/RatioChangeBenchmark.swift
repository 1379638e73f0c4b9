import Foundation
import LayoutCore
import Layouts

/// One photo of a justified layout learning its real proportions, mid-content: the app changes
/// the ratio and calls `invalidateAspectRatios(ofItemsAt:)`, and the layout prepares (timed): its
/// rows break again from the row before the photo until the old breaks resume, the later rows
/// moving in the prefix sums. The reference lays every photo out again, as a layout without an
/// in-place change must.
struct RatioChangeBenchmark {
    var n: Int
    var changes = 200

    /// The app's ratios, which the layout's closure reads.
    private final class Ratios: @unchecked Sendable {
        var values: [CGFloat]
        init(_ values: [CGFloat]) { self.values = values }
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let ratios = Ratios((0..<n).map(BenchCatalog.photoRatio))
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: 120, spacing: 3) { ratios.values[$0.item] }
        configuration.maximumRowHeight = 240
        let layout = try JustifiedLayout(configuration: configuration)
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [n])
        let prepare = try clock.measure { () throws(LayoutError) in try layout.prepare(in: context) }
        var times: [Duration] = []
        for step in 0..<changes {
            let item = n / 2 + step % 40
            ratios.values[item] = CGFloat(0.5 + Double(step % 7) * 0.4)
            times.append(try clock.measure { () throws(LayoutError) in
                layout.invalidateAspectRatios(ofItemsAt: [ItemPath(item: item, section: 0)])
                try layout.prepare(in: layout.context)
            })
        }
        var referenceTimes: [Duration] = []
        for _ in 0..<3 {
            referenceTimes.append(try clock.measure { () throws(LayoutError) in
                layout.invalidateLayout(with: .everything)
                try layout.prepare(in: layout.context)
            })
        }
        return BenchRow(layout: "justified ratio", n: n, prepare: prepare, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
