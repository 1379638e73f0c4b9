import Foundation
import LayoutCore

/// A layout part of the way from one layout to another: the portable
/// `UICollectionViewTransitionLayout`, for interactive switches driven by a gesture.
///
/// Both layouts are prepared for the same context (the same data and bounds). At
/// ``transitionProgress`` p, an element both layouts have sits p of the way from its current
/// attributes to its next ones (frame, transform and alpha, as a batch-update animation moves
/// them; extra values are the next layout's); an element only the current layout has fades out
/// (alpha × (1 − p)) and one only the next layout has fades in (alpha × p), each where its
/// layout puts it. At p = 0 it shows the current layout exactly, at p = 1 the next one (an
/// element faded all the way out is no longer returned).
///
/// As in UIKit, the rect query considers the elements either layout shows in the rect, and
/// returns those whose place at p is in the rect; an element that only passes through the rect
/// mid-way, shown in it by neither layout, is left out. Queries cost the two layouts' queries
/// plus one single-element query per element, O(log n + k) for indexed layouts.
public final class TransitionLayout: CollectionLayoutBase, TransitioningLayout {
    /// The layout the transition starts from.
    public let currentLayout: any CollectionLayout
    /// The layout the transition ends at.
    public let nextLayout: any CollectionLayout
    /// How far the transition has gone, 0 (the current layout) … 1 (the next one).
    public private(set) var transitionProgress: CGFloat = 0

    /// A transition from `currentLayout` to `nextLayout`, at progress 0.
    public init(currentLayout: any CollectionLayout, nextLayout: any CollectionLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
    }

    /// A transition `from` one layout `to` another, at progress 0.
    package convenience init(from: any CollectionLayout, to: any CollectionLayout) {
        self.init(currentLayout: from, nextLayout: to)
    }

