import Foundation
import LayoutCore

/// A spreadsheet: rows and columns that scroll both ways, with the first and last rows and
/// columns frozen at the edges of the visible area (a header row, a totals row, a name column),
/// cells merged across rows and columns, and grid lines in the gaps.
///
/// Each section is a row and each item of it a column: the cell at row `r`, column `c` is the
/// item at `ItemPath(item: c, section: r)`, and every row has the same number of cells. By the
/// catalogue's rule column `c` starts at `x_c = Σ_{k<c}(width_k + spacing)` and row `r` at
/// `y_r = Σ_{k<r}(height_k + spacing)`. A frozen leading row stays at
/// `max(y_r, offset.y + adjustedInset.top + y_r)`, a frozen trailing one at the bottom likewise,
/// and columns the same way; a cell frozen both ways (a corner) follows both. Frozen cells are
/// drawn above the body and corners above both.
///
/// A block of ``GridLayoutConfiguration/mergedCells`` shows its first cell over the whole
/// block; the other cells it covers are hidden. Grid lines are decoration views of
/// ``columnLineKind`` (the line after column `c` in a band of rows, at
/// `ItemPath(item: c, section: band)`, band 0 the frozen leading rows, 1 the body, 2 the frozen
/// trailing rows) and ``rowLineKind`` (the line after row `r`, by bands of columns); a line of
/// the body is hidden where it would pass beneath a frozen band. Register a view for each kind
/// when ``GridLayoutConfiguration/showsGridLines`` is on and the spacing is positive.
///
/// Mirrored right to left: the frozen leading columns stand at the right.
///
/// - Complexity: ``prepare()`` is O(1) for uniform lengths and O(rows + columns) for lengths of
///   each, and only when the data or the configuration changed; a scroll is O(1). A rect query
///   is O(log rows + log columns + k) for the k elements it returns (O(k) for uniform lengths),
///   plus O(m) for m merged blocks. ``setWidth(_:ofColumn:)`` moves only the columns after it,
///   in O(log columns) once the widths are given each.
open class GridLayout: ConfiguredLayout<GridLayoutConfiguration> {
    /// The decoration kind of the lines between columns.
    public static let columnLineKind = "grid-column-line"
    /// The decoration kind of the lines between rows.
    public static let rowLineKind = "grid-row-line"

    /// The columns' widths, as of the last ``prepare()``.
    private(set) var columns = try! GridAxis(count: 0, size: 0, gap: 0)
    /// The rows' heights, as of the last ``prepare()``.
    private(set) var rows = try! GridAxis(count: 0, size: 0, gap: 0)
    /// The merged blocks, checked, with the blocks crossing each row.
    private(set) var merges = GridMergeIndex()
    /// The configuration revision the axes were built for; `nil` before the first.
    private var preparedRevision: Int?

    /// A grid with `configuration`. Throws a `LayoutError` naming a bad value.
    override public init(configuration: GridLayoutConfiguration = GridLayoutConfiguration()) throws(LayoutError) {
        try super.init(configuration: configuration)
    }

    /// Builds the axes and checks the merged cells when the data or the configuration changed;
    /// a scroll or a change of size needs nothing. Throws a `LayoutError` naming a row whose
    /// cells are not one per column, lengths given each that are not one per row or column, and
    /// merged blocks outside the grid, across a frozen edge or overlapping.
    /// - Complexity: O(1) for uniform lengths, O(rows + columns) for lengths of each, plus
    ///   O(m log m) for m merged blocks; nothing when only the bounds changed.
    override open func prepare() throws(LayoutError) {
        try context.validate()
        guard preparedRevision != configurationRevision || pendingInvalidation.contains(.dataCounts) else { return }
        let configuration = configuration
        let rowCount = context.numberOfSections
        let columnCount = context.itemCounts.first ?? 0
        if let row = context.itemCounts.firstIndex(where: { $0 != columnCount }) {
            throw .invalidModel(element: "row \(row)", problem: "has \(context.itemCounts[row]) cells; the grid has \(columnCount) columns")
        }
        let columns = try GridAxis(configuration.columnWidths, count: columnCount, gap: configuration.spacing, name: "column widths")
        let rows = try GridAxis(configuration.rowHeights, count: rowCount, gap: configuration.spacing, name: "row heights")
        let merges = try GridMerges(configuration.mergedCells, rowCount: rowCount, columnCount: columnCount,
                                    frozenRows: GridPlacement.frozenCounts(leading: configuration.frozenLeadingRows,
                                                                           trailing: configuration.frozenTrailingRows, count: rowCount),
                                    frozenColumns: GridPlacement.frozenCounts(leading: configuration.frozenLeadingColumns,
                                                                              trailing: configuration.frozenTrailingColumns, count: columnCount))
        try LayoutError.checkGeometry(CGSize(width: columns.length, height: rows.length), of: self)
        (self.columns, self.rows, self.merges) = (columns, rows, GridMergeIndex(merges))
        preparedRevision = configurationRevision
    }

