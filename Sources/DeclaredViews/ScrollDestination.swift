import Foundation
import LayoutCore
import LayoutHosting

/// Where an app asks the view to scroll, as SwiftUI's `ScrollPosition` and `ScrollViewReader`'s
/// proxy ask a scroll view: an item brought to an anchor of the region no bar covers, an edge of
/// the content, or an offset. Whatever the target, the view goes to an offset it can rest at.
package enum ScrollDestination<ItemID: Hashable>: Equatable {
    /// The item's point at `anchor` brought to the same point of the visible region (in unit
    /// coordinates of each: (0, 0) the top left, (0.5, 0.5) the centre, (1, 1) the bottom right);
    /// `nil`: the least scroll that shows the item whole, none when it is (`scrollTo(_:anchor: nil)`).
    case item(ItemID, anchor: CGPoint?)
    /// An edge of the content: the least or the greatest offset along the edge's axis.
    case edge(ContentEdge)
    /// An offset.
    case offset(CGPoint)
}

/// An edge of a collection view's content.
package enum ContentEdge: Equatable, Sendable {
    case top, bottom, leading, trailing
}

/// A destination the app asked for once, told apart from the same destination asked for again by `token`
/// (each request of SwiftUI's view has a new one): the view goes there once per token.
package struct ScrollRequest<ItemID: Hashable>: Equatable {
    package var destination: ScrollDestination<ItemID>
    package var token: AnyHashable

    /// `destination`, asked for as `token`.
    package init(_ destination: ScrollDestination<ItemID>, token: AnyHashable) {
        self.destination = destination
        self.token = token
    }
}
