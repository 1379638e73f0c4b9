import Foundation
import LayoutCore

/// Items on a circle around the screen's center that turn as the content scrolls sideways:
/// the "fire wheel" of the spinning-wheel tutorials.
///
/// Item i sits at angle `θᵢ = startAngle − i·anglePerItem − offsetAngle` (counterclockwise),
/// where `offsetAngle = −(n − k)·anglePerItem · contentOffset.x/(contentWidth − boundsWidth)`
/// turns the wheel as the content scrolls, so the last item reaches the arc's last place at
/// the end. Items fade over a band at both ends of the visible arc; those at alpha 0 are not
/// returned, and the visible ones are found from the angle range, O(k).
public final class WheelLayout: ConfiguredLayout<WheelLayoutConfiguration> {
    /// A layout with the article's wheel.
    public convenience init() throws(LayoutError) {
        try self.init(configuration: WheelLayoutConfiguration())
    }

    private(set) var itemCount = 0
    private var contentSize: CGSize = .zero
    /// The radius in use: the configured one, or the default for the bounds, at least 0.
    private(set) var effectiveRadius: CGFloat = 0

    /// Sizes the content and the radius when the data or the size changed.
    /// - Complexity: O(1).
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        guard pendingInvalidation.invalidatesGeometry else { return }
        let bounds = context.bounds.size, count = context.numberOfItems(inSection: 0)
        let size = CGSize(width: configuration.itemSize.width * CGFloat(count), height: context.fixedExtent(along: .vertical))
        try LayoutError.checkGeometry(size, of: self)
        (itemCount, contentSize) = (count, size)
        effectiveRadius = configuration.radius
            ?? max(0, (bounds.width - 2 * configuration.itemSize.width - 2 * configuration.margin) / 2)
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize { contentSize }

    /// Side to side: a drag across turns the wheel.
    public override var scrollAxes: ScrollAxes { .horizontal }

    /// The angle the whole wheel has turned by: `(n − k)·anglePerItem` over the scrollable width,
    /// zero when there is nothing to scroll or no more items than fit on the arc.
    var totalAngle: CGFloat {
        CGFloat(max(0, itemCount - configuration.visibleItemCount)) * configuration.anglePerItem
    }

    /// `offsetAngle = −totalAngle · contentOffset.x / (contentWidth − boundsWidth)`, or 0 when the
    /// content is not wider than the bounds.
    @_spi(Testing) public func offsetAngle(forContentOffset offset: CGPoint) -> CGFloat {
        let scrollable = contentSize.width - context.bounds.width
        guard scrollable > 0 else { return 0 }
        return -totalAngle * offset.x / scrollable
    }

    /// The angle of item `index` at the current content offset.
    func angle(ofItem index: Int) -> CGFloat {
        let turn = CGFloat(index) * configuration.anglePerItem + offsetAngle(forContentOffset: context.contentOffset)
        switch configuration.direction {
        case .counterclockwise: return configuration.startAngle - turn
        case .clockwise: return configuration.startAngle + turn
        }
    }

    /// The alpha of an item at `angle`: 1 on the arc, fading linearly to 0 over `fadeBand`
    /// beyond `farFadeAngle` and beyond `startAngle`, clamped to [0, 1].
    func alpha(atAngle angle: CGFloat) -> CGFloat {
        let c = configuration
        // A clockwise wheel is the counterclockwise one mirrored about the start angle.
        let θ = c.direction == .counterclockwise ? angle : 2 * c.startAngle - angle
        let alpha: CGFloat
        if θ <= c.farFadeAngle {
            // (θ − (farFadeAngle − band))/band: the spec's (π/3 + θ)/(π/6) for the defaults.
            alpha = (θ - c.farFadeAngle + c.fadeBand) / c.fadeBand
        } else if θ > c.startAngle {
            alpha = (c.startAngle + c.fadeBand - θ) / c.fadeBand
        } else {
            alpha = 1
        }
        return alpha.clamped(to: 0...1)
    }

