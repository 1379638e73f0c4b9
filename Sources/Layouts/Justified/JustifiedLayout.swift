import Foundation
import LayoutCore

/// Photos at their aspect ratios in rows near a target height, each full row scaled to fill the
/// width exactly: the grid of Flickr and Google Photos, with section headers and footers.
///
/// The rules (`catalogue-layouts.md`, "Justified rows"): a row takes photos while they fit
/// at ``JustifiedLayoutConfiguration/targetRowHeight``, and one more if that brings its fitted
/// height nearer the target; a full row is fitted to the width; the last row stays at the target
/// height, leading-aligned; a panorama wider than the width at the target is a row alone;
/// ``JustifiedLayoutConfiguration/maximumRowHeight`` and
/// ``JustifiedLayoutConfiguration/minimumRowHeight`` limit how far a row grows or shrinks.
///
/// Geometry is computed once per data, size or configuration change, O(n); rows live in prefix
/// sums, so a rect query costs O(log n + k) and a photo whose ratio changes
/// (``invalidateAspectRatios(ofItemsAt:)``) breaks rows again only from the row before it until
/// the old breaks resume, every later row moving by the height difference: O(log n + the rows
/// broken again + sections). Photos can be reordered with a finger; each step of the movement
/// breaks only the rows between its ends again. Mirrored in a right-to-left layout direction.
public final class JustifiedLayout: ConfiguredLayout<JustifiedLayoutConfiguration> {
    /// Square photos in rows 180 points tall, 4 apart.
    public convenience init() throws(LayoutError) {
        try self.init(configuration: JustifiedLayoutConfiguration())
    }

    /// The sections, stacked along the scroll axis.
    private var stack = SectionStack(axis: .vertical)
    /// Each section's rows, `nil` for a section without photos.
    private var rows: [LineStore<JustifiedRowBreaker>?] = []
    private var contentSize: CGSize = .zero
    /// The room across the scroll axis the rows were last built for.
    private var lastCrossExtent: CGFloat = -1
    /// The configuration revision the rows were last built for.
    private var builtRevision = -1
    /// Photos whose ratios the app said changed since the last `prepare()`.
    private var changedRatios: Set<ItemPath> = []
    /// The steps of an interactive movement, taken in place.
    private var movementSteps = InPlaceMovementSteps()
    /// A batch update's counts left to its items: the rows are as they were before it until
    /// ``prepare(forCollectionViewUpdates:)``.
    private var deferredUpdate = DeferredUpdate()

    /// The axis the layout scrolls along.
    package var scrollDirection: ScrollDirection { configuration.scrollDirection }

    /// The geometry of every section as of the last ``prepare()``.
    @_spi(Testing) public var sections: [SectionGeometry] { stack.sections }

    /// The room across the scroll axis: the bounds less the adjusted content inset on that axis.
    private var crossExtent: CGFloat { context.fixedExtent(along: scrollDirection.cross) }

    /// Reads again the aspect ratios of the photos at `indexPaths` (the app learned a photo's
    /// real proportions) and lays them out on the next pass: each breaks rows again from the row
    /// before it until a break falls where it fell before; later rows move by the difference,
    /// and the view keeps what is on screen where it is (`Invalidation.anchorsVisibleContent`).
    /// Index paths that name no photo are ignored. O(log n + the rows broken again + sections)
    /// per photo, unless something else changed too (then everything is laid out again).
    public func invalidateAspectRatios(ofItemsAt indexPaths: [ItemPath]) {
        changedRatios.formUnion(indexPaths)
        invalidateLayout(with: [.layoutConfiguration, .anchorsVisibleContent])
    }

    /// Breaks the photos into rows when the data, the size or the configuration changed; the new
    /// counts of a batch update alone are left to the update's items
    /// (``prepare(forCollectionViewUpdates:)``), which break again only the rows they reach.
    /// - Complexity: O(n) when everything is laid out; O(1) otherwise.
    override public func prepare() throws(LayoutError) {
        try context.validate(for: self)
        guard !movementSteps.prepare(pendingInvalidation, in: context, canStepInPlace: isLaidOutForContext),
              pendingInvalidation.invalidatesGeometry else { return }
        defer { changedRatios = [] }
        guard !deferredUpdate.prepare(pendingInvalidation, in: context, canDefer: crossExtent == lastCrossExtent
                                          && builtRevision == configurationRevision && changedRatios.isEmpty) else { return }
        if pendingInvalidation.subtracting([.boundsOrigin, .anchorsVisibleContent]) == .layoutConfiguration, builtRevision == configurationRevision,
           isLaidOutForContext, !changedRatios.isEmpty {
            try replaceRatios(at: changedRatios.sorted { ($0.section, $0.item) < ($1.section, $1.item) })
            return
        }
        try computeGeometry()
    }

