import Foundation

/// When to tell an app that an end of the content is near, to load more (the next page at the
/// end, earlier messages at the start): once when the view comes within the distance of the
/// offset it can rest at on that side, again each time items are added while it is that near (a
/// page loaded that still leaves the edge on screen), and again after the person scrolled back
/// out of that distance. Cells sizing themselves near the edge move it without telling again:
/// only more items do.
package struct NearEdgeTrigger {
    /// How many items there were when the app was last told; `nil` once the view is farther than
    /// the distance.
    private var toldAtItemCount: Int?

    package init() {}

    /// Whether to tell the app, the view `distanceToEdge` points along the scroll axis from the
    /// offset it can rest at on that side (0 at the edge), showing `itemCount` items.
    package mutating func shouldTell(distanceToEdge: CGFloat, distance: CGFloat, itemCount: Int) -> Bool {
        guard distanceToEdge <= distance else {
            toldAtItemCount = nil
            return false
        }
        if let told = toldAtItemCount, itemCount <= told { return false }
        toldAtItemCount = itemCount
        return true
    }
}
