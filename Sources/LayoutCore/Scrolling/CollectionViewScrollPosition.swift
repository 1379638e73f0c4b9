import Foundation

/// Where an item ends up when scrolled to, as `UICollectionView.ScrollPosition`: at most one
/// vertical and one horizontal position.
public struct CollectionViewScrollPosition: OptionSet, Hashable, Sendable {
    /// The positions' bits.
    public let rawValue: Int
    /// The positions whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Leave the axis where it is.
    public static let none: CollectionViewScrollPosition = []
    /// The item's top edge at the top of the visible area.
    public static let top = CollectionViewScrollPosition(rawValue: 1 << 0)
    /// The item's vertical center at the visible area's vertical center.
    public static let centeredVertically = CollectionViewScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = CollectionViewScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = CollectionViewScrollPosition(rawValue: 1 << 3)
    /// The item's horizontal center at the visible area's horizontal center.
    public static let centeredHorizontally = CollectionViewScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = CollectionViewScrollPosition(rawValue: 1 << 5)

    /// Throws unless the position names at most one vertical position (`top`,
    /// `centeredVertically`, `bottom`) and one horizontal (`left`, `centeredHorizontally`,
    /// `right`): UIKit raises for two on one axis.
    package func validate() throws(LayoutError) {
        let vertical = intersection([.top, .centeredVertically, .bottom]).rawValue.nonzeroBitCount
        let horizontal = intersection([.left, .centeredHorizontally, .right]).rawValue.nonzeroBitCount
        guard vertical <= 1, horizontal <= 1 else {
            throw .invalidValue(name: "scroll position", value: CGFloat(rawValue),
                                expected: "at most one vertical and one horizontal position")
        }
    }
}

extension CollectionViewScrollPosition {
    /// Where along `axis` the position puts the item: 0 its leading edge at the visible area's,
    /// ½ its center at the center, 1 its trailing edge at the trailing edge; `nil` when the
    /// position leaves the axis alone.
    package func fraction(along axis: ScrollDirection) -> CGFloat? {
        let (leading, center, trailing): (Self, Self, Self) = axis == .vertical
            ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
        if contains(leading) { return 0 }
        if contains(center) { return 0.5 }
        if contains(trailing) { return 1 }
        return nil
    }

    /// The content offset that puts `frame` at this position in the visible area of `bounds`
    /// (the bounds inside `adjustedContentInset`), keeping `bounds`' origin on an axis the
    /// position leaves alone.
    package func contentOffset(showing frame: CGRect, in bounds: CGRect, adjustedContentInset inset: LayoutEdgeInsets) -> CGPoint {
        var offset = bounds.origin
        for axis in [ScrollDirection.horizontal, .vertical] {
            guard let fraction = fraction(along: axis) else { continue }
            let (before, after) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let visible = bounds.size[axis] - before - after
            offset[axis] = frame.min(axis) + fraction * frame.length(axis) - before - fraction * visible
        }
        return offset
    }
}