    /// Whether the rows were built for the context's counts and room across.
    private var isLaidOutForContext: Bool {
        crossExtent == lastCrossExtent && context.itemCounts == sections.map(\.itemCount)
    }

    /// The ratio `JustifiedRowBreaker` works with for the photo shown at `indexPath`: across ÷
    /// along the row's thickness (width ÷ height for vertical rows, height ÷ width for columns).
    private func breakerRatio(at indexPath: ItemPath) throws(LayoutError) -> CGFloat {
        let ratio = try configuration.aspectRatio(ofItemAt: context.dataIndexPath(forItemAt: indexPath))
        return scrollDirection == .vertical ? ratio : 1 / ratio
    }

    /// Lays every section out.
    private func computeGeometry() throws(LayoutError) {
        let axis = scrollDirection, cross = crossExtent, configuration = configuration
        let (_, _, crossLeading, crossTrailing) = configuration.sectionInset.edges(along: axis)
        let breaker = JustifiedRowBreaker(axis: axis, start: 0, crossStart: crossLeading,
                                          available: max(0, cross - crossLeading - crossTrailing), spacing: configuration.spacing,
                                          targetHeight: configuration.targetRowHeight, minimumHeight: configuration.minimumRowHeight,
                                          maximumHeight: configuration.maximumRowHeight)
        var rows: [LineStore<JustifiedRowBreaker>?] = []
        rows.reserveCapacity(context.numberOfSections)
        for section in 0..<context.numberOfSections {
            let count = context.itemCounts[section]
            guard count > 0 else {
                rows.append(nil)
                continue
            }
            var ratios = [CGFloat](repeating: 1, count: count)
            for item in 0..<count { ratios[item] = try breakerRatio(at: ItemPath(item: item, section: section)) }
            rows.append(LineStore(breaker: breaker, items: ratios))
        }
        (stack, contentSize) = try stacked(&rows)
        self.rows = rows
        lastCrossExtent = cross
        builtRevision = configurationRevision
    }

    /// Stacks the sections of `rows` along the axis, each its header, its leading inset, its
    /// rows (whose start it sets), its trailing inset and its footer; answers the stack and the
    /// content's size. Every position is summed as a fresh layout sums it, however the rows came
    /// to be. O(sections).
    private func stacked(_ rows: inout [LineStore<JustifiedRowBreaker>?]) throws(LayoutError) -> (SectionStack, CGSize) {
        let axis = scrollDirection, cross = crossExtent, configuration = configuration
        let (leading, trailing, _, _) = configuration.sectionInset.edges(along: axis)
        var stack = SectionStack(axis: axis)
        var position: CGFloat = 0, itemsBefore = 0, widest = cross
        for section in rows.indices {
            let count = rows[section]?.count ?? 0
            try stack.append(headerSize: configuration.headerReferenceSize, footerSize: configuration.footerReferenceSize, across: cross,
                             itemCount: count, firstItemOffset: itemsBefore, at: &position) { (position: CGFloat) throws(LayoutError) -> CGFloat in
                guard rows[section] != nil else { return position }
                rows[section]?.breaker.start = position + leading
                widest = max(widest, rows[section]?.crossReach ?? 0)
                return (rows[section]?.end ?? position) + trailing
            }
            itemsBefore += count
        }
        // Insets wider than the bounds leave photos of no width past the content: it covers them.
        let size = CGSize(along: axis, position, across: widest)
        try LayoutError.checkGeometry(size, of: self)
        return (stack, size)
    }

    /// The photos at `paths` take their ratios anew, in place.
    private func replaceRatios(at paths: [ItemPath]) throws(LayoutError) {
        for path in paths where context.contains(path) {
            try replace(itemsIn: path.item...path.item, ofSection: path.section)
        }
    }

    /// The photos of `range` in `section` take their ratios anew: their rows break again and the
    /// sections after move by the change.
    private func replace(itemsIn range: ClosedRange<Int>, ofSection section: Int) throws(LayoutError) {
        guard rows.indices.contains(section), rows[section] != nil else { return }
        var ratios: [CGFloat] = []
        for item in range { ratios.append(try breakerRatio(at: ItemPath(item: item, section: section))) }
        try changeRows(ofSection: section) { store in
            for (item, ratio) in zip(range, ratios) { store.replace(item: item, with: ratio) }
        }
    }

