import Foundation
import LayoutCore

/// The geometry of a ``TableLayout``, computed once per data or size change: rows of equal
/// height stacked from y = 0, each as wide as the collection.
///
/// Row frames follow a formula, so the cache keeps the formula's inputs rather than n frames:
/// ``defaultCellFrame(atRow:)`` is O(1) and ``visibleRows(in:)`` O(k).
public struct TableLayoutCache: Hashable, Sendable {
    /// The number of rows.
    public let rowCount: Int
    /// The height of every row.
    public let rowHeight: CGFloat
    /// The width of every row: the collection's width.
    public let collectionWidth: CGFloat

    /// The geometry of `rowCount` rows of `rowHeight` in a collection `collectionWidth` wide.
    public init(rowCount: Int, rowHeight: CGFloat, collectionWidth: CGFloat) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight
        self.collectionWidth = collectionWidth
    }

    /// An empty table.
    public static let empty = TableLayoutCache(rowCount: 0, rowHeight: 1, collectionWidth: 0)

    /// `(0, rowHeight·row, collectionWidth, rowHeight)`.
    public func defaultCellFrame(atRow row: Int) -> CGRect {
        CGRect(x: 0, y: rowHeight * CGFloat(row), width: collectionWidth, height: rowHeight)
    }

    /// `(collectionWidth, maxY of the last row)`, or zero height without rows.
    public var contentSize: CGSize {
        CGSize(width: collectionWidth, height: rowCount > 0 ? defaultCellFrame(atRow: rowCount - 1).maxY : 0)
    }

    /// The rows whose default frame intersects `rect`, found from the row height (no scan).
    public func visibleRows(in rect: CGRect) -> Range<Int> {
        guard rowCount > 0, rowHeight > 0, !rect.isNull, rect.isFinite,
              rect.width > 0, rect.height > 0, rect.maxX > 0, rect.minX < collectionWidth else { return 0..<0 }
        let first = Int((rect.minY / rowHeight).rounded(.down).clamped(to: 0...CGFloat(rowCount)))
        let end = Int((rect.maxY / rowHeight).rounded(.up).clamped(to: 0...CGFloat(rowCount)))
        // Rows that only touch the rect's edges do not intersect it.
        return (first..<max(first, end)).filter { defaultCellFrame(atRow: $0).intersects(rect) }.rangeOrEmpty
    }
}

extension Array where Element == Int {
    /// The contiguous range these sorted, consecutive integers cover.
    fileprivate var rangeOrEmpty: Range<Int> {
        guard let first, let last else { return 0..<0 }
        return first..<(last + 1)
    }
}
