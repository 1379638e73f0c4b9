import Foundation
import LayoutCore

/// A grid of items in lines, with section headers and footers: the portable
/// `UICollectionViewFlowLayout`.
///
/// Geometry (every item, header and footer frame) is computed once per data, size or
/// configuration change and kept in a `SpatialIndex`, so a scrolled frame costs only the
/// rect query. Pinned headers and footers are the one thing that moves per frame; they are
/// placed for the returned sections only, and only when pinning is on does the layout ask to
/// be invalidated while scrolling.
///
/// Open, as `UICollectionViewFlowLayout` is: subclass it to change the attributes it computes
/// (a scale, a fade, an extra value) by overriding `layoutAttributesForElements(in:)` and the
/// single-element queries alike, calling `super` for the grid. Keep the contract: a change that
/// follows the bounds also overrides `shouldInvalidateLayout(forBoundsChange:)` to answer `true`.
open class FlowLayout: ConfiguredLayout<FlowLayoutConfiguration> {
    /// A layout with UIKit's defaults.
    public convenience init() throws(LayoutError) {
        try self.init(configuration: FlowLayoutConfiguration())
    }

    /// The geometry of every section as of the last ``prepare()``.
    public private(set) var sections: [FlowSectionGeometry] = []
    /// How each section's items are placed: by formula when they share one size, otherwise by
    /// frames stored in `itemFrames` (from the given offset) and `itemIndex`.
    private var sectionItems: [SectionItems] = []
    private var itemFrames: [CGRect] = []
    private var itemIndex = SpatialIndex<ItemPath>(axis: .vertical)
    private var contentSize: CGSize = .zero

    /// The axis the layout scrolls along.
    public var scrollDirection: ScrollDirection { configuration.scrollDirection }

    /// The room across the scroll axis: the bounds less the adjusted content inset on that axis.
    var crossExtent: CGFloat {
        let inset = context.adjustedContentInset
        return scrollDirection == .vertical
            ? max(0, context.bounds.width - inset.horizontal)
            : max(0, context.bounds.height - inset.vertical)
    }

    override open func prepare() throws(LayoutError) {
        try context.validate(for: self)
        guard pendingInvalidation.invalidatesGeometry else { return }
        try computeGeometry()
    }

    /// How one section's items are placed.
    private enum SectionItems {
        case grid(FlowGrid)
        case frames(offset: Int)
    }

    private func computeGeometry() throws(LayoutError) {
        let axis = scrollDirection, cross = crossExtent
        // Items of one size (no per-item answer) are placed by formula and never stored.
        let uniform = configuration.sizeForItem == nil
        var frames: [CGRect] = []
        var index = SpatialIndex<ItemPath>(axis: axis)
        if !uniform {
            let totalItems = context.itemCounts.reduce(0, +)
            frames.reserveCapacity(totalItems)
            index.reserveCapacity(totalItems)
        }
        var geometry: [FlowSectionGeometry] = []
        geometry.reserveCapacity(context.numberOfSections)
        var placements: [SectionItems] = []
        placements.reserveCapacity(context.numberOfSections)
        var widest = cross
        var position: CGFloat = 0
        var itemsBefore = 0

        for section in 0..<context.numberOfSections {
            let metrics = try configuration.sectionMetrics(section)
            let count = context.itemCounts[section]
            let start = position
            let header = Self.boundaryFrame(of: metrics.headerSize, at: &position, axis: axis, across: cross)
            let itemsStart = position
            var placement = SectionItems.frames(offset: frames.count)
            if count > 0 {
                let (leading, trailing, crossLeading, crossTrailing) = axis == .vertical
                    ? (metrics.inset.top, metrics.inset.bottom, metrics.inset.left, metrics.inset.right)
                    : (metrics.inset.left, metrics.inset.right, metrics.inset.top, metrics.inset.bottom)
                let available = max(0, cross - crossLeading - crossTrailing)
                if uniform {
                    let grid = FlowGrid(axis: axis, itemSize: configuration.itemSize, count: count, start: position + leading,
                                        crossStart: crossLeading, available: available, lineSpacing: metrics.lineSpacing,
                                        interitemSpacing: metrics.interitemSpacing)
                    placement = .grid(grid)
                    widest = max(widest, grid.crossReach)
                    position = grid.end + trailing
                } else {
                    var sizes: [CGSize] = []
                    sizes.reserveCapacity(count)
                    for item in 0..<count {
                        sizes.append(try configuration.size(ofItemAt: ItemPath(item: item, section: section)))
                    }
                    let builder = FlowLineBuilder(axis: axis, start: position + leading, crossStart: crossLeading,
                                                  available: available, lineSpacing: metrics.lineSpacing,
                                                  interitemSpacing: metrics.interitemSpacing)
                    position = builder.place(sizes, section: section, frames: &frames, index: &index) + trailing
                }
            }
            placements.append(placement)
            let itemsEnd = position
            let footer = Self.boundaryFrame(of: metrics.footerSize, at: &position, axis: axis, across: cross)
            geometry.append(FlowSectionGeometry(headerFrame: header, footerFrame: footer, start: start,
                                                itemsEnd: itemsEnd, end: position, itemsStart: itemsStart,
                                                firstItemOffset: itemsBefore, itemCount: count))
            itemsBefore += count
        }
        // An item wider than the room across (UIKit logs a warning and lets it overflow) widens
        // the content so the content size still covers every frame.
        widest = frames.reduce(widest) { Swift.max($0, $1.max(axis.cross)) }
        let size = CGSize(along: axis, position, across: widest)
        try LayoutError.checkGeometry(size, of: self)
        itemFrames = frames
        itemIndex = index
        sectionItems = placements
        sections = geometry
        contentSize = size
    }

