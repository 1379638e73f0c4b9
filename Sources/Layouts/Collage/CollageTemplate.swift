import Foundation
import LayoutCore

/// A collage template: dividers that cut the unit canvas [0, 1]² into convex cells.
///
/// The cells are found once, when the template is made, as the faces the dividers enclose,
/// and numbered in reading order (top to bottom, then left to right, by their top-left
/// corner): cell *i* shows photo *i*. Moving a divider keeps the
/// cells and their edges; their polygons follow the lines.
///
/// ```swift
/// // Two cells side by side, the right one split in two (a T-junction on divider 1).
/// let template = try CollageTemplate(text: "v 1/2; h 1/2 from d1")
/// template.photoCount   // 3
/// ```
public struct CollageTemplate: Hashable, Sendable {
    /// The dividers, in the order the text lists them (`d1` is index 0).
    package private(set) var dividers: [CollageDivider]
    /// The cells in reading order, each with the lines of its edges.
    package let cells: [CollageCell]

    /// The template of one cell: no dividers.
    public static let single = CollageTemplate(checkedDividers: [], cells: [CollageCell(edges: [
        .border(.top), .border(.right), .border(.bottom), .border(.left)])])

    /// A template of `dividers`, checked: positions strictly inside (0, 1), every end resting on
    /// the border or on a divider of the other orientation that it really meets, no two
    /// dividers of one orientation crossing, and cells that are convex and tile the canvas.
    package init(dividers: [CollageDivider]) throws(CollageError) {
        for (index, divider) in dividers.enumerated() {
            for value in [divider.start, divider.end] where !(value.isFinite && value > 0 && value < 1) {
                throw .positionOutOfRange(divider: index, value: value)
            }
            for anchor in [divider.startAnchor, divider.endAnchor] {
                guard case .divider(let other) = anchor else { continue }
                guard other != index else { throw .invalidAnchor(divider: index, anchor: other, problem: "a divider cannot rest on itself") }
                guard dividers.indices.contains(other) else {
                    throw .invalidAnchor(divider: index, anchor: other, problem: "there are only \(dividers.count) dividers")
                }
                guard dividers[other].orientation != divider.orientation else {
                    throw .invalidAnchor(divider: index, anchor: other, problem: "both run the same way")
                }
            }
        }
        self.dividers = dividers
        cells = try CellFinder(dividers: dividers).cells()
    }

    /// A template whose cells are already known to belong to `checkedDividers`.
    init(checkedDividers: [CollageDivider], cells: [CollageCell]) {
        self.dividers = checkedDividers
        self.cells = cells
    }

    /// The number of photos it shows.
    public var photoCount: Int { cells.count }

    // MARK: Geometry on the unit canvas

    /// The line `line` lies on, on the unit canvas.
    func planeLine(_ line: CollageLine) -> PlaneLine {
        switch line {
        case .border(let side): PlaneLine(side)
        case .divider(let index): PlaneLine(dividers[index])
        }
    }

    /// Cell `index`'s polygon on the unit canvas, clockwise on screen: vertex k is where edge k
    /// meets edge k + 1.
    public func polygon(ofCell index: Int) -> LayoutPolygon {
        LayoutPolygon(Self.vertices(of: cells[index].edges.map(planeLine)))
    }

    /// Where each pair of consecutive lines meets.
    static func vertices(of lines: [PlaneLine]) -> [CGPoint] {
        lines.indices.map { k in
            lines[k].intersection(with: lines[(k + 1) % lines.count]) ?? lines[k].point
        }
    }

    /// The ends of divider `index` on the unit canvas: top then bottom, or left then right.
    func segment(ofDivider index: Int) -> (start: CGPoint, end: CGPoint) {
        let divider = dividers[index], line = PlaneLine(divider)
        func end(_ anchor: CollageDivider.Anchor, atStart: Bool) -> CGPoint {
            let other: PlaneLine
            switch anchor {
            case .border:
                switch divider.orientation {
                case .vertical: other = PlaneLine(atStart ? .top : .bottom)
                case .horizontal: other = PlaneLine(atStart ? .left : .right)
                }
            case .divider(let anchorIndex):
                other = PlaneLine(dividers[anchorIndex])
            }
            return line.intersection(with: other) ?? line.point
        }
        return (end(divider.startAnchor, atStart: true), end(divider.endAnchor, atStart: false))
    }

    /// The template with divider `index` moved by `shift` along its positions' axis (x for a
    /// vertical divider, y for a horizontal one); the cells keep their edges. Positions are not
    /// checked: ``CollageLayout`` clamps its moves.
    func shiftingDivider(_ index: Int, by shift: CGFloat) -> CollageTemplate {
        var copy = self
        copy.dividers[index] = dividers[index].shifted(by: shift)
        return copy
    }

    // MARK: Equality

    /// Whether both templates have the same dividers (and so the same cells, which follow from them).
    public static func == (lhs: CollageTemplate, rhs: CollageTemplate) -> Bool {
        lhs.dividers == rhs.dividers
    }

    /// Hashes what `==` compares: the dividers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dividers)
    }
}
