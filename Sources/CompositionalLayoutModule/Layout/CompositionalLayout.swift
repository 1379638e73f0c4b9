import Foundation
import LayoutCore

/// A layout composed of sections, groups and items: the portable
/// `UICollectionViewCompositionalLayout`.
///
/// Each section's group is solved once per data or size change and repeated with a stride, so
/// `prepare()` costs O(sections), any element's frame O(1) and a rect query O(log n + k).
/// Sections with estimated items keep their group lengths in a prefix-sum tree: one
/// self-sizing resolution costs O(log n). Orthogonal sections scroll on their own with the
/// offsets the collection view keeps in `LayoutContext.orthogonalContentOffsets`.
public final class CompositionalLayout: CollectionLayoutBase {
    /// Returns the section at an index for the environment; asked again on every data or size
    /// invalidation. Returning `nil` is an error, as in UIKit.
    public typealias SectionProvider = (Int, LayoutEnvironment) -> LayoutSection?

    /// Makes each section; asked again on every data or size invalidation. Public so the same
    /// model can be rebuilt elsewhere (the reference probe builds Apple's layout from it).
    package let sectionProvider: SectionProvider
    /// Layout-wide settings; changing them invalidates the layout.
    public var configuration: CompositionalLayoutConfiguration {
        didSet { invalidateLayout(with: .layoutConfiguration) }
    }

    /// The solved sections.
    var sections: [SolvedSection] = []
    /// Where each section starts along the scroll axis.
    var sectionStarts: [CGFloat] = []
    /// The layout's own boundary items.
    var layoutBoundaries: [BoundaryPlacement] = []
    var layoutBand: (before: CGFloat, after: CGFloat) = (0, 0)
    /// How far any element reaches outside its section along the scroll axis.
    var sectionMargin: CGFloat = 0
    /// The content's extent along the scroll axis.
    var contentLength: CGFloat = 0
    /// The container's extent across the scroll axis.
    var crossExtent: CGFloat = 0
    /// Whether any section has a visible-items handler.
    var hasVisibleItemsHandlers = false
    /// Whether any boundary item (the layout's or a section's) pins to the visible bounds, or
    /// stretches: its frame follows the bounds' origin.
    var hasPinnedItems = false
    /// Whether section 0 has a header that stretches (`HeaderStretching`), which reaches before
    /// the content when pulled.
    var firstSectionStretches = false
    /// After a change of the data, the sections before it, whose reported lengths a batch update
    /// hands on to the items' new places, and the new sections with every length estimated
    /// (``prepare(forCollectionViewUpdates:)``).
    var sectionsBeforeUpdate: (before: [SolvedSection], estimated: [SolvedSection])?

