import Foundation

/// Which column a ``WaterfallLayout`` item goes to.
public enum WaterfallPlacement: Hashable, Sendable, CaseIterable {
    /// The column whose bottom is highest (the shortest), the leading one on a tie:
    /// CHTCollectionViewWaterfallLayout's rule, which keeps the columns even.
    case shortestColumn
    /// Column `i mod c` for the `i`-th item since the section's start or its last full-span item:
    /// items read across the columns in order, whatever their lengths.
    case inOrder
}
