import Foundation
import LayoutCore

/// What a view asks about a layout it shows — content size, elements, single elements, bounds
/// changes, targets, where elements start and end in an update, the moving item — through one
/// door: both views ask here, the simulated view about the layout shown, a UIKit adapter about its
/// own (`hosted`: the layout shown, or the other side of a transition). Every answer is in the
/// layout's coordinates, with elements no view is registered for left out.
extension CollectionViewEngine {
    /// `developmentLayoutDirection` of `hosted` (the layout shown by default): the layout's own,
    /// left to right unless it says otherwise (``HostedLayout/mirrors(_:in:)``).
    package func developmentLayoutDirection(of hosted: HostedLayout? = nil) -> LayoutTraits.LayoutDirection {
        (hosted ?? layout).layout.developmentLayoutDirection
    }

    /// `collectionViewContentSize` of `hosted` (the layout shown by default): extents that are not
    /// finite or are negative read as zero.
    package func contentSize(of hosted: HostedLayout? = nil) -> CGSize {
        (hosted ?? layout).contentSize
    }

    /// `flipsHorizontallyInOppositeLayoutDirection` of `hosted`: the layout's own answer, which
    /// UIKit mirrors it by when it draws.
    package func flipsHorizontallyInOppositeLayoutDirection(_ hosted: HostedLayout? = nil) -> Bool {
        (hosted ?? layout).layout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// `layoutAttributesForElements(in:)` of `hosted`: nothing while the layout awaits a batch
    /// update's items (``HostedLayout/awaitsUpdateItems``).
    /// - Complexity: the layout's rect query, O(log n + k) for k elements returned.
    package func layoutAttributesForElements(in rect: CGRect, of hosted: HostedLayout? = nil) -> [LayoutAttributes] {
        (hosted ?? layout).layoutAttributesForElements(in: rect)
    }

    /// The single-element query of `hosted` (`layoutAttributesForItem(at:)` and its supplementary
    /// and decoration twins): the attributes of `key`, or `nil`.
    /// - Complexity: the layout's single-element query.
    package func layoutAttributes(for key: ElementKey, of hosted: HostedLayout? = nil) -> LayoutAttributes? {
        (hosted ?? layout).layoutAttributes(for: key)
    }

    /// `invalidationContext(forBoundsChange:)` of `hosted`: what the bounds change that
    /// ``shouldInvalidateLayout(forBoundsChange:of:)`` just asked about invalidates.
    package func invalidation(forBoundsChange newBounds: CGRect, of hosted: HostedLayout? = nil) -> Invalidation {
        (hosted ?? layout).invalidation(forBoundsChange: newBounds)
    }

    /// The invalidation UIKit's context flags mean: `everything` (`invalidateEverything`, as
    /// `reloadData` and a plain `invalidateLayout()` send), `dataSourceCounts`
    /// (`invalidateDataSourceCounts`, after batch updates) and whatever invalidation the context
    /// `carried` (one the adapter made for a bounds change or a layout's own change).
    package static func invalidation(everything: Bool, dataSourceCounts: Bool, carried: Invalidation?) -> Invalidation {
        HostedLayout.invalidation(everything: everything, dataSourceCounts: dataSourceCounts, carried: carried)
    }

    /// `initialLayoutAttributesForAppearing…` of `hosted`: where the element `key` (after the
    /// update) starts when it appears; `nil` lets the view choose (UIKit's default: the element
    /// faded in at its place).
    package func initialLayoutAttributes(forAppearingElement key: ElementKey, of hosted: HostedLayout? = nil) -> LayoutAttributes? {
        (hosted ?? layout).initialLayoutAttributes(forAppearingElement: key)
    }

    /// `finalLayoutAttributesForDisappearing…` of `hosted`: where the element `key` (before the
    /// update) ends when it disappears; `nil` lets the view choose (UIKit's default: the element
    /// faded out where it is).
    package func finalLayoutAttributes(forDisappearingElement key: ElementKey, of hosted: HostedLayout? = nil) -> LayoutAttributes? {
        (hosted ?? layout).finalLayoutAttributes(forDisappearingElement: key)
    }

    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` of `hosted`.
    package func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint,
                                                            of hosted: HostedLayout? = nil) -> LayoutAttributes? {
        (hosted ?? layout).layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// The collection view takes another layout than `hosted` (UIKit's `prepareForTransition(to:)`
    /// on the old layout): the section scroll views made for it go, whatever the other layout is.
    package func layoutWillBeReplaced(_ hosted: HostedLayout) {
        platform?.layOutSectionScrollViews([], for: hosted)
    }

    /// A transition between layouts ended (UIKit's `finalizeLayoutTransition()`, on both): the
    /// layout shown now has its section scroll views, which UIKit may have prepared it too early
    /// to give (while the old layout was still the view's).
    package func layoutTransitionDidFinish(_ hosted: HostedLayout) {
        guard let platform, isShowing(hosted) else { return }
        platform.layOutSectionScrollViews(sectionScrollViewFrames(for: hosted), for: hosted)
    }

    /// Whether the layout shown must prepare before the next query: a layout pass is pending.
    package var needsLayout: Bool { layout.needsPrepare }

    /// The latest element the layout shown had no view registered for since the last call, which
    /// clears it: a view that runs its own layout passes reports it at the end of the pass.
    package func takeRefusal() -> LayoutError? {
        layout.takeRefusal()
    }

    /// Throws unless a view of `key`'s category and kind is registered with `reuseIdentifier`
    /// for the layout shown, as `dequeueReusableCell(withReuseIdentifier:for:)` and its
    /// supplementary twin raise.
    package func checkDequeue(_ key: ElementKey, reuseIdentifier: String) throws(LayoutError) {
        try layout.registry.checkDequeue(key, reuseIdentifier: reuseIdentifier, layout: layout.layout)
    }

    /// How the layout shown appears on screen: mirrored across its content's width when the view
    /// is right to left and the layout flips, `nil` otherwise (``HostedLayout/screenMirror``).
    package var screenMirror: LayoutMirror? { layout.screenMirror }

    /// The view's bounds moved with nothing to ask the layout (content shifted by a self-sizing
    /// adjustment, an animated switch placing its offset): the layout's context follows.
    package func boundsDidShift(to bounds: CGRect) {
        layout.setBounds(bounds)
    }
}
