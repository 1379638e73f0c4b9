import Foundation

/// A supplementary view anchored to an item or a group, such as a badge: the portable
/// `NSCollectionLayoutSupplementaryItem`.
public class LayoutSupplementaryItem: LayoutItem {
    /// The kind the view is registered with.
    public let elementKind: String
    /// Where on the item or group the supplementary attaches.
    public let containerAnchor: LayoutAnchor
    /// Which point of the supplementary is put on the container's anchor.
    public let itemAnchor: LayoutAnchor
    /// Stacking order; 1 by default, as in UIKit, so it draws above cells.
    public var zIndex: Int = 1

    /// A supplementary whose `itemAnchor` point sits on the container's `containerAnchor` point.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// A supplementary inside the container's corner or edge named by `containerAnchor` (its own
    /// matching corner on the anchor point), moved by the anchor's offset.
    public convenience init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
                  itemAnchor: LayoutAnchor(edges: containerAnchor.edges))
    }
}
