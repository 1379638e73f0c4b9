import Foundation
import LayoutCore
import LayoutHosting

/// Right to left: a layout that flips in the opposite layout direction (the flow and
/// compositional layouts) computes left to right, and the view reflects every rect, offset and
/// element between the layout's coordinates and its own through its host's mirror, as
/// `UICollectionView` does. The reflection is the host's (``LayoutHost/mirror``); every query
/// the view makes goes through it.
extension SimulatedCollectionView {
    /// The reflection in use: right to left with a layout that flips, `nil` otherwise.
    package var layoutMirror: LayoutMirror? { layoutHost.mirror }

    /// Changes the reading direction, as the trait collection's `layoutDirection`: the layout
    /// prepares again and the view keeps showing the same content, reflected (a view resting
    /// at its start stays at its start, now on the right).
    public func setLayoutDirection(_ direction: LayoutTraits.LayoutDirection) throws(LayoutError) {
        guard direction != layoutDirection else { return }
        stopMotion()
        finishUpdateAnimation(reachedEnd: false)
        let before = layoutMirror
        layoutDirection = direction
        layoutHost.record(.everything)
        try layoutPass()
        guard let mirror = before ?? layoutMirror else { return }
        setBoundsOrigin(mirror.contentOffset(bounds.origin, boundsWidth: bounds.width))
    }

    // MARK: Conversions

    /// `viewBounds` in the layout's coordinates.
    func layoutBounds(_ viewBounds: CGRect) -> CGRect { layoutHost.layoutBounds(viewBounds) }

    /// The layout's answer for `rect` (view coordinates), in view coordinates, without the
    /// elements no view is registered for.
    func layoutAttributesInView(in rect: CGRect) -> [LayoutAttributes] {
        layoutHost.layoutAttributesForElements(in: rect)
    }

    /// The current layout's attributes for `key`, in view coordinates.
    func attributesInView(for key: ElementKey) -> LayoutAttributes? {
        layoutHost.layoutAttributes(for: key)
    }
}
