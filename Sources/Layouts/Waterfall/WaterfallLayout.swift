import Foundation
import LayoutCore

/// Items of their own lengths in columns, each going to the shortest column (or the next in
/// order): the waterfall, or masonry, of Pinterest-like boards, with items that span every
/// column, section headers and footers, and pinned headers, in either scroll direction.
///
/// An item's length is the app's (``WaterfallItemSize/absolute(_:)``), a photo's proportions in
/// its column (``WaterfallItemSize/aspectRatio(_:)``), or an estimate its cell replaces
/// (``WaterfallItemSize/estimated(_:)``, `SelfSizingLayout`). Sizes that arrive never move what is
/// on screen, and an item never changes column once placed: a cell measured as it comes in at the
/// bottom pushes only what is below it in its column; one measured as it comes in at the top (the
/// view last scrolled toward the start and the cell begins in the upper half of the bounds) grows
/// upward, the items above it in its column moving instead. That can leave a gap at the
/// top of a band of columns (what the estimates got wrong above the screen); the gaps close
/// when the view comes to rest (its ``restingBehavior`` tidies), animated, the item the person is looking
/// at staying where it is, as Android's `StaggeredGridLayoutManager` closes its gaps when
/// scrolling goes idle.
///
/// Geometry is computed once per size or settings change: O(n·c) for n items in c columns.
/// Each column keeps its items' offsets in prefix sums and the bands of columns theirs, so a
/// rect query costs O((c + k)·log n), a size a cell reports O(log n + c), and a step of an
/// interactive movement O(log n) per item between its ends. A batch update places again, once,
/// only the run of bands its changes reach (from the band before its first change to the next
/// item spanning the columns after its last), the items before its first change keeping their
/// columns; a reload that describes an item as before places nothing.
/// Mirrored in a right-to-left layout direction: column 0 is the leading one.
public final class WaterfallLayout: ConfiguredLayout<WaterfallLayoutConfiguration>, SelfSizingLayout {
    /// The most columns a section may have.
    public static let maximumColumnCount = 1_000

    /// Two columns of square items, 10 apart.
    public convenience init() throws(LayoutError) {
        try self.init(configuration: WaterfallLayoutConfiguration())
    }

    /// Every section's items.
    var sections: [WaterfallSection] = []
    /// Each section's first block (its header block); then one block per band, then its footer
    /// block.
    private var firstBlocks: [Int] = []
    /// The extent along the axis of every block, in order: a section's header and leading inset,
    /// its bands, its trailing inset and footer.
    private var blocks = PrefixSumTree([])
    private var contentSize: CGSize = .zero
    /// The room across the scroll axis the items were last placed for.
    private(set) var lastPlacedCrossExtent: CGFloat = -1
    /// The configuration revision the items were last placed for.
    private(set) var placedRevision = -1
    /// The sections before a change of the data counts, for the update's items to map, with the
    /// room across and the settings revision they were placed for.
    var beforeUpdate: (sections: [WaterfallSection], crossExtent: CGFloat, revision: Int)?
    /// A batch update's counts left to its items: the sections are as they were before it until
    /// ``prepare(forCollectionViewUpdates:)``.
    var deferredUpdate = DeferredUpdate()
    /// The steps of an interactive movement, taken in place.
    var movementSteps = InPlaceMovementSteps()
    /// The interactive movement under way, from its first step to its last.
    var movement: WaterfallMovement?
    /// Whether the view last scrolled toward the start of the content: cells come in at the top
    /// (the leading edge), and those measured there grow toward the start.
    var lastScrollWasTowardStart = false
    /// Whether a cell grew toward the start since the gaps were last closed: columns may begin
    /// below their band's start.
    var mayHaveGaps = false
    /// Whether the next `prepare()` closes the gaps.
    private var closesGapsOnPrepare = false

    /// The axis the layout scrolls along.
    package var scrollDirection: ScrollDirection { configuration.scrollDirection }

    /// The room across the scroll axis: the bounds less the adjusted content inset on that axis.
    var crossExtent: CGFloat { context.fixedExtent(along: scrollDirection.cross) }

    /// Whether the items were placed for the context's counts and room across, with the current
    /// settings.
    var isPlacedForContext: Bool {
        crossExtent == lastPlacedCrossExtent && placedRevision == configurationRevision && context.itemCounts == sections.map(\.count)
    }

