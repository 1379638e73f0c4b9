import Foundation

/// Space added around an item before it is laid out in its group: the portable
/// `NSCollectionLayoutEdgeSpacing`. A `nil` edge adds nothing; flexible edges share the
/// group's leftover space.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// The space before the item on the leading side; `nil` for none.
    public var leading: LayoutSpacing?
    /// The space above the item; `nil` for none.
    public var top: LayoutSpacing?
    /// The space after the item on the trailing side; `nil` for none.
    public var trailing: LayoutSpacing?
    /// The space below the item; `nil` for none.
    public var bottom: LayoutSpacing?

    /// Spacing for each edge; `nil` edges add nothing.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
