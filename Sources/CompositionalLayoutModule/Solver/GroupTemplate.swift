import Foundation
import LayoutCore

/// A top-level group solved once for its section: every leaf item's frame, every group's slot
/// and every anchored supplementary's frame relative to the group's origin. A section of
/// identical groups repeats it with a stride; an estimated section re-flows it per repetition
/// with the lengths its cells report (``reflow(count:reportedLength:)``).
struct GroupTemplate {
    /// A cell of the group.
    struct Leaf {
        /// The cell's frame (content insets applied) relative to the group's origin.
        var frame: CGRect
        /// The slot its group gave it, before content insets.
        var slot: CGRect
        /// Stacking order (custom groups set it).
        var zIndex: Int
        /// Whether its extent along the scroll axis comes from the content: it is estimated
        /// along the axis, and so is every group between it and the section.
        var isSelfSizing: Bool
    }

    /// A cell or a group of the template: a group's subitem, or what a supplementary is anchored to.
    enum Node {
        /// A leaf, by its index in ``leaves``.
        case leaf(Int)
        /// A group, by its index in ``groups`` (0 is the top-level group).
        case group(Int)
    }

    /// A group of the template: the top-level group (index 0) or a nested one.
    struct Group {
        /// Its slot relative to the top-level group's origin (for the top-level group, its rect).
        var slot: CGRect
        /// Whether it arranges its subitems along the scroll axis, so that a longer subitem
        /// pushes the ones after it.
        var stacksAlongScrollAxis: Bool
        /// Whether its length along the scroll axis is its content's (estimated along the axis).
        var isEstimated: Bool
        /// Its content inset after its subitems along the scroll axis.
        var insetAfter: CGFloat
        /// The index of its first leaf: the group exists in a repetition that has this leaf.
        var firstLeaf: Int
        /// Its subitems in order.
        var subitems: [Node] = []
    }

    /// A supplementary anchored to an item or a group.
    struct Supplementary {
        var item: LayoutSupplementaryItem
        /// The frame relative to the group's origin.
        var frame: CGRect
        /// What it is anchored to.
        var target: Node
        /// The leaf whose index path the supplementary takes: its own item, or a group's first.
        var leafIndex: Int
    }

    /// The group's size.
    var size: CGSize
    /// The layout's scroll axis, along which estimated groups and cells re-flow.
    let axis: ScrollDirection
    /// The cells, in item order.
    var leaves: [Leaf] = []
    /// The top-level group first, then every nested group in the order it was placed.
    var groups: [Group] = []
    /// Badges and group supplementaries.
    var supplementaries: [Supplementary] = []

    /// Creates an empty template for a group of `size` in a layout scrolling along `axis`.
    init(size: CGSize, axis: ScrollDirection) {
        self.size = size
        self.axis = axis
    }

    /// Gives the top-level group `size` without arranging it again, re-anchoring its own
    /// supplementaries.
    mutating func resize(to size: CGSize) {
        self.size = size
        groups[0].slot.size = size
        for index in supplementaries.indices {
            guard case .group(0) = supplementaries[index].target else { continue }
            let item = supplementaries[index].item
            supplementaries[index].frame = item.containerAnchor.frame(of: supplementaries[index].frame.size,
                                                                     itemAnchor: item.itemAnchor, in: groups[0].slot)
        }
    }

    /// Whether any cell sizes itself.
    var hasSelfSizingLeaves: Bool { leaves.contains { $0.isSelfSizing } }

    /// How far frames reach beyond the group's own extent along `axis`: (before, after), both ≥ 0.
    func overhang(along axis: ScrollDirection) -> (before: CGFloat, after: CGFloat) {
        var low: CGFloat = 0, high = size[axis]
        for leaf in leaves { low = min(low, leaf.frame.min(axis)); high = max(high, leaf.frame.max(axis)) }
        for supplementary in supplementaries {
            low = min(low, supplementary.frame.min(axis)); high = max(high, supplementary.frame.max(axis))
        }
        return (-low, high - size[axis])
    }
}
