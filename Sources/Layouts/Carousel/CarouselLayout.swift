import Foundation
import LayoutCore

/// The iCarousel family as one layout: items at the screen's center, moved by a 3D transform
/// that depends on their offset from the scroll position — linear, rotary, cylinder, wheel,
/// cover flow, time machine and their inverted forms.
///
/// `scrollOffset = contentOffset / itemWidth` along the scroll axis; item i's offset is
/// `i − scrollOffset` (wrapped into (−n/2, n/2] when the carousel wraps). Only the type's
/// visible items (at most 30) are computed and returned, found by index arithmetic; any other
/// item answers single queries hidden. Flings stop on whole items; a wrapping carousel's
/// content is a band of repeats, recentred when the view comes to rest.
public final class CarouselLayout: ConfiguredLayout<CarouselLayoutConfiguration> {
    private(set) var itemCount = 0
    private var contentSize: CGSize = .zero
    /// How many times the items repeat along a wrapping carousel's content.
    private(set) var periods = 1
    /// The sign of the last scroll movement, for the second cover flow's toggle.
    private(set) var scrollDirectionSign: CGFloat = 1
    private var previousScrollOffset: CGFloat?

    var axis: ScrollDirection { configuration.scrollDirection }
    /// The item width `iw`: the item's extent along the scroll axis.
    var itemExtent: CGFloat { configuration.itemSize[axis] }
    var viewportExtent: CGFloat { context.bounds.size[axis] }
    var wraps: Bool { configuration.resolvedWraps && itemCount > 0 }

    /// Counts the items and sizes the content when the data or the size changed; every call notes
    /// which way the content scrolls.
    /// - Complexity: O(1): items are placed when asked, only the visible ones.
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        if pendingInvalidation.invalidatesGeometry {
            let count = context.numberOfItems(inSection: 0)
            // A band of at least 1,000 items' travel, an odd number of periods so one is in the middle.
            let repeats = configuration.resolvedWraps && count > 0 ? max(3, (1000 / count) | 1) : 1
            let travel = repeats > 1 ? CGFloat(repeats * count) : CGFloat(max(0, count - 1))
            let size = CGSize(along: axis, travel * itemExtent + viewportExtent, across: context.fixedExtent(along: axis.cross))
            try LayoutError.checkGeometry(size, of: self)
            (itemCount, periods, contentSize) = (count, repeats, size)
            circularCount = computeCircularCount()
            visibleItemCount = computeVisibleItemCount()
        }
        let scroll = rawScrollOffset
        if let previous = previousScrollOffset, scroll != previous { scrollDirectionSign = scroll > previous ? 1 : -1 }
        previousScrollOffset = scroll
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize { contentSize }

    /// The configuration's ``CarouselLayoutConfiguration/scrollDirection``.
    public override var scrollAxes: ScrollAxes { ScrollAxes(configuration.scrollDirection) }

