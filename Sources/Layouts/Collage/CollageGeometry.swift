import Foundation
import LayoutCore

/// A template laid out on a canvas in points: each cell's polygon inset by the margin on the
/// border and by half the spacing on each divider (measured perpendicular to the line, slanted
/// ones too), so neighbours are exactly `spacing` apart; its bounding box; its corner radius.
///
/// A pure function of its inputs: the same template gives the same cells, scaled, for any
/// canvas, the screen's or a 3000 × 3000 export.
package struct CollageGeometry: Sendable {
    /// One cell in points.
    package struct Cell: Hashable, Sendable {
        /// The inset polygon, clockwise on screen, in the canvas's coordinates; empty when the
        /// margin and spacing leave nothing.
        package var polygon: LayoutPolygon
        /// The polygon's bounding box (a zero-size rect at the cell's centre when it is empty).
        package var frame: CGRect
        /// The corner radius: the one asked for, at most half the polygon's shortest edge.
        package var cornerRadius: CGFloat

        package func hash(into hasher: inout Hasher) {
            hasher.combine(polygon)
            hasher.combine(rect: frame)
            hasher.combine(cornerRadius)
        }
    }

    /// The canvas the cells are on.
    package let canvas: CGRect
    /// The cells, in the template's order.
    package let cells: [Cell]

    /// The largest rect of `aspectRatio` (width over height) inside `container`, centred.
    package static func canvas(aspectRatio: CGFloat, in container: CGRect) -> CGRect {
        guard aspectRatio.isFinite, aspectRatio > 0, container.width > 0, container.height > 0 else {
            return CGRect(x: container.midX, y: container.midY, width: 0, height: 0)
        }
        let width = min(container.width, container.height * aspectRatio)
        let height = min(container.height, width / aspectRatio)
        return CGRect(x: container.midX - width / 2, y: container.midY - height / 2, width: width, height: height)
    }

    /// `template` on `canvas` with `margin` at the border, `spacing` between cells and corners
    /// rounded by `cornerRadius` (clamped per cell).
    package init(template: CollageTemplate, canvas: CGRect, margin: CGFloat, spacing: CGFloat, cornerRadius: CGFloat) {
        self.canvas = canvas
        cells = template.cells.indices.map { index in
            let edges = template.cells[index].edges
            let lines = edges.map { template.planeLine($0).mapped(to: canvas) }
            let region = CollageTemplate.vertices(of: lines)
            let centre = CGPoint(x: region.map(\.x).reduce(0, +) / CGFloat(region.count),
                                 y: region.map(\.y).reduce(0, +) / CGFloat(region.count))
            var polygon = [CGPoint(x: canvas.minX, y: canvas.minY), CGPoint(x: canvas.maxX, y: canvas.minY),
                           CGPoint(x: canvas.maxX, y: canvas.maxY), CGPoint(x: canvas.minX, y: canvas.maxY)]
            for (line, edge) in zip(lines, edges) {
                polygon = Self.clip(polygon, keeping: line, inwardFrom: centre, by: edge.isDivider ? spacing / 2 : margin)
            }
            // Snap to a billionth of a point, so that 199.99999999999997 reads as the 200 it is.
            let shape = LayoutPolygon(polygon.map { CGPoint(x: Self.snapped($0.x), y: Self.snapped($0.y)) })
            let shortest = shape.edgeLengths.min() ?? 0
            let frame = polygon.isEmpty ? CGRect(origin: centre, size: .zero) : shape.boundingBox
            return Cell(polygon: shape, frame: frame, cornerRadius: max(0, min(cornerRadius, shortest / 2)))
        }
    }

    /// `value` on a grid of a billionth of a point (values too large for the grid as they are).
    static func snapped(_ value: CGFloat) -> CGFloat {
        abs(value) < 1e6 ? (value * 1e9).rounded() / 1e9 : value
    }

    /// The part of convex `polygon` at least `distance` from `line` on the side of `inside`
    /// (Sutherland–Hodgman against one half-plane).
    static func clip(_ polygon: [CGPoint], keeping line: PlaneLine, inwardFrom inside: CGPoint, by distance: CGFloat) -> [CGPoint] {
        let length = hypot(line.direction.x, line.direction.y)
        guard length > 0, !polygon.isEmpty else { return polygon }
        var normal = CGPoint(x: -line.direction.y / length, y: line.direction.x / length)
        if (inside.x - line.point.x) * normal.x + (inside.y - line.point.y) * normal.y < 0 {
            normal = CGPoint(x: -normal.x, y: -normal.y)
        }
        func depth(_ point: CGPoint) -> CGFloat {
            (point.x - line.point.x) * normal.x + (point.y - line.point.y) * normal.y - distance
        }
        var result: [CGPoint] = []
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let da = depth(a), db = depth(b)
            if da >= 0 { result.append(a) }
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                result.append(CGPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        // Drop repeated points where the line passes through a vertex.
        var unique: [CGPoint] = []
        for point in result where unique.last.map({ abs($0.x - point.x) > 1e-9 || abs($0.y - point.y) > 1e-9 }) ?? true {
            unique.append(point)
        }
        if unique.count > 1, let first = unique.first, let last = unique.last,
           abs(first.x - last.x) <= 1e-9, abs(first.y - last.y) <= 1e-9 {
            unique.removeLast()
        }
        return unique.count >= 3 ? unique : []
    }
}