    /// Places every item in its column when the data or the size changed; the new counts of a
    /// batch update alone, with the columns as they were, are left to the update's items
    /// (``prepare(forCollectionViewUpdates:)``), which place only what changed.
    /// - Complexity: O(n·c) for n items in c columns when everything is placed; O(1) otherwise.
    override public func prepare() throws(LayoutError) {
        try context.validate(for: self)
        if closesGapsOnPrepare { closeGapsNow() }
        let pending = pendingInvalidation.subtracting(.anchorsVisibleContent)
        guard !movementSteps.prepare(pending, in: context, canStepInPlace: isPlacedForContext),
              pending.invalidatesGeometry else { return }
        // Placed anew, a movement's next step starts from here.
        movement = nil
        beforeUpdate = nil
        guard !deferredUpdate.prepare(pending, in: context, canDefer: crossExtent == lastPlacedCrossExtent
                                          && placedRevision == configurationRevision) else { return }
        let wasMissed = deferredUpdate.wasMissed
        if pending.contains(.dataCounts), placedRevision >= 0, !wasMissed {
            beforeUpdate = (sections, lastPlacedCrossExtent, placedRevision)
        }
        // Sections left for update items that never came are not the last counts': nothing carries over.
        try placeAll(keeping: wasMissed ? [] : keptItems())
    }

    /// What each section keeps of its items as it is placed again without an update's items: a
    /// section of the same count, width and settings keeps every item's column (and the lengths
    /// cells reported); one of the same count and width keeps the lengths cells reported.
    private func keptItems() -> [WaterfallSection.Carryover?] {
        let sameWidth = crossExtent == lastPlacedCrossExtent, sameSettings = placedRevision == configurationRevision
        return (0..<context.numberOfSections).map { section in
            guard sameWidth, sections.indices.contains(section), sections[section].count == context.itemCounts[section] else { return nil }
            let old = sections[section]
            return WaterfallSection.Carryover(section: old, keep: sameSettings ? old.count : 0, reported: old.reportedLengths)
        }
    }

    /// Places every section: section `s` keeps the items before `kept[s].keep` as they were, and
    /// takes `kept[s].reported` as the lengths of items that size themselves.
    func placeAll(keeping kept: [WaterfallSection.Carryover?]) throws(LayoutError) {
        let cross = crossExtent
        var placed: [WaterfallSection] = []
        placed.reserveCapacity(context.numberOfSections)
        var widest = cross
        for section in 0..<context.numberOfSections {
            let metrics = try configuration.metrics(ofSection: section, cross: cross)
            let previous = kept.indices.contains(section) ? kept[section] : nil
            let reported = previous?.reported ?? [:]
            placed.append(try WaterfallSection(metrics: metrics, count: context.itemCounts[section], placement: configuration.placement,
                                               keeping: previous?.section, before: previous?.keep ?? 0) { (item: Int) throws(LayoutError) in
                var described = try describeItem(at: ItemPath(item: item, section: section), metrics: metrics)
                if described.isEstimated, let known = reported[item] { (described.length, described.isEstimated) = (known, false) }
                return described
            })
            widest = max(widest, metrics.crossReach)
        }
        let (tree, firsts) = Self.blocks(of: placed)
        let size = CGSize(along: scrollDirection, tree.total, across: widest)
        try LayoutError.checkGeometry(size, of: self)
        sections = placed
        firstBlocks = firsts
        blocks = tree
        contentSize = size
        lastPlacedCrossExtent = cross
        placedRevision = configurationRevision
    }

    /// The item at `path` as the app describes it, in a section of `metrics`: its length (the
    /// estimate for an item that sizes itself) and whether it spans the columns.
    func describeItem(at path: ItemPath, metrics: WaterfallMetrics) throws(LayoutError) -> WaterfallSection.Item {
        let dataPath = context.dataIndexPath(forItemAt: path)
        let spansAll = configuration.spansAllColumns?(dataPath) ?? false
        let size = try configuration.size(ofItemAt: dataPath)
        let (length, isEstimated) = metrics.length(of: size, across: spansAll ? metrics.available : metrics.columnWidth)
        guard length.isFinite else {
            throw LayoutError.geometryOverflow(layout: "WaterfallLayout", value: "the length of item \(path) (\(size))")
        }
        return WaterfallSection.Item(length: length, sizesItself: { if case .estimated = size { true } else { false } }(),
                                     isEstimated: isEstimated, spansAllColumns: spansAll)
    }

    /// Closes, on the next layout pass, the gaps items growing toward the start left at the top
    /// of columns: every column begins at its band's start again, every item in the column it
    /// had, and the view keeps the item the person is looking at where it is
    /// (`Invalidation.anchorsVisibleContent`). The view does this by itself when it comes to
    /// rest; call it inside `performBatchUpdates` to animate it at another time. O(bands·c).
    public func closeGaps() {
        closesGapsOnPrepare = true
        invalidateLayout(with: .anchorsVisibleContent)
    }

