import Foundation
import LayoutCore

/// A run of a waterfall section's items in columns, between the section's start or end and its
/// items that span every column; or one such spanning item alone (a band of one full-width
/// column). Bands follow one another along the axis: each starts where the one before ends.
///
/// Each column keeps its items' offsets in a ``PrefixSumTree`` (each item's length plus the item
/// spacing, by rank), so an item's place is its column's lead plus a prefix sum, and a length
/// that changes moves the items after it in its column without touching them: O(log n).
struct WaterfallBand {
    /// One column of the band.
    struct Column {
        /// The item at each rank, top to bottom, counted from the band's first item.
        var items: [Int]
        /// Each item's length plus the item spacing, by rank.
        var offsets: PrefixSumTree
        /// How far below the band's start the column's first item begins: 0, unless an item
        /// above the screen grew (or shrank) toward the start, leaving a gap at the top of some
        /// columns rather than moving what is on screen.
        var lead: CGFloat = 0

        /// Where the column's last item ends, its trailing spacing included, from the band's start.
        var end: CGFloat { lead + offsets.total }
    }

    /// The section's index of the band's first item: a band holds consecutive items, so an
    /// update that adds or removes items before it moves this alone.
    var firstItem: Int
    /// The columns, leading to trailing; one for an item spanning every column.
    var columns: [Column]
    /// Whether the band is one item spanning every column.
    let spansAllColumns: Bool
    /// Whether the band is its section's last: it ends at its longest column's last item, without
    /// the trailing spacing.
    var isLast = false

    /// The band's extent along the axis: its longest column, plus the item spacing unless it is
    /// the section's last band.
    func length(itemSpacing: CGFloat) -> CGFloat {
        var end: CGFloat = 0
        for column in columns where !column.items.isEmpty { end = max(end, column.end) }
        return max(0, end - (isLast ? itemSpacing : 0))
    }

    /// Moves every column's first item so the highest begins at the band's start: the gaps an
    /// item growing toward the start left stay as small as they can.
    mutating func closeLeadingGap() {
        var lowest = CGFloat.infinity
        for column in columns where !column.items.isEmpty { lowest = min(lowest, column.lead) }
        guard lowest.isFinite, lowest != 0 else { return }
        for index in columns.indices where !columns[index].items.isEmpty { columns[index].lead -= lowest }
    }
}
