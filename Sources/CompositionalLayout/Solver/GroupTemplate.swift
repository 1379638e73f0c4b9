import Foundation
import LayoutCore

/// A top-level group solved once for its section: every leaf item's frame and every anchored
/// supplementary's frame relative to the group's origin. A section of identical groups repeats
/// it with a stride.
struct GroupTemplate {
    /// A cell of the group.
    struct Leaf {
        /// The cell's frame (content insets applied) relative to the group's origin.
        var frame: CGRect
        /// The slot the group gave it, before content insets.
        var slot: CGRect
        /// Stacking order (custom groups set it).
        var zIndex: Int
        /// Whether its extent along the scroll axis comes from the content (estimated, directly
        /// in a top-level group that is estimated along the scroll axis).
        var isSelfSizing: Bool
    }

    /// What a supplementary is anchored to.
    enum AnchorTarget {
        /// A leaf, by its index in the group.
        case leaf(Int)
        /// The top-level group.
        case group
        /// A nested group, which never re-flows: the frame is final.
        case nestedGroup
    }

    /// A supplementary anchored to an item or a group.
    struct Supplementary {
        var item: LayoutSupplementaryItem
        /// The frame relative to the group's origin.
        var frame: CGRect
        var target: AnchorTarget
        /// The leaf whose index path the supplementary takes: its own item, or a group's first.
        var leafIndex: Int
    }

    /// The group's size.
    var size: CGSize
    /// The cells, in item order.
    var leaves: [Leaf] = []
    /// Badges and group supplementaries.
    var supplementaries: [Supplementary] = []
    /// Whether the top-level group stacks its items along the scroll axis (a vertical group in a
    /// vertically scrolling layout): self-sized items then push the items after them.
    var stacksAlongScrollAxis = false
    /// The fixed spacing between stacked items.
    var stackSpacing: CGFloat = 0
    /// The group's content insets before and after its items along the scroll axis.
    var insetBefore: CGFloat = 0
    var insetAfter: CGFloat = 0

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
