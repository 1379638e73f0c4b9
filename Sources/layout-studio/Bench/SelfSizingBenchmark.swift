import CompositionalLayoutModule
import Foundation
import LayoutCore
import LayoutHosting
import Layouts

/// One self-sizing resolution in a long estimated layout, as a collection view makes it through
/// the host both views use: a visible cell reports its real size, the layout takes it and the
/// host measures the anchor's move (timed); then the next frame's visible rect is queried (not
/// timed: the frame rows measure queries) and, every tenth resolution, a new frame is shown,
/// whose anchor the next resolution takes. The layouts update one entry of a prefix-sum tree (and
/// re-place or re-break a line or group); the reference re-solves and materialises every cell and
/// queries the rect, as a layout without prefix sums (Apple's solver) must.
struct SelfSizingBenchmark {
    /// The layout's name in the table.
    var name: String
    var n: Int
    /// The estimated length per item along the axis, to start the viewport mid-content.
    var itemPitch: CGFloat
    var makeLayout: () throws(LayoutError) -> any SelfSizingLayout
    var viewport = CGSize(width: 390, height: 844)
    var resolutions = 200

    /// Every self-sizing layout at `n` items.
    static func all(n: Int) -> [SelfSizingBenchmark] {
        [
            // Full-width rows estimated 44 tall.
            SelfSizingBenchmark(name: "compositional list", n: n, itemPitch: 44, makeLayout: BenchCatalog.estimatedList),
            // Cards of a title over a row of two cells, every group estimated (three cells per 110 points).
            SelfSizingBenchmark(name: "compositional cards", n: n, itemPitch: 110 / 3,
                                makeLayout: CompositionalLayout.selfSizingCards),
            SelfSizingBenchmark(name: "table", n: n, itemPitch: 44) { () throws(LayoutError) in
                try TableLayout(estimatedRowHeight: 44)
            },
            // Messages estimated 60 tall, half on each side, reporting heights and bubble widths.
            SelfSizingBenchmark(name: "chat", n: n, itemPitch: 60) { () throws(LayoutError) in try BenchCatalog.chat(dateHeaders: false) },
            // Items estimated 120 × 120, three to a line.
            SelfSizingBenchmark(name: "flow", n: n, itemPitch: 128 / 3) { () throws(LayoutError) in
                var configuration = FlowLayoutConfiguration(minimumLineSpacing: 8, minimumInteritemSpacing: 8)
                configuration.estimatedItemSize = CGSize(width: 120, height: 120)
                return try FlowLayout(configuration: configuration)
            },
            // Two columns of cards estimated 150 tall.
            SelfSizingBenchmark(name: "waterfall", n: n, itemPitch: 158 / 2) { () throws(LayoutError) in
                try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(2), columnSpacing: 8, itemSpacing: 8) { _ in
                    .estimated(150)
                })
            },
        ]
    }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let layout = try makeLayout()
        let bounds = CGRect(origin: CGPoint(x: 0, y: itemPitch * 45 * CGFloat(n) / 100), size: viewport)
        let host = CollectionViewEngine(layout: layout)
        let prepare = try clock.measure { () throws(LayoutError) in
            try host.layout.prepare(with: LayoutContext(bounds: bounds), itemCounts: { [n] })
        }
        host.viewDidLayout()
        let first = layout.layoutAttributesForElements(in: bounds).map(\.indexPath.item).min() ?? 0
        var times: [Duration] = []
        for step in 0..<resolutions {
            if step % 10 == 0 { host.viewDidLayout() }
            times.append(try clock.measure { Self.resolve(host, item: first + step % 10, step: step) })
            _ = host.layout.layoutAttributesForElements(in: bounds)
        }
        let reference = ReferenceLayout(wrapping: layout)
        reference.hostState.context = layout.context
        var referenceTimes: [Duration] = []
        for step in 0..<5 {
            referenceTimes.append(try clock.measure { () throws(LayoutError) in
                Self.resolve(host, item: first + step, step: step + 50)
                try reference.prepare()
                _ = reference.layoutAttributesForElements(in: bounds)
            })
        }
        return BenchRow(layout: name + " sizing", n: n, prepare: prepare,
                        frame: FrameBenchmark.median(times), referenceFrame: FrameBenchmark.median(referenceTimes))
    }

    /// `item` reports a size that changes with `step` along the scroll axis (and across it in a
    /// grid), through the host.
    private static func resolve(_ host: CollectionViewEngine, item: Int, step: Int) {
        guard let original = host.layout.layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0)) else { return }
        var preferred = original
        preferred.frame.size.height = CGFloat(40 + step % 50)
        if host.layout.layout is FlowLayout { preferred.frame.size.width = CGFloat(90 + step % 40) }
        _ = host.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }
}
