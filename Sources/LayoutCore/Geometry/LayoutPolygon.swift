import Foundation

/// A convex polygon: its vertices in order. Carried by attributes (a collage cell's shape) and
/// appearances (a template thumbnail's cells); `Hashable` by hand, as CG geometry is not on
/// iOS 16.
public struct LayoutPolygon: Hashable, Sendable {
    /// The vertices in order around the polygon.
    public var points: [CGPoint]

    /// A polygon through `points`, in order.
    public init(_ points: [CGPoint]) {
        self.points = points
    }

    /// The axis-aligned rectangle around every vertex, or `.null` for no vertices.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The enclosed area (shoelace formula), whichever way the vertices turn.
    package var area: CGFloat { abs(signedArea) }

    /// The shoelace area with a sign: positive when the vertices turn clockwise on screen (y down).
    package var signedArea: CGFloat {
        guard points.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The lengths of the edges, the edge from vertex i to vertex i + 1 first.
    package var edgeLengths: [CGFloat] {
        guard points.count >= 2 else { return [] }
        return points.indices.map { index in
            let a = points[index], b = points[(index + 1) % points.count]
            return hypot(b.x - a.x, b.y - a.y)
        }
    }

    /// Each vertex with corners rounded by `radius`: where the rounding leaves the edge from
    /// the previous vertex, the vertex itself (the curve's control point), and where it joins
    /// the edge to the next, each at most half an edge from the vertex. Drawing entry, a quadratic
    /// curve through the corner to exit, then a line to the next entry traces the outline.
    package func roundedCorners(radius: CGFloat) -> [(entry: CGPoint, corner: CGPoint, exit: CGPoint)] {
        guard points.count >= 3 else { return [] }
        func toward(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { return a }
            let t = min(max(0, radius), length / 2) / length
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        return points.indices.map { index in
            let corner = points[index]
            let previous = points[(index + points.count - 1) % points.count], next = points[(index + 1) % points.count]
            return (toward(corner, previous), corner, toward(corner, next))
        }
    }

    /// The polygon moved by `dx`, `dy`.
    package func offsetBy(dx: CGFloat, dy: CGFloat) -> LayoutPolygon {
        LayoutPolygon(points.map { CGPoint(x: $0.x + dx, y: $0.y + dy) })
    }

    /// Whether `point` lies inside or on the polygon (which must be convex).
    package func contains(_ point: CGPoint) -> Bool {
        guard points.count >= 3 else { return false }
        var sign: CGFloat = 0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Hashes the vertices `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(points.count)
        for point in points { hasher.combine(point: point) }
    }

    /// Whether both have the same vertices in the same order.
    public static func == (lhs: LayoutPolygon, rhs: LayoutPolygon) -> Bool {
        lhs.points == rhs.points
    }
}
