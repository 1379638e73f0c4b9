import Foundation

/// How long a ``WaterfallLayout`` item is along the scroll axis (its height in a vertical
/// waterfall; its width in a horizontal one); across, it is as wide as its column, or as the
/// section's room when it spans every column.
public enum WaterfallItemSize: Hashable, Sendable {
    /// This length, finite and not negative.
    case absolute(CGFloat)
    /// A photo's proportions, width ÷ height, finite and positive: `w / ratio` tall in a column
    /// `w` wide (horizontal: `h · ratio` wide in a row `h` tall).
    case aspectRatio(CGFloat)
    /// This length until the cell reports its own (`preferredLayoutAttributesFitting(_:)`), finite
    /// and not negative. The cell's size arrives without moving anything on screen, and the item
    /// keeps its column.
    case estimated(CGFloat)
}
