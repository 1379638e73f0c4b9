import Foundation
import LayoutCore

/// Cells merged into one, each a block of rows and columns, checked by the catalogue's rule: a
/// merge lies within the grid, crosses no frozen edge (a frozen row or column stays put while
/// the body scrolls, so one cell cannot be both), and no two merges overlap. A merged cell's
/// frame is the union of the cells it spans.
///
/// - Complexity: O(m log m) to sort m merges and O(m) for each one's check against those whose
///   rows it shares, O(m²) at worst.
struct GridMerges: Equatable {
    /// A block of merged cells.
    typealias Merge = TableSpan

    /// The merges, by first row, then first column.
    let merges: [Merge]

    /// `merges` of a grid of `rowCount` rows and `columnCount` columns whose first and last rows
    /// and columns are frozen as `frozenRows` and `frozenColumns` say. Throws a `LayoutError`
    /// naming a merge that is empty, lies outside the grid or crosses a frozen edge, and both
    /// merges of an overlap.
    init(_ merges: [Merge], rowCount: Int, columnCount: Int,
         frozenRows: (leading: Int, trailing: Int) = (0, 0), frozenColumns: (leading: Int, trailing: Int) = (0, 0)) throws(LayoutError) {
        let rowEdges = [frozenRows.leading, rowCount - frozenRows.trailing]
        let columnEdges = [frozenColumns.leading, columnCount - frozenColumns.trailing]
        for merge in merges {
            guard !merge.rows.isEmpty, !merge.columns.isEmpty, merge.rows.lowerBound >= 0, merge.columns.lowerBound >= 0,
                  merge.rows.upperBound <= rowCount, merge.columns.upperBound <= columnCount else {
                throw .invalidModel(element: "merged cells \(merge)", problem: "not within the grid's \(rowCount) rows × \(columnCount) columns")
            }
            if let edge = rowEdges.first(where: { merge.rows.lowerBound < $0 && $0 < merge.rows.upperBound }) {
                throw .invalidModel(element: "merged cells \(merge)", problem: "crosses the frozen rows' edge at row \(edge)")
            }
            if let edge = columnEdges.first(where: { merge.columns.lowerBound < $0 && $0 < merge.columns.upperBound }) {
                throw .invalidModel(element: "merged cells \(merge)", problem: "crosses the frozen columns' edge at column \(edge)")
            }
        }
        let sorted = merges.sorted { ($0.rows.lowerBound, $0.columns.lowerBound) < ($1.rows.lowerBound, $1.columns.lowerBound) }
        // Down the rows: the merges whose rows the current one shares hold disjoint columns, kept
        // in column order, so an overlap is with the neighbours where the current one would go.
        var active: [Merge] = []
        for merge in sorted {
            active.removeAll { $0.rows.upperBound <= merge.rows.lowerBound }
            var low = 0, high = active.count
            while low < high {
                let mid = (low + high) / 2
                if active[mid].columns.lowerBound < merge.columns.lowerBound { low = mid + 1 } else { high = mid }
            }
            for neighbour in [low - 1, low] where active.indices.contains(neighbour) {
                let other = active[neighbour]
                if other.columns.overlaps(merge.columns) {
                    throw .invalidModel(element: "merged cells \(other)", problem: "overlaps merged cells \(merge)")
                }
            }
            active.insert(merge, at: low)
        }
        self.merges = sorted
    }
}

/// The merged blocks of a ``GridLayout`` and, for each row, the blocks crossing it, so that a
/// query of a row's cells finds the blocks among them without looking at every block.
struct GridMergeIndex {
    /// Every block, by first row, then first column.
    let blocks: [TableSpan]
    /// The blocks crossing each row that any block crosses.
    private let byRow: [Int: [TableSpan]]

    /// No merged blocks.
    init() {
        blocks = []
        byRow = [:]
    }

    /// The blocks of `merges`.
    /// - Complexity: O(Σ rows of each block).
    init(_ merges: GridMerges) {
        blocks = merges.merges
        var byRow: [Int: [TableSpan]] = [:]
        for block in blocks { for row in block.rows { byRow[row, default: []].append(block) } }
        self.byRow = byRow
    }

    /// The blocks crossing `row`, empty for most rows.
    /// - Complexity: O(1).
    func blocks(crossing row: Int) -> [TableSpan] {
        byRow.isEmpty ? [] : byRow[row] ?? []
    }

    /// The block covering the cell of `row` and `column` among `blocks`, the blocks crossing its row.
    static func block(covering column: Int, in blocks: [TableSpan]) -> TableSpan? {
        blocks.isEmpty ? nil : blocks.first { $0.columns.contains(column) }
    }
}
