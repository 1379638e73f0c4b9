import Foundation
import LayoutCore

/// The geometry of a ``TableLayout``, computed once per data or size change: rows of equal
/// height stacked from y = 0, each as wide as the collection.
///
/// Row frames follow a formula, so the cache keeps the formula's inputs rather than n frames:
/// ``defaultCellFrame(atRow:)`` is O(1) and ``visibleRows(in:)`` O(k).
struct TableLayoutCache: Hashable, Sendable {
    /// The number of rows.
    let rowCount: Int
    /// The height of every row.
    let rowHeight: CGFloat
    /// The width of every row: the collection's width.
    let collectionWidth: CGFloat

    /// The geometry of `rowCount` rows of `rowHeight` in a collection `collectionWidth` wide.
    init(rowCount: Int, rowHeight: CGFloat, collectionWidth: CGFloat) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight
        self.collectionWidth = collectionWidth
    }

    /// An empty table.
    static let empty = TableLayoutCache(rowCount: 0, rowHeight: 1, collectionWidth: 0)

    /// `(0, rowHeight·row, collectionWidth, rowHeight)`.
    func defaultCellFrame(atRow row: Int) -> CGRect {
        CGRect(x: 0, y: rowHeight * CGFloat(row), width: collectionWidth, height: rowHeight)
    }

    /// `(collectionWidth, maxY of the last row)`, or zero height without rows.
    var contentSize: CGSize {
        CGSize(width: collectionWidth, height: rowCount > 0 ? defaultCellFrame(atRow: rowCount - 1).maxY : 0)
    }

    /// The rows whose default frame overlaps `rect`, found from the row height: the rows
    /// between the rect's edges, checked with `CGRect.overlaps` (no scan of all rows).
    func visibleRows(in rect: CGRect) -> Range<Int> {
        guard rowCount > 0, rowHeight > 0, rect.isFinite else { return 0..<0 }
        let limit = CGFloat(rowCount)
        // One row of slack on each side covers rects that end exactly on a row edge.
        var first = Int(saturating: (rect.minY / rowHeight - 1).rounded(.down).clamped(to: 0...limit))
        var end = Int(saturating: (rect.maxY / rowHeight + 1).rounded(.up).clamped(to: 0...limit))
        while first < end, !defaultCellFrame(atRow: first).overlaps(rect) { first += 1 }
        while end > first, !defaultCellFrame(atRow: end - 1).overlaps(rect) { end -= 1 }
        return first..<end
    }
}
