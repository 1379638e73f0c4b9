import Foundation
import LayoutCore

/// The geometry of a ``TableLayout``, computed once per data or size change: rows stacked from
/// y = 0, each as wide as the collection.
///
/// Rows of one height follow a formula, so the cache keeps the formula's inputs rather than n
/// frames: ``defaultCellFrame(atRow:)`` is O(1) and ``visibleRows(in:)`` O(k). Rows that size
/// themselves keep their heights in a ``PrefixSumTree``: a frame costs O(log n), a rect query
/// O(log n + k), and one height a cell reports O(log n).
struct TableLayoutCache: Sendable {
    /// The number of rows.
    let rowCount: Int
    /// The height of every row, or the estimate of a row that sizes itself.
    let rowHeight: CGFloat
    /// The width of every row: the collection's width.
    let collectionWidth: CGFloat
    /// Each row's height, when rows size themselves.
    private(set) var heights: PrefixSumTree?
    /// The rows whose cells reported their height.
    private(set) var sizedRows: Set<Int> = []

    /// The geometry of `rowCount` rows of `rowHeight` in a collection `collectionWidth` wide;
    /// `selfSizing` rows start at `rowHeight` and take the heights their cells report.
    init(rowCount: Int, rowHeight: CGFloat, collectionWidth: CGFloat, selfSizing: Bool = false) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight
        self.collectionWidth = collectionWidth
        heights = selfSizing ? PrefixSumTree(repeating: rowHeight, count: self.rowCount) : nil
    }

    /// An empty table.
    static let empty = TableLayoutCache(rowCount: 0, rowHeight: 1, collectionWidth: 0)

    /// `(0, y, collectionWidth, height)`: `rowHeight·row` and `rowHeight` for rows of one
    /// height, the heights before the row and its own for rows that size themselves.
    func defaultCellFrame(atRow row: Int) -> CGRect {
        guard let heights else {
            return CGRect(x: 0, y: rowHeight * CGFloat(row), width: collectionWidth, height: rowHeight)
        }
        return CGRect(x: 0, y: heights.prefixSum(row), width: collectionWidth, height: heights.values[row])
    }

    /// `(collectionWidth, maxY of the last row)`, or zero height without rows.
    var contentSize: CGSize {
        CGSize(width: collectionWidth, height: rowCount > 0 ? heights?.total ?? defaultCellFrame(atRow: rowCount - 1).maxY : 0)
    }

    /// The rows whose default frame overlaps `rect`, found from the row height (or by a search
    /// of the heights' running sums): the rows between the rect's edges, checked with
    /// `CGRect.overlaps` (no scan of all rows).
    func visibleRows(in rect: CGRect) -> Range<Int> {
        guard rowCount > 0, rect.isFinite else { return 0..<0 }
        var first: Int, end: Int
        if let heights {
            first = max(0, heights.index(containing: rect.minY) - 1)
            end = first
            var y = heights.prefixSum(first)
            while end < rowCount, y <= rect.maxY {
                y += heights.values[end]
                end += 1
            }
        } else {
            guard rowHeight > 0 else { return 0..<0 }
            let limit = CGFloat(rowCount)
            // One row of slack on each side covers rects that end exactly on a row edge.
            first = Int(saturating: (rect.minY / rowHeight - 1).rounded(.down).clamped(to: 0...limit))
            end = Int(saturating: (rect.maxY / rowHeight + 1).rounded(.up).clamped(to: 0...limit))
        }
        while first < end, !defaultCellFrame(atRow: first).overlaps(rect) { first += 1 }
        while end > first, !defaultCellFrame(atRow: end - 1).overlaps(rect) { end -= 1 }
        return first..<end
    }

    // MARK: Self-sizing

    /// Whether `row` sizes itself and its cell has not reported a height.
    func hasEstimatedHeight(row: Int) -> Bool {
        heights != nil && (0..<rowCount).contains(row) && !sizedRows.contains(row)
    }

    /// Takes the height `row`'s cell reported: O(log n). Answers whether anything changed.
    mutating func resolve(row: Int, height: CGFloat) -> Bool {
        guard heights != nil, (0..<rowCount).contains(row), height.isFinite, height >= 0 else { return false }
        let isNew = sizedRows.insert(row).inserted
        guard heights?.values[row] != height else { return isNew }
        heights?.set(height, at: row)
        return true
    }

    /// Takes over the heights reported to `earlier`, row `r` of it becoming row `newRow(r)` of
    /// this cache (`nil`: the row is gone); every other row has the estimate.
    mutating func restore(from earlier: TableLayoutCache, newRow: (Int) -> Int?) {
        guard let earlierHeights = earlier.heights, heights != nil else { return }
        var values = Array(repeating: rowHeight, count: rowCount)
        var sized: Set<Int> = []
        for row in earlier.sizedRows {
            guard let moved = newRow(row), values.indices.contains(moved) else { continue }
            values[moved] = earlierHeights.values[row]
            sized.insert(moved)
        }
        heights = PrefixSumTree(values)
        sizedRows = sized
    }
}
