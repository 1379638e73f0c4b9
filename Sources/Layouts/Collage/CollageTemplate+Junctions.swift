import Foundation
import LayoutCore

/// A point where dividers cross or meet end to end (not a T end, where one divider stops on
/// another): dragging it moves every divider through it.
@_spi(Testing) public struct CollageJunction: Hashable, Sendable {
    /// Where it is on the unit canvas.
    @_spi(Testing) public var point: CGPoint
    /// The dividers through it, by index, in increasing order.
    @_spi(Testing) public var dividers: [Int]

    @_spi(Testing) public func hash(into hasher: inout Hasher) {
        hasher.combine(point: point)
        hasher.combine(dividers)
    }

    @_spi(Testing) public static func == (lhs: CollageJunction, rhs: CollageJunction) -> Bool {
        lhs.point == rhs.point && lhs.dividers == rhs.dividers
    }
}

extension CollageTemplate {
    /// The junctions: points where two dividers cross, or where two dividers both end, each
    /// with every divider through it.
    @_spi(Testing) public var junctions: [CollageJunction] {
        let segments = dividers.indices.map { segment(ofDivider: $0) }
        func onSegment(_ index: Int, _ point: CGPoint) -> Bool {
            let (a, b) = segments[index]
            return PlaneLine(point: a, direction: CGPoint(x: b.x - a.x, y: b.y - a.y))
                .segmentContains(point, tolerance: CellFinder.tolerance)
        }
        func isEnd(_ index: Int, _ point: CGPoint) -> Bool {
            CellFinder.same(segments[index].start, point) || CellFinder.same(segments[index].end, point)
        }
        var candidates = segments.flatMap { [$0.start, $0.end] }
        for i in dividers.indices {
            for j in dividers.indices where j > i {
                if let point = PlaneLine(dividers[i]).intersection(with: PlaneLine(dividers[j])) { candidates.append(point) }
            }
        }
        var points: [CGPoint] = []
        for point in candidates where !points.contains(where: { CellFinder.same($0, point) }) {
            let through = dividers.indices.filter { onSegment($0, point) }
            let ends = through.filter { isEnd($0, point) }.count
            // Two ends meet, or two dividers pass through; one end on a divider is a T.
            if ends >= 2 || through.count - ends >= 2 { points.append(point) }
        }
        return points.map { point in
            CollageJunction(point: point, dividers: dividers.indices.filter { onSegment($0, point) })
        }
    }
}
