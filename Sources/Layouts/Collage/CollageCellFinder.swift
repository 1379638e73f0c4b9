import Foundation
import LayoutCore

/// Finds the cells of a set of dividers: the faces of the planar graph their segments and the
/// canvas's border make, walked keeping each face on the right (clockwise on screen), with
/// collinear edges of one line merged, numbered in reading order.
struct CellFinder {
    /// Two points closer than this are one vertex.
    static let tolerance: CGFloat = 1e-9

    /// A straight piece of the graph: a border side or a divider, and the points on it.
    private struct Segment {
        var line: CollageLine
        var start: CGPoint
        var end: CGPoint
        /// Ends of other dividers and crossings lying on it.
        var points: [CGPoint] = []

        var planeLine: PlaneLine { PlaneLine(point: start, direction: CGPoint(x: end.x - start.x, y: end.y - start.y)) }

        /// Whether `point` lies on the segment, ends included (within the tolerance).
        func contains(_ point: CGPoint) -> Bool {
            planeLine.segmentContains(point, tolerance: CellFinder.tolerance)
        }

        /// Whether `point` is one of its ends.
        func hasEnd(at point: CGPoint) -> Bool {
            CellFinder.same(point, start) || CellFinder.same(point, end)
        }
    }

    /// A directed edge of the graph.
    private struct HalfEdge {
        var from: Int
        var to: Int
        var line: CollageLine
    }

    let dividers: [CollageDivider]

    static func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func cells() throws(CollageError) -> [CollageCell] {
        var segments = try makeSegments()
        try addCrossings(to: &segments)
        let (vertices, halfEdges) = graph(of: segments)
        return try faces(vertices: vertices, halfEdges: halfEdges)
    }

    // MARK: Segments

