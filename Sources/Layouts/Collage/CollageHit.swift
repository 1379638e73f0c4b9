import Foundation

/// What a point on a collage hits, nearest first: a junction within the hit tolerance, else a
/// divider within it, else the cell under the point.
package enum CollageHit: Hashable, Sendable {
    /// A junction: dragging it moves every divider through it.
    case junction(CollageJunction)
    /// A divider, by index: dragging it moves it along its normal.
    case divider(Int)
    /// A cell, by index: dragging it to another cell swaps their photos.
    case cell(Int)
}
