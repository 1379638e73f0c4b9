import Foundation
import LayoutCore

/// Layout-wide settings: the portable `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; vertical by default.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first and after the last section.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from when they say `.automatic`.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// The default configuration: vertical, no spacing, no layout-level supplementaries.
    public init() {}
}