    private func makeSegments() throws(CollageError) -> [Segment] {
        var segments = [
            Segment(line: .border(.top), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 0)),
            Segment(line: .border(.right), start: CGPoint(x: 1, y: 0), end: CGPoint(x: 1, y: 1)),
            Segment(line: .border(.bottom), start: CGPoint(x: 0, y: 1), end: CGPoint(x: 1, y: 1)),
            Segment(line: .border(.left), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 1)),
        ]
        let template = CollageTemplate(checkedDividers: dividers, cells: [])
        for index in dividers.indices {
            let (start, end) = template.segment(ofDivider: index)
            let along = dividers[index].orientation == .vertical ? end.y - start.y : end.x - start.x
            guard along > Self.tolerance else { throw .emptyDivider(divider: index) }
            segments.append(Segment(line: .divider(index), start: start, end: end))
        }
        // Each end joins the segment it rests on.
        for (index, divider) in dividers.enumerated() {
            let own = segments[4 + index]
            for (anchor, point, isStart) in [(divider.startAnchor, own.start, true), (divider.endAnchor, own.end, false)] {
                let target: Int
                switch anchor {
                case .border:
                    switch divider.orientation {
                    case .vertical: target = isStart ? 0 : 2
                    case .horizontal: target = isStart ? 3 : 1
                    }
                case .divider(let other):
                    target = 4 + other
                    guard segments[target].contains(point) else { throw .danglingEnd(divider: index, anchor: other, point: point) }
                }
                segments[target].points.append(point)
            }
        }
        return segments
    }

    /// Adds the points where dividers of the two orientations cross; refuses dividers of one
    /// orientation that cross or run on from each other without a divider between.
    private func addCrossings(to segments: inout [Segment]) throws(CollageError) {
        for i in dividers.indices {
            for j in (i + 1)..<max(i + 1, dividers.count) {
                let a = segments[4 + i], b = segments[4 + j]
                let sameOrientation = dividers[i].orientation == dividers[j].orientation
                guard let point = a.planeLine.intersection(with: b.planeLine) else {
                    // Parallel: on one line they may meet end to end, but not overlap.
                    let line = a.planeLine
                    let t0 = line.parameter(of: b.start), t1 = line.parameter(of: b.end)
                    let foot = CGPoint(x: line.point.x + t0 * line.direction.x, y: line.point.y + t0 * line.direction.y)
                    if Self.same(foot, b.start), min(1, max(t0, t1)) - max(0, min(t0, t1)) > Self.tolerance {
                        throw .overlappingDividers(i, j, problem: "overlap on one line")
                    }
                    continue
                }
                guard a.contains(point), b.contains(point) else { continue }
                if sameOrientation {
                    guard a.hasEnd(at: point) && b.hasEnd(at: point) else { throw .overlappingDividers(i, j, problem: "cross") }
                    continue
                }
                segments[4 + i].points.append(point)
                segments[4 + j].points.append(point)
            }
        }
    }

    // MARK: Graph

    private func graph(of segments: [Segment]) -> (vertices: [CGPoint], halfEdges: [HalfEdge]) {
        var vertices: [CGPoint] = []
        func vertex(_ point: CGPoint) -> Int {
            if let index = vertices.firstIndex(where: { Self.same($0, point) }) { return index }
            vertices.append(point)
            return vertices.count - 1
        }
        var halfEdges: [HalfEdge] = []
        for segment in segments {
            let line = segment.planeLine
            let ordered = ([segment.start, segment.end] + segment.points)
                .map { (t: line.parameter(of: $0), vertex: vertex($0)) }
                .sorted { $0.t < $1.t }
            var previous: Int?
            for entry in ordered where entry.vertex != previous {
                if let previous {
                    halfEdges.append(HalfEdge(from: previous, to: entry.vertex, line: segment.line))
                    halfEdges.append(HalfEdge(from: entry.vertex, to: previous, line: segment.line))
                }
                previous = entry.vertex
            }
        }
        return (vertices, halfEdges)
    }

    /// Walks every face keeping it on the right: at each vertex, the next edge is the one just
    /// before the way back in the order of angles (y down). Faces of positive signed area are
    /// the cells; the one negative face is the outside.
    private func faces(vertices: [CGPoint], halfEdges: [HalfEdge]) throws(CollageError) -> [CollageCell] {
        var outgoing = Array(repeating: [Int](), count: vertices.count)
        for (index, edge) in halfEdges.enumerated() { outgoing[edge.from].append(index) }
        func angle(_ edge: HalfEdge) -> CGFloat {
            atan2(vertices[edge.to].y - vertices[edge.from].y, vertices[edge.to].x - vertices[edge.from].x)
        }
        for vertex in outgoing.indices { outgoing[vertex].sort { angle(halfEdges[$0]) < angle(halfEdges[$1]) } }
        var used = Array(repeating: false, count: halfEdges.count)
        var cells: [(cell: CollageCell, polygon: LayoutPolygon)] = []
        var total: CGFloat = 0
        for start in halfEdges.indices where !used[start] {
            var walk: [HalfEdge] = []
            var current = start
            while !used[current] {
                used[current] = true
                let edge = halfEdges[current]
                walk.append(edge)
                let around = outgoing[edge.to]
                let back = around.firstIndex { halfEdges[$0].to == edge.from && halfEdges[$0].line == edge.line } ?? 0
                current = around[(back - 1 + around.count) % around.count]
            }
            let polygon = LayoutPolygon(walk.map { vertices[$0.from] })
            guard polygon.signedArea > 0 else { continue }
            total += polygon.signedArea
            cells.append(try cell(of: walk, vertices: vertices))
        }
        guard abs(total - 1) <= 1e-6 else {
            throw .cellsDoNotTile(area: total, problem: "the faces the dividers enclose do not cover the canvas once")
        }
        return cells.sorted { Self.readsBefore($0.polygon.boundingBox, $1.polygon.boundingBox) }.map(\.cell)
    }

    /// The cell a face walk encloses: runs on one line merged into one edge; convex.
    private func cell(of walk: [HalfEdge], vertices: [CGPoint]) throws(CollageError) -> (cell: CollageCell, polygon: LayoutPolygon) {
        // Start the walk where the line changes, so that no run wraps around the end.
        let first = walk.indices.first { walk[$0].line != walk[(walk.count + $0 - 1) % walk.count].line } ?? 0
        let rotated = Array(walk[first...] + walk[..<first])
        var lines: [CollageLine] = []
        var corners: [CGPoint] = []
        for edge in rotated where lines.last != edge.line {
            lines.append(edge.line)
            corners.append(vertices[edge.from])
        }
        let polygon = LayoutPolygon(corners)
        for k in corners.indices {
            let a = corners[(k + corners.count - 1) % corners.count], b = corners[k], c = corners[(k + 1) % corners.count]
            let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            guard turn > Self.tolerance else {
                if abs(turn) <= Self.tolerance, case .divider(let i) = lines[(k + corners.count - 1) % corners.count],
                   case .divider(let j) = lines[k] {
                    throw .overlappingDividers(min(i, j), max(i, j), problem: "run on from each other in one straight line; write them as one divider")
                }
                throw .cellsDoNotTile(area: polygon.area, problem: "the cell with corners \(corners.map(\.messageDescription).joined(separator: ", ")) is not convex")
            }
        }
        // Corner k is where lines[k - 1] meets lines[k]; the cell lists its edges so that
        // vertex k is where edge k meets edge k + 1, corner k again.
        return (CollageCell(edges: [lines[lines.count - 1]] + lines.dropLast()), polygon)
    }

    /// Reading order: by top edge, then by left edge.
    static func readsBefore(_ a: CGRect, _ b: CGRect) -> Bool {
        if abs(a.minY - b.minY) > tolerance { return a.minY < b.minY }
        return a.minX < b.minX - tolerance
    }
}
