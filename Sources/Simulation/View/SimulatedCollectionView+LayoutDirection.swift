import Foundation
import LayoutCore
import LayoutHosting

/// Right to left: a layout that flips in the opposite layout direction (the flow and
/// compositional layouts) computes left to right, and the view keeps every number in the
/// layout's coordinates — bounds, content offset, frames, targets, the moving finger — as
/// `UICollectionView` does (`contentOffset` is 0 at rest on item 0), mirroring only what it draws
/// (``currentFrame``) and VoiceOver's frames, and taking a finger's drag in the screen's
/// directions.
extension SimulatedCollectionView {
    /// How the view draws its layout: mirrored across the content's width right to left with a
    /// layout that flips, `nil` otherwise.
    package var screenMirror: LayoutMirror? { engine.screenMirror }

    /// Changes the reading direction, as the view's `effectiveUserInterfaceLayoutDirection`: the
    /// layout prepares again, and the view keeps showing the same content (a view resting at its
    /// start stays at its start, now drawn on the right).
    public func setLayoutDirection(_ direction: LayoutTraits.LayoutDirection) throws(LayoutError) {
        guard direction != layoutDirection else { return }
        stopMotion()
        finishUpdateAnimation(reachedEnd: false)
        layoutDirection = direction
        engine.record(.everything)
        try layoutPass()
    }

    // MARK: Queries

    /// The layout's answer for `rect`, without the elements no view is registered for.
    func layoutAttributesInView(in rect: CGRect) -> [LayoutAttributes] {
        engine.layoutAttributesForElements(in: rect)
    }

    /// The current layout's attributes for `key`.
    func attributesInView(for key: ElementKey) -> LayoutAttributes? {
        engine.layoutAttributes(for: key)
    }
}
