import Foundation

/// Insets for the four edges of a rectangle, as `UIEdgeInsets`.
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
