import Foundation
import LayoutCore

/// Insets for the four edges, named by reading direction: the portable `NSDirectionalEdgeInsets`.
/// Leading is the left edge (layouts are left to right).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (the left, left to right), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right, left to right), in points.
    public var trailing: CGFloat

    /// Insets from the four edge values.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()

    /// The insets as left/right edges.
    package var edgeInsets: LayoutEdgeInsets { LayoutEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// The two insets on the edges along `axis`:
    /// leading + trailing for horizontal, top + bottom for vertical.
    func total(along axis: ScrollDirection) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }

    /// The inset before the content along `axis` (leading or top).
    func before(_ axis: ScrollDirection) -> CGFloat { axis == .horizontal ? leading : top }

    /// The inset after the content along `axis` (trailing or bottom).
    func after(_ axis: ScrollDirection) -> CGFloat { axis == .horizontal ? trailing : bottom }

    /// Whether every edge is finite.
    var isFinite: Bool { edgeInsets.isFinite }

    /// The edge-wise sum.
    static func + (lhs: DirectionalEdgeInsets, rhs: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                              bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}

extension CGRect {
    /// The rectangle shrunk by directional `insets`.
    func inset(by insets: DirectionalEdgeInsets) -> CGRect { inset(by: insets.edgeInsets) }
}
