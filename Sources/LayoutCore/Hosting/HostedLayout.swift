import Foundation

/// A ``CollectionLayout`` as a host that does not own its layout passes sees it: the decisions
/// the UIKit adapter makes, in portable code so they are tested without UIKit. The adapter's
/// overrides of `UICollectionViewLayout` each call one method here and translate the types.
///
/// What the layout's ``CollectionLayout/context`` holds, and when it changes:
/// - `bounds` is updated on **every** bounds change (every scroll frame), in
///   ``shouldInvalidateLayout(forBoundsChange:)``, whether or not the layout invalidates: UIKit
///   prepares only after an invalidation, but queries read the bounds of the frame being drawn.
/// - `itemCounts` changes only in a ``prepare(with:itemCounts:)`` whose pending invalidation
///   contains ``Invalidation/dataCounts`` (or before the first one), as UIKit reports counts
///   only through `invalidateDataSourceCounts`.
/// - Insets, margins and traits are taken from the host at every `prepare`.
/// - `orthogonalContentOffsets` change through ``setOrthogonalContentOffset(_:inSection:)``.
public final class HostedLayout {
    /// The layout being hosted.
    public let layout: any CollectionLayout
    /// Whether the layout has prepared once.
    public private(set) var hasPrepared = false
    /// The invalidation decided by the latest ``shouldInvalidateLayout(forBoundsChange:)``.
    private var boundsInvalidation: Invalidation?

    /// A host for `layout`; everything is pending until the first prepare.
    public init(_ layout: any CollectionLayout) {
        self.layout = layout
        layout.pendingInvalidation = .everything
    }

    // MARK: Invalidation

    /// Records an invalidation the host caused (UIKit's `invalidateLayout(with:)`); the layout's
    /// own ``CollectionLayout/invalidationHandler`` is not called back.
    public func record(_ invalidation: Invalidation) {
        layout.pendingInvalidation.formUnion(invalidation)
    }

    /// What a host's invalidation context means: `everything` (`invalidateEverything`, as
    /// `reloadData` and a plain `invalidateLayout()` send), `dataSourceCounts`
    /// (`invalidateDataSourceCounts`, after batch updates) and whatever invalidation the
    /// context `carried` (one the adapter created for a bounds change or a layout's own change).
    public static func invalidation(everything: Bool, dataSourceCounts: Bool, carried: Invalidation?) -> Invalidation {
        if everything { return .everything }
        var invalidation = carried ?? []
        if dataSourceCounts { invalidation.insert(.dataCounts) }
        return invalidation
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`: asks the layout, remembers what the change
    /// invalidates for ``invalidation(forBoundsChange:)``, and hands the layout the new bounds.
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard newBounds.isFinite else { return false }
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        boundsInvalidation = invalidates ? layout.invalidation(forBoundsChange: newBounds) : nil
        layout.context.bounds = newBounds
        return invalidates
    }

    /// `invalidationContext(forBoundsChange:)`: what the bounds change just asked about
    /// invalidates (the bounds origin and size as they changed, unless the layout said otherwise).
    public func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        defer { boundsInvalidation = nil }
        return boundsInvalidation ?? [.boundsOrigin, .boundsSize]
    }

    /// The host's data changed to `itemCounts` (a host that keeps the counts itself, before
    /// UIKit's next pass): the layout's context holds them at once, so screen logic created
    /// before the first layout pass reads them, and the counts are invalidated.
    public func setItemCounts(_ itemCounts: [Int]) {
        layout.context.itemCounts = itemCounts
        record(.dataCounts)
    }

    // MARK: Preparing

    /// `prepare()`: hands the layout `environment` (bounds, insets, margins and traits from the
    /// host; its item counts and orthogonal offsets are ignored), asking `itemCounts` only when
    /// the counts are invalidated, and prepares the layout if anything is pending. Throws what
    /// the context's validation or the layout throws; the pending invalidation is cleared either
    /// way, so one bad value does not make every later frame prepare again.
    public func prepare(with environment: LayoutContext, itemCounts: () -> [Int]) throws(LayoutError) {
        let pending = layout.pendingInvalidation
        defer { layout.pendingInvalidation = [] }
        var context = environment
        context.itemCounts = pending.contains(.dataCounts) || !hasPrepared ? itemCounts() : layout.context.itemCounts
        context.orthogonalContentOffsets = layout.context.orthogonalContentOffsets
        try context.validate()
        layout.context = context
        guard !pending.isEmpty else { return }
        try layout.prepare()
        hasPrepared = true
    }

    // MARK: Scrolling

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with UIKit's
    /// velocity (points per millisecond, ``ScrollVelocity``); a target that is not finite
    /// falls back to the proposal.
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint, withUIKitVelocity velocity: CGPoint) -> CGPoint {
        let target = layout.targetContentOffset(forProposedContentOffset: proposed,
                                                withScrollingVelocity: ScrollVelocity.fromUIKit(velocity))
        return target.isFinite ? target : proposed
    }

    /// `targetContentOffset(forProposedContentOffset:)` (rotation, layout and batch-update
    /// animations); a target that is not finite falls back to the proposal.
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        return target.isFinite ? target : proposed
    }

    // MARK: Self-sizing

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true only
    /// for a ``SelfSizingLayout`` that wants a finite, non-negative preferred size.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard let sizing = layout as? any SelfSizingLayout, preferred.frame.size.isFinite,
              preferred.frame.size.width >= 0, preferred.frame.size.height >= 0 else { return false }
        return sizing.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: the layout
    /// takes the size now and answers the content-size and content-offset adjustments.
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original),
              let sizing = layout as? any SelfSizingLayout else { return .none }
        return sizing.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    // MARK: Orthogonal sections

    /// The sections that scroll on their own, each with the band a finger drags it by (content
    /// coordinates) and its scrollable range: what a host lays a section scroll view out from.
    public func orthogonalSections() -> [OrthogonalSectionFrame] {
        OrthogonalSectionFrame.frames(of: layout)
    }

    /// Moves `section`'s own scroll offset (a section scroll view scrolled) and records a bounds
    /// origin invalidation so the next pass re-queries. Returns `false`, changing nothing, for an
    /// offset that is not finite or one already current.
    @discardableResult
    public func setOrthogonalContentOffset(_ offset: CGFloat, inSection section: Int) -> Bool {
        guard offset.isFinite, layout.context.orthogonalContentOffsets[section, default: 0] != offset else { return false }
        layout.context.orthogonalContentOffsets[section] = offset
        record(.boundsOrigin)
        return true
    }

    /// Where a section released with UIKit's `velocity` (points per millisecond, along the
    /// section) comes to rest: the layout's choice from `proposed`, kept in range.
    public func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat,
                                              startOffset start: CGFloat, withUIKitVelocity velocity: CGFloat) -> CGFloat {
        guard let orthogonal = layout as? any OrthogonalScrollingLayout,
              let range = orthogonal.orthogonalScrollableRange(inSection: section) else { return proposed }
        let target = orthogonal.targetOrthogonalContentOffset(
            inSection: section, forProposedOffset: proposed.isFinite ? proposed.clamped(to: range) : start,
            startOffset: start, velocity: ScrollVelocity.fromUIKit(CGPoint(x: velocity, y: 0)).x)
        return (target.isFinite ? target : start).clamped(to: range)
    }
}
