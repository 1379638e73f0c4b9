import Foundation
import LayoutCore

/// A single-section list of full-width rows of equal height: the base of the pizza layouts.
///
/// Row `r` has the default frame `(0, itemSize.height·r, ``collectionWidth``, itemSize.height)` —
/// the full collection width, whatever `itemSize.width` is. Geometry lives in a
/// cache rebuilt only when data, size or ``itemSize`` change.
///
/// Open: subclass it for rows of your own (the pizza layouts do), overriding the queries and
/// calling `super` for the default frames, or to adopt `SettlingLayout` for a glide after a fling.
open class TableLayout: CollectionLayoutBase {
    /// The size of a row; only the height is used, rows always span the collection's width.
    public private(set) var itemSize: CGSize

    /// The geometry as of the last ``prepare()``.
    private(set) var cache: TableLayoutCache = .empty

    /// A table of rows `itemSize.height` tall; the height must be finite and positive.
    public init(itemSize: CGSize) throws(LayoutError) {
        try Self.validate(itemSize)
        self.itemSize = itemSize
        super.init()
    }

    /// Changes the row size and invalidates the layout; the height must be finite and positive.
    public func setItemSize(_ newValue: CGSize) throws(LayoutError) {
        try Self.validate(newValue)
        guard newValue != itemSize else { return }
        itemSize = newValue
        invalidateLayout(with: .layoutConfiguration)
    }

    private static func validate(_ size: CGSize) throws(LayoutError) {
        guard size.isFinite, size.height > 0, size.width >= 0 else {
            throw .invalidSize(name: "itemSize", size)
        }
    }

    /// The width rows span: the bounds' width.
    public var collectionWidth: CGFloat { context.bounds.width }

    override open func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        if pendingInvalidation.invalidatesGeometry {
            let rebuilt = TableLayoutCache(rowCount: context.numberOfItems(inSection: 0), rowHeight: itemSize.height,
                                           collectionWidth: collectionWidth)
            try LayoutError.checkGeometry(rebuilt.contentSize, of: self)
            cache = rebuilt
        }
    }

    override open var collectionViewContentSize: CGSize { cache.contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        cache.visibleRows(in: rect).map(defaultAttributes(forRow:))
    }

    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<cache.rowCount).contains(indexPath.item) else { return nil }
        return defaultAttributes(forRow: indexPath.item)
    }

    /// The attributes of `row` at its default frame.
    public func defaultAttributes(forRow row: Int) -> LayoutAttributes {
        LayoutAttributes(forCellWith: ItemPath(item: row, section: 0), frame: cache.defaultCellFrame(atRow: row))
    }

    /// Rows span the width, so only a change of width changes geometry.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != context.bounds.width
    }
}