    /// Gives column `column` the width `width` and invalidates the layout: the columns after it
    /// move by the difference, nothing else is placed again. Throws a `LayoutError` naming a
    /// width that is negative or not finite, or a column the grid does not have.
    /// - Complexity: O(log columns) once the widths are given each (the first call turns uniform
    ///   widths into widths of each, O(columns)); O(columns) to keep the configuration's copy.
    public func setWidth(_ width: CGFloat, ofColumn column: Int) throws(LayoutError) {
        guard (0..<columns.count).contains(column) else {
            throw .invalidValue(name: "column", value: CGFloat(column), expected: "a column of the grid's \(columns.count)")
        }
        let upToDate = preparedRevision == configurationRevision
        try update {
            var widths = if case .each(let widths) = $0.columnWidths { widths } else { Array(repeating: columns.size(of: 0), count: columns.count) }
            widths[column] = width
            $0.columnWidths = .each(widths)
        }
        guard upToDate else { return }
        columns.setSize(width, of: column)
        preparedRevision = configurationRevision
    }

    /// The width and height of every row and column with their gaps.
    /// - Complexity: O(1).
    override open var collectionViewContentSize: CGSize {
        CGSize(width: columns.length, height: rows.length)
    }

    /// Both: a spreadsheet scrolls across its columns and down its rows.
    override open var scrollAxes: ScrollAxes { .both }

