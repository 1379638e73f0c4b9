import Foundation
import LayoutCore
import LayoutHosting

/// Times a layout as a collection view drives it, through the one host both views use: a full
/// prepare, then scrolled frames (along one axis, or diagonally), each one bounds change → the layout's invalidation, if it
/// asks for one → prepare → the attributes the view shows (the kept ones and the newly exposed
/// regions, or all of the visible rect after an invalidation).
struct FrameBenchmark {
    var viewport: CGSize
    var itemCounts: [Int]
    var axis: ScrollDirection
    /// Whether frames step along both axes at once (a diagonal scroll), for content that scrolls
    /// both ways; `axis` is then the one whose range spreads the bursts.
    var scrollsBothAxes = false
    /// The views registered for the layout's kinds, so every element is shown.
    var registry = ViewRegistry()

    struct Result {
        var prepare: Duration
        var frameMedian: Duration
    }

    /// Prepares `layout` from scratch (median of `prepareRuns`), then runs `frames` scroll frames
    /// spread over the content, stepping 7 points per frame in bursts, and takes the median frame.
    func measure(_ layout: any CollectionLayout, prepareRuns: Int, frames: Int) throws -> Result {
        let clock = ContinuousClock()
        let environment = LayoutContext(bounds: CGRect(origin: .zero, size: viewport))
        var prepareTimes: [Duration] = []
        var host = HostedLayout(layout, registry: registry)
        for _ in 0..<max(1, prepareRuns) {
            host = HostedLayout(layout, registry: registry)
            prepareTimes.append(try clock.measure { () throws(LayoutError) in
                try host.prepare(with: environment, itemCounts: { itemCounts })
            })
        }
        var cache = VisibleElementCache()
        let content = layout.collectionViewContentSize
        let scrollable = max(0, content[axis] - viewport[axis])
        let crossScrollable = max(0, content[axis.cross] - viewport[axis.cross])
        var frameTimes: [Duration] = []
        frameTimes.reserveCapacity(frames)
        let bursts = 10, perBurst = max(1, frames / bursts)
        for burst in 0..<bursts {
            let start = scrollable * CGFloat(burst) / CGFloat(bursts)
            for step in 0..<perBurst {
                var origin = CGPoint.zero
                origin[axis] = min(scrollable, start + CGFloat(step) * 7)
                if scrollsBothAxes {
                    origin[axis.cross] = min(crossScrollable, crossScrollable * CGFloat(burst) / CGFloat(bursts) + CGFloat(step) * 7)
                }
                let newBounds = CGRect(origin: origin, size: viewport)
                frameTimes.append(try clock.measure { () throws(LayoutError) in
                    try Self.frame(host, cache: &cache, to: newBounds, environment: environment, itemCounts: itemCounts)
                })
            }
        }
        return Result(prepare: Self.median(prepareTimes), frameMedian: Self.median(frameTimes))
    }

    /// One scrolled frame, as `SimulatedCollectionView` runs it (without its views).
    static func frame(_ host: HostedLayout, cache: inout VisibleElementCache, to newBounds: CGRect, environment: LayoutContext,
                      itemCounts: [Int]) throws(LayoutError) {
        host.boundsDidChange(to: newBounds)
        var context = environment
        context.bounds = newBounds
        if try host.prepare(with: context, itemCounts: { itemCounts }) { cache.invalidate() }
        let visible = cache.update(to: newBounds, invalidated: false, query: host.layoutAttributesForElements)
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
