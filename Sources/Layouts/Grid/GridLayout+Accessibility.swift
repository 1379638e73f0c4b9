import Foundation
import LayoutCore

/// VoiceOver reads the grid as a table: each cell at its row and column (a merged block at the
/// first of each), headed by the frozen leading rows (its column's) and columns (its row's).
extension GridLayout: DataTableLayout {
    /// The grid's rows.
    public var accessibilityRowCount: Int { rows.count }

    /// The grid's columns.
    public var accessibilityColumnCount: Int { columns.count }

    /// A cell's row and column, a merged block's rows and columns; `nil` for a grid line, a cell
    /// a block covers, or a cell the grid does not have.
    /// - Complexity: O(1), plus the blocks crossing the cell's row.
    public func accessibilityTableSpan(of key: ElementKey) -> TableSpan? {
        let row = key.indexPath.section, column = key.indexPath.item
        guard key.category == .cell, (0..<rows.count).contains(row), (0..<columns.count).contains(column) else { return nil }
        guard let block = GridMergeIndex.block(covering: column, in: merges.blocks(crossing: row)) else {
            return TableSpan(rows: row..<(row + 1), columns: column..<(column + 1))
        }
        guard block.rows.lowerBound == row, block.columns.lowerBound == column else { return nil }
        return TableSpan(rows: block.rows, columns: block.columns)
    }

    /// The cell at `row` and `column`, or the merged block covering it.
    /// - Complexity: O(1), plus the blocks crossing the row.
    public func accessibilityTableElement(row: Int, column: Int) -> ElementKey? {
        guard (0..<rows.count).contains(row), (0..<columns.count).contains(column) else { return nil }
        let block = GridMergeIndex.block(covering: column, in: merges.blocks(crossing: row))
        return ElementKey(category: .cell, indexPath: ItemPath(item: block?.columns.lowerBound ?? column, section: block?.rows.lowerBound ?? row))
    }

    /// The cells of the frozen leading columns in `row`: its names.
    public func accessibilityHeaderElements(forRow row: Int) -> [ElementKey] {
        let frozen = min(configuration.frozenLeadingColumns, columns.count)
        return Self.uniqued((0..<frozen).compactMap { accessibilityTableElement(row: row, column: $0) })
    }

    /// The cells of the frozen leading rows in `column`: its titles.
    public func accessibilityHeaderElements(forColumn column: Int) -> [ElementKey] {
        let frozen = min(configuration.frozenLeadingRows, rows.count)
        return Self.uniqued((0..<frozen).compactMap { accessibilityTableElement(row: $0, column: column) })
    }

    /// `keys` without repeats (a block heading several cells), in order.
    private static func uniqued(_ keys: [ElementKey]) -> [ElementKey] {
        var seen: Set<ElementKey> = []
        return keys.filter { seen.insert($0).inserted }
    }
}
