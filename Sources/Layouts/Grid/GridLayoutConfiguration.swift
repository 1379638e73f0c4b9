import Foundation
import LayoutCore

/// The settings of a ``GridLayout``: the columns' widths and the rows' heights, the spacing
/// between them (where the grid lines go), the rows and columns frozen at each edge, and the
/// cells merged into one.
public struct GridLayoutConfiguration: LayoutConfiguration, Hashable, Sendable {
    /// The lengths of a grid's columns or rows.
    public enum Lengths: Hashable, Sendable {
        /// Every column (or row) this long, however many the data has.
        case uniform(CGFloat)
        /// Each column (or row) its own length: exactly one per column (or row) of the data.
        case each([CGFloat])
    }

    /// The columns' widths, each above 0; 100 pt each by default.
    public var columnWidths: Lengths
    /// The rows' heights, each above 0; 44 pt each by default.
    public var rowHeights: Lengths
    /// The gap between neighbouring rows and between neighbouring columns, where the grid lines
    /// are drawn; 1 pt by default.
    public var spacing: CGFloat
    /// How many of the first rows stay at the top of the visible area (a header row).
    public var frozenLeadingRows = 0
    /// How many of the last rows stay at its bottom (a totals row).
    public var frozenTrailingRows = 0
    /// How many of the first columns stay at its leading edge (a name column).
    public var frozenLeadingColumns = 0
    /// How many of the last columns stay at its trailing edge.
    public var frozenTrailingColumns = 0
    /// The blocks of cells shown as one: the cell at a block's first row and first column spans
    /// the block, and the others it covers are hidden beneath it. Blocks may not overlap or cross
    /// a frozen edge.
    public var mergedCells: [TableSpan] = []
    /// Whether a line is drawn in each gap between rows and between columns, as decoration views
    /// of ``GridLayout/columnLineKind`` and ``GridLayout/rowLineKind``; `true` by default.
    public var showsGridLines = true

    /// A grid of `columnWidths` and `rowHeights`, `spacing` apart, nothing frozen or merged.
    public init(columnWidths: Lengths = .uniform(100), rowHeights: Lengths = .uniform(44), spacing: CGFloat = 1) {
        self.columnWidths = columnWidths
        self.rowHeights = rowHeights
        self.spacing = spacing
    }

    /// Throws a `LayoutError` naming a length that is not above 0 or not finite, a spacing that is
    /// negative or not finite, or
    /// a negative count of frozen rows or columns. Counts that depend on the data (one length
    /// per column, merges within the grid) are checked when the layout prepares.
    public func validate() throws(LayoutError) {
        for (name, lengths) in [("column width", columnWidths), ("row height", rowHeights)] {
            switch lengths {
            case .uniform(let length): try LayoutError.checkLength(name, length, positive: true)
            case .each(let lengths): for (index, length) in lengths.enumerated() { try LayoutError.checkLength("\(name) \(index)", length, positive: true) }
            }
        }
        try LayoutError.checkLength("spacing", spacing)
        for (name, count) in [("frozenLeadingRows", frozenLeadingRows), ("frozenTrailingRows", frozenTrailingRows),
                              ("frozenLeadingColumns", frozenLeadingColumns), ("frozenTrailingColumns", frozenTrailingColumns)]
        where count < 0 {
            throw .invalidValue(name: name, value: CGFloat(count), expected: "0 or more")
        }
    }
}
