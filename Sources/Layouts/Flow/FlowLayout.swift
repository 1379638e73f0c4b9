import Foundation
import LayoutCore

/// A grid of items in lines, with section headers and footers: the portable
/// `UICollectionViewFlowLayout`, whose lines can also sit at the leading edge, centred or at the
/// trailing edge (``FlowLayoutConfiguration/lineAlignment``: a tag cloud) and whose items can sit
/// at their line's top or bottom (``FlowLayoutConfiguration/itemAlignment``).
///
/// Geometry (every item, header and footer frame) is computed once per data, size or
/// configuration change: items of one size by formula, items of their own sizes in lines kept
/// in prefix sums, so a scrolled frame costs only the rect query, O(log n + k). Pinned headers and footers are the one thing that moves per frame; they are
/// placed for the returned sections only, and only when pinning is on does the layout ask to
/// be invalidated while scrolling.
///
/// With an ``FlowLayoutConfiguration/estimatedItemSize`` items size themselves
/// (`SelfSizingLayout`), as `UICollectionViewFlowLayout`'s do: each starts at the estimate (or
/// its `sizeForItem` answer) and takes the size its cell reports, its line breaking again where
/// it no longer fits; one size costs O(log n) plus the lines it re-breaks, and the view keeps the
/// item the person is looking at where it is. ``automaticSize`` estimates every item from the
/// first cell that reports.
///
/// Open, as `UICollectionViewFlowLayout` is: subclass it to change the attributes it computes
/// (a scale, a fade, an extra value) by overriding `layoutAttributesForElements(in:)` and the
/// single-element queries alike, calling `super` for the grid. Keep the contract: a change that
/// follows the bounds also overrides `shouldInvalidateLayout(forBoundsChange:)` to answer `true`.
open class FlowLayout: ConfiguredLayout<FlowLayoutConfiguration>, SelfSizingLayout {
    /// A layout with UIKit's defaults.
    public convenience init() throws(LayoutError) {
        try self.init(configuration: FlowLayoutConfiguration())
    }

    /// `UICollectionViewFlowLayout.automaticSize`: as ``FlowLayoutConfiguration/estimatedItemSize``,
    /// items size themselves, estimated at `itemSize` until the first cell reports its size, and
    /// at that size from then on.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The geometry of every section as of the last ``prepare()``.
    @_spi(Testing) public var sections: [SectionGeometry] { stack.sections }
    /// The sections, stacked along the scroll axis.
    private var stack = SectionStack(axis: .vertical)
    /// How each section's items are placed: by formula when they share one size, else in lines
    /// of items of their own sizes (`lineSections`).
    private var sectionItems: [SectionItems] = []
    /// The items of their own sizes (from `sizeForItem`, or sizing themselves), section by section.
    private var lineSections: [LineStore<FlowLineBuilder>] = []
    /// The sizes cells reported before a change of the data, by section, which a batch update
    /// hands on to the items' new places.
    private var reportedBeforeUpdate: (counts: [Int], sizes: [[Int: CGSize]])?
    /// With ``automaticSize``, the first size a cell reported: every other item's estimate.
    private var learnedEstimate: CGSize?
    private var contentSize: CGSize = .zero
    /// The steps of an interactive movement taken in place.
    private var movementSteps = InPlaceMovementSteps()
    /// A batch update's counts left to its items: the lines are as they were before it until
    /// ``prepare(forCollectionViewUpdates:)``.
    private var deferredUpdate = DeferredUpdate()

    /// The axis the layout scrolls along.
    package var scrollDirection: ScrollDirection { configuration.scrollDirection }

    /// The room across the scroll axis: the bounds less the adjusted content inset on that axis.
    var crossExtent: CGFloat {
        let inset = context.adjustedContentInset
        return scrollDirection == .vertical
            ? max(0, context.bounds.width - inset.horizontal)
            : max(0, context.bounds.height - inset.vertical)
    }

