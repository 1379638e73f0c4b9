import CollectionLayoutsTesting
import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// The spreadsheet grid (catalogue spec, "Grid"), worked by hand: frozen rows and columns at
/// several offsets in both axes, merged cells, grid lines, a column resized, and bad input; and
/// held to a brute-force reference.
@Suite struct GridLayoutTests {
    /// Columns 80, 60, 100 and 70 wide and six rows 30 tall, 2 apart: columns start at 0, 82,
    /// 144 and 246 (316 wide), rows at 0, 32, 64, 96, 128 and 160 (190 tall). The header row,
    /// the totals row (5) and the name column (0) are frozen.
    static func layout(offset: CGPoint = .zero, size: CGSize = CGSize(width: 200, height: 100), inset: LayoutEdgeInsets = .zero,
                       change: (inout GridLayoutConfiguration) -> Void = { _ in }) throws -> GridLayout {
        var configuration = GridLayoutConfiguration(columnWidths: .each([80, 60, 100, 70]), rowHeights: .uniform(30), spacing: 2)
        configuration.frozenLeadingRows = 1
        configuration.frozenTrailingRows = 1
        configuration.frozenLeadingColumns = 1
        change(&configuration)
        let layout = try GridLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(origin: offset, size: size), itemCounts: Array(repeating: 4, count: 6),
                                          contentInset: inset))
        return layout
    }

    static func cell(_ layout: GridLayout, _ row: Int, _ column: Int) -> LayoutAttributes? {
        layout.layoutAttributesForItem(at: ItemPath(item: column, section: row))
    }

    /// At rest the frozen header and name column stand where they are, and the totals row at the
    /// bottom of the screen: min(160, 100 − (190 − 160)) = 70.
    @Test func atRestTheTotalsRowStandsAtTheBottom() throws {
        let layout = try Self.layout()
        #expect(layout.collectionViewContentSize == CGSize(width: 316, height: 190))
        #expect(Self.cell(layout, 0, 0)?.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(Self.cell(layout, 2, 1)?.frame == CGRect(x: 82, y: 64, width: 60, height: 30))
        #expect(Self.cell(layout, 5, 2)?.frame == CGRect(x: 144, y: 70, width: 100, height: 30))
    }

    /// Scrolled to (50, 40): the header row at max(0, 40 + 0) = 40, the name column at 50, the
    /// totals row at min(160, 140 − 30) = 110; body cells where they are. The corners (header ×
    /// name, totals × name) are drawn above frozen cells, which are above the body.
    @Test func frozenCellsFollowTheVisibleArea() throws {
        let layout = try Self.layout(offset: CGPoint(x: 50, y: 40))
        let expected: [(Int, Int, CGRect, Int)] = [
            (0, 0, CGRect(x: 50, y: 40, width: 80, height: 30), 4), (0, 2, CGRect(x: 144, y: 40, width: 100, height: 30), 2),
            (3, 0, CGRect(x: 50, y: 96, width: 80, height: 30), 2), (2, 1, CGRect(x: 82, y: 64, width: 60, height: 30), 0),
            (5, 0, CGRect(x: 50, y: 110, width: 80, height: 30), 4), (5, 3, CGRect(x: 246, y: 110, width: 70, height: 30), 2),
        ]
        for (row, column, frame, zIndex) in expected {
            let cell = try #require(Self.cell(layout, row, column))
            #expect(cell.frame == frame, "row \(row), column \(column)")
            #expect(cell.zIndex == zIndex, "row \(row), column \(column)")
        }
        // At the far corner (116, 90) the header is at 90 and the totals row at its own place, 160.
        let end = try Self.layout(offset: CGPoint(x: 116, y: 90))
        #expect(Self.cell(end, 0, 1)?.frame == CGRect(x: 82, y: 90, width: 60, height: 30))
        #expect(Self.cell(end, 5, 0)?.frame == CGRect(x: 116, y: 160, width: 80, height: 30))
        // Under a 20 pt bar the header is at offset + inset: at offset −20 it is at 0, at 10 at 30.
        let barred = try Self.layout(offset: CGPoint(x: 0, y: 10), inset: LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(Self.cell(barred, 0, 1)?.frame.minY == 30)
        #expect(Self.cell(barred, 1, 1)?.frame.minY == 32)
    }

    /// The block of rows 1–2 × columns 1–2 is one cell from (82, 32), 60 + 2 + 100 = 162 wide
    /// and 30 + 2 + 30 = 62 tall; the three cells it covers are hidden, and never returned.
    @Test func aMergedBlockIsOneCell() throws {
        let layout = try Self.layout { $0.mergedCells = [.init(rows: 1..<3, columns: 1..<3)] }
        #expect(Self.cell(layout, 1, 1)?.frame == CGRect(x: 82, y: 32, width: 162, height: 62))
        #expect(Self.cell(layout, 1, 1)?.isHidden == false)
        for (row, column) in [(1, 2), (2, 1), (2, 2)] {
            #expect(Self.cell(layout, row, column)?.isHidden == true)
        }
        let shown = Set(layout.layoutAttributesForElements(in: CGRect(x: 150, y: 50, width: 10, height: 10)).map(\.key))
        #expect(shown == [ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 1))])
    }

    /// Scrolled to (50, 40): the body's rows show between the header's end plus its gap (72) and
    /// the totals row's start less its gap (108), its columns right of the name column's end plus
    /// its gap (132).
    @Test func gridLinesAreClippedToTheirBands() throws {
        let layout = try Self.layout(offset: CGPoint(x: 50, y: 40))
        func line(_ kind: String, _ index: Int, _ band: Int) -> LayoutAttributes? {
            layout.layoutAttributesForDecorationView(ofKind: kind, at: ItemPath(item: index, section: band))
        }
        // The name column's edge, moved with it: x = 80 + 50, across the body's rows.
        #expect(line(GridLayout.columnLineKind, 0, 1)?.frame == CGRect(x: 130, y: 72, width: 2, height: 36))
        #expect(line(GridLayout.columnLineKind, 0, 1)?.zIndex == 3)
        // A body line at its place, 142, right of 132; above the body's cells only.
        #expect(line(GridLayout.columnLineKind, 1, 1)?.frame == CGRect(x: 142, y: 72, width: 2, height: 36))
        #expect(line(GridLayout.columnLineKind, 1, 1)?.zIndex == 1)
        // The header's bottom edge across the corner: y = 30 + 40, x over the name column.
        #expect(line(GridLayout.rowLineKind, 0, 0)?.frame == CGRect(x: 50, y: 70, width: 80, height: 2))
        #expect(line(GridLayout.rowLineKind, 0, 0)?.zIndex == 5)
        // The totals row's top edge is its own, moved with it: 128 + 30 − 50 = 108, across the body's columns from 132.
        #expect(line(GridLayout.rowLineKind, 4, 1)?.frame == CGRect(x: 132, y: 108, width: 184, height: 2))
        // Scrolled on to x = 70, the name column ends at 150: the body line at 142 is beneath it.
        let further = try Self.layout(offset: CGPoint(x: 70, y: 40))
        #expect(further.layoutAttributesForDecorationView(ofKind: GridLayout.columnLineKind, at: ItemPath(item: 1, section: 1)) == nil)
        // No lines without a gap or when turned off.
        let plain = try Self.layout { $0.showsGridLines = false }
        #expect(plain.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 316, height: 190)).allSatisfy { $0.category == .cell })
    }

    /// Column 1 widened from 60 to 90 moves columns 2 and 3 by 30, and equals a grid given those
    /// widths at once, bit for bit.
    @Test func aColumnResizedMovesWhatFollows() throws {
        let layout = try Self.layout(offset: CGPoint(x: 50, y: 40))
        try layout.setWidth(90, ofColumn: 1)
        try layout.prepare()
        let fresh = try Self.layout(offset: CGPoint(x: 50, y: 40)) { $0.columnWidths = .each([80, 90, 100, 70]) }
        #expect(Self.cell(layout, 2, 2)?.frame == CGRect(x: 174, y: 64, width: 100, height: 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 346, height: 190))
        let all = CGRect(x: 0, y: 0, width: 400, height: 200)
        #expect(layout.layoutAttributesForElements(in: all) == fresh.layoutAttributesForElements(in: all))
        // A uniform grid resized turns its widths into widths of each.
        let uniform = try Self.layout { $0.columnWidths = .uniform(50) }
        try uniform.setWidth(20, ofColumn: 3)
        #expect(uniform.configuration.columnWidths == .each([50, 50, 50, 20]))
    }

    @Test func badInputIsRefusedNamingIt() throws {
        #expect(throws: LayoutError.invalidValue(name: "column width 1", value: -60, expected: "a finite length above 0")) {
            try Self.layout { $0.columnWidths = .each([80, -60, 100, 70]) }
        }
        #expect(throws: LayoutError.invalidValue(name: "row height", value: 0, expected: "a finite length above 0")) {
            try Self.layout { $0.rowHeights = .uniform(0) }
        }
        #expect(throws: LayoutError.invalidValue(name: "spacing", value: .infinity, expected: "a finite length, 0 or more")) {
            try Self.layout { $0.spacing = .infinity }
        }
        #expect(throws: LayoutError.invalidValue(name: "frozenTrailingColumns", value: -1, expected: "0 or more")) {
            try Self.layout { $0.frozenTrailingColumns = -1 }
        }
        #expect(throws: LayoutError.invalidModel(element: "column widths", problem: "3 given for 4")) {
            let layout = try GridLayout(configuration: GridLayoutConfiguration(columnWidths: .each([1, 2, 3])))
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), itemCounts: [4, 4]))
        }
        #expect(throws: LayoutError.invalidModel(element: "row 2", problem: "has 3 cells; the grid has 4 columns")) {
            let layout = try GridLayout()
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), itemCounts: [4, 4, 3]))
        }
        #expect(throws: LayoutError.invalidModel(element: "merged cells rows 1..<3 × columns 1..<3",
                                                 problem: "overlaps merged cells rows 2..<4 × columns 2..<4")) {
            try Self.layout { $0.mergedCells = [.init(rows: 1..<3, columns: 1..<3), .init(rows: 2..<4, columns: 2..<4)] }
        }
        #expect(throws: LayoutError.invalidModel(element: "merged cells rows 0..<2 × columns 1..<2", problem: "crosses the frozen rows' edge at row 1")) {
            try Self.layout { $0.mergedCells = [.init(rows: 0..<2, columns: 1..<2)] }
        }
        let layout = try Self.layout()
        #expect(throws: LayoutError.invalidValue(name: "column", value: 4, expected: "a column of the grid's 4")) {
            try layout.setWidth(10, ofColumn: 4)
        }
        #expect { try layout.setWidth(.nan, ofColumn: 0) } throws: { error in
            guard case LayoutError.invalidValue(name: "column width 0", let value, expected: "a finite length above 0") = error else { return false }
            return value.isNaN
        }
    }

    /// Every element of a grid, asked one by one: each cell, and each line of each kind after
    /// each index in each band.
    static func allElements(_ layout: GridLayout) -> [LayoutAttributes] {
        var all = layout.allElementsByBruteForce()
        for (kind, count) in [(GridLayout.columnLineKind, layout.columns.count), (GridLayout.rowLineKind, layout.rows.count)] {
            for index in 0..<count { for band in 0..<3 {
                if let line = layout.layoutAttributesForDecorationView(ofKind: kind, at: ItemPath(item: index, section: band)) { all.append(line) }
            } }
        }
        return all
    }

    /// Grids of random lengths, gaps, frozen bands and merged blocks, at random offsets and
    /// insets: the rect query equals filtering every element, single queries agree, nothing is
    /// NaN, the content covers every frame inside the scrollable range, and a column resized
    /// equals a fresh grid.
    @Test func queriesMatchTheBruteForceReference() async {
        let lengths = Gen.int(in: 1...6).array(of: 1...9)
        let frozen = zip(Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.int(in: 0...2), Gen.int(in: 0...2))
        let blocks = zip(Gen.int(in: 0...8), Gen.int(in: 1...3), Gen.int(in: 0...8), Gen.int(in: 1...3)).array(of: 0...4)
        let view = zip(Gen.int(in: 0...100), Gen.int(in: 0...100), Gen.int(in: 0...20), Gen.int(in: 0...3))
        await propertyCheck(count: 300, input: zip(zip(lengths, lengths), frozen, blocks, view)) { values in
            let ((widths, heights), frozen, blocks, view) = values
            var configuration = GridLayoutConfiguration(columnWidths: .each(widths.map { CGFloat($0 * 15) }),
                                                        rowHeights: .each(heights.map { CGFloat($0 * 10) }), spacing: CGFloat(view.3))
            (configuration.frozenLeadingRows, configuration.frozenTrailingRows) = (frozen.0, frozen.1)
            (configuration.frozenLeadingColumns, configuration.frozenTrailingColumns) = (frozen.2, frozen.3)
            for block in blocks {
                let merge = TableSpan(rows: block.0..<(block.0 + block.1), columns: block.2..<(block.2 + block.3))
                let leading = (min(frozen.0, heights.count), min(frozen.2, widths.count))
                let bands = ((leading.0, min(frozen.1, heights.count - leading.0)), (leading.1, min(frozen.3, widths.count - leading.1)))
                if (try? GridMerges(configuration.mergedCells + [merge], rowCount: heights.count, columnCount: widths.count,
                                    frozenRows: bands.0, frozenColumns: bands.1)) != nil {
                    configuration.mergedCells.append(merge)
                }
            }
            let layout = try GridLayout(configuration: configuration)
            let inset = LayoutEdgeInsets(top: CGFloat(view.2), left: 0, bottom: 0, right: CGFloat(view.2))
            var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 120, height: 90), itemCounts: Array(repeating: widths.count, count: heights.count),
                                        contentInset: inset)
            try prepare(layout, context)
            // An offset within the scrollable range, as the view keeps it at rest.
            func range(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
                ScrollableRange.offsets(along: axis, contentSize: layout.collectionViewContentSize, boundsSize: context.bounds.size,
                                        adjustedContentInset: context.adjustedContentInset)
            }
            let range = (x: range(.horizontal), y: range(.vertical))
            context.bounds.origin = CGPoint(x: range.x.lowerBound + (range.x.upperBound - range.x.lowerBound) * CGFloat(view.0) / 100,
                                            y: range.y.lowerBound + (range.y.upperBound - range.y.lowerBound) * CGFloat(view.1) / 100)
            layout.hostState.context = context
            let all = Self.allElements(layout)
            for rect in [context.bounds, context.bounds.insetBy(dx: -40, dy: -30), CGRect(x: 30, y: 20, width: 0, height: 50)] {
                checkLayoutContract(layout, rect: rect, allElements: all)
            }
            checkKeptAttributes(of: layout)
            // One column resized equals a grid given the widths at once.
            let column = view.0 % widths.count
            try layout.setWidth(77, ofColumn: column)
            try layout.prepare()
            var resized = configuration
            var newWidths = widths.map { CGFloat($0 * 15) }
            newWidths[column] = 77
            resized.columnWidths = .each(newWidths)
            let fresh = try GridLayout(configuration: resized)
            try prepare(fresh, context)
            #expect(Self.allElements(layout) == Self.allElements(fresh))
        }
    }
}
