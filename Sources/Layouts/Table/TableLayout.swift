import Foundation
import LayoutCore

/// A list of full-width rows in sections, as `UITableView` shows them: rows of one height (the
/// base of the pizza layouts), or rows that size themselves, as `UITableView` rows with an
/// `estimatedRowHeight` and `automaticDimension`; each section with its header and footer
/// (``TableSectionStyle``: heights, spacing, pinned as the plain style pins them or scrolling as
/// the grouped style's do).
///
/// Sections follow one another from y = 0: a section's header, then its rows, then its footer,
/// then ``TableSectionStyle/spacing`` before the next. Row `r` of a section whose rows start at
/// `y₀` has the default frame `(0, y₀ + itemSize.height·r, ``collectionWidth``, itemSize.height)`:
/// the full collection width, whatever `itemSize.width` is. A table made with
/// ``init(estimatedRowHeight:sections:)`` starts every row at the estimate and takes the height
/// each cell reports (`SelfSizingLayout`): O(log n) per height (plus the later sections it moves),
/// and the view keeps the row the person is looking at where it is. Geometry lives in a cache
/// rebuilt only when data, size, ``itemSize`` or ``sectionStyle`` change; reported heights stay
/// while the width and the row counts do, and follow their rows through batch updates.
///
/// Open: subclass it for rows of your own, overriding the queries and
/// calling `super` for the default frames, or `restingBehavior` (`RestingBehavior.settling(_:)`) for a glide after a fling.
open class TableLayout: CollectionLayoutBase, SelfSizingLayout {
    /// The size of a row; only the height is used, rows always span the collection's width. For
    /// rows that size themselves, the estimate.
    public private(set) var itemSize: CGSize
    /// The height a row has until its cell reports its own (`UITableView.estimatedRowHeight`);
    /// `nil` for rows of one height.
    public let estimatedRowHeight: CGFloat?
    /// The sections' headers, footers and spacing.
    public private(set) var sectionStyle: TableSectionStyle

    /// The geometry as of the last ``prepare()``.
    private(set) var cache: TableLayoutCache = .empty
    /// The geometry before a change of the data, whose reported heights a batch update hands on
    /// to the rows' new places.
    private var cacheBeforeUpdate: TableLayoutCache?

    /// A table of rows `itemSize.height` tall in sections set apart as `sections` says (by
    /// default, no headers, footers or spacing); the height must be finite and positive.
    public init(itemSize: CGSize, sections: TableSectionStyle = TableSectionStyle()) throws(LayoutError) {
        try Self.validate(itemSize, name: "itemSize")
        self.itemSize = itemSize
        estimatedRowHeight = nil
        sectionStyle = sections
        super.init()
    }

