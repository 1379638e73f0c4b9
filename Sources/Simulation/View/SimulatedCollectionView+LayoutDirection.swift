import Foundation
import LayoutCore

/// Right to left: a layout that flips in the opposite layout direction (the flow and
/// compositional layouts) computes left to right, and the view reflects every rect, offset and
/// element between the layout's coordinates and its own through a ``LayoutMirror``, as
/// `UICollectionView` does. Every query the view makes goes through these conversions.
extension SimulatedCollectionView {
    /// The reflection in use: right to left with a layout that flips, `nil` otherwise.
    public var layoutMirror: LayoutMirror? { layoutMirror(of: collectionLayout, contentSize: contentSize) }

    /// The reflection `layout` gets with content of `size`.
    func layoutMirror(of layout: any CollectionLayout, contentSize size: CGSize) -> LayoutMirror? {
        guard layoutDirection == .rightToLeft, layout.flipsHorizontallyInOppositeLayoutDirection else { return nil }
        return LayoutMirror(contentWidth: size.width)
    }

    /// Changes the reading direction, as the trait collection's `layoutDirection`: the layout
    /// prepares again and the view keeps showing the same content, reflected (a view resting
    /// at its start stays at its start, now on the right).
    public func setLayoutDirection(_ direction: LayoutTraits.LayoutDirection) throws(LayoutError) {
        guard direction != layoutDirection else { return }
        stopMotion()
        finishUpdateAnimation(reachedEnd: false)
        let before = layoutMirror
        layoutDirection = direction
        collectionLayout.invalidateLayout(with: .everything)
        try layoutPass()
        guard let mirror = before ?? layoutMirror else { return }
        setBoundsOrigin(mirror.contentOffset(bounds.origin, boundsWidth: bounds.width))
    }

    // MARK: Conversions

    /// `viewBounds` in the layout's coordinates.
    func layoutBounds(_ viewBounds: CGRect) -> CGRect { layoutMirror?.bounds(viewBounds) ?? viewBounds }

    /// The layout's answer for `rect` (view coordinates), in view coordinates.
    func layoutAttributesInView(in rect: CGRect) -> [LayoutAttributes] {
        guard let mirror = layoutMirror else { return collectionLayout.layoutAttributesForElements(in: rect) }
        return collectionLayout.layoutAttributesForElements(in: mirror.rect(rect)).map(mirror.attributes)
    }

    /// `layout`'s attributes for `key`, reflected for content of `size` when it flips.
    func attributesInView(for key: ElementKey, of layout: any CollectionLayout, contentSize size: CGSize) -> LayoutAttributes? {
        let attributes = layout.layoutAttributes(for: key)
        guard let mirror = layoutMirror(of: layout, contentSize: size) else { return attributes }
        return attributes.map(mirror.attributes)
    }

    /// The current layout's attributes for `key`, in view coordinates.
    func attributesInView(for key: ElementKey) -> LayoutAttributes? {
        attributesInView(for: key, of: collectionLayout, contentSize: contentSize)
    }

    /// `attributes` carried across the reflection in use, either way (it is its own inverse):
    /// a layout's answer into view coordinates, or a view's element into the layout's.
    func reflected(_ attributes: LayoutAttributes?) -> LayoutAttributes? {
        guard let mirror = layoutMirror else { return attributes }
        return attributes.map(mirror.attributes)
    }

    /// `layout`'s target for a proposal in view coordinates (with content of `size`), in view
    /// coordinates; with `velocity`, the fling variant (its x reflected too).
    func targetContentOffsetInView(forProposed proposed: CGPoint, velocity: CGPoint? = nil,
                                   of layout: (any CollectionLayout)? = nil, contentSize size: CGSize? = nil) -> CGPoint {
        let layout = layout ?? collectionLayout
        let mirror = layoutMirror(of: layout, contentSize: size ?? contentSize)
        let width = bounds.width
        let inLayout = mirror?.contentOffset(proposed, boundsWidth: width) ?? proposed
        let target: CGPoint
        if let velocity {
            let layoutVelocity = mirror == nil ? velocity : CGPoint(x: -velocity.x, y: velocity.y)
            target = layout.targetContentOffset(forProposedContentOffset: inLayout, withScrollingVelocity: layoutVelocity)
        } else {
            target = layout.targetContentOffset(forProposedContentOffset: inLayout)
        }
        return mirror?.contentOffset(target, boundsWidth: width) ?? target
    }

    /// Asks the layout whether moving to `newBounds` (view coordinates) invalidates it, and
    /// records what it invalidates.
    func invalidateLayoutIfNeeded(forBoundsChange newBounds: CGRect) {
        let inLayout = layoutBounds(newBounds)
        if collectionLayout.shouldInvalidateLayout(forBoundsChange: inLayout) {
            collectionLayout.invalidateLayout(with: collectionLayout.invalidation(forBoundsChange: inLayout))
        }
    }
}
