import CompositionalLayout
import Foundation
import LayoutCore

/// One self-sizing resolution in a long estimated list: a visible cell reports its real height,
/// and the next frame's visible rect is queried. The compositional layout re-flows one group and
/// updates one entry of its prefix-sum tree; the reference re-solves and materialises every
/// cell, as a layout without prefix sums (Apple's solver) must.
struct SelfSizingBenchmark {
    /// The row's name in the table.
    var name: String
    var n: Int
    /// The estimated length per item along the axis, to start the viewport mid-content.
    var itemPitch: CGFloat
    var makeLayout: () -> CompositionalLayout
    var viewport = CGSize(width: 390, height: 844)
    var resolutions = 200

    /// Full-width rows estimated 44 tall.
    static func list(n: Int) -> SelfSizingBenchmark {
        SelfSizingBenchmark(name: "compositional self-sizing", n: n, itemPitch: 44, makeLayout: BenchCatalog.estimatedList)
    }

    /// Cards of a title over a row of two cells, every group estimated (three cells per 110 points).
    static func nestedCards(n: Int) -> SelfSizingBenchmark {
        SelfSizingBenchmark(name: "compositional nested cards", n: n, itemPitch: 110 / 3,
                            makeLayout: CompositionalLayout.selfSizingCards)
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let layout = makeLayout()
        let bounds = CGRect(origin: CGPoint(x: 0, y: itemPitch * 45 * CGFloat(n) / 100), size: viewport)
        layout.context = LayoutContext(bounds: bounds, itemCounts: [n])
        layout.pendingInvalidation = .everything
        let prepare = try clock.measure { () throws(LayoutError) in try layout.prepare() }
        layout.pendingInvalidation = []
        let first = layout.layoutAttributesForElements(in: bounds).first?.indexPath.item ?? 0
        var times: [Duration] = []
        for step in 0..<resolutions {
            times.append(try clock.measure { Self.resolve(layout, item: first + step % 10, height: CGFloat(40 + step % 50), in: bounds) })
        }
        let reference = ReferenceLayout(wrapping: layout)
        reference.context = layout.context
        var referenceTimes: [Duration] = []
        for step in 0..<5 {
            referenceTimes.append(try clock.measure { () throws(LayoutError) in
                Self.resolve(layout, item: first + step, height: CGFloat(90 + step), in: bounds)
                try reference.prepare()
                _ = reference.layoutAttributesForElements(in: bounds)
            })
        }
        return BenchRow(layout: name, n: n, prepare: prepare,
                        frame: FrameBenchmark.median(times), referenceFrame: FrameBenchmark.median(referenceTimes))
    }

    /// Reports `height` for `item` and queries the visible rect, as the next frame does.
    private static func resolve(_ layout: CompositionalLayout, item: Int, height: CGFloat, in bounds: CGRect) {
        guard let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0)) else { return }
        var preferred = original
        preferred.frame.size.height = height
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
        _ = layout.layoutAttributesForElements(in: bounds)
    }
}