    /// At rest, the gaps close when a cell may have left one (``closeGaps()``).
    public override var restingBehavior: RestingBehavior {
        .tidying { self.invalidationOnComingToRest() }
    }

    /// At rest, the gaps close when a cell may have left one (``closeGaps()``); `nil` otherwise.
    /// - Complexity: O(1).
    func invalidationOnComingToRest() -> Invalidation? {
        guard mayHaveGaps else { return nil }
        closesGapsOnPrepare = true
        return .anchorsVisibleContent
    }

    /// Every column begins at its band's start again. O(bands·c).
    private func closeGapsNow() {
        closesGapsOnPrepare = false
        mayHaveGaps = false
        for section in sections.indices { sections[section].closeGaps() }
        rebuildBlocks()
    }

    /// The blocks taken again from the sections (whose bands may be more or fewer than before).
    func rebuildBlocks() {
        (blocks, firstBlocks) = Self.blocks(of: sections)
        contentSize[scrollDirection] = blocks.total
    }

    /// The blocks of `sections` along the axis, and each section's first block: a section's
    /// header and leading inset, its bands, its trailing inset and footer. O(blocks).
    private static func blocks(of sections: [WaterfallSection]) -> (lengths: PrefixSumTree, firstBlocks: [Int]) {
        var lengths: [CGFloat] = [], firsts: [Int] = []
        for section in sections {
            firsts.append(lengths.count)
            let hasItems = section.count > 0
            lengths.append(section.metrics.headerLength + (hasItems ? section.metrics.leadingInset : 0))
            for band in section.bands.indices { lengths.append(section.length(ofBand: band)) }
            lengths.append((hasItems ? section.metrics.trailingInset : 0) + section.metrics.footerLength)
        }
        return (PrefixSumTree(lengths), firsts)
    }

    // MARK: Blocks

    /// The block of band `band` of `section`.
    func block(ofBand band: Int, inSection section: Int) -> Int { firstBlocks[section] + 1 + band }

    /// Band `band` of `section` begins here along the axis.
    func start(ofBand band: Int, inSection section: Int) -> CGFloat { blocks.prefixSum(block(ofBand: band, inSection: section)) }

    /// Band `band` of `section` changed its length: everything after it moves. O(log blocks).
    func bandLengthChanged(_ band: Int, inSection section: Int) {
        let block = block(ofBand: band, inSection: section)
        blocks.set(sections[section].length(ofBand: band), at: block)
        contentSize[scrollDirection] = blocks.total
    }

    /// The bands `run` placed again in `section`, as many as before or not, take their blocks'
    /// places: the blocks spliced (exactly the tree a fresh build makes) and the later sections'
    /// first blocks moved. O(log blocks) a band when their number is the same, else O(blocks
    /// after the run) memory moves, without allocating the tree again.
    func bandsPlaced(_ run: WaterfallSection.PlacedRun, inSection section: Int) {
        guard run.placed != run.bands.count else {
            for band in run.bands { bandLengthChanged(band, inSection: section) }
            return
        }
        let first = block(ofBand: run.bands.lowerBound, inSection: section)
        let lengths = (run.bands.lowerBound..<(run.bands.lowerBound + run.placed)).map { sections[section].length(ofBand: $0) }
        blocks.replaceSubrange(first..<(first + run.bands.count), with: lengths)
        for later in firstBlocks.indices.dropFirst(section + 1) { firstBlocks[later] += run.placed - run.bands.count }
        contentSize[scrollDirection] = blocks.total
    }