    /// Lays the lines out when the data or the size changed; the new counts of a batch update
    /// alone, in lines of items of their own sizes, are left to the update's items
    /// (``prepare(forCollectionViewUpdates:)``), which break again only the lines they reach.
    /// - Complexity: O(sections) when every item has one size (placed by formula); O(n) with per-item sizes or estimates; O(1) otherwise.
    override open func prepare() throws(LayoutError) {
        try context.validate(for: self)
        guard !movementSteps.prepare(pendingInvalidation, in: context, canStepInPlace: takesMovementStepInPlace),
              pendingInvalidation.invalidatesGeometry else { return }
        guard !deferredUpdate.prepare(pendingInvalidation, in: context, canDefer: (configuration.sizeForItem != nil || sizesItems)
                                          && crossExtent == lastCrossExtent && !sectionItems.isEmpty) else { return }
        // Reported sizes hold while the room across does: by item while a section's count does,
        // and through a batch update's changes to their items' new places.
        let reported = sizesItems && crossExtent == lastCrossExtent ? reportedSizes : []
        reportedBeforeUpdate = !reported.isEmpty && pendingInvalidation.contains(.dataCounts)
            ? (sections.map(\.itemCount), reported) : nil
        try computeGeometry { section, count in
            reported.indices.contains(section) && sections[section].itemCount == count ? reported[section] : [:]
        }
    }

