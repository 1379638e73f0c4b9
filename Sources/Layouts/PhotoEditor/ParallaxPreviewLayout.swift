import Foundation
import LayoutCore

/// The photo editor's big preview: one page per photo, side by side, each the size of the view,
/// paged horizontally, with parallax.
///
/// A horizontal ``FlowLayout`` with item size = the bounds size (less the vertical content
/// inset) and no spacing. Each returned page less than a page from the centre carries its
/// ``ParallaxValue`` `r` and is translated by `r · offsetBetweenCells` along x, so neighbouring
/// photos drift apart while a swipe pages between them. The view that shows it pages
/// (`isPagingEnabled`).
///
/// Only the returned pages are computed per frame; the geometry is the flow layout's, built on
/// data or size changes.
public final class ParallaxPreviewLayout: FlowLayout {
    /// How far a page one page from the centre is translated, in points (44).
    let offsetBetweenCells: CGFloat

    /// The photo this layout keeps in view while the view changes size (see
    /// ``beginConfiguring(activeIndex:)``); `nil` when not configuring.
    package private(set) var configuringActiveIndex: Int?

    /// A preview layout; `offsetBetweenCells` must be finite.
    public init(offsetBetweenCells: CGFloat = 44) throws(LayoutError) {
        guard offsetBetweenCells.isFinite else {
            throw .invalidValue(name: "offsetBetweenCells", value: offsetBetweenCells, expected: "a finite number")
        }
        self.offsetBetweenCells = offsetBetweenCells
        try super.init(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: .zero,
                                                              minimumLineSpacing: 0, minimumInteritemSpacing: 0))
    }

    /// The size of one page: the bounds, less the adjusted content inset's top and bottom.
    var pageSize: CGSize {
        CGSize(width: max(0, context.bounds.width),
               height: max(0, context.bounds.height - context.adjustedContentInset.vertical))
    }

    /// Not mirrored, unlike its flow superclass: the preview pages in step with the thumbnail
    /// strip, which keeps photo order left to right in every layout direction.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Not reorderable: the preview pages through the photos in the strip's order, which the
    /// strip edits.
    public override var interactiveMovementStyle: InteractiveMovementStyle { .unsupported }

    /// Sizes the pages to the view when its size changed, for the prepare under way (no
    /// invalidation from inside it).
    /// - Complexity: O(1).
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self)
        if pendingInvalidation.invalidatesGeometry, configuration.itemSize != pageSize {
            let size = pageSize
            try updateWhilePreparing { $0.itemSize = size }
        }
        try super.prepare()
    }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k); pages near the centre carry their ``ParallaxValue``.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        // A page is translated at most `offsetBetweenCells` (at |r| just under 1), so the pages
        // whose untranslated frames come that close to `rect` are the only candidates.
        let margin = abs(offsetBetweenCells)
        return super.layoutAttributesForElements(in: rect.insetBy(dx: -margin, dy: 0))
            .map(withParallax)
            .filter { $0.isShown(in: rect) }
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(withParallax)
    }

    /// `attributes` with the parallax value and translation of the current offset.
    private func withParallax(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.category == .cell, let r = parallax(ofPageCenteredAt: attributes.center.x) else { return attributes }
        var result = attributes
        result[ParallaxValue.self] = r
        result.transform = Transform2D(translationX: r * offsetBetweenCells, y: 0)
        return result
    }

    /// `r = (centerX − contentOffset.x − width/2) / width`, or `nil` when `|r| ≥ 1` or the view
    /// has no width.
    package func parallax(ofPageCenteredAt centerX: CGFloat) -> CGFloat? {
        let width = context.bounds.width
        guard width > 0 else { return nil }
        let r = (centerX - context.bounds.minX - width / 2) / width
        return r.isFinite && abs(r) < 1 ? r : nil
    }

    /// The page nearest the current offset, clamped to the photos.
    package var currentPage: Int {
        let count = context.numberOfItems(inSection: 0), width = context.bounds.width
        guard count > 0, width > 0 else { return 0 }
        let page = (context.bounds.minX / width).rounded()
        return Int(saturating: page.clamped(to: 0...CGFloat(count - 1)))
    }

    /// The content offset that shows page `index`.
    package func contentOffset(forPage index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index) * context.bounds.width, y: context.bounds.minY)
    }

    /// Parallax changes with every offset, so every bounds change invalidates.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// While configuring, the offset that shows the active photo (`active · width`); otherwise
    /// the proposal.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let active = configuringActiveIndex else { return proposedContentOffset }
        return CGPoint(x: contentOffset(forPage: active).x, y: proposedContentOffset.y)
    }

    /// Enters the "configuring" state of a rotation: until ``endConfiguring()``, a bounds-size
    /// change keeps photo `activeIndex` in view.
    package func beginConfiguring(activeIndex: Int) { configuringActiveIndex = activeIndex }

    /// Leaves the "configuring" state.
    package func endConfiguring() { configuringActiveIndex = nil }
}
