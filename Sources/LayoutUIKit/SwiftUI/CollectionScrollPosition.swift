#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import LayoutHosting
import SwiftUI

/// Where a ``CollectionLayoutView`` should scroll, and where it is, as SwiftUI's `ScrollPosition`
/// says both for a scroll view: keep one in `@State`, give it to
/// ``SwiftUI/View/collectionScrollPosition(_:)``, and ask it to scroll from anywhere (a button, a
/// search result). Asked inside `withAnimation`, the view glides there; otherwise it jumps. Each
/// request is carried out once: asking for the same item again after the person scrolled away
/// goes there again. Read it as `ScrollPosition` is read: what was asked (``viewID``, ``edge``,
/// ``point``) until the person scrolls, then ``isPositionedByUser`` and the item at the leading
/// edge where the view came to rest.
///
/// ```swift
/// @State private var position = CollectionScrollPosition<Photo.ID>()
///
/// Button("Today") { withAnimation { position.scrollTo(id: today, anchor: .center) } }
/// ```
public struct CollectionScrollPosition<ID: Hashable>: Equatable {
    /// The request not carried out yet, or the last one.
    var request: ScrollRequest<ID>?
    /// The item asked for last, or, once the person scrolled, the item at the leading edge where
    /// the view came to rest; `nil` when an edge or a point was asked for.
    public private(set) var viewID: ID?
    /// The edge of the content asked for last; `nil` once the person scrolled, or for another request.
    public private(set) var edge: Edge?
    /// The content offset asked for last; `nil` once the person scrolled, or for another request.
    public private(set) var point: CGPoint?
    /// Whether the person scrolled the view (a drag, a fling) since the last request.
    public private(set) var isPositionedByUser = false

    /// A position that asks for nothing: the view stays where it is.
    public init() {}

    /// A position asking for the item `id` at `anchor` (see ``scrollTo(id:anchor:)``).
    public init(id: ID, anchor: UnitPoint? = nil) {
        scrollTo(id: id, anchor: anchor)
    }

    /// A position asking for an edge of the content.
    public init(edge: Edge) {
        scrollTo(edge: edge)
    }

    /// Scrolls so that the point of the item at `anchor` lies at the same point of the region no
    /// bar covers (`.top`: the item's top at the top; `.center`: centred), or, with no anchor, by
    /// the least that shows the item whole (not at all when it does), as `ScrollViewReader`'s
    /// proxy does. The view stays within the offsets it rests at.
    public mutating func scrollTo(id: ID, anchor: UnitPoint? = nil) {
        ask(.item(id, anchor: anchor.map { CGPoint(x: $0.x, y: $0.y) }), viewID: id)
    }

    /// Scrolls to an edge of the content: the top, the bottom, the leading or the trailing end.
    public mutating func scrollTo(edge: Edge) {
        switch edge {
        case .top: ask(.edge(.top), edge: edge)
        case .bottom: ask(.edge(.bottom), edge: edge)
        case .leading: ask(.edge(.leading), edge: edge)
        case .trailing: ask(.edge(.trailing), edge: edge)
        }
    }

    /// Scrolls to the content offset `point`, kept within the offsets the view rests at.
    public mutating func scrollTo(point: CGPoint) {
        ask(.offset(point), point: point)
    }

    private mutating func ask(_ destination: ScrollDestination<ID>, viewID: ID? = nil, edge: Edge? = nil, point: CGPoint? = nil) {
        request = ScrollRequest(destination, token: UUID())
        self.viewID = viewID
        self.edge = edge
        self.point = point
        isPositionedByUser = false
    }

    /// The person scrolled the view, which came to rest with `id` at its leading edge: nothing is
    /// asked any more.
    mutating func positionedByUser(at id: ID?) {
        request = nil
        viewID = id
        edge = nil
        point = nil
        isPositionedByUser = true
    }
}
#endif
