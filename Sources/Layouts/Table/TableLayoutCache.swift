import Foundation
import LayoutCore

/// The geometry of a ``TableLayout``, computed once per data or size change: sections stacked
/// from y = 0, each its header, its rows and its footer, sections `spacing` apart, every row and
/// boundary as wide as the collection.
///
/// Rows of one height follow a formula within their section, so the cache keeps the formula's
/// inputs and each section's place (``SectionStack``) rather than n frames: a frame is O(1) and
/// a rect query O(log s + k) for s sections. Rows that size themselves keep their heights, across
/// all sections in order, in one ``PrefixSumTree``: a frame costs O(log n), a rect query
/// O(log s + log n + k), and a height a cell reports O(log n) plus the later sections it moves.
struct TableLayoutCache: Sendable {
    /// The number of rows of each section.
    let rowCounts: [Int]
    /// The height of every row, or the estimate of a row that sizes itself.
    let rowHeight: CGFloat
    /// The width of every row: the collection's width.
    let collectionWidth: CGFloat
    /// The headers, footers and spacing the sections were stacked with.
    let style: TableSectionStyle
    /// Each section's extent and boundaries.
    private(set) var stack = SectionStack(axis: .vertical)
    /// Each row's height, all sections' rows in order, when rows size themselves.
    private(set) var heights: PrefixSumTree?
    /// The rows whose cells reported their height.
    private(set) var sizedRows: Set<ItemPath> = []

    /// The geometry of sections of `rowCounts` rows of `rowHeight` in a collection
    /// `collectionWidth` wide, with `style`'s headers, footers and spacing; `selfSizing` rows start
    /// at `rowHeight` and take the heights their cells report.
    init(rowCounts: [Int], rowHeight: CGFloat, collectionWidth: CGFloat, style: TableSectionStyle = TableSectionStyle(),
         selfSizing: Bool = false) {
        self.rowCounts = rowCounts.map { max(0, $0) }
        self.rowHeight = rowHeight
        self.collectionWidth = collectionWidth
        self.style = style
        let total = self.rowCounts.reduce(0, +)
        heights = selfSizing ? PrefixSumTree(repeating: rowHeight, count: total) : nil
        stackSections()
    }

    /// Stacks the sections from y = 0 with the rows' current heights: O(s + log n · s).
    private mutating func stackSections() {
        var stack = SectionStack(axis: .vertical)
        var position: CGFloat = 0, first = 0
        for (section, count) in rowCounts.enumerated() {
            if section > 0 { position += style.spacing }
            stack.append(headerSize: CGSize(width: collectionWidth, height: style.headerHeight),
                         footerSize: CGSize(width: collectionWidth, height: style.footerHeight), across: collectionWidth,
                         itemCount: count, firstItemOffset: first, at: &position) { start in
                start + rowsLength(from: first, count: count)
            }
            first += count
        }
        self.stack = stack
    }

    /// The height of `count` rows from row `first` of all sections.
    private func rowsLength(from first: Int, count: Int) -> CGFloat {
        guard let heights else { return rowHeight * CGFloat(count) }
        return heights.prefixSum(first + count) - heights.prefixSum(first)
    }

    /// An empty table.
    static let empty = TableLayoutCache(rowCounts: [], rowHeight: 1, collectionWidth: 0)

    /// The number of rows of all sections.
    var rowCount: Int { stack.sections.last.map { $0.firstItemOffset + $0.itemCount } ?? 0 }

    /// Whether `indexPath` is a row of the table.
    func contains(_ indexPath: ItemPath) -> Bool {
        rowCounts.indices.contains(indexPath.section) && (0..<rowCounts[indexPath.section]).contains(indexPath.item)
    }

    /// The frame of the row at `indexPath`, which must be one (``contains(_:)``):
    /// `(0, y, collectionWidth, height)`, y its section's first row's plus the rows before it.
    func defaultCellFrame(at indexPath: ItemPath) -> CGRect {
        let section = stack.sections[indexPath.section]
        guard let heights else {
            return CGRect(x: 0, y: section.itemsStart + rowHeight * CGFloat(indexPath.item), width: collectionWidth, height: rowHeight)
        }
        let index = section.firstItemOffset + indexPath.item
        return CGRect(x: 0, y: section.itemsStart + heights.prefixSum(index) - heights.prefixSum(section.firstItemOffset),
                      width: collectionWidth, height: heights.values[index])
    }

    /// `(collectionWidth, the end of the last section)`, or zero height without sections.
    var contentSize: CGSize {
        CGSize(width: collectionWidth, height: stack.sections.last?.end ?? 0)
    }

