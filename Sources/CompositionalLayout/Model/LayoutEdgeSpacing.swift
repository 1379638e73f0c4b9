import Foundation

/// Space added around an item before it is laid out in its group: the portable
/// `NSCollectionLayoutEdgeSpacing`. A `nil` edge adds nothing; flexible edges share the
/// group's leftover space.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    /// Spacing for each edge; `nil` edges add nothing.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
