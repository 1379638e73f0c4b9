import Foundation
import LayoutCore

/// One cell of a compositional layout, or (as ``LayoutGroup``) a container of cells: the
/// portable `NSCollectionLayoutItem`. A class, as in UIKit, so that a group is an item and
/// groups nest.
public class LayoutItem {
    /// The item's size in its group (ignored along the axis of a group built with `count`).
    public let layoutSize: LayoutSize
    /// Supplementary views anchored to the item (badges).
    public var supplementaryItems: [LayoutSupplementaryItem]
    /// Insets that shrink the item inside its slot; the slot, and so its neighbours, do not
    /// move. Ignored on an axis whose dimension is estimated.
    public var contentInsets: LayoutEdgeInsets = .zero
    /// Space added around the item before its group lays it out; flexible edges share the
    /// group's leftover space.
    public var edgeSpacing: LayoutEdgeSpacing?

    /// An item of `layoutSize` with optional anchored supplementary items.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