    /// The rows of each section whose default frame overlaps `rect`, in order, found from the
    /// sections' extents, then the row height (or a search of the heights' running sums), checked
    /// with `CGRect.overlaps` (no scan of all rows).
    func visibleRows(in rect: CGRect) -> [(section: Int, rows: Range<Int>)] {
        guard rect.isFinite, !rect.isNull else { return [] }
        var found: [(section: Int, rows: Range<Int>)] = []
        for section in stack.range(reaching: rect) {
            let rows = visibleRows(in: rect, ofSection: section)
            if !rows.isEmpty { found.append((section, rows)) }
        }
        return found
    }

    /// The rows of `section` whose default frame overlaps `rect` (none for a section the table
    /// does not have).
    func visibleRows(in rect: CGRect, ofSection section: Int) -> Range<Int> {
        guard stack.sections.indices.contains(section), rect.isFinite, !rect.isNull else { return 0..<0 }
        let geometry = stack.sections[section]
        let count = geometry.itemCount
        guard count > 0 else { return 0..<0 }
        let top = rect.minY - geometry.itemsStart, bottom = rect.maxY - geometry.itemsStart
        var first: Int, end: Int
        if let heights {
            let base = heights.prefixSum(geometry.firstItemOffset)
            first = max(0, heights.index(containing: base + top) - geometry.firstItemOffset - 1)
            first = min(first, count)
            end = first
            var y = heights.prefixSum(geometry.firstItemOffset + first) - base
            while end < count, y <= bottom {
                y += heights.values[geometry.firstItemOffset + end]
                end += 1
            }
        } else {
            guard rowHeight > 0 else { return 0..<0 }
            let limit = CGFloat(count)
            // One row of slack on each side covers rects that end exactly on a row edge.
            first = Int(saturating: (top / rowHeight - 1).rounded(.down).clamped(to: 0...limit))
            end = Int(saturating: (bottom / rowHeight + 1).rounded(.up).clamped(to: 0...limit))
        }
        let path = { ItemPath(item: $0, section: section) }
        while first < end, !defaultCellFrame(at: path(first)).overlaps(rect) { first += 1 }
        while end > first, !defaultCellFrame(at: path(end - 1)).overlaps(rect) { end -= 1 }
        return first..<end
    }

    /// The sections whose extent reaches `rect`, for their headers and footers.
    func sections(reaching rect: CGRect) -> Range<Int> {
        stack.range(reaching: rect, firstHeaderStretches: style.firstHeaderStretching != nil)
    }

    /// The header or footer (`kind`) of `section`, pinned to `visibleSpan` when the style pins,
    /// the first header stretched when it stretches.
    func boundaryAttributes(ofKind kind: String, inSection section: Int, visibleSpan: (start: CGFloat, end: CGFloat)) -> LayoutAttributes? {
        stack.boundaryAttributes(ofKind: kind, inSection: section, pinsHeaders: style.pinsToVisibleBounds,
                                 pinsFooters: style.pinsToVisibleBounds, stretching: style.firstHeaderStretching,
                                 visibleSpan: visibleSpan)
    }

    // MARK: Self-sizing

    /// Whether the row at `indexPath` sizes itself and its cell has not reported a height.
    func hasEstimatedHeight(at indexPath: ItemPath) -> Bool {
        heights != nil && contains(indexPath) && !sizedRows.contains(indexPath)
    }

    /// Takes the height the cell at `indexPath` reported: O(log n), plus the later sections it
    /// moves. Answers whether anything changed.
    mutating func resolve(_ indexPath: ItemPath, height: CGFloat) -> Bool {
        guard heights != nil, contains(indexPath), height.isFinite, height >= 0 else { return false }
        let isNew = sizedRows.insert(indexPath).inserted
        let index = stack.sections[indexPath.section].firstItemOffset + indexPath.item
        guard let previous = heights?.values[index], previous != height else { return isNew }
        // In place: a copy of the tree would cost O(n) per height.
        heights?.set(height, at: index)
        stack.moveItemsEnd(ofSection: indexPath.section, by: height - previous)
        return true
    }

    /// Takes over the heights reported to `earlier`, its row at `p` becoming the row at
    /// `newPath(p)` of this cache (`nil`: the row is gone); every other row has the estimate.
    mutating func restore(from earlier: TableLayoutCache, newPath: (ItemPath) -> ItemPath?) {
        guard let earlierHeights = earlier.heights, heights != nil else { return }
        var values = Array(repeating: rowHeight, count: rowCount)
        var sized: Set<ItemPath> = []
        for path in earlier.sizedRows {
            guard let moved = newPath(path), contains(moved) else { continue }
            values[stack.sections[moved.section].firstItemOffset + moved.item] =
                earlierHeights.values[earlier.stack.sections[path.section].firstItemOffset + path.item]
            sized.insert(moved)
        }
        heights = PrefixSumTree(values)
        sizedRows = sized
        stackSections()
    }
}