    /// A table of rows that size themselves, each `estimatedRowHeight` tall until its cell reports
    /// its height, in sections set apart as `sections` says; the estimate must be finite and
    /// positive.
    public init(estimatedRowHeight: CGFloat, sections: TableSectionStyle = TableSectionStyle()) throws(LayoutError) {
        try Self.validate(CGSize(width: 0, height: estimatedRowHeight), name: "estimatedRowHeight")
        itemSize = CGSize(width: 0, height: estimatedRowHeight)
        self.estimatedRowHeight = estimatedRowHeight
        sectionStyle = sections
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

    /// Changes the sections' headers, footers and spacing, and invalidates the layout.
    public func setSectionStyle(_ newValue: TableSectionStyle) {
        guard newValue != sectionStyle else { return }
        sectionStyle = newValue
        invalidateLayout(with: .layoutConfiguration)
    }

    /// The most sections a subclass lays out (`nil`: any number): more are refused in
    /// ``prepare()`` with an error naming the count.
    class var maximumSections: Int? { nil }

    private static func validate(_ size: CGSize, name: String) throws(LayoutError) {
        guard size.isFinite, size.height > 0, size.width >= 0 else {
            throw .invalidSize(name: name, size)
        }
    }

    /// The width rows span: the bounds' width.
    package var collectionWidth: CGFloat { context.bounds.width }

    /// Sizes the rows when the data, the width or the style changed, keeping the heights cells
    /// reported while the width holds.
    /// - Complexity: O(s) for s sections of rows of one height; O(n) with estimated heights (their
    ///   prefix sums); O(1) when only the bounds' origin moved.
    override open func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: Self.maximumSections)
        try sectionStyle.firstHeaderStretching?.validate()
        if pendingInvalidation.invalidatesGeometry {
            let rowCounts = (0..<context.numberOfSections).map(context.numberOfItems(inSection:))
            var rebuilt = TableLayoutCache(rowCounts: rowCounts, rowHeight: itemSize.height, collectionWidth: collectionWidth,
                                           style: sectionStyle, selfSizing: estimatedRowHeight != nil)
            // Reported heights hold while the width and the estimate do: by row while the counts
            // do, and through a batch update's changes to their rows' new places.
            let keepsHeights = cache.collectionWidth == rebuilt.collectionWidth && cache.rowHeight == rebuilt.rowHeight
            if keepsHeights, cache.rowCounts == rebuilt.rowCounts {
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
        guard let plan = try? BatchUpdates(updateItems).validated(from: earlier.rowCounts, to: cache.rowCounts) else { return }
        cache.restore(from: earlier) { path in
            plan.isReloaded(itemAt: path) ? nil : plan.indexPathAfterUpdate(forItemAt: path)
        }
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    override open var collectionViewContentSize: CGSize { cache.contentSize }

    /// Up and down.
    override open var scrollAxes: ScrollAxes { .vertical }

    /// The elements whose frames meet `rect`, each as the single-element queries give it: rows,
    /// then each section's header and footer (pinned ones placed for the current bounds).
    /// - Complexity: O(log s + k) with one row height; O(log s + log n + k) with estimated heights.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, rows) in cache.visibleRows(in: rect) {
            for row in rows { result.append(defaultAttributes(at: ItemPath(item: row, section: section))) }
        }
        guard sectionStyle.headerHeight > 0 || sectionStyle.footerHeight > 0 else { return result }
        for section in cache.sections(reaching: rect) {
            for kind in [ElementCategory.headerKind, ElementCategory.footerKind] {
                if let boundary = boundaryAttributes(ofKind: kind, inSection: section), boundary.frame.overlaps(rect) {
                    result.append(boundary)
                }
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1) with one row height; O(log n) with estimated heights.
    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard cache.contains(indexPath) else { return nil }
        return defaultAttributes(at: indexPath)
    }

    /// The header or footer of the section `indexPath` names (item 0), or `nil` when it has none.
    /// - Complexity: O(1).
    override open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        return boundaryAttributes(ofKind: kind, inSection: indexPath.section)
    }

    /// The header or footer of `section`, pinned to the visible area when the style pins, the
    /// first header stretched when it stretches.
    private func boundaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        cache.boundaryAttributes(ofKind: kind, inSection: section, visibleSpan: BoundaryPinning.visibleSpan(of: context, along: .vertical))
    }

    /// The attributes of the row at `indexPath` at its default frame.
    package func defaultAttributes(at indexPath: ItemPath) -> LayoutAttributes {
        LayoutAttributes(forCellWith: indexPath, frame: cache.defaultCellFrame(at: indexPath))
    }

    /// Rows span the width, so only a change of width changes geometry; pinned headers and
    /// footers follow the bounds' origin.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let pins = (sectionStyle.pinsToVisibleBounds || sectionStyle.firstHeaderStretching != nil)
            && (sectionStyle.headerHeight > 0 || sectionStyle.footerHeight > 0)
        return newBounds.width != context.bounds.width || (pins && newBounds.origin != context.bounds.origin)
    }

    // MARK: Self-sizing

    /// True for a row of a table made with ``init(estimatedRowHeight:sections:)`` whose cell prefers
    /// another height.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        let height = preferred.frame.height
        return estimatedRowHeight != nil && preferred.category == .cell && cache.contains(preferred.indexPath)
            && height.isFinite && height >= 0 && height != original.frame.height
    }

    /// Takes the row's height, moving every later row: O(log n). Answers the content size's
    /// change; the host moves the offset so that the row the person is looking at stays put.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let oldContentSize = collectionViewContentSize
        guard preferred.category == .cell, cache.resolve(preferred.indexPath, height: preferred.frame.height) else { return .none }
        return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: collectionViewContentSize)
    }

    /// True for a row that sizes itself whose cell has not reported a height.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool {
        key.category == .cell && cache.hasEstimatedHeight(at: key.indexPath)
    }
}
