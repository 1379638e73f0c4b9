import Foundation

/// One frame a custom group's provider returns: the portable `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame relative to the group's origin.
    public var frame: CGRect
    /// Stacking order of the item's cell.
    public var zIndex: Int

    /// A custom item at `frame` (relative to the group's origin).
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// Hashes what `==` compares: the frame and the z-index.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(zIndex)
    }
}
