import Foundation

/// A block of a table's rows and columns, counted from 0: the cells a merged cell of a grid
/// covers, or what a cell of a table spans as VoiceOver reads it (`accessibilityRowRange()` and
/// `accessibilityColumnRange()` on iOS).
public struct TableSpan: Hashable, Sendable, CustomStringConvertible {
    /// The rows it spans.
    public var rows: Range<Int>
    /// The columns it spans.
    public var columns: Range<Int>

    /// The block of `rows` × `columns`.
    public init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    /// "rows 1..<3 × columns 2..<4", as errors name it.
    public var description: String {
        "rows \(rows.lowerBound)..<\(rows.upperBound) × columns \(columns.lowerBound)..<\(columns.upperBound)"
    }
}