    /// From the selected (centred, front-most) item outward, a whole item at a time: the
    /// selected item, then at each step the next item before the previous one (around the ring
    /// when the carousel wraps). The order changes only when the selection does.
    public override func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        let selected = currentItemIndex
        func step(_ item: Int) -> Int {
            guard wraps else { return item - selected }
            let ahead = ((item - selected) % itemCount + itemCount) % itemCount
            return ahead > itemCount / 2 ? ahead - itemCount : ahead
        }
        return elements.sorted { a, b in
            let sa = step(a.indexPath.item), sb = step(b.indexPath.item)
            return (abs(sa), sa < 0 ? 1 : 0, a.indexPath) < (abs(sb), sb < 0 ? 1 : 0, b.indexPath)
        }
    }

    /// Every bounds change moves the items.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    // MARK: Scroll position

    /// `contentOffset / itemWidth` along the scroll axis, before wrapping.
    var rawScrollOffset: CGFloat { itemExtent > 0 ? context.contentOffset[axis] / itemExtent : 0 }

    /// The scroll position in items: `contentOffset / itemWidth`, brought into [0, n) when wrapping.
    var scrollOffset: CGFloat {
        let raw = rawScrollOffset
        guard wraps else { return raw }
        let n = CGFloat(itemCount)
        let wrapped = raw.truncatingRemainder(dividingBy: n)
        return wrapped < 0 ? wrapped + n : wrapped
    }

    /// `round(scrollOffset)`, wrapped modulo n or clamped to the items.
    package var currentItemIndex: Int {
        guard itemCount > 0 else { return 0 }
        let rounded = Int(saturating: scrollOffset.rounded())
        return wraps ? rounded % itemCount : min(max(rounded, 0), itemCount - 1)
    }

    /// Item `index`'s offset from the scroll position, `i − scrollOffset`, wrapped into (−n/2, n/2].
    @_spi(Testing) public func offset(ofItem index: Int) -> CGFloat {
        var offset = CGFloat(index) - scrollOffset
        guard wraps else { return offset }
        let n = CGFloat(itemCount)
        while offset > n / 2 { offset -= n }
        while offset <= -n / 2 { offset += n }
        return offset
    }

    // MARK: Visible items

    /// The circular count: `min(30, max(12, Int(ceil(W/(sp·iw))·π)))`, and at most n.
    /// Computed with the geometry, once per data, size or configuration change.
    package private(set) var circularCount = 1

    /// How many items are shown: by type (linear and cover flows `ceil(W/(iw·sp)) + 2`,
    /// rotary and cylinder the circular count, their inverted forms half of it, the wheel the
    /// count or half plus one, the time machines 30), or the `visibleItems` option; at most 30 and n.
    /// Computed with the geometry, once per data, size or configuration change.
    @_spi(Testing) public private(set) var visibleItemCount = 0

    private func computeCircularCount() -> Int {
        let perView = (viewportExtent / (configuration.resolvedSpacing * itemExtent)).rounded(.up)
        let count = min(30, max(12, Int(saturating: perView * .pi)))
        return max(1, min(count, itemCount))
    }

    private func computeVisibleItemCount() -> Int {
        let count = circularCount
        let byType: Int
        if let visibleItems = configuration.visibleItems {
            byType = visibleItems
        } else {
            switch configuration.type {
            case .linear, .coverFlow, .coverFlow2:
                let perView = (viewportExtent / (itemExtent * configuration.resolvedSpacing)).rounded(.up)
                byType = perView.isNaN ? 30 : Int(saturating: min(perView, 1000)) + 2
            case .rotary, .cylinder, .wheel: byType = count
            case .invertedRotary, .invertedCylinder: byType = (count + 1) / 2
            case .invertedWheel: byType = (count + 1) / 2 + 1
            case .timeMachine, .invertedTimeMachine: byType = 30
            }
        }
        return max(0, min(byType, 30, itemCount))
    }

    /// The first item of the window of ``visibleItemCount`` items around the scroll position:
    /// the items whose offsets lie in [−v/2, v/2), unwrapped.
    var windowStart: Int {
        let start = (scrollOffset - CGFloat(visibleItemCount) / 2).rounded(.up)
        return Int(saturating: start)
    }

    /// The indices of the visible items, by index arithmetic: the window, wrapped modulo n or
    /// clipped to the items.
    func visibleItemIndices() -> [Int] {
        let count = visibleItemCount, start = windowStart
        guard count > 0 else { return [] }
        if wraps {
            return (start..<start + count).map { (($0 % itemCount) + itemCount) % itemCount }
        }
        // Past either end (a bounce) the window can lie wholly outside the items.
        let first = max(0, start), end = min(itemCount, start + count)
        return first < end ? Array(first..<end) : []
    }

    /// Whether item `index` is in the window of visible items.
    func isInWindow(_ index: Int) -> Bool {
        let count = visibleItemCount, start = windowStart
        if wraps { return (((index - start) % itemCount) + itemCount) % itemCount < count }
        return index >= start && index < start + count
    }

    // MARK: Queries

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k): only the visible items (at most 30) are computed, for the current offset.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        visibleItemIndices().compactMap { index in
            let attributes = attributes(forItem: index)
            return attributes.isShown(in: rect) ? attributes : nil
        }
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return attributes(forItem: indexPath.item)
    }

    /// Item `index`: centered on screen, moved by its type's transform, faded, ordered by depth;
    /// hidden outside the window of visible items and, without `showBackfaces`, when facing away.
    package func attributes(forItem index: Int) -> LayoutAttributes {
        let offset = offset(ofItem: index)
        let bounds = context.bounds
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: index, section: 0))
        attributes.size = configuration.itemSize
        attributes.center = CGPoint(x: bounds.midX, y: bounds.midY)
        attributes.transform3D = transform(forOffset: offset)
        attributes.alpha = alpha(forOffset: offset)
        attributes.zIndex = zIndex(for: attributes.transform3D, offset: offset)
        attributes[CarouselOffsetKey.self] = offset
        let facingAway = !configuration.resolvedShowBackfaces && attributes.transform3D.isBackFacing(for: attributes.frame)
        attributes.isHidden = !isInWindow(index) || facingAway
        return attributes
    }

    /// `f = offset − fadeMax` above it, `fadeMin − offset` below it, else 0;
    /// `alpha = 1 − min(f, fadeRange)/fadeRange·(1 − fadeMinAlpha)`.
    @_spi(Testing) public func alpha(forOffset offset: CGFloat) -> CGFloat {
        let c = configuration
        let (low, high) = (c.resolvedFadeMin, c.resolvedFadeMax)
        let fade = offset > high ? offset - high : offset < low ? low - offset : 0
        return 1 - min(fade, c.fadeRange) / c.fadeRange * (1 - c.fadeMinAlpha)
    }

    /// Depth order: the transformed z (`m13 + m23 + m33 + m43`) in thousandths, ties broken by
    /// closeness to the scroll position.
    func zIndex(for transform: Transform3D, offset: CGFloat) -> Int {
        let z = transform.m13 + transform.m23 + transform.m33 + transform.m43
        let depth = (z * 1000).rounded().clamped(to: -1e12...1e12)
        let closeness = 999 - min(999, (abs(offset) * 100).rounded())
        return Int(saturating: depth) * 1000 + Int(saturating: closeness)
    }

    // MARK: Snapping and wrapping

    /// Flings stop on whole items: the proposed offset rounded to a multiple of the item width,
    /// kept in range when not wrapping.
    public override func targetContentOffset(forProposedContentOffset proposed: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard itemExtent > 0, proposed[axis].isFinite else { return proposed }
        var target = proposed
        var items = (proposed[axis] / itemExtent).rounded()
        if !wraps { items = items.clamped(to: 0...CGFloat(max(0, itemCount - 1))) }
        target[axis] = items * itemExtent
        return target
    }

    /// After a size or layout change, a wrapping carousel moves to the middle of its band.
    public override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        recenteredContentOffset(proposed) ?? proposed
    }

    /// At rest, a wrapping carousel jumps to the middle of its band (``recenteredContentOffset(_:)``).
    public override var restingBehavior: RestingBehavior {
        .recentering { offset in self.recenteredContentOffset(offset) }
    }

    /// For a wrapping carousel, the offset showing the same items in the middle period of the
    /// band (so flings never reach the band's ends); `nil` when already there or not wrapping.
    public func recenteredContentOffset(_ offset: CGPoint) -> CGPoint? {
        guard wraps, itemExtent > 0 else { return nil }
        let period = CGFloat(itemCount) * itemExtent
        let middle = CGFloat(periods / 2)
        let current = (offset[axis] / period).rounded(.down)
        guard current != middle, offset[axis].isFinite else { return nil }
        var recentred = offset
        recentred[axis] = offset[axis] - (current - middle) * period
        return recentred
    }
}
