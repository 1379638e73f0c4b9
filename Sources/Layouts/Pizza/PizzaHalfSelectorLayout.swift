import Foundation
import LayoutCore

/// One half of a pizza assembled from two: a vertical list of pizzas in which the row at the
/// screen's vertical center is the chosen half (Dodo Pizza's layout).
///
/// Its rows are a table's (the table layout's row geometry, which it owns rather than inherits, so
/// it offers its own configuration only): computed once per data or size change; scale, alpha,
/// alignment toward the other half, compaction (or the drum's rolling) and the captions are
/// computed per frame for the returned rows only, found in O(k).
public final class PizzaHalfSelectorLayout: CollectionLayoutBase {
    /// The captions' supplementary kind: a kind of its own, so the captions never collide
    /// with an app's section headers; register a view for it (a label showing the pizza's name).
    public static let captionKind = "pizza-caption"

    /// The settings; change them with ``setConfiguration(_:)``.
    public private(set) var configuration: PizzaHalfSelectorConfiguration
    /// The rows' geometry: one section of rows `itemHeight` tall across the view.
    private(set) var cache: TableLayoutCache = .empty

    /// A pizza half with `configuration`, checked.
    public init(configuration: PizzaHalfSelectorConfiguration) throws(LayoutError) {
        try configuration.validate()
        self.configuration = configuration
        super.init()
    }

    /// Replaces the settings, checked, and invalidates the layout.
    public func setConfiguration(_ newValue: PizzaHalfSelectorConfiguration) throws(LayoutError) {
        try newValue.validate()
        configuration = newValue
        invalidateLayout(with: .layoutConfiguration)
    }

    /// Places the rows when the data, the width or the settings changed; one menu: a second
    /// section is refused, naming the count.
    /// - Complexity: O(1): the rows share one height.
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        guard pendingInvalidation.invalidatesGeometry else { return }
        let rows = (0..<context.numberOfSections).map(context.numberOfItems(inSection:))
        let rebuilt = TableLayoutCache(rowCounts: rows, rowHeight: configuration.itemHeight, collectionWidth: context.bounds.width)
        try LayoutError.checkGeometry(rebuilt.contentSize, of: self)
        cache = rebuilt
    }

    /// The menu's size, found in ``prepare()``.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize { cache.contentSize }

    /// Up and down: the pizzas stand in rows.
    public override var scrollAxes: ScrollAxes { .vertical }

    /// Shows or hides the captions; only the next frame's attributes change.
    package func setShowsCaptions(_ shows: Bool) {
        guard shows != configuration.showsCaptions else { return }
        configuration.showsCaptions = shows
        invalidateLayout(with: .boundsOrigin)
    }

    /// Not reorderable: each half's place is where it rolls past the center, not an order a
    /// person edits.
    public override var interactiveMovementStyle: InteractiveMovementStyle { .unsupported }

    var itemHeight: CGFloat { configuration.itemHeight }
    var compaction: PizzaCompaction {
        PizzaCompaction(scaleFactor: configuration.scaleFactor, criticalOffset: configuration.criticalOffsetFromCenter)
    }

    // MARK: Pizza index and offsets

    /// `offset.y + bounds.height/2`: the y of the screen's center in content coordinates.
    func screenCenterY(_ offset: CGPoint) -> CGFloat { offset.y + context.bounds.height / 2 }

    /// `screenCenterY(offset)/itemHeight`: `i + 0.5` when pizza i is centered.
    func pizzaIndex(_ offset: CGPoint) -> CGFloat { screenCenterY(offset) / itemHeight }

    /// The pizza at the screen's center now: `Int(pizzaIndex(contentOffset))`, kept within the menu.
    package var currentPizzaIndex: Int { clampedIndex(pizzaIndex(context.contentOffset)) }

    /// `(0, itemHeight·i + itemHeight/2 − bounds.height/2)`: the offset that centers pizza `i`.
    package func contentOffset(for index: Int) -> CGPoint {
        CGPoint(x: 0, y: itemHeight * CGFloat(index) + itemHeight / 2 - context.bounds.height / 2)
    }

    /// The content insets that let the first and last pizzas reach the center of a view of
    /// `size`: `(size.height − itemHeight)/2` at top and bottom (at least 0). Apply them again
    /// when the view changes size (`PizzaHalvesCoordinator.resize(to:)` does).
    package func centeringContentInset(forBoundsSize size: CGSize) -> LayoutEdgeInsets {
        configuration.centeringContentInset(forBoundsSize: size)
    }

    /// The centering content insets for the current bounds.
    package var centeringContentInset: LayoutEdgeInsets { centeringContentInset(forBoundsSize: context.bounds.size) }

    func clampedIndex(_ pizzaIndex: CGFloat) -> Int {
        guard cache.rowCount > 0, pizzaIndex.isFinite else { return 0 }
        return Int(saturating: pizzaIndex.rounded(.down).clamped(to: 0...CGFloat(cache.rowCount - 1)))
    }

    /// `frame.midY − screenCenterY(contentOffset)`.
    func offsetFromCenter(_ frame: CGRect) -> CGFloat { frame.midY - screenCenterY(context.contentOffset) }

    /// `clamp(offsetFromCenter(defaultFrame(row))/criticalOffsetFromCenter, −1, 1)`.
    func normalizedOffset(ofRow row: Int) -> CGFloat {
        (offsetFromCenter(cache.defaultCellFrame(at: ItemPath(item: row, section: 0))) / configuration.criticalOffsetFromCenter).clamped(to: -1...1)
    }

    // MARK: Queries

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k); rows and captions are placed for the current offset.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.isFinite else { return [] }
        var result = candidateRows(reaching: rect).compactMap { row -> LayoutAttributes? in
            let attributes = cellAttributes(forRow: row)
            return attributes.isShown(in: rect) ? attributes : nil
        }
        if configuration.showsCaptions {
            for row in captionedRows() {
                let caption = captionAttributes(forRow: row)
                if caption.isShown(in: rect) { result.append(caption) }
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<cache.rowCount).contains(indexPath.item) else { return nil }
        return cellAttributes(forRow: indexPath.item)
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(1).
    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard kind == Self.captionKind, indexPath.section == 0, (0..<cache.rowCount).contains(indexPath.item) else { return nil }
        return captionAttributes(forRow: indexPath.item)
    }

    /// Down the menu: pizza by pizza in menu order, each pizza's caption before it. The rows
    /// roll and overlap as they pass the centre (the drum), so rows on screen would regroup with
    /// every point scrolled; the menu's order is the order they stand in.
    public override func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted { a, b in
            (a.indexPath.item, a.category == .cell ? 1 : 0) < (b.indexPath.item, b.category == .cell ? 1 : 0)
        }
    }

    /// Every bounds change moves the rows: invalidate on each; geometry only on a size change.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    // MARK: Snapping

    /// Where a fling rests: the offset of the pizza nearest the proposal, so a half always stops on a whole row.
    /// - Complexity: O(1).
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        snappedContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// After a fling, the half glides on to the nearest pizza (``settlingContentOffset(afterComingToRestAt:)``).
    public override var restingBehavior: RestingBehavior {
        .settling { target in self.settlingContentOffset(afterComingToRestAt: target) }
    }

    /// Where the half glides after resting at `target` between pizzas (a small drag released): the
    /// nearest pizza's offset, or `nil` when it rests on one.
    public func settlingContentOffset(afterComingToRestAt target: CGPoint) -> CGPoint? {
        guard cache.rowCount > 0 else { return nil }
        let centered = contentOffset(for: clampedIndex(pizzaIndex(target)))
        return centered == target ? nil : centered
    }
}
