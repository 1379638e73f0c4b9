import Foundation

/// When to tell an app that the end of the content is near, to load more: once when the view
/// comes within the distance of the largest offset it can rest at, again each time items are
/// added while it is that near (a page loaded that still leaves the end on screen), and again
/// after the person scrolled back out of that distance. Cells sizing themselves near the end
/// move the end without telling again: only more items do.
struct NearEndTrigger {
    /// How many items there were when the app was last told; `nil` once the view is farther than
    /// the distance.
    private var toldAtItemCount: Int?

    /// Whether to tell the app, the view at `offset` along the scroll axis, able to rest at
    /// `lastOffset` at most (the content's end, with its inset, at the visible region's end),
    /// showing `itemCount` items.
    mutating func shouldTell(offset: CGFloat, lastOffset: CGFloat, distance: CGFloat, itemCount: Int) -> Bool {
        guard lastOffset - offset <= distance else {
            toldAtItemCount = nil
            return false
        }
        if let told = toldAtItemCount, itemCount <= told { return false }
        toldAtItemCount = itemCount
        return true
    }
}