    /// Moves the transition to `progress`; the layouts are not prepared again, only the next
    /// query interpolates differently. Throws when `progress` is not a finite number in 0…1.
    public func setTransitionProgress(_ progress: CGFloat) throws(LayoutError) {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw .invalidValue(name: "transitionProgress", value: progress, expected: "a finite number in 0…1")
        }
        guard progress != transitionProgress else { return }
        transitionProgress = progress
        invalidateLayout(with: .layoutConfiguration)
    }

    /// Mirrored in a right-to-left layout direction when both layouts are.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        currentLayout.flipsHorizontallyInOppositeLayoutDirection && nextLayout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// Written in the direction of the layout it starts from (both are mirrored together).
    public override var developmentLayoutDirection: LayoutTraits.LayoutDirection {
        currentLayout.developmentLayoutDirection
    }

    /// Hands both layouts this layout's context and prepares each that has anything pending;
    /// a change of progress alone prepares neither.
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self)
        let forwarded = pendingInvalidation.subtracting(.layoutConfiguration)
        for layout in [currentLayout, nextLayout] {
            try layout.prepare(in: context, invalidating: forwarded)
        }
    }

    /// The current layout's content size at progress 0, the next one's at 1, and in between the
    /// larger of the two along each axis, so that elements fading out or in where their own
    /// layout puts them stay inside the content.
    public override var collectionViewContentSize: CGSize {
        let (from, to) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
        switch transitionProgress {
        case 0: return from
        case 1: return to
        default: return CGSize(width: max(from.width, to.width), height: max(from.height, to.height))
        }
    }

    /// The axes either layout scrolls along.
    public override var scrollAxes: ScrollAxes { currentLayout.scrollAxes.union(nextLayout.scrollAxes) }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: both layouts' rect queries, plus one single-element query of the other layout
    ///   for each element only one of them returned, plus O(k) to interpolate.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let current = currentLayout.layoutAttributesForElements(in: rect)
        let next = nextLayout.layoutAttributesForElements(in: rect)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(current.count + next.count)
        current.withUnsafeBufferPointer { current in
            next.withUnsafeBufferPointer { next in
                appendElements(current: current, next: next, shownIn: rect, to: &result)
            }
        }
        return result
    }

    /// The rect query's elements, from what the current and the next layout return for `rect`.
    /// Both are read in place: an element is copied only to be interpolated into `result`.
    private func appendElements(current: UnsafeBufferPointer<LayoutAttributes>, next: UnsafeBufferPointer<LayoutAttributes>,
                                shownIn rect: CGRect, to result: inout [LayoutAttributes]) {
        func keep(_ element: LayoutAttributes) {
            if element.isShown(in: rect) { result.append(element) }
        }
        let nextPositions = ElementPositions(next)
        var matched = [Bool](repeating: false, count: next.count)
        var unmatchedCurrent: [Int] = []
        for position in current.indices {
            if let match = nextPositions[current[position].key] {
                matched[match] = true
                keep(element(from: current[position], to: next[match]))
            } else {
                unmatchedCurrent.append(position)
            }
        }
        // Elements only one query returned: the other layout places them all in one call.
        let ends = nextLayout.layoutAttributes(forElements: unmatchedCurrent.map { current[$0].key })
        for (position, end) in zip(unmatchedCurrent, ends) {
            if let end {
                keep(element(from: current[position], to: end))
            } else if let fading = element(fading: current[position], by: 1 - transitionProgress) {
                keep(fading)
            }
        }
        let unmatchedNext = next.indices.filter { !matched[$0] }
        let starts = currentLayout.layoutAttributes(forElements: unmatchedNext.map { next[$0].key })
        for (position, start) in zip(unmatchedNext, starts) {
            if let start {
                keep(element(from: start, to: next[position]))
            } else if let fading = element(fading: next[position], by: transitionProgress) {
                keep(fading)
            }
        }
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: both layouts' single queries.
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .cell, indexPath: indexPath))
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: both layouts' single queries.
    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .supplementaryView(kind), indexPath: indexPath))
    }

    /// The decoration view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: both layouts' single queries.
    public override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        attributes(for: ElementKey(category: .decorationView(kind), indexPath: indexPath))
    }

    /// Invalidated when either layout would be; the invalidations of both combined.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds) || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// What a bounds change invalidates: what either layout's invalidation says.
    public override func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        currentLayout.invalidation(forBoundsChange: newBounds).union(nextLayout.invalidation(forBoundsChange: newBounds))
    }

    /// Where the transition leads: the next layout's choice.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        nextLayout.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// Where a fling rests: the next layout's answer once the transition is past half-way, else the current one's.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        nextLayout.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }

    private func attributes(for key: ElementKey) -> LayoutAttributes? {
        interpolated(from: currentLayout.layoutAttributes(for: key), to: nextLayout.layoutAttributes(for: key))
    }

    /// The element at the current progress, from its attributes in the current layout (`start`)
    /// and the next one (`end`); `nil` when neither has it, or when it is in one layout only
    /// and the transition stands at the other's end.
    private func interpolated(from start: LayoutAttributes?, to end: LayoutAttributes?) -> LayoutAttributes? {
        switch (start, end) {
        case let (start?, end?): element(from: start, to: end)
        case let (fading?, nil): element(fading: fading, by: 1 - transitionProgress)
        case let (nil, fading?): element(fading: fading, by: transitionProgress)
        case (nil, nil): nil
        }
    }

    /// An element both layouts have, `transitionProgress` of the way from `start` to `end`.
    private func element(from start: LayoutAttributes, to end: LayoutAttributes) -> LayoutAttributes {
        guard transitionProgress > 0 else { return start }
        var element = end
        element.interpolate(from: start, progress: transitionProgress)
        return element
    }

    /// An element only one layout has, where that layout puts it, its alpha scaled by
    /// `opacity`; `nil` once it has faded all the way out.
    private func element(fading: LayoutAttributes, by opacity: CGFloat) -> LayoutAttributes? {
        guard opacity > 0 else { return nil }
        var element = fading
        element.alpha *= opacity
        return element
    }
}
