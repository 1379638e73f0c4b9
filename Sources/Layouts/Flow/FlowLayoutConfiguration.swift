import Foundation
import LayoutCore

/// The settings of a ``FlowLayout``: the properties of `UICollectionViewFlowLayout` and the
/// per-item and per-section answers of its `UICollectionViewDelegateFlowLayout`.
public struct FlowLayoutConfiguration: Sendable, LayoutConfiguration {
    /// The axis the content scrolls along; lines run across it.
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item, unless ``sizeForItem`` answers.
    public var itemSize = CGSize(width: 50, height: 50)
    /// The smallest distance between two lines (rows when vertical, columns when horizontal).
    public var minimumLineSpacing: CGFloat = 10
    /// The smallest distance between two items of a line.
    public var minimumInteritemSpacing: CGFloat = 10
    /// The margins around each section's items.
    public var sectionInset: LayoutEdgeInsets = .zero
    /// The size of each section header; only its extent along the scroll axis is used
    /// (height when vertical). Zero means no header.
    public var headerReferenceSize: CGSize = .zero
    /// The size of each section footer, as ``headerReferenceSize``.
    public var footerReferenceSize: CGSize = .zero
    /// Whether headers stay at the top of the visible area while their section scrolls under them.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom of the visible area while their section scrolls under them.
    public var sectionFootersPinToVisibleBounds = false
    /// How the first section's header answers a pull past the start and a scroll
    /// (`HeaderStretching`): it stretches instead of pinning; `nil` (the default) for none.
    public var firstHeaderStretching: HeaderStretching?
    /// The size items have until their cells report their own (`estimatedItemSize`): any other
    /// size than `.zero` (the default, items of ``itemSize`` or ``sizeForItem``) makes items size
    /// themselves, each starting at this size or at its ``sizeForItem`` answer;
    /// ``FlowLayout/automaticSize`` starts them at ``itemSize`` and, once one cell has reported,
    /// at that cell's size.
    public var estimatedItemSize: CGSize = .zero
    /// Where a line's items sit along it: justified (UIKit's, the default), or at the leading
    /// edge, centred or at the trailing edge with ``minimumInteritemSpacing`` between them, as a
    /// tag cloud wants. Mirrored right to left.
    public var lineAlignment: FlowLineAlignment = .justified
    /// Where an item sits within its line, whose thickness is its thickest item's: centred
    /// (UIKit's, the default), at the line's top or at its bottom.
    public var itemAlignment: FlowItemAlignment = .center

    /// The size of one item (`collectionView(_:layout:sizeForItemAt:)`).
    public var sizeForItem: (@Sendable (ItemPath) -> CGSize)?
    /// The inset of one section (`collectionView(_:layout:insetForSectionAt:)`).
    public var insetForSection: (@Sendable (Int) -> LayoutEdgeInsets)?
    /// The line spacing of one section (`minimumLineSpacingForSectionAt`).
    public var minimumLineSpacingForSection: (@Sendable (Int) -> CGFloat)?
    /// The interitem spacing of one section (`minimumInteritemSpacingForSectionAt`).
    public var minimumInteritemSpacingForSection: (@Sendable (Int) -> CGFloat)?
    /// The header size of one section (`referenceSizeForHeaderInSection`).
    public var headerReferenceSizeForSection: (@Sendable (Int) -> CGSize)?
    /// The footer size of one section (`referenceSizeForFooterInSection`).
    public var footerReferenceSizeForSection: (@Sendable (Int) -> CGSize)?
    /// The line alignment of one section.
    public var lineAlignmentForSection: (@Sendable (Int) -> FlowLineAlignment)?
    /// The item alignment of one section.
    public var itemAlignmentForSection: (@Sendable (Int) -> FlowItemAlignment)?

    /// UIKit's defaults: vertical, 50×50 items, spacing 10, no insets, headers or footers.
    package init() {}

    /// A configuration with the given common settings and UIKit's defaults for the rest.
    public init(scrollDirection: ScrollDirection = .vertical, itemSize: CGSize = CGSize(width: 50, height: 50),
                minimumLineSpacing: CGFloat = 10, minimumInteritemSpacing: CGFloat = 10,
                sectionInset: LayoutEdgeInsets = .zero, headerReferenceSize: CGSize = .zero,
                footerReferenceSize: CGSize = .zero) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// Checks the fixed values: sizes finite and non-negative, spacings finite and
    /// non-negative, insets finite. Closure answers are checked when the layout prepares.
    public func validate() throws(LayoutError) {
        try LayoutError.check("itemSize", itemSize)
        if estimatedItemSize != FlowLayout.automaticSize { try LayoutError.check("estimatedItemSize", estimatedItemSize) }
        try LayoutError.check("minimumLineSpacing", minimumLineSpacing)
        try LayoutError.check("minimumInteritemSpacing", minimumInteritemSpacing)
        try firstHeaderStretching?.validate()
        guard sectionInset.isFinite else { throw .invalidInsets(name: "sectionInset", sectionInset) }
        try LayoutError.check("headerReferenceSize", headerReferenceSize)
        try LayoutError.check("footerReferenceSize", footerReferenceSize)
    }

    /// The settings of `section`, from the closures where given, checked.
    func sectionMetrics(_ section: Int) throws(LayoutError) -> FlowSectionMetrics {
        let metrics = FlowSectionMetrics(
            inset: insetForSection?(section) ?? sectionInset,
            lineSpacing: minimumLineSpacingForSection?(section) ?? minimumLineSpacing,
            interitemSpacing: minimumInteritemSpacingForSection?(section) ?? minimumInteritemSpacing,
            headerSize: headerReferenceSizeForSection?(section) ?? headerReferenceSize,
            footerSize: footerReferenceSizeForSection?(section) ?? footerReferenceSize,
            lineAlignment: lineAlignmentForSection?(section) ?? lineAlignment,
            itemAlignment: itemAlignmentForSection?(section) ?? itemAlignment)
        guard metrics.inset.isFinite else { throw .invalidInsets(name: "insetForSection(\(section))", metrics.inset) }
        try LayoutError.check("minimumLineSpacingForSection(\(section))", metrics.lineSpacing)
        try LayoutError.check("minimumInteritemSpacingForSection(\(section))", metrics.interitemSpacing)
        try LayoutError.check("headerReferenceSizeForSection(\(section))", metrics.headerSize)
        try LayoutError.check("footerReferenceSizeForSection(\(section))", metrics.footerSize)
        return metrics
    }

    /// The size of the item at `indexPath`, checked.
    func size(ofItemAt indexPath: ItemPath) throws(LayoutError) -> CGSize {
        guard let sizeForItem else { return itemSize }
        let size = sizeForItem(indexPath)
        try LayoutError.check("sizeForItem(\(indexPath))", size)
        return size
    }
}

/// The settings that apply to one section of a flow layout.
struct FlowSectionMetrics {
    var inset: LayoutEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
    var lineAlignment: FlowLineAlignment
    var itemAlignment: FlowItemAlignment
}
