import Foundation

/// A point on the edges of a rectangle, moved by an offset: how a supplementary item (a badge)
/// attaches to its item or group. The portable `NSCollectionLayoutAnchor`.
///
/// The anchor point is on the named edges (a corner for two edges, the middle of an edge for
/// one, the centre for none). The offset is in points, or in fractions of the supplementary's
/// own size.
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges the anchor sits on.
    public var edges: DirectionalRectEdge
    /// The offset: points when absolute, fractions of the supplementary's size when fractional.
    public var offset: CGPoint
    /// Whether ``offset`` is in fractions of the supplementary's size.
    public var isFractionalOffset: Bool

    /// An anchor on `edges` with no offset.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges` moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// An anchor on `edges` moved by `fractionalOffset` times the supplementary's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }

    /// Hashes what `==` compares: the edges, the offset and its kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(edges)
        hasher.combine(point: offset)
        hasher.combine(isFractionalOffset)
    }

    /// The anchor point on `rect`, before the offset.
    func edgePoint(of rect: CGRect) -> CGPoint {
        let leading = edges.contains(.leading), trailing = edges.contains(.trailing)
        let top = edges.contains(.top), bottom = edges.contains(.bottom)
        return CGPoint(x: leading == trailing ? rect.midX : leading ? rect.minX : rect.maxX,
                       y: top == bottom ? rect.midY : top ? rect.minY : rect.maxY)
    }

    /// The offset in points for a supplementary of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }

    /// The frame of a supplementary of `size` whose `itemAnchor` point is put on this anchor's
    /// point of `container` (each moved by its offset).
    func frame(of size: CGSize, itemAnchor: LayoutAnchor, in container: CGRect) -> CGRect {
        let target = edgePoint(of: container), shift = offset(for: size)
        let own = itemAnchor.edgePoint(of: CGRect(origin: .zero, size: size)), ownShift = itemAnchor.offset(for: size)
        return CGRect(x: target.x + shift.x - own.x - ownShift.x, y: target.y + shift.y - own.y - ownShift.y,
                      width: size.width, height: size.height)
    }
}