    /// The attributes of item `index`: centered on the circle around the screen's center, rotated
    /// by its angle, faded at the arc's ends (hidden at alpha 0), zIndex `Int(θ·1_000_000)`, the
    /// angle as ``WheelAngle``.
    package func attributes(forItem index: Int) -> LayoutAttributes {
        let θ = angle(ofItem: index)
        let bounds = context.bounds
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: index, section: 0))
        attributes.size = configuration.itemSize
        attributes.center = CGPoint(x: bounds.midX + effectiveRadius * cos(θ), y: bounds.midY + effectiveRadius * sin(θ))
        attributes.transform = Transform2D(rotationAngle: θ)
        attributes.alpha = alpha(atAngle: θ)
        attributes.zIndex = Self.zIndex(forAngle: θ)
        attributes[WheelAngle.self] = θ
        attributes.isHidden = attributes.alpha <= 0
        return attributes
    }

    /// `Int(θ·1_000_000)`, limited to the range of `Int32` so extreme angles cannot trap.
    static func zIndex(forAngle angle: CGFloat) -> Int {
        Int(saturating: (angle * 1_000_000).clamped(to: CGFloat(Int32.min)...CGFloat(Int32.max)))
    }

    /// The items whose alpha is above 0, from the angle range of the visible arc: with
    /// `θᵢ = startAngle ∓ (i·a + offsetAngle)`, the arc's open range of angles gives an index range.
    func itemsOnVisibleArc() -> Range<Int> {
        let c = configuration
        guard itemCount > 0 else { return 0..<0 }
        guard c.anglePerItem != 0 else {
            return alpha(atAngle: angle(ofItem: 0)) > 0 ? 0..<itemCount : 0..<0
        }
        // On the arc (counterclockwise terms): farFadeAngle − band < θ < startAngle + band, and
        // θ = startAngle − (i·a + offsetAngle) for both directions after mirroring.
        let offsetAngle = offsetAngle(forContentOffset: context.contentOffset)
        let turnLow = -c.fadeBand, turnHigh = c.startAngle - c.farFadeAngle + c.fadeBand
        let a = (turnLow - offsetAngle) / c.anglePerItem, b = (turnHigh - offsetAngle) / c.anglePerItem
        let limit = CGFloat(itemCount)
        guard a.isFinite, b.isFinite else { return 0..<0 }
        let first = Int(saturating: Swift.min(a, b).rounded(.down).clamped(to: 0...limit))
        let end = Int(saturating: (Swift.max(a, b).rounded(.up) + 1).clamped(to: 0...limit))
        return first..<Swift.max(first, end)
    }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k): found from the visible angle range.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        itemsOnVisibleArc().compactMap { index in
            let attributes = attributes(forItem: index)
            return attributes.isShown(in: rect) ? attributes : nil
        }
    }

    /// The item's attributes; hidden when it is off the visible arc (alpha 0), and then not
    /// returned by the rect query.
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return attributes(forItem: indexPath.item)
    }

    /// Every scroll turns the wheel: invalidate on every bounds change; geometry only on size.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Around the dial from the selected item (the one at the start angle, ``selectedItem``):
    /// it and the items after it in the order they follow each other on the arc, then those
    /// turned past the start, nearest first; not in rows across the screen.
    public override func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        let selected = selectedItem?.item ?? 0
        func place(_ item: Int) -> (Int, Int) { item >= selected ? (0, item) : (1, -item) }
        return elements.sorted { place($0.indexPath.item) < place($1.indexPath.item) }
    }

    /// The angular slot under the finger: the item whose place on the circle is nearest its angle.
    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        slot(atAngleOf: position, near: previousIndexPath.item).map { ItemPath(item: $0, section: 0) } ?? previousIndexPath
    }

    /// Where a fling comes to rest: with ``WheelLayoutConfiguration/snapsToItems``, the proposed
    /// offset rounded to a whole item step (up when scrolling forward, down when scrolling back,
    /// to the nearest at rest); otherwise the proposed offset.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        snappedContentOffset(forProposedContentOffset: proposedContentOffset, velocity: velocity)
    }
}