    /// The section of `block`: O(log sections).
    private func section(ofBlock block: Int) -> Int {
        var low = 0, high = firstBlocks.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if firstBlocks[mid] <= block { low = mid } else { high = mid }
        }
        return low
    }

    // MARK: Queries

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    override public var collectionViewContentSize: CGSize { contentSize }

    /// The configuration's ``WaterfallLayoutConfiguration/scrollDirection``.
    public override var scrollAxes: ScrollAxes { ScrollAxes(configuration.scrollDirection) }

    /// Mirrored in a right-to-left layout direction, as the flow layout is.
    override public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O((c + k)·log n) for c columns.
    override public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let axis = scrollDirection
        guard rect.isFinite, !rect.isNull, blocks.count > 0 else { return [] }
        let low = rect.min(axis), high = rect.max(axis)
        var block = blocks.index(containing: max(0, low))
        // Blocks ending at the rect's start may hold items of no length that touch it.
        while block > 0, blocks.prefixSum(block) >= low { block -= 1 }
        guard block < blocks.count else { return [] }
        var result: [LayoutAttributes] = []
        let firstSection = section(ofBlock: block)
        var section = firstSection
        while block < blocks.count {
            // Each block's start is its own prefix sum, as the single queries' are.
            let start = blocks.prefixSum(block)
            guard start <= high else { break }
            while section + 1 < firstBlocks.count, firstBlocks[section + 1] <= block { section += 1 }
            let band = block - firstBlocks[section] - 1
            if band >= 0, band < sections[section].bands.count {
                sections[section].forEachItem(inBand: band, bandStart: start, intersecting: rect) { item, frame in
                    result.append(LayoutAttributes(forCellWith: ItemPath(item: item, section: section), frame: frame))
                }
            }
            block += 1
        }
        for reached in firstSection...section {
            for kind in [ElementCategory.headerKind, ElementCategory.footerKind] {
                if let attributes = boundaryAttributes(ofKind: kind, inSection: reached), attributes.frame.overlaps(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(log n).
    override public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), (0..<sections[indexPath.section].count).contains(indexPath.item) else { return nil }
        let section = sections[indexPath.section]
        let band = Int(section.slots[indexPath.item].band)
        return LayoutAttributes(forCellWith: indexPath,
                                frame: section.frame(of: indexPath.item, bandStart: start(ofBand: band, inSection: indexPath.section)))
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(log n).
    override public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        return boundaryAttributes(ofKind: kind, inSection: indexPath.section)
    }

    /// The header or footer of `section` (the header pinned where configured).
    private func boundaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        let axis = scrollDirection, metrics = sections[section].metrics, cross = crossExtent
        let footerBlock = firstBlocks[section] + 1 + sections[section].bands.count
        let itemsEnd = blocks.prefixSum(footerBlock) + (sections[section].count > 0 ? metrics.trailingInset : 0)
        switch kind {
        case ElementCategory.headerKind where metrics.headerLength > 0:
            let natural = CGRect(along: axis, origin: blocks.prefixSum(firstBlocks[section]), length: metrics.headerLength,
                                 acrossOrigin: 0, acrossLength: cross)
            var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: ItemPath(item: 0, section: section), frame: natural)
            if configuration.sectionHeadersPinToVisibleBounds {
                attributes.frame = BoundaryPinning.header(natural, itemsEnd: itemsEnd,
                                                          visibleStart: BoundaryPinning.visibleSpan(of: context, along: axis).start, along: axis)
                attributes.zIndex = BoundaryPinning.zIndex
            }
            return attributes
        case ElementCategory.footerKind where metrics.footerLength > 0:
            let frame = CGRect(along: axis, origin: itemsEnd, length: metrics.footerLength, acrossOrigin: 0, acrossLength: cross)
            return LayoutAttributes(forSupplementaryViewOfKind: kind, with: ItemPath(item: 0, section: section), frame: frame)
        default: return nil
        }
    }

    /// Columns depend on the room across (and a pinned header on the origin), so only those
    /// changes invalidate.
    /// Called on every bounds change: the layout notes which way the view last scrolled, which
    /// side cells come in from.
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let axis = scrollDirection
        if newBounds.min(axis) != context.bounds.min(axis) { lastScrollWasTowardStart = newBounds.min(axis) < context.bounds.min(axis) }
        return newBounds.size != context.bounds.size
            || (configuration.sectionHeadersPinToVisibleBounds && newBounds.origin != context.bounds.origin)
    }

    /// A batch update places each section again from its first change, the items before it
    /// keeping their columns and the lengths cells reported following their items; a step of an
    /// interactive movement within a band of columns is taken in place.
    override public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        applyUpdate(updateItems)
    }

    /// A cancelled movement puts the items back: their places are computed again from the data.
    override public func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath],
                                                                         previousIndexPaths: [ItemPath],
                                                                         movementCancelled: Bool) -> Invalidation {
        movementSteps.movementWillEnd()
        return super.invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                     movementCancelled: movementCancelled)
    }

    /// Items by their top, then leading to trailing (`catalogue-layouts.md`: a waterfall's
    /// columns do not form rows); each section's header first and footer last.
    override public func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        AccessibilityReadingOrder.byLeadingEdge(elements, along: scrollDirection, trailingFirst: readsTrailingFirst)
    }
}