    /// Changes the rows of `section` in place by `change`, then stacks the sections again.
    /// O(sections) beside the change.
    private func changeRows(ofSection section: Int, _ change: (inout LineStore<JustifiedRowBreaker>) -> Void) throws(LayoutError) {
        guard rows[section] != nil else { return }
        // In place: the store's arrays are not copied.
        change(&rows[section]!)
        (stack, contentSize) = try stacked(&rows)
    }

    /// The update's items, the rows still as they were before it (``DeferredUpdate``): each
    /// section the update reaches breaks again only the rows between its changes and where the
    /// old breaks resume (``LineStore/replaceSubrange(_:with:)``), photos not reloaded keeping
    /// their ratios and a reload of the same ratio changing nothing. An update that changes
    /// sections, moves photos across them, or empties or fills a section lays everything out
    /// again. A ratio the layout refuses leaves the rows as they were and invalidates the layout,
    /// whose next `prepare()` lays everything out and throws the refusal.
    private func placeChanges(_ updateItems: [UpdateItem]) {
        do throws(LayoutError) {
            guard let plan = try? BatchUpdates(updateItems).validated(from: sections.map(\.itemCount), to: context.itemCounts),
                  let edits = try SectionEdit.edits(of: plan, isUnchanged: { (before: ItemPath, after: ItemPath) throws(LayoutError) -> Bool in
                      try breakerRatio(at: after) == rows[before.section]?.items[before.item]
                  }),
                  edits.allSatisfy({ rows[$0.key] != nil && context.itemCounts[$0.key] > 0 }) else { return try computeGeometry() }
            var ratios: [Int: [CGFloat]] = [:]
            for (section, edit) in edits {
                guard let store = rows[section] else { continue }
                ratios[section] = try edit.items(inSection: section, kept: { store.items[$0] }, new: breakerRatio(at:))
            }
            for (section, edit) in edits {
                try changeRows(ofSection: section) { $0.replaceSubrange(edit.first..<(edit.first + edit.removedCount), with: ratios[section] ?? []) }
            }
        } catch {
            invalidateLayout(with: .layoutConfiguration)
        }
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    override public var collectionViewContentSize: CGSize { contentSize }

    /// The configuration's ``JustifiedLayoutConfiguration/scrollDirection``.
    public override var scrollAxes: ScrollAxes { ScrollAxes(configuration.scrollDirection) }

    /// Mirrored in a right-to-left layout direction, as the flow layout is.
    override public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(log n + k).
    override public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in stack.range(reaching: rect) {
            rows[section]?.forEachItem(intersecting: rect) { item, frame in
                result.append(LayoutAttributes(forCellWith: ItemPath(item: item, section: section), frame: frame))
            }
            for kind in [ElementCategory.headerKind, ElementCategory.footerKind] {
                if let attributes = boundaryAttributes(ofKind: kind, inSection: section), attributes.frame.overlaps(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(log n).
    override public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard rows.indices.contains(indexPath.section), let store = rows[indexPath.section],
              (0..<store.count).contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: store.frame(of: indexPath.item))
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(log n).
    override public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        return boundaryAttributes(ofKind: kind, inSection: indexPath.section)
    }

    /// The header or footer of `section`, the header pinned where configured.
    private func boundaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        stack.boundaryAttributes(ofKind: kind, inSection: section, pinsHeaders: configuration.sectionHeadersPinToVisibleBounds,
                                 pinsFooters: false, visibleSpan: BoundaryPinning.visibleSpan(of: context, along: scrollDirection))
    }

    /// Rows depend on the room across (and a pinned header on the origin), so only those changes
    /// invalidate.
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size || (configuration.sectionHeadersPinToVisibleBounds && newBounds.origin != context.bounds.origin)
    }

    // MARK: Interactive movement

    /// A cancelled movement puts the items back: their places are computed again from the data.
    override public func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath],
                                                                         previousIndexPaths: [ItemPath],
                                                                         movementCancelled: Bool) -> Invalidation {
        movementSteps.movementWillEnd()
        return super.invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                     movementCancelled: movementCancelled)
    }

    /// A batch update's items break again the rows they reach, once; a movement
    /// step's moves: the photos between each move's ends take their ratios anew (read through the
    /// movement's arrangement) and their rows break again; a step across sections lays
    /// everything out again.
    override public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        if deferredUpdate.takeUpdate() { return placeChanges(updateItems) }
        guard movementSteps.takeStep() != nil else { return }
        do throws(LayoutError) {
            guard let ranges = InPlaceMovementSteps.ranges(of: updateItems) else { return try computeGeometry() }
            for (section, range) in ranges.sorted(by: { $0.key < $1.key }) { try replace(itemsIn: range, ofSection: section) }
        } catch {
            do throws(LayoutError) { try computeGeometry() } catch {}
        }
    }
}
