import Foundation

/// The axis a layout scrolls along, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: Hashable, Sendable, CaseIterable {
    /// Up and down: the content's height is what scrolls.
    case vertical
    /// Side to side: the content's width is what scrolls.
    case horizontal

    /// The other axis.
    package var cross: ScrollDirection { self == .vertical ? .horizontal : .vertical }
}

extension CGPoint {
    /// The coordinate along `axis`: `y` for vertical, `x` for horizontal.
    package subscript(axis: ScrollDirection) -> CGFloat {
        get { axis == .vertical ? y : x }
        set { if axis == .vertical { y = newValue } else { x = newValue } }
    }

    /// Whether both coordinates are finite.
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// The extent along `axis`: `height` for vertical, `width` for horizontal.
    package subscript(axis: ScrollDirection) -> CGFloat {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }

    /// Creates a size from its extent along `axis` and across it.
    package init(along axis: ScrollDirection, _ along: CGFloat, across: CGFloat) {
        self = axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// Whether both extents are finite.
    package var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// The smallest coordinate along `axis`.
    package func min(_ axis: ScrollDirection) -> CGFloat { axis == .vertical ? minY : minX }
    /// The largest coordinate along `axis`.
    package func max(_ axis: ScrollDirection) -> CGFloat { axis == .vertical ? maxY : maxX }
    /// The middle coordinate along `axis`.
    package func mid(_ axis: ScrollDirection) -> CGFloat { axis == .vertical ? midY : midX }
    /// The extent along `axis`.
    package func length(_ axis: ScrollDirection) -> CGFloat { axis == .vertical ? height : width }

    /// Creates a rectangle from its origin and extent along `axis` and across it.
    package init(along axis: ScrollDirection, origin: CGFloat, length: CGFloat,
                acrossOrigin: CGFloat, acrossLength: CGFloat) {
        self = axis == .vertical
            ? CGRect(x: acrossOrigin, y: origin, width: acrossLength, height: length)
            : CGRect(x: origin, y: acrossOrigin, width: length, height: acrossLength)
    }

    /// Whether origin and size are all finite.
    package var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension Comparable {
    /// The value limited to `range`.
    @inlinable
    package func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
