import Foundation

/// Insets for the four edges of a rectangle, as `UIEdgeInsets` and `NSDirectionalEdgeInsets`.
///
/// One type serves both because a layout works in left-to-right coordinates: in a right-to-left
/// view, UIKit mirrors what a layout whose `flipsHorizontallyInOppositeLayoutDirection` is true
/// returns (the flow and compositional layouts), so the left inset ends up on the leading edge,
/// as a directional inset's leading does. Write `left`/`right` where UIKit takes `UIEdgeInsets`
/// (a flow layout's `sectionInset`) and ``init(top:leading:bottom:trailing:)`` where it takes
/// `NSDirectionalEdgeInsets` (a compositional item's `contentInsets`).
public struct LayoutEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Creates insets from the four edge values.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets named as `NSDirectionalEdgeInsets` names them: `leading` is stored as ``left`` and
    /// `trailing` as ``right``, the edges they are in the layout's left-to-right coordinates
    /// (a right-to-left view mirrors the layout, as UIKit does).
    public init(top: CGFloat = 0, leading: CGFloat, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Insets of the same value on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = LayoutEdgeInsets()

    /// `left + right`.
    package var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    package var vertical: CGFloat { top + bottom }

    /// The two insets on the edges along `axis`: left + right for horizontal, top + bottom for
    /// vertical.
    package func total(along axis: ScrollDirection) -> CGFloat { axis == .horizontal ? horizontal : vertical }

    /// The inset before the content along `axis` (left or top).
    package func before(_ axis: ScrollDirection) -> CGFloat { axis == .horizontal ? left : top }

    /// The inset after the content along `axis` (right or bottom).
    package func after(_ axis: ScrollDirection) -> CGFloat { axis == .horizontal ? right : bottom }

    /// Whether every edge is a finite number.
    package var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// The edge-wise sum of two insets.
    package static func + (lhs: LayoutEdgeInsets, rhs: LayoutEdgeInsets) -> LayoutEdgeInsets {
        LayoutEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative), as `UIEdgeInsetsInsetRect`.
    package func inset(by insets: LayoutEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.horizontal, height: height - insets.vertical)
    }
}
