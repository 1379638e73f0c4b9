import Foundation
import LayoutCore

/// A single-section list of full-width rows: rows of one height (the base of the pizza
/// layouts), or rows that size themselves, as `UITableView` rows with an `estimatedRowHeight`
/// and `automaticDimension`.
///
/// Row `r` has the default frame `(0, itemSize.height·r, ``collectionWidth``, itemSize.height)` —
/// the full collection width, whatever `itemSize.width` is. A table made with
/// ``init(estimatedRowHeight:)`` starts every row at the estimate and takes the height each cell
/// reports (`SelfSizingLayout`): O(log n) per height, and the view keeps the row the person is
/// looking at where it is. Geometry lives in a cache rebuilt only when data, size or
/// ``itemSize`` change; reported heights stay while the width and the row count do, and follow
/// their rows through batch updates.
///
/// Open: subclass it for rows of your own (the pizza layouts do), overriding the queries and
/// calling `super` for the default frames, or to adopt `SettlingLayout` for a glide after a fling.
open class TableLayout: CollectionLayoutBase, SelfSizingLayout {
    /// The size of a row; only the height is used, rows always span the collection's width. For
    /// rows that size themselves, the estimate.
    public private(set) var itemSize: CGSize
    /// The height a row has until its cell reports its own (`UITableView.estimatedRowHeight`);
    /// `nil` for rows of one height.
    public let estimatedRowHeight: CGFloat?

    /// The geometry as of the last ``prepare()``.
    private(set) var cache: TableLayoutCache = .empty
    /// The geometry before a change of the data, whose reported heights a batch update hands on
    /// to the rows' new places.
    private var cacheBeforeUpdate: TableLayoutCache?

    /// A table of rows `itemSize.height` tall; the height must be finite and positive.
    public init(itemSize: CGSize) throws(LayoutError) {
        try Self.validate(itemSize, name: "itemSize")
        self.itemSize = itemSize
        estimatedRowHeight = nil
        super.init()
    }

    /// A table of rows that size themselves, each `estimatedRowHeight` tall until its cell reports
    /// its height; the estimate must be finite and positive.
    public init(estimatedRowHeight: CGFloat) throws(LayoutError) {
        try Self.validate(CGSize(width: 0, height: estimatedRowHeight), name: "estimatedRowHeight")
        itemSize = CGSize(width: 0, height: estimatedRowHeight)
        self.estimatedRowHeight = estimatedRowHeight
        super.init()
    }

    /// Changes the row size (the estimate, for rows that size themselves) and invalidates the
    /// layout; the height must be finite and positive.
    public func setItemSize(_ newValue: CGSize) throws(LayoutError) {
        try Self.validate(newValue, name: "itemSize")
        guard newValue != itemSize else { return }
        itemSize = newValue
        invalidateLayout(with: .layoutConfiguration)
    }

    private static func validate(_ size: CGSize, name: String) throws(LayoutError) {
        guard size.isFinite, size.height > 0, size.width >= 0 else {
            throw .invalidSize(name: name, size)
        }
    }

    /// The width rows span: the bounds' width.
    package var collectionWidth: CGFloat { context.bounds.width }

    /// Sizes the rows when the data or the width changed, keeping the heights cells reported while the width holds.
    /// - Complexity: O(1) with one row height; O(n) with estimated heights (their prefix sums); O(1) otherwise.
    override open func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        if pendingInvalidation.invalidatesGeometry {
            var rebuilt = TableLayoutCache(rowCount: context.numberOfItems(inSection: 0), rowHeight: itemSize.height,
                                           collectionWidth: collectionWidth, selfSizing: estimatedRowHeight != nil)
            // Reported heights hold while the width and the estimate do: by row while the count
            // does, and through a batch update's changes to their rows' new places.
            let keepsHeights = cache.collectionWidth == rebuilt.collectionWidth && cache.rowHeight == rebuilt.rowHeight
            if keepsHeights, cache.rowCount == rebuilt.rowCount {
                rebuilt.restore(from: cache) { $0 }
            }
            try LayoutError.checkGeometry(rebuilt.contentSize, of: self)
            cacheBeforeUpdate = keepsHeights && pendingInvalidation.contains(.dataCounts) ? cache : nil
            cache = rebuilt
        }
    }

    /// The heights reported before the update follow their rows to their places after it; a
    /// reloaded row is measured again.
    override open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        guard let earlier = cacheBeforeUpdate else { return }
        cacheBeforeUpdate = nil
        guard let plan = try? BatchUpdates(updateItems).validated(from: [earlier.rowCount], to: [cache.rowCount]) else { return }
        cache.restore(from: earlier) { row in
            plan.isReloaded(itemAt: ItemPath(item: row, section: 0)) ? nil
                : plan.indexPathAfterUpdate(forItemAt: ItemPath(item: row, section: 0))?.item
        }
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    override open var collectionViewContentSize: CGSize { cache.contentSize }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k) with one row height; O(log n + k) with estimated heights.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        cache.visibleRows(in: rect).map(defaultAttributes(forRow:))
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1) with one row height; O(log n) with estimated heights.
    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<cache.rowCount).contains(indexPath.item) else { return nil }
        return defaultAttributes(forRow: indexPath.item)
    }

    /// The attributes of `row` at its default frame.
    package func defaultAttributes(forRow row: Int) -> LayoutAttributes {
        LayoutAttributes(forCellWith: ItemPath(item: row, section: 0), frame: cache.defaultCellFrame(atRow: row))
    }

    /// Rows span the width, so only a change of width changes geometry.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != context.bounds.width
    }

    // MARK: Self-sizing

    /// True for a row of a table made with ``init(estimatedRowHeight:)`` whose cell prefers
    /// another height.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        let height = preferred.frame.height
        return estimatedRowHeight != nil && preferred.category == .cell && preferred.indexPath.section == 0
            && (0..<cache.rowCount).contains(preferred.indexPath.item) && height.isFinite && height >= 0
            && height != original.frame.height
    }

    /// Takes the row's height, moving every later row: O(log n). Answers the content size's
    /// change; the host moves the offset so that the row the person is looking at stays put.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let oldContentSize = collectionViewContentSize
        guard preferred.category == .cell, preferred.indexPath.section == 0,
              cache.resolve(row: preferred.indexPath.item, height: preferred.frame.height) else { return .none }
        return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: collectionViewContentSize)
    }

    /// True for a row that sizes itself whose cell has not reported a height.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool {
        key.category == .cell && key.indexPath.section == 0 && cache.hasEstimatedHeight(row: key.indexPath.item)
    }
}
