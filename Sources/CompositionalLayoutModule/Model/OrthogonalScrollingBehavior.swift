/// How a section scrolls across the layout's scroll axis: the portable
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
    /// The section lays out along the layout's axis and does not scroll on its own.
    case none
    /// Scrolls with normal deceleration and rests anywhere.
    case continuous
    /// Scrolls with normal deceleration and rests on the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the visible container, one page per gesture.
    case paging
    /// Pages one group (plus spacing) at a time, resting on a group's leading edge.
    case groupPaging
    /// Pages one group at a time with insets that centre each group.
    case groupPagingCentered
}
