import Foundation
import LayoutCore

/// Moving a divider without a finger (VoiceOver's custom actions): which dividers bound a cell,
/// on which side, and a step of a tenth of a divider's travel, clamped as a drag is.
extension CollageLayout {
    /// The side of a cell a divider bounds it on.
    package enum CellSide: Hashable, Sendable {
        /// A vertical divider left of the cell.
        case left
        /// A vertical divider right of the cell.
        case right
        /// A horizontal divider above the cell.
        case top
        /// A horizontal divider below the cell.
        case bottom
    }

    /// The dividers along cell `index`'s edges, in the template's order, each with the side of
    /// the cell it lies on (where the divider's line passes the cell's centre); none for a cell
    /// that does not exist.
    package func dividerSides(ofCell index: Int) -> [(divider: Int, side: CellSide)] {
        let template = configuration.template
        guard template.cells.indices.contains(index) else { return [] }
        let points = template.polygon(ofCell: index).points
        guard !points.isEmpty else { return [] }
        let centre = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        return template.dividers.indices.filter { template.cells[index].touches(divider: $0) }.map { divider in
            let line = template.dividers[divider]
            switch line.orientation {
            case .vertical:
                return (divider, line.start + (line.end - line.start) * centre.y < centre.x ? .left : .right)
            case .horizontal:
                return (divider, line.start + (line.end - line.start) * centre.x < centre.y ? .top : .bottom)
            }
        }
    }

    /// Moves divider `index` by `tenths` tenths of its travel (the shifts it can take now, from
    /// one end to the other), right or down for positive tenths, clamped as a drag is; one undo
    /// step. Answers whether it moved: not while a drag is under way, for a divider that does not
    /// exist, or one already at the end.
    @discardableResult
    package func stepDivider(_ index: Int, byTenths tenths: Int) -> Bool {
        let template = configuration.template
        guard drag == nil, template.dividers.indices.contains(index), canvas.width > 0, canvas.height > 0 else { return false }
        let allowed = allowedShift(ofDivider: index)
        let shift = (CGFloat(tenths) * (allowed.upperBound - allowed.lowerBound) / 10).clamped(to: allowed)
        guard shift != 0, shift.isFinite else { return false }
        replaceTemplate(template.shiftingDivider(index, by: shift))
        history.record((template, configuration.template))
        return true
    }
}
