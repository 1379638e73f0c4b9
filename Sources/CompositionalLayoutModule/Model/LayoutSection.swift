import Foundation
import LayoutCore

/// A section of a compositional layout: one group repeated for the section's items, with
/// spacing, insets, boundary supplementaries, decorations and optional orthogonal scrolling.
/// The portable `NSCollectionLayoutSection`.
public final class LayoutSection {
    /// Called after each layout pass of the section with its visible items, the section's
    /// orthogonal scroll offset and the environment; it may change alpha, transform, zIndex,
    /// hidden and center.
    public typealias VisibleItemsInvalidationHandler = (inout [LayoutVisibleItem], CGPoint, LayoutEnvironment) -> Void

    /// The group repeated for the section's items.
    package let group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Insets around the section's groups, measured from ``contentInsetsReference``.
    public var contentInsets: LayoutEdgeInsets = .zero
    /// What the content insets are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether and how the section scrolls across the layout's scroll axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers, footers and side views of the section.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Decorations, such as a background.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether boundary supplementaries are inset like the content across the scroll axis.
    public var supplementariesFollowContentInsets = true
    /// Adjusts the visible items after each layout pass (carousel effects inside a section).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