    /// Frozen rows and columns follow the visible area, so any change of the bounds moves them;
    /// a grid with nothing frozen never changes with its bounds.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let configuration = configuration
        let freezes = configuration.frozenLeadingRows + configuration.frozenTrailingRows
            + configuration.frozenLeadingColumns + configuration.frozenTrailingColumns > 0
        return freezes && newBounds != context.bounds
    }

    /// Mirrored right to left: column 0 is the leading one.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Placement

    /// The rows and the columns as the current visible area places them: the bounds less the
    /// adjusted content insets.
    var placement: (rows: GridPlacement, columns: GridPlacement) {
        let configuration = configuration, bounds = context.bounds, inset = context.adjustedContentInset
        return (GridPlacement(axis: rows, leading: configuration.frozenLeadingRows, trailing: configuration.frozenTrailingRows,
                              visibleStart: bounds.minY + inset.top, visibleEnd: bounds.maxY - inset.bottom),
                GridPlacement(axis: columns, leading: configuration.frozenLeadingColumns, trailing: configuration.frozenTrailingColumns,
                              visibleStart: bounds.minX + inset.left, visibleEnd: bounds.maxX - inset.right))
    }

    /// How high a cell of `row` and `column` is drawn: 0 in the body, 2 frozen one way, 4 frozen
    /// both ways (a corner); the lines of each are one above its cells.
    static func zIndex(rowBand: GridPlacement.Band, columnBand: GridPlacement.Band) -> Int {
        2 * ((rowBand.isFrozen ? 1 : 0) + (columnBand.isFrozen ? 1 : 0))
    }

    // MARK: Queries

    /// The cells, merged blocks and grid lines whose frames meet `rect`, each as the
    /// single-element queries give it. Cells a merged block covers are hidden, so never returned.
    /// - Complexity: O(log rows + log columns + k), plus O(m) for m merged blocks.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.isFinite, rows.count > 0, columns.count > 0 else { return [] }
        let placement = placement, span = Self.span(of: rect)
        var result: [LayoutAttributes] = []
        for rowBand in GridPlacement.Band.allCases {
            let rowRange = placement.rows.indices(of: rowBand, overlapping: span.y.lowerBound, span.y.upperBound)
            guard !rowRange.isEmpty else { continue }
            for columnBand in GridPlacement.Band.allCases {
                let columnRange = placement.columns.indices(of: columnBand, overlapping: span.x.lowerBound, span.x.upperBound)
                guard !columnRange.isEmpty else { continue }
                for row in rowRange {
                    let blocks = merges.blocks(crossing: row)
                    for column in columnRange where GridMergeIndex.block(covering: column, in: blocks) == nil {
                        result.append(cellAttributes(row: row, column: column, blocks: [], placement: placement))
                    }
                }
            }
        }
        for block in merges.blocks where frame(of: block, placement: placement).overlaps(rect) {
            result.append(cellAttributes(row: block.rows.lowerBound, column: block.columns.lowerBound, blocks: [block], placement: placement))
        }
        appendGridLines(in: span, placement: placement, to: &result)
        return result
    }

    /// The extents of `rect` along x and along y.
    static func span(of rect: CGRect) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        (rect.minX...rect.maxX, rect.minY...rect.maxY)
    }

    /// The cell at `indexPath` (row `section`, column `item`), or `nil` when the grid has none.
    /// - Complexity: O(log rows + log columns), plus the blocks crossing its row.
    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard (0..<rows.count).contains(indexPath.section), (0..<columns.count).contains(indexPath.item) else { return nil }
        return cellAttributes(row: indexPath.section, column: indexPath.item, blocks: merges.blocks(crossing: indexPath.section),
                              placement: placement)
    }

    /// The line `indexPath` names: after column `item` in the band of rows `section` (0 the
    /// frozen leading rows, 1 the body, 2 the frozen trailing rows) for ``columnLineKind``,
    /// after row `item` in the band of columns `section` for ``rowLineKind``; `nil` for another
    /// kind, a line the grid does not draw, or one hidden beneath a frozen band.
    /// - Complexity: O(log rows + log columns).
    override open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        gridLine(ofKind: kind, at: indexPath)
    }

    /// The cell of `row` and `column`: a block's first cell over the block, a cell a block covers
    /// hidden at its own place beneath it, any other at its place.
    private func cellAttributes(row: Int, column: Int, blocks: [TableSpan],
                                placement: (rows: GridPlacement, columns: GridPlacement)) -> LayoutAttributes {
        let rowBand = placement.rows.band(of: row), columnBand = placement.columns.band(of: column)
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: column, section: row),
                                          frame: CGRect(x: placement.columns.start(of: column), y: placement.rows.start(of: row),
                                                        width: columns.size(of: column), height: rows.size(of: row)))
        attributes.zIndex = Self.zIndex(rowBand: rowBand, columnBand: columnBand)
        if let block = GridMergeIndex.block(covering: column, in: blocks) {
            if block.rows.lowerBound == row, block.columns.lowerBound == column {
                attributes.frame = frame(of: block, placement: placement)
            } else {
                attributes.isHidden = true
            }
        }
        return attributes
    }

    /// The union of the cells `block` spans, where they stand (a block lies within one band).
    private func frame(of block: TableSpan, placement: (rows: GridPlacement, columns: GridPlacement)) -> CGRect {
        let x = placement.columns.start(of: block.columns.lowerBound), y = placement.rows.start(of: block.rows.lowerBound)
        let last = (row: block.rows.upperBound - 1, column: block.columns.upperBound - 1)
        return CGRect(x: x, y: y, width: placement.columns.start(of: last.column) + columns.size(of: last.column) - x,
                      height: placement.rows.start(of: last.row) + rows.size(of: last.row) - y)
    }
}
