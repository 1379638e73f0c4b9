import Foundation
import LayoutCore

/// The photo editor's big preview: one page per photo, side by side, each the size of the view,
/// paged horizontally, with parallax.
///
/// A horizontal pager: page `i` is the bounds' size (less the vertical content inset) at
/// `i · width`, no spacing, found by formula. Each returned page less than a page from the
/// centre carries its ``ParallaxValue`` `r` and is translated by `r · offsetBetweenCells` along
/// x, so neighbouring photos drift apart while a swipe pages between them. The view that shows it
/// pages (`isPagingEnabled`). It offers no settings but the translation: a pager, not a flow
/// layout to reconfigure.
///
/// Only the returned pages are computed per frame, in O(k).
public final class ParallaxPreviewLayout: CollectionLayoutBase {
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
        super.init()
    }

    /// The number of pages: the photos of the one section.
    private var pageCount: Int { context.numberOfSections > 0 ? context.numberOfItems(inSection: 0) : 0 }

    /// The size of one page: the bounds, less the adjusted content inset's top and bottom.
    var pageSize: CGSize {
        CGSize(width: max(0, context.bounds.width),
               height: max(0, context.bounds.height - context.adjustedContentInset.vertical))
    }

    /// Not mirrored: the preview pages in step with the thumbnail strip, which keeps photo order
    /// left to right in every layout direction.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Not reorderable: the preview pages through the photos in the strip's order, which the
    /// strip edits.
    public override var interactiveMovementStyle: InteractiveMovementStyle { .unsupported }

    /// Checks the context: one section of photos. The pages follow the view's size by formula,
    /// so nothing is stored.
    /// - Complexity: O(1).
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        try LayoutError.checkGeometry(collectionViewContentSize, of: self)
    }

    /// The pages side by side: `count · width` by one page's height.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize {
        let size = pageSize
        return CGSize(width: CGFloat(pageCount) * size.width, height: pageCount > 0 ? size.height : 0)
    }

    /// Side to side, page by page.
    public override var scrollAxes: ScrollAxes { .horizontal }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k); pages near the centre carry their ``ParallaxValue``.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let width = pageSize.width, count = pageCount
        guard rect.isFinite, width > 0, count > 0, rect.maxY > 0, rect.minY < pageSize.height else { return [] }
        // A page is translated at most `offsetBetweenCells` (at |r| just under 1), so the pages
        // whose untranslated frames come that close to `rect` are the only candidates.
        let margin = abs(offsetBetweenCells)
        let first = max(0, Int(saturating: ((rect.minX - margin) / width).rounded(.down)))
        let last = min(count - 1, Int(saturating: ((rect.maxX + margin) / width).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).map { withParallax(page($0)) }.filter { $0.isShown(in: rect) }
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<pageCount).contains(indexPath.item) else { return nil }
        return withParallax(page(indexPath.item))
    }

    /// Page `index`, untranslated.
    private func page(_ index: Int) -> LayoutAttributes {
        let size = pageSize
        return LayoutAttributes(forCellWith: ItemPath(item: index, section: 0),
                                frame: CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height))
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