    /// The sizes reported before the update follow their items to their places after it; a
    /// reloaded item is measured again.
    override open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        if movementSteps.takeStep() != nil {
            applyMovementStep(updateItems)
            return
        }
        if deferredUpdate.takeUpdate() { return placeChanges(updateItems) }
        guard let before = reportedBeforeUpdate else { return }
        reportedBeforeUpdate = nil
        guard let plan = try? BatchUpdates(updateItems).validated(from: before.counts, to: context.itemCounts) else { return }
        do throws(LayoutError) { try computeGeometry(carrying: before.sizes, through: plan) } catch {}
    }

    /// Places every section, the sizes cells reported in `sizes` (by section and item before
    /// `plan`) following their items to their places after it; a reloaded item is measured again.
    private func computeGeometry(carrying sizes: [[Int: CGSize]], through plan: BatchUpdatePlan) throws(LayoutError) {
        var reported = Array(repeating: [Int: CGSize](), count: context.numberOfSections)
        for (section, sizes) in sizes.enumerated() {
            for (item, size) in sizes {
                let path = ItemPath(item: item, section: section)
                guard !plan.isReloaded(itemAt: path), let moved = plan.indexPathAfterUpdate(forItemAt: path) else { continue }
                reported[moved.section][moved.item] = size
            }
        }
        try computeGeometry { section, _ in reported[section] }
    }

    /// The update's items, the lines still as they were before it (``DeferredUpdate``): each
    /// section the update reaches breaks again only the lines between its changes and where the
    /// old breaks resume (``LineStore/replaceSubrange(_:with:sized:)``); items not reloaded keep
    /// their sizes (and reported ones stay reported), a reload of the same size changes nothing
    /// (an item that sizes itself keeps its size until its new cell reports one). An update that
    /// changes sections, moves items across them, or empties or fills a section lays everything
    /// out again. A size the layout refuses leaves the lines as they were and invalidates the
    /// layout, whose next `prepare()` lays everything out and throws the refusal.
    private func placeChanges(_ updateItems: [UpdateItem]) {
        let reported = reportedSizes
        guard let plan = try? BatchUpdates(updateItems).validated(from: sections.map(\.itemCount), to: context.itemCounts) else {
            return invalidateLayout(with: .layoutConfiguration)
        }
        do throws(LayoutError) {
            let edits = try SectionEdit.edits(of: plan) { (before: ItemPath, after: ItemPath) throws(LayoutError) -> Bool in
                guard case .lines(let index) = sectionItems[before.section] else { return false }
                if sizesItems {
                    lineSections[index].measureAgain(before.item)
                    return true
                }
                return try itemSize(at: after) == lineSections[index].items[before.item]
            }
            guard let edits, edits.allSatisfy({ section, _ in
                if case .lines = sectionItems[section], context.itemCounts[section] > 0 { true } else { false }
            }) else { return try computeGeometry(carrying: reported, through: plan) }
            var runs: [Int: (sizes: [CGSize], sized: [Int])] = [:]
            for (section, edit) in edits {
                guard case .lines(let index) = sectionItems[section] else { continue }
                let store = lineSections[index]
                let sizes = try edit.items(inSection: section, kept: { store.items[$0] }) { (path: ItemPath) throws(LayoutError) in
                    configuration.sizeForItem != nil ? try itemSize(at: path) : estimatedItemSize
                }
                let sized = edit.sources.indices.filter { offset in
                    if case .kept(let old) = edit.sources[offset] { !store.hasEstimatedSize(item: old) } else { false }
                }
                runs[section] = (sizes, sized)
            }
            for (section, edit) in edits {
                guard case .lines(let index) = sectionItems[section], let run = runs[section] else { continue }
                lineSections[index].replaceSubrange(edit.first..<(edit.first + edit.removedCount), with: run.sizes, sized: sizesItems ? run.sized : [])
            }
            (stack, contentSize) = try stacked(&sectionItems, &lineSections)
        } catch {
            invalidateLayout(with: .layoutConfiguration)
        }
    }

    /// Stacks the sections of `placements` (their lines in `lines`) along the axis, each its
    /// header, its leading inset, its items (whose start it sets), its trailing inset and its
    /// footer; answers the stack and the content's size, which covers an item wider than the
    /// room across (UIKit logs a warning and lets it overflow). Every position is summed as a
    /// fresh layout sums it, however the lines came to be. O(sections).
    private func stacked(_ placements: inout [SectionItems],
                         _ lines: inout [LineStore<FlowLineBuilder>]) throws(LayoutError) -> (SectionStack, CGSize) {
        let axis = scrollDirection, cross = crossExtent
        var stack = SectionStack(axis: axis)
        var widest = cross, position: CGFloat = 0, itemsBefore = 0
        for section in placements.indices {
            let metrics = try configuration.sectionMetrics(section)
            let count = switch placements[section] {
            case .empty: 0
            case .grid(let grid): grid.count
            case .lines(let index): lines[index].count
            }
            try stack.append(headerSize: metrics.headerSize, footerSize: metrics.footerSize, across: cross, itemCount: count,
                             firstItemOffset: itemsBefore, at: &position) { (position: CGFloat) throws(LayoutError) -> CGFloat in
                let (leading, trailing, _, _) = metrics.inset.edges(along: axis)
                switch placements[section] {
                case .empty:
                    return position
                case .grid(var grid):
                    grid.start = position + leading
                    placements[section] = .grid(grid)
                    widest = max(widest, grid.crossReach)
                    return grid.end + trailing
                case .lines(let index):
                    lines[index].breaker.start = position + leading
                    widest = max(widest, lines[index].crossReach)
                    return lines[index].end + trailing
                }
            }
            itemsBefore += count
        }
        let size = CGSize(along: axis, position, across: widest)
        try LayoutError.checkGeometry(size, of: self)
        return (stack, size)
    }

    /// How one section's items are placed.
    private enum SectionItems {
        /// No items.
        case empty
        /// Items of one size, placed by formula.
        case grid(FlowGrid)
        /// Items of their own sizes, in `lineSections` at this index.
        case lines(Int)
    }

    /// The size the app gives the item shown at `indexPath` (`sizeForItem`, read at the item's
    /// data path during an interactive movement), checked.
    private func itemSize(at indexPath: ItemPath) throws(LayoutError) -> CGSize {
        try configuration.size(ofItemAt: context.dataIndexPath(forItemAt: indexPath))
    }

    /// Whether items size themselves.
    var sizesItems: Bool { configuration.estimatedItemSize != .zero }

    /// The size an item has until its cell reports one, unless `sizeForItem` answers.
    var estimatedItemSize: CGSize {
        configuration.estimatedItemSize == Self.automaticSize ? learnedEstimate ?? configuration.itemSize : configuration.estimatedItemSize
    }

    /// The sizes cells reported, by section and item.
    private var reportedSizes: [[Int: CGSize]] {
        sectionItems.map { placement in
            if case .lines(let index) = placement { lineSections[index].reportedItems } else { [:] }
        }
    }

    /// The room across the scroll axis the lines were last built for.
    private var lastCrossExtent: CGFloat = -1

    /// Places every section. Items that size themselves start at their estimate, or at the size
    /// `reported(section, count)` answers for them.
    private func computeGeometry(reported: (_ section: Int, _ count: Int) -> [Int: CGSize]) throws(LayoutError) {
        let axis = scrollDirection, cross = crossExtent
        let sizesItems = sizesItems
        // Items of one size (no per-item answer) are placed by formula and never stored.
        let uniform = configuration.sizeForItem == nil && !sizesItems
        var placements: [SectionItems] = []
        placements.reserveCapacity(context.numberOfSections)
        var lines: [LineStore<FlowLineBuilder>] = []
        for section in 0..<context.numberOfSections {
            let metrics = try configuration.sectionMetrics(section)
            let count = context.itemCounts[section]
            guard count > 0 else {
                placements.append(.empty)
                continue
            }
            let (_, _, crossLeading, crossTrailing) = metrics.inset.edges(along: axis)
            // Lines start where `stacked` puts them.
            let builder = FlowLineBuilder(axis: axis, start: 0, crossStart: crossLeading,
                                          available: max(0, cross - crossLeading - crossTrailing), lineSpacing: metrics.lineSpacing,
                                          interitemSpacing: metrics.interitemSpacing, lineAlignment: metrics.lineAlignment,
                                          itemAlignment: metrics.itemAlignment)
            if uniform {
                placements.append(.grid(FlowGrid(builder: builder, itemSize: configuration.itemSize, count: count)))
                continue
            }
            var sizes = Array(repeating: estimatedItemSize, count: count)
            if configuration.sizeForItem != nil {
                for item in 0..<count { sizes[item] = try itemSize(at: ItemPath(item: item, section: section)) }
            }
            let known = sizesItems ? reported(section, count) : [:]
            for (item, size) in known where item < count { sizes[item] = size }
            placements.append(.lines(lines.count))
            lines.append(LineStore(breaker: builder, items: sizes, sizedItems: Set(known.keys.filter { $0 < count })))
        }
        let (stack, size) = try stacked(&placements, &lines)
        sectionItems = placements
        lineSections = lines
        lastCrossExtent = cross
        self.stack = stack
        contentSize = size
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    override open var collectionViewContentSize: CGSize { contentSize }

    /// The configuration's ``FlowLayoutConfiguration/scrollDirection``.
    override open var scrollAxes: ScrollAxes { ScrollAxes(configuration.scrollDirection) }

    /// Mirrored in a right-to-left layout direction, as `UICollectionViewFlowLayout` is.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(log n + k); pinned headers and footers are placed for the current bounds.
    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in stack.range(reaching: rect, firstHeaderStretches: configuration.firstHeaderStretching != nil) {
            switch sectionItems[section] {
            case .grid(let grid):
                grid.forEachItem(intersecting: rect) { item, frame in
                    result.append(LayoutAttributes(forCellWith: ItemPath(item: item, section: section), frame: frame))
                }
            case .lines(let index):
                lineSections[index].forEachItem(intersecting: rect) { item, frame in
                    result.append(LayoutAttributes(forCellWith: ItemPath(item: item, section: section), frame: frame))
                }
            case .empty: break
            }
            for kind in [ElementCategory.headerKind, ElementCategory.footerKind] {
                if let attributes = supplementaryAttributes(ofKind: kind, inSection: section),
                   attributes.frame.overlaps(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(log n).
    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        switch sectionItems[indexPath.section] {
        case .grid(let grid): return LayoutAttributes(forCellWith: indexPath, frame: grid.frame(of: indexPath.item))
        case .lines(let index): return LayoutAttributes(forCellWith: indexPath, frame: lineSections[index].frame(of: indexPath.item))
        case .empty: return nil
        }
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(log n).
    override open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        return supplementaryAttributes(ofKind: kind, inSection: indexPath.section)
    }

    /// The header or footer of `section`, pinned where configured, the first header stretched
    /// where configured.
    func supplementaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        stack.boundaryAttributes(ofKind: kind, inSection: section, pinsHeaders: configuration.sectionHeadersPinToVisibleBounds,
                                 pinsFooters: configuration.sectionFootersPinToVisibleBounds,
                                 stretching: configuration.firstHeaderStretching,
                                 visibleSpan: BoundaryPinning.visibleSpan(of: context, along: scrollDirection))
    }

    /// The zIndex of pinned headers and footers, above the cells they float over.
    static var pinnedZIndex: Int { BoundaryPinning.zIndex }

    /// Geometry depends on the extent across the scroll axis (and pinned elements on the
    /// origin), so only those changes invalidate.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let pins = configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
            || configuration.firstHeaderStretching != nil
        return newBounds.size != context.bounds.size || (pins && newBounds.origin != context.bounds.origin)
    }

    // MARK: Self-sizing

    /// The lines of the section of `indexPath`, when its items size themselves and it names one.
    private func lineSection(of indexPath: ItemPath) -> Int? {
        guard sizesItems, sections.indices.contains(indexPath.section), (0..<sections[indexPath.section].itemCount).contains(indexPath.item),
              case .lines(let index) = sectionItems[indexPath.section] else { return nil }
        return index
    }

    /// True for an item of a layout with an estimated item size whose cell prefers another size.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        let size = preferred.frame.size
        return preferred.category == .cell && lineSection(of: preferred.indexPath) != nil
            && size.isFinite && size.width >= 0 && size.height >= 0 && size != original.frame.size
    }

    /// Takes the item's size: its line is placed again (broken again from the line before when
    /// its extent across changed) and every later line and section moves, O(log n + the lines
    /// broken again + sections). With ``automaticSize``, the first size reported becomes every
    /// other item's estimate (O(n), once). Answers the content size's change; the host moves the
    /// offset so that the item the person is looking at stays put.
    @discardableResult
    public func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                 withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        let path = preferred.indexPath, size = preferred.frame.size
        guard preferred.category == .cell, let index = lineSection(of: path), size.isFinite, size.width >= 0, size.height >= 0 else { return .none }
        let oldContentSize = contentSize
        if configuration.estimatedItemSize == Self.automaticSize, learnedEstimate == nil, size.isFinite {
            learnedEstimate = size
            do throws(LayoutError) {
                let reported = reportedSizes
                try computeGeometry { section, _ in
                    var known = reported.indices.contains(section) ? reported[section] : [:]
                    if section == path.section { known[path.item] = size }
                    return known
                }
            } catch {}
            return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: contentSize)
        }
        let oldEnd = lineSections[index].end
        guard lineSections[index].resolve(item: path.item, with: size) else { return .none }
        move(sectionsAfter: path.section, by: lineSections[index].end - oldEnd)
        contentSize[scrollDirection.cross] = max(contentSize[scrollDirection.cross], lineSections[index].crossReach)
        return SelfSizingAdjustment(contentSizeFrom: oldContentSize, to: contentSize)
    }

    /// True for an item that sizes itself whose cell has not reported its size.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool {
        guard key.category == .cell, let index = lineSection(of: key.indexPath) else { return false }
        return lineSections[index].hasEstimatedSize(item: key.indexPath.item)
    }

    /// The items of `section` now end `delta` further along the axis: its footer and every later
    /// section move by it, and the content with them.
    private func move(sectionsAfter section: Int, by delta: CGFloat) {
        guard delta != 0 else { return }
        stack.moveItemsEnd(ofSection: section, by: delta)
        for later in sectionItems.indices.dropFirst(section + 1) {
            if case .lines(let index) = sectionItems[later] { lineSections[index].breaker.start += delta }
        }
        contentSize[scrollDirection] += delta
    }

    // MARK: Interactive movement

    /// The movement's last step comes with the next `prepare()`.
    override open func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath],
                                                                       previousIndexPaths: [ItemPath],
                                                                       movementCancelled: Bool) -> Invalidation {
        movementSteps.movementWillEnd()
        return super.invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                     movementCancelled: movementCancelled)
    }

    /// Whether a movement's step can be taken in place (``InPlaceMovementSteps``): items take
    /// their sizes from `sizeForItem` and the geometry has the context's counts and room across.
    /// Such a step costs O(log n) per item between its ends instead of a re-flow of every item.
    private var takesMovementStepInPlace: Bool {
        configuration.sizeForItem != nil && !sizesItems && crossExtent == lastCrossExtent
            && context.itemCounts == sections.map(\.itemCount)
    }

    /// A movement step's `moves`: in each section, the items between the ends of its moves take
    /// their sizes anew (read through the movement's arrangement) and their lines break again
    /// where they must; later sections move by the change. A step across sections, or any other
    /// update, lays everything out again. No moves (the movement ended where it stood) change nothing.
    private func applyMovementStep(_ moves: [UpdateItem]) {
        do throws(LayoutError) {
            guard let ranges = InPlaceMovementSteps.ranges(of: moves),
                  ranges.keys.allSatisfy({ section in
                      if sections.indices.contains(section), case .lines = sectionItems[section] { true } else { false }
                  }) else {
                return try computeGeometry { _, _ in [:] }
            }
            for (section, range) in ranges.sorted(by: { $0.key < $1.key }) {
                guard case .lines(let index) = sectionItems[section] else { continue }
                let oldEnd = lineSections[index].end
                for item in range { lineSections[index].replace(item: item, with: try itemSize(at: ItemPath(item: item, section: section))) }
                move(sectionsAfter: section, by: lineSections[index].end - oldEnd)
            }
        } catch {
            do throws(LayoutError) { try computeGeometry { _, _ in [:] } } catch {}
        }
    }
}
