import Foundation
import LayoutCore

/// The grid lines: one decoration view in each gap between columns (and rows) for each band of
/// rows (and columns) it crosses, drawn one above the cells of its band and clipped, in the
/// body, to where no frozen band covers it.
extension GridLayout {
    /// Whether the grid draws lines: they are on and the gaps have room for them.
    var drawsGridLines: Bool { configuration.showsGridLines && configuration.spacing > 0 }

    /// The line of `kind` at `indexPath` (``layoutAttributesForDecorationView(ofKind:at:)``).
    func gridLine(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard drawsGridLines, let orientation = LineOrientation(kind: kind), let crossBand = GridPlacement.Band(rawValue: indexPath.section)
        else { return nil }
        let (along, across) = orientation.axes(of: placement)
        guard along.isShown(lineAfter: indexPath.item, overlapping: -.infinity, .infinity),
              let extent = Self.lineExtent(across: across, band: crossBand) else { return nil }
        return line(orientation, after: indexPath.item, in: crossBand, along: along, extent: extent)
    }

    /// Appends the lines that meet `span` to `result`.
    func appendGridLines(in span: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>), placement: (rows: GridPlacement, columns: GridPlacement),
                         to result: inout [LayoutAttributes]) {
        guard drawsGridLines else { return }
        for orientation in [LineOrientation.betweenColumns, .betweenRows] {
            let (along, across) = orientation.axes(of: placement)
            let (spanAlong, spanAcross) = orientation == .betweenColumns ? (span.x, span.y) : (span.y, span.x)
            for crossBand in GridPlacement.Band.allCases {
                guard let extent = Self.lineExtent(across: across, band: crossBand),
                      GridAxis.meets(extent.lowerBound, extent.upperBound, spanAcross.lowerBound, spanAcross.upperBound) else { continue }
                for lineBand in GridPlacement.Band.allCases {
                    for index in along.lines(of: lineBand, overlapping: spanAlong.lowerBound, spanAlong.upperBound) {
                        result.append(line(orientation, after: index, in: crossBand, along: along, extent: extent))
                    }
                }
            }
        }
    }

    /// Which gaps a kind of line runs in.
    enum LineOrientation {
        /// Lines running down, between columns (``GridLayout/columnLineKind``).
        case betweenColumns
        /// Lines running across, between rows (``GridLayout/rowLineKind``).
        case betweenRows

        init?(kind: String) {
            switch kind {
            case GridLayout.columnLineKind: self = .betweenColumns
            case GridLayout.rowLineKind: self = .betweenRows
            default: return nil
            }
        }

        var kind: String { self == .betweenColumns ? GridLayout.columnLineKind : GridLayout.rowLineKind }

        /// The axis whose gaps the lines stand in, and the one they run along.
        func axes(of placement: (rows: GridPlacement, columns: GridPlacement)) -> (along: GridPlacement, across: GridPlacement) {
            self == .betweenColumns ? (placement.columns, placement.rows) : (placement.rows, placement.columns)
        }
    }

    /// The line of `orientation` in the gap after index `index` of `along`, across the band
    /// `crossBand` of the other axis over `extent`: a line the grid draws.
    private func line(_ orientation: LineOrientation, after index: Int, in crossBand: GridPlacement.Band, along: GridPlacement,
                      extent: ClosedRange<CGFloat>) -> LayoutAttributes {
        let start = along.lineStart(after: index), gap = along.axis.gap
        let frame = orientation == .betweenColumns
            ? CGRect(x: start, y: extent.lowerBound, width: gap, height: extent.upperBound - extent.lowerBound)
            : CGRect(x: extent.lowerBound, y: start, width: extent.upperBound - extent.lowerBound, height: gap)
        var attributes = LayoutAttributes(forDecorationViewOfKind: orientation.kind, with: ItemPath(item: index, section: crossBand.rawValue),
                                          frame: frame)
        let lineBand = along.lineBand(after: index)
        attributes.zIndex = 1 + (orientation == .betweenColumns ? Self.zIndex(rowBand: crossBand, columnBand: lineBand)
                                                                 : Self.zIndex(rowBand: lineBand, columnBand: crossBand))
        return attributes
    }

    /// How far a line runs across `band` of the other axis: the band's extent, the body's clipped
    /// to where no frozen band covers it; `nil` when nothing of it shows.
    static func lineExtent(across placement: GridPlacement, band: GridPlacement.Band) -> ClosedRange<CGFloat>? {
        guard let extent = placement.extent(of: band) else { return nil }
        guard band == .body else { return extent }
        let window = placement.bodyWindow
        let low = max(extent.lowerBound, window.lowerBound), high = min(extent.upperBound, window.upperBound)
        return high > low ? low...high : nil
    }
}