    /// A header or footer of `size` spanning the room across, placed at `position` (which it
    /// then advances); `nil` when its extent along the axis is zero.
    private static func boundaryFrame(of size: CGSize, at position: inout CGFloat, axis: ScrollDirection,
                                      across: CGFloat) -> CGRect? {
        guard size[axis] > 0 else { return nil }
        defer { position += size[axis] }
        return CGRect(along: axis, origin: position, length: size[axis], acrossOrigin: 0, acrossLength: across)
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    /// Mirrored in a right-to-left layout direction, as `UICollectionViewFlowLayout` is.
    override open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        itemIndex.forEach(intersecting: rect) { frame, indexPath in
            result.append(LayoutAttributes(forCellWith: indexPath, frame: frame))
        }
        for section in sectionRange(reaching: rect) {
            if case .grid(let grid) = sectionItems[section] {
                grid.forEachItem(intersecting: rect) { item, frame in
                    result.append(LayoutAttributes(forCellWith: ItemPath(item: item, section: section), frame: frame))
                }
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

    override open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return nil }
        let frame = switch sectionItems[indexPath.section] {
        case .grid(let grid): grid.frame(of: indexPath.item)
        case .frames(let offset): itemFrames[offset + indexPath.item]
        }
        return LayoutAttributes(forCellWith: indexPath, frame: frame)
    }

    override open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.item == 0, sections.indices.contains(indexPath.section) else { return nil }
        return supplementaryAttributes(ofKind: kind, inSection: indexPath.section)
    }

    /// The header or footer of `section`, pinned where configured.
    func supplementaryAttributes(ofKind kind: String, inSection section: Int) -> LayoutAttributes? {
        let geometry = sections[section]
        let natural: CGRect?, pins: Bool
        switch kind {
        case ElementCategory.headerKind: (natural, pins) = (geometry.headerFrame, configuration.sectionHeadersPinToVisibleBounds)
        case ElementCategory.footerKind: (natural, pins) = (geometry.footerFrame, configuration.sectionFootersPinToVisibleBounds)
        default: return nil
        }
        guard let natural else { return nil }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: ItemPath(item: 0, section: section),
                                          frame: natural)
        if pins {
            attributes.frame = kind == ElementCategory.headerKind
                ? pinnedHeaderFrame(natural, in: geometry) : pinnedFooterFrame(natural, in: geometry)
            attributes.zIndex = Self.pinnedZIndex
        }
        return attributes
    }

    /// The zIndex of pinned headers and footers, above the cells they float over.
    static let pinnedZIndex = 1024

    /// The sections whose extent along the scroll axis reaches `rect`.
    private func sectionRange(reaching rect: CGRect) -> Range<Int> {
        guard !rect.isNull, rect.isFinite else { return 0..<0 }
        let low = rect.min(scrollDirection), high = rect.max(scrollDirection)
        var first = 0, last = sections.count
        while first < last {
            let mid = (first + last) / 2
            if sections[mid].end >= low { last = mid } else { first = mid + 1 }
        }
        var end = first
        while end < sections.count, sections[end].start <= high { end += 1 }
        return first..<end
    }

    /// Geometry depends on the extent across the scroll axis (and pinned elements on the
    /// origin), so only those changes invalidate.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let pins = configuration.sectionHeadersPinToVisibleBounds || configuration.sectionFootersPinToVisibleBounds
        return newBounds.size != context.bounds.size || (pins && newBounds.origin != context.bounds.origin)
    }
}