    /// A layout repeating `section` for every section.
    public convenience init(section: LayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout repeating `section` for every section, with `configuration`.
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping SectionProvider,
                configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// The scroll axis.
    var axis: ScrollDirection { configuration.scrollDirection }

    // MARK: Preparing

    /// Resolves the sections' geometry when the data or the size changed.
    /// - Complexity: O(sections): a section's items are placed from its groups when asked.
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self)
        guard pendingInvalidation.invalidatesGeometry else { return }
        let previous = sections
        let container = containerSize
        // UIKit lays out zero-size views while setting them up: nothing fits, so nothing is laid
        // out (a model that fills its container would otherwise report that it cannot).
        guard container.width > 0, container.height > 0 else {
            removeGeometry()
            return
        }
        crossExtent = container[axis.cross]
        let solver = GroupSolver(scrollAxis: axis, traits: context.traits)
        var solved: [SolvedSection] = [], estimated: [SolvedSection] = []
        solved.reserveCapacity(context.numberOfSections)
        let providerEnvironment = environment(reference: configuration.contentInsetsReference)
        for index in 0..<context.numberOfSections {
            guard let section = sectionProvider(index, providerEnvironment) else {
                throw .invalidModel(element: "section provider", problem: "returned nil for section \(index)")
            }
            let reference = section.contentInsetsReference == .automatic ? configuration.contentInsetsReference
                : section.contentInsetsReference
            var geometry = try SolvedSection(index: index, section: section, itemCount: context.itemCounts[index],
                                               environment: environment(reference: reference), axis: axis, solver: solver)
            estimated.append(geometry)
            if previous.indices.contains(index), previous[index].itemCount == geometry.itemCount,
               previous[index].environment == geometry.environment {
                geometry.restore(previous[index].resolvedLengths)
            }
            solved.append(geometry)
        }
        sectionsBeforeUpdate = pendingInvalidation.contains(.dataCounts) ? (previous, estimated) : nil
        sections = solved
        hasVisibleItemsHandlers = solved.contains { $0.section.visibleItemsInvalidationHandler != nil }
        try prepareLayoutBoundaries(container: container)
        hasPinnedItems = layoutBoundaries.contains { $0.item.pinToVisibleBounds || $0.stretches(opensContent: true) }
            || solved.contains { $0.boundaries.contains { $0.item.pinToVisibleBounds } }
        firstSectionStretches = solved.first?.boundaries.contains { $0.stretches(opensContent: true) } ?? false
        hasPinnedItems = hasPinnedItems || firstSectionStretches
        sectionMargin = solved.reduce(0) { margin, section in
            max(margin, section.overhangAlong.before, section.overhangAlong.after, section.boundaryOverhang)
        }
        layoutSections()
        do throws(LayoutError) {
            try LayoutError.checkGeometry(collectionViewContentSize, of: self)
        } catch {
            removeGeometry()
            throw error
        }
    }

    /// The lengths reported before the update follow their items to their places after it, in
    /// sections solved for the same environment; a reloaded item is measured again.
    /// - Complexity: O(changes).
    public override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        carryReportedLengths(through: updateItems)
    }

    /// Forgets every section: the empty layout of a zero-size view or of geometry that overflowed.
    private func removeGeometry() {
        sections = []
        hasVisibleItemsHandlers = false
        hasPinnedItems = false
        firstSectionStretches = false
        layoutBoundaries = []
        layoutBand = (0, 0)
        sectionMargin = 0
        crossExtent = 0
        layoutSections()
    }

    /// Places the sections one after another along the axis, with the layout's bands.
    func layoutSections() {
        var cursor = layoutBand.before
        sectionStarts = []
        sectionStarts.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            sectionStarts.append(cursor)
            cursor += section.length
        }
        contentLength = cursor + layoutBand.after
    }

    private func prepareLayoutBoundaries(container: CGSize) throws(LayoutError) {
        let kinds = Set(sections.first.map { first in
            first.boundaries.map(\.item.elementKind) + first.anchoredByKind.keys
        } ?? [])
        var seen = Set<String>()
        for (index, boundary) in configuration.boundarySupplementaryItems.enumerated() {
            let name = "configuration › boundary supplementary \(index) (\(boundary.elementKind))"
            try GroupSolver.check(boundary, name: name)
            guard !kinds.contains(boundary.elementKind), seen.insert(boundary.elementKind).inserted else {
                throw .invalidModel(element: name, problem: "kind \(boundary.elementKind) is used twice at section 0; index paths would collide")
            }
        }
        layoutBoundaries = configuration.boundarySupplementaryItems.map { BoundaryPlacement($0, axis: axis, container: container) }
        layoutBand = BoundaryPlacement.bands(layoutBoundaries)
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize {
        CGSize(along: axis, contentLength, across: crossExtent)
    }

    /// The configuration's ``CompositionalLayoutConfiguration/scrollDirection``; sections that
    /// scroll on their own do so inside it.
    public override var scrollAxes: ScrollAxes { ScrollAxes(axis) }

    /// Invalidated by a change of size, and by any move of the bounds while an item pins to the
    /// visible bounds or a section has a visible-items handler: their attributes follow the
    /// bounds, and a view keeps the attributes it has for elements that stay visible unless the
    /// layout invalidates (UIKit's compositional layout answers the same:
    /// `-[_UICollectionCompositionalLayoutSolver shouldInvalidateForBoundsChange:]` returns `YES`
    /// for pinned supplementary items or visible-items handlers, decompiled iOS 26.1 UIKitCore).
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size
            || ((hasPinnedItems || hasVisibleItemsHandlers) && newBounds.origin != context.bounds.origin)
    }

    /// The slot under the finger across sections (an empty section first, then
    /// `nearestItem(to:)`): an empty section whose band holds the finger takes
    /// the item as its first; otherwise the cell under the finger, or the nearest, in any
    /// section, inside a section that scrolls on its own at its current offset.
    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        if let section = emptySection(at: position) { return ItemPath(item: 0, section: section) }
        return nearestItem(to: position) ?? previousIndexPath
    }

    /// Mirrored in a right-to-left layout direction, as `UICollectionViewCompositionalLayout` is:
    /// leading insets and alignments land on the right and orthogonal sections start at the right.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Queries

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(log n + k).
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard rect.isFinite else { return [] }
        var result: [LayoutAttributes] = []
        for position in layoutBoundaries.indices {
            let attributes = layoutBoundaryAttributes(at: position)
            if attributes.isShown(in: rect) { result.append(attributes) }
        }
        var range = sectionRange(overlapping: rect)
        // Section 0's stretched header reaches up to the visible top, before the content.
        if firstSectionStretches, range == 0..<0 { range = 0..<1 }
        for index in range {
            appendElements(ofSection: index, in: rect, to: &result)
        }
        if hasVisibleItemsHandlers {
            for index in sectionRange(overlapping: context.bounds) where !range.contains(index)
                && sections[index].section.visibleItemsInvalidationHandler != nil {
                result += visibleItems(ofSection: index).values.filter { $0.isShown(in: rect) }
            }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              let base = sections[indexPath.section].cellAttributes(item: indexPath.item, at: placement(ofSection: indexPath.section))
        else { return nil }
        return adjustedByHandler(base)
    }

    /// Runs of cells of one section are placed together: the section's place is found once per
    /// run instead of once per cell.
    /// - Complexity: O(1) per key.
    public override func layoutAttributes(forElements keys: [ElementKey]) -> [LayoutAttributes?] {
        var result: [LayoutAttributes?] = []
        result.reserveCapacity(keys.count)
        var start = keys.startIndex
        while start < keys.endIndex {
            let section = keys[start].indexPath.section
            guard case .cell = keys[start].category, sections.indices.contains(section) else {
                result.append(layoutAttributes(for: keys[start]))
                start += 1
                continue
            }
            var end = start + 1
            while end < keys.endIndex, case .cell = keys[end].category, keys[end].indexPath.section == section { end += 1 }
            let first = result.count
            sections[section].appendCellAttributes(items: keys[start..<end].lazy.map(\.indexPath.item),
                                                   at: placement(ofSection: section), to: &result)
            if hasVisibleItemsHandlers {
                for position in first..<result.count { result[position] = result[position].map(adjustedByHandler) }
            }
            start = end
        }
        return result
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(1).
    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        if indexPath == ItemPath(item: 0, section: 0),
           let position = layoutBoundaries.firstIndex(where: { $0.item.elementKind == kind }) {
            return layoutBoundaryAttributes(at: position)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section], placement = placement(ofSection: indexPath.section)
        if indexPath.item == 0, let position = section.boundaries.firstIndex(where: { $0.item.elementKind == kind }) {
            return adjustedByHandler(section.boundaryAttributes(at: position, at: placement))
        }
        return section.anchoredAttributes(kind: kind, item: indexPath.item, at: placement).map(adjustedByHandler)
    }

    /// The decoration view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(1).
    public override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.item == 0, sections.indices.contains(indexPath.section),
              let position = sections[indexPath.section].decorationItems.firstIndex(where: { $0.elementKind == kind })
        else { return nil }
        return sections[indexPath.section].decorationAttributes(at: position, at: placement(ofSection: indexPath.section))
    }
}
