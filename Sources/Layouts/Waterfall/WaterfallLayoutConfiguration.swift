import Foundation
import LayoutCore

/// The settings of a ``WaterfallLayout``: its columns, spacing and insets, how long each item
/// is, which items span every column, and where items go.
///
/// Described for vertical scrolling; in a horizontal waterfall the columns are rows, an item's
/// length is its width and the insets' roles swap with the axes.
public struct WaterfallLayoutConfiguration: Sendable, LayoutConfiguration {
    /// The axis the content scrolls along; columns run along it.
    public var scrollDirection: ScrollDirection = .vertical
    /// How many columns each section has, unless ``columnsForSection`` answers.
    public var columns: WaterfallColumns = .count(2)
    /// The space between two columns (`s_c`).
    public var columnSpacing: CGFloat = 10
    /// The space between two items of a column, and around an item that spans the columns (`s_i`).
    public var itemSpacing: CGFloat = 10
    /// The margins around each section's items, unless ``insetForSection`` answers.
    public var sectionInset: LayoutEdgeInsets = .zero
    /// The size of each section header; only its extent along the scroll axis is used. Zero
    /// means no header.
    public var headerReferenceSize: CGSize = .zero
    /// The size of each section footer, as ``headerReferenceSize``.
    public var footerReferenceSize: CGSize = .zero
    /// Whether headers stay at the top of the visible area while their section scrolls under them.
    public var sectionHeadersPinToVisibleBounds = false
    /// Which column each item goes to: the shortest (the default) or the next in order.
    public var placement: WaterfallPlacement = .shortestColumn
    /// How long every item is, unless ``sizeForItem`` answers: square by default.
    public var itemSize: WaterfallItemSize = .aspectRatio(1)

    /// How long the item at an index path is: a length, a photo's proportions, or an estimate its
    /// cell replaces.
    public var sizeForItem: (@Sendable (ItemPath) -> WaterfallItemSize)?
    /// Whether the item at an index path spans every column (a full-width banner): it starts
    /// below the longest column, and every column continues below it.
    public var spansAllColumns: (@Sendable (ItemPath) -> Bool)?
    /// The columns of one section.
    public var columnsForSection: (@Sendable (Int) -> WaterfallColumns)?
    /// The inset of one section.
    public var insetForSection: (@Sendable (Int) -> LayoutEdgeInsets)?

    /// Two columns of square items, 10 apart.
    package init() {}

    /// A configuration of `columns` with `sizeForItem`, and the defaults for the rest.
    public init(scrollDirection: ScrollDirection = .vertical, columns: WaterfallColumns = .count(2), columnSpacing: CGFloat = 10,
                itemSpacing: CGFloat = 10, sectionInset: LayoutEdgeInsets = .zero,
                sizeForItem: (@Sendable (ItemPath) -> WaterfallItemSize)? = nil) {
        self.scrollDirection = scrollDirection
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.sectionInset = sectionInset
        self.sizeForItem = sizeForItem
    }

    /// Checks the fixed values: columns (1 to ``WaterfallLayout/maximumColumnCount``, or a finite
    /// positive minimum width), spacings finite and not negative, insets finite, header and
    /// footer sizes finite and not negative, the item size. Closure answers are checked when the
    /// layout prepares.
    public func validate() throws(LayoutError) {
        try Self.check(columns, name: "columns")
        try LayoutError.check("columnSpacing", columnSpacing)
        try LayoutError.check("itemSpacing", itemSpacing)
        guard sectionInset.isFinite else { throw .invalidInsets(name: "sectionInset", sectionInset) }
        try LayoutError.check("headerReferenceSize", headerReferenceSize)
        try LayoutError.check("footerReferenceSize", footerReferenceSize)
        try Self.check(itemSize, name: "itemSize")
    }

    /// Throws unless `columns` is 1 to the maximum, or a finite, positive minimum width.
    static func check(_ columns: WaterfallColumns, name: String) throws(LayoutError) {
        switch columns {
        case .count(let count):
            guard (1...WaterfallLayout.maximumColumnCount).contains(count) else {
                throw .invalidValue(name: name, value: CGFloat(count), expected: "a column count from 1 to \(WaterfallLayout.maximumColumnCount)")
            }
        case .minimumWidth(let width):
            guard width.isFinite, width > 0 else { throw .invalidValue(name: name, value: width, expected: "a finite minimum column width > 0") }
        }
    }

    /// Throws unless `size`'s length is finite and not negative, or its ratio finite and positive.
    static func check(_ size: WaterfallItemSize, name: String) throws(LayoutError) {
        switch size {
        case .absolute(let length), .estimated(let length): try LayoutError.check(name, length)
        case .aspectRatio(let ratio):
            guard ratio.isFinite, ratio > 0 else { throw .invalidValue(name: name, value: ratio, expected: "a finite aspect ratio > 0 (width ÷ height)") }
        }
    }

    /// The settings of `section`, from the closures where given, checked, for a room across of
    /// `cross` points.
    func metrics(ofSection section: Int, cross: CGFloat) throws(LayoutError) -> WaterfallMetrics {
        let inset = insetForSection?(section) ?? sectionInset
        guard inset.isFinite else { throw .invalidInsets(name: "insetForSection(\(section))", inset) }
        let columns = columnsForSection?(section) ?? columns
        if columnsForSection != nil { try Self.check(columns, name: "columnsForSection(\(section))") }
        let axis = scrollDirection
        let (leading, trailing, crossLeading, crossTrailing) = inset.edges(along: axis)
        let available = max(0, cross - crossLeading - crossTrailing)
        let count: Int
        switch columns {
        case .count(let given): count = given
        case .minimumWidth(let width):
            let fitting = ((available + columnSpacing) / (width + columnSpacing)).rounded(.down)
            guard fitting <= CGFloat(WaterfallLayout.maximumColumnCount) else {
                throw .invalidValue(name: columnsForSection != nil ? "columnsForSection(\(section))" : "columns", value: fitting,
                                    expected: "at most \(WaterfallLayout.maximumColumnCount) columns of the minimum width in \(available.messageDescription) points")
            }
            count = max(1, Int(fitting))
        }
        return WaterfallMetrics(axis: axis, columnCount: count, columnSpacing: columnSpacing, itemSpacing: itemSpacing,
                                crossStart: crossLeading, available: available, leadingInset: leading, trailingInset: trailing,
                                headerLength: headerReferenceSize[axis], footerLength: footerReferenceSize[axis])
    }

    /// How the item at `indexPath` is sized, checked.
    func size(ofItemAt indexPath: ItemPath) throws(LayoutError) -> WaterfallItemSize {
        guard let sizeForItem else { return itemSize }
        let size = sizeForItem(indexPath)
        try Self.check(size, name: "sizeForItem(\(indexPath))")
        return size
    }
}
