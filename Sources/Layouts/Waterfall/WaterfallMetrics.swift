import Foundation
import LayoutCore

/// The measures of one section of a ``WaterfallLayout``, checked: its columns and where they
/// sit, its spacing, insets, header and footer.
struct WaterfallMetrics: Equatable {
    let axis: ScrollDirection
    /// `c`.
    let columnCount: Int
    /// `s_c`.
    let columnSpacing: CGFloat
    /// `s_i`.
    let itemSpacing: CGFloat
    /// The leading inset across the axis: column 0's edge.
    let crossStart: CGFloat
    /// `W`: the room across, less the insets.
    let available: CGFloat
    /// The insets along the axis, before and after the items.
    let leadingInset: CGFloat
    let trailingInset: CGFloat
    /// The header's and footer's extents along the axis (0: none).
    let headerLength: CGFloat
    let footerLength: CGFloat

    /// `w = (W − (c−1)·s_c) / c`, at least 0.
    var columnWidth: CGFloat {
        max(0, (available - CGFloat(columnCount - 1) * columnSpacing) / CGFloat(columnCount))
    }

    /// Where column `column` begins across the axis: `inset + j·(w + s_c)`; an item spanning the
    /// columns begins at column 0.
    func columnOrigin(_ column: Int) -> CGFloat {
        crossStart + CGFloat(column) * (columnWidth + columnSpacing)
    }

    /// How far the section's items reach across: the room, or further when the spacing alone
    /// overfills it.
    var crossReach: CGFloat {
        crossStart + max(available, CGFloat(columnCount) * columnWidth + CGFloat(columnCount - 1) * columnSpacing)
    }

    /// The length along the axis of an item of `size` in a column `width` across (the section's
    /// room for an item spanning the columns), and whether it is an estimate.
    func length(of size: WaterfallItemSize, across width: CGFloat) -> (length: CGFloat, isEstimated: Bool) {
        switch size {
        case .absolute(let length): (length, false)
        case .estimated(let length): (length, true)
        case .aspectRatio(let ratio): (axis == .vertical ? width / ratio : width * ratio, false)
        }
    }
}
