import Foundation
import LayoutCore
import Layouts

/// One frame of a finger moving a deck's top card: the translation reaches the layout, which
/// prepares again (its geometry is a formula of the bounds) and answers the visible rect (the
/// top card turned, the ones behind rising). The reference makes every card's attributes and
/// filters them, as a deck that does not stop at the cards shown would.
struct CardDeckDragBenchmark {
    var n: Int
    var steps = 300
    var viewport = CGSize(width: 390, height: 844)

    var name: String { "card deck drag" }

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let layout = try CardDeckLayout()
        let bounds = CGRect(origin: .zero, size: viewport)
        let context = LayoutContext(bounds: bounds, itemCounts: [n])
        let prepare = try clock.measure { () throws(LayoutError) in try layout.prepare(in: context, invalidating: .everything) }
        var times: [Duration] = []
        var referenceTimes: [Duration] = []
        for step in 0..<steps {
            let translation = CGPoint(x: 160 * sin(Double(step) / 15), y: 40 * cos(Double(step) / 23))
            times.append(try clock.measure { () throws(LayoutError) in
                try layout.dragTopCard(by: translation)
                try layout.prepare(in: context)
                _ = layout.layoutAttributesForElements(in: bounds)
            })
            if step % 30 == 0 {
                referenceTimes.append(try clock.measure {
                    _ = (0..<n).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }
                        .filter { !$0.isHidden && $0.visibleFrame.overlaps(bounds) }
                })
            }
        }
        return BenchRow(layout: name, n: n, prepare: prepare, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
