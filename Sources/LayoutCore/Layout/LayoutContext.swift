import Foundation

/// What a collection view tells its layout: the portable stand-in for the `collectionView`
/// property a `UICollectionViewLayout` reads.
///
/// When each field is fresh, in every host (the simulated view and the UIKit adapter, through
/// the package's shared host):
/// - ``bounds`` is the bounds of the frame being drawn: the host updates it on every bounds
///   change, before any query, whether or not the layout invalidates. `prepare()`, queries and
///   `targetContentOffset` may all read it.
/// - ``itemCounts`` changes only with ``Invalidation/dataCounts`` pending (UIKit reports counts
///   only through `invalidateDataSourceCounts`), so geometry built from it in `prepare()` stays
///   valid until then.
/// - Insets, margins and ``traits`` are current at every `prepare()`; a change of them comes
///   with ``Invalidation/boundsSize``.
/// - ``orthogonalContentOffsets`` are current at every query; a change comes with
///   ``Invalidation/boundsOrigin`` only.
public struct LayoutContext: Hashable, Sendable {
    /// The visible region in content coordinates; its origin is the content offset.
    public var bounds: CGRect
    /// The content inset set by the app, as `UIScrollView.contentInset`.
    public var contentInset: LayoutEdgeInsets
    /// The safe area of the view, as `UIView.safeAreaInsets`.
    public var safeAreaInsets: LayoutEdgeInsets
    /// The inset the scroll view really applies (content inset plus safe area), as
    /// `UIScrollView.adjustedContentInset`.
    public var adjustedContentInset: LayoutEdgeInsets
    /// The view's layout margins, as `UIView.layoutMargins`.
    public var layoutMargins: LayoutEdgeInsets
    /// The number of items of each section; its count is the number of sections.
    public var itemCounts: [Int]
    /// The trait environment.
    public var traits: LayoutTraits
    /// The scroll offset of each section that scrolls on its own (see
    /// ``OrthogonalScrollingLayout``), across the layout's scroll axis; sections not listed are at 0.
    public var orthogonalContentOffsets: [Int: CGFloat] = [:]
    /// The item a finger is moving, while one is: ``itemCounts`` and every index path a layout
    /// is asked about are then the current arrangement's, with the item at its target. A layout
    /// that reads per-item data by index path reads it at
    /// ``InteractiveMovement/originalIndexPath(forItemAt:)``. Set by the host at every
    /// `prepare()` during a movement.
    public var interactiveMovement: InteractiveMovement?
    /// Whether the counts of this `prepare()` are a batch update's, whose items
    /// `prepare(forCollectionViewUpdates:)` brings next (UIKit's `invalidateDataSourceCounts`
    /// without `invalidateEverything`): a layout that places what an update changed may leave its
    /// items to that call rather than place every item for the new counts first, as MagazineLayout
    /// does (`hasDataSourceCountInvalidationBeforeReceivingUpdateItems`, its model updated in
    /// `prepare(forCollectionViewUpdates:)`). Between the two, UIKit reads the content size (the
    /// old one is fine) and the host answers element queries with nothing; when UIKit falls back
    /// to `reloadData` instead, the next `prepare()` invalidates everything. Set by the host at
    /// every `prepare()`.
    package var updateItemsFollow = false

    /// Creates a context; every value but `bounds` defaults to empty.
    public init(bounds: CGRect, itemCounts: [Int] = [], contentInset: LayoutEdgeInsets = .zero,
                safeAreaInsets: LayoutEdgeInsets = .zero, adjustedContentInset: LayoutEdgeInsets? = nil,
                layoutMargins: LayoutEdgeInsets = LayoutEdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                traits: LayoutTraits? = nil) {
        self.bounds = bounds
        self.itemCounts = itemCounts
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.adjustedContentInset = adjustedContentInset ?? contentInset + safeAreaInsets
        self.layoutMargins = layoutMargins
        self.traits = traits ?? .phone(size: bounds.size)
    }

    /// The content offset: the origin of ``bounds``.
    public var contentOffset: CGPoint { bounds.origin }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The extent of the bounds along `axis` inside the adjusted content inset, at least 0: a
    /// content this long does not scroll along `axis`, since a view scrolls over
    /// `−inset.leading … contentExtent + inset.trailing − boundsExtent`. What a layout that
    /// scrolls along one axis gives the other, so it neither scrolls nor bounces under a
    /// navigation bar.
    public func fixedExtent(along axis: ScrollDirection) -> CGFloat {
        max(0, bounds.size[axis] - (axis == .vertical ? adjustedContentInset.vertical : adjustedContentInset.horizontal))
    }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The data source's index path of the item shown at `indexPath`: `indexPath` itself, or
    /// during a movement the item's place before it began.
    public func dataIndexPath(forItemAt indexPath: ItemPath) -> ItemPath {
        interactiveMovement?.originalIndexPath(forItemAt: indexPath) ?? indexPath
    }

    /// Whether `indexPath` names an existing item.
    public func contains(_ indexPath: ItemPath) -> Bool {
        indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Hashes what `==` compares: the geometry, the counts, the traits and any movement.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: bounds)
        hasher.combine(contentInset)
        hasher.combine(safeAreaInsets)
        hasher.combine(adjustedContentInset)
        hasher.combine(layoutMargins)
        hasher.combine(itemCounts)
        hasher.combine(traits)
        hasher.combine(orthogonalContentOffsets)
        hasher.combine(interactiveMovement)
        hasher.combine(updateItemsFollow)
    }

    /// The most items one section may hold: ten million, far beyond any screen yet small enough
    /// that a layout's index arithmetic (counts times periods, window sums) cannot overflow and
    /// its per-item geometry fits in memory.
    public static let maximumItemCount = 10_000_000

    /// Checks the values a collection view hands over: finite bounds of non-negative size,
    /// finite insets and item counts in `0...maximumItemCount`.
    ///
    /// This is the one check of a context: every layout calls it first in `prepare()`, as the
    /// hosts do before handing the context over, so a layout prepared directly refuses the
    /// same values.
    public func validate() throws(LayoutError) {
        // `CGRect.width` is standardised (never negative) on Linux, so read the stored size.
        guard bounds.isFinite, bounds.size.width >= 0, bounds.size.height >= 0 else {
            throw .invalidBounds(bounds)
        }
        for (name, insets) in [("contentInset", contentInset), ("safeAreaInsets", safeAreaInsets),
                               ("adjustedContentInset", adjustedContentInset), ("layoutMargins", layoutMargins)]
        where !insets.isFinite {
            throw .invalidInsets(name: name, insets)
        }
        if let section = itemCounts.firstIndex(where: { $0 < 0 }) {
            throw .negativeItemCount(section: section, count: itemCounts[section])
        }
        if let section = itemCounts.firstIndex(where: { $0 > Self.maximumItemCount }) {
            throw .itemCountTooLarge(section: section, count: itemCounts[section], maximum: Self.maximumItemCount)
        }
    }
}

extension LayoutContext {
    /// The check every layout runs first in `prepare()`: ``validate()``, then, for a layout that
    /// lays out at most `maximumSections` sections, the number of sections.
    public func validate(for layout: some CollectionLayout, maximumSections: Int? = nil) throws(LayoutError) {
        try validate()
        if let maximumSections, numberOfSections > maximumSections {
            throw .unsupportedSectionCount(layout: String(describing: type(of: layout)), count: numberOfSections,
                                           supported: maximumSections)
        }
    }
}
