import Foundation
import LayoutCore

/// Times a layout as a collection view drives it: a full prepare, then scrolled frames, each
/// one bounds change → invalidation → prepare → attributes for the visible rect.
struct FrameBenchmark {
    var viewport: CGSize
    var itemCounts: [Int]
    var axis: ScrollDirection

    struct Result {
        var prepare: Duration
        var frameMedian: Duration
    }

    /// Prepares `layout` from scratch (median of `prepareRuns`), then runs `frames` scroll frames
    /// spread over the content, stepping 7 points per frame in bursts, and takes the median frame.
    func measure(_ layout: any CollectionLayout, prepareRuns: Int, frames: Int) throws -> Result {
        let clock = ContinuousClock()
        var prepareTimes: [Duration] = []
        for _ in 0..<max(1, prepareRuns) {
            layout.context = LayoutContext(bounds: CGRect(origin: .zero, size: viewport), itemCounts: itemCounts)
            layout.pendingInvalidation = .everything
            prepareTimes.append(try clock.measure { () throws(LayoutError) in try layout.prepare() })
            layout.pendingInvalidation = []
        }
        let extent = layout.collectionViewContentSize[axis]
        let scrollable = max(0, extent - viewport[axis])
        var frameTimes: [Duration] = []
        frameTimes.reserveCapacity(frames)
        let bursts = 10, perBurst = max(1, frames / bursts)
        for burst in 0..<bursts {
            let start = scrollable * CGFloat(burst) / CGFloat(bursts)
            for step in 0..<perBurst {
                var origin = CGPoint.zero
                origin[axis] = min(scrollable, start + CGFloat(step) * 7)
                let newBounds = CGRect(origin: origin, size: viewport)
                frameTimes.append(try clock.measure { () throws(LayoutError) in
                    try Self.frame(layout, to: newBounds)
                })
            }
        }
        return Result(prepare: Self.median(prepareTimes), frameMedian: Self.median(frameTimes))
    }

    /// One scrolled frame, exactly as ``SimulatedCollectionView`` runs it.
    static func frame(_ layout: any CollectionLayout, to newBounds: CGRect) throws(LayoutError) {
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidation(forBoundsChange: newBounds))
        }
        layout.context.bounds = newBounds
        if !layout.pendingInvalidation.isEmpty {
            try layout.prepare()
            layout.pendingInvalidation = []
        }
        let visible = layout.layoutAttributesForElements(in: newBounds)
        if visible.count < 0 { print("unreachable") }
    }

    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }
}

extension ContinuousClock {
    /// The time `work` takes.
    func measure(_ work: () throws(LayoutError) -> Void) throws(LayoutError) -> Duration {
        let start = now
        try work()
        return now - start
    }
}
