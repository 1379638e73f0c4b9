import Foundation
import LayoutCore

/// The photo editor's strip of thumbnails: one row, centred on the active photo, whose centred
/// thumbnail widens to its photo's real aspect ratio while its neighbours make room.
///
/// Thumbnails at rest are `(h · defaultAspectRatio, h)` for a strip `h` tall, placed every
/// `c = w + distanceBetween`; the content is `(n · c, h)` and never changes with expansion,
/// because neighbours make room through transforms, not frames. The view is expected to use
/// ``centeringContentInset(forBoundsSize:)`` so the first and last thumbnails can reach the centre.
///
/// Each thumbnail is first a model of its place and width: its expansion follows the offset, then
/// any update the photo editor set for it (the photo editor's delete and move animations) changes it, and
/// only then are its attributes computed. Everything is analytic: `prepare()` is O(1), and a
/// rect query computes only the thumbnails it returns plus those that shift (at most two from
/// the offset, plus the updated ones).
public final class ThumbnailStripLayout: ConfiguredLayout<ThumbnailStripConfiguration> {
    /// A change of one thumbnail's model, applied before its attributes are computed.
    package typealias CellUpdate = (ThumbnailCell) -> ThumbnailCell

    /// The cell updates by path. Setting it invalidates the layout.
    package var updates: [ItemPath: CellUpdate] = [:] {
        didSet { invalidateLayout(with: .layoutConfiguration) }
    }

    /// The thumbnail size at rest, as of the last ``prepare()``.
    @_spi(Testing) public private(set) var itemSize: CGSize = .zero
    /// The distance between two thumbnails' places, `w + distanceBetween`.
    private(set) var slotWidth: CGFloat = 0
    /// The left and right content inset that lets the first and last thumbnails reach the
    /// centre: `(bounds.width − w − distanceBetween) / 2`.
    private(set) var farInset: CGFloat = 0
    private var itemCount = 0

    /// The photo this layout keeps in view while the view changes size (see
    /// ``beginConfiguring(activeIndex:)``); `nil` when not configuring.
    package private(set) var configuringActiveIndex: Int?

    /// A strip with the article's defaults.
    public convenience init() throws(LayoutError) {
        try self.init(configuration: ThumbnailStripConfiguration())
    }

    /// Adds `update` after any update already at `indexPath`: `updates[i] = update ∘ old`.
    package func composeUpdate(at indexPath: ItemPath, _ update: @escaping CellUpdate) {
        guard let old = updates[indexPath] else {
            updates[indexPath] = update
            return
        }
        updates[indexPath] = { update(old($0)) }
    }

    /// Takes the strip's data and the centred thumbnail's expansion.
    /// - Complexity: O(1): every frame is computed when asked.
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        let count = context.numberOfItems(inSection: 0)
        let size = thumbnailSize(forBoundsSize: context.bounds.size)
        let slot = size.width + configuration.distanceBetween
        try LayoutError.checkGeometry(CGSize(width: CGFloat(count) * slot, height: size.height), of: self)
        (itemCount, itemSize, slotWidth) = (count, size, slot)
        farInset = Self.farInset(boundsWidth: context.bounds.width, itemWidth: itemSize.width,
                                 distanceBetween: configuration.distanceBetween)
    }

    /// The size of a thumbnail at rest in a view of `size`: the strip's height `h` (the bounds
    /// less the vertical content inset) by `h · defaultAspectRatio`.
    func thumbnailSize(forBoundsSize size: CGSize) -> CGSize {
        let height = max(0, size.height - context.adjustedContentInset.vertical)
        return CGSize(width: height * configuration.defaultAspectRatio, height: height)
    }

    private static func farInset(boundsWidth: CGFloat, itemWidth: CGFloat, distanceBetween: CGFloat) -> CGFloat {
        (boundsWidth - itemWidth - distanceBetween) / 2
    }

    /// The content inset a view of `size` needs to centre the first and last thumbnails.
    public func centeringContentInset(forBoundsSize size: CGSize) -> LayoutEdgeInsets {
        let inset = Self.farInset(boundsWidth: size.width, itemWidth: thumbnailSize(forBoundsSize: size).width,
                                  distanceBetween: configuration.distanceBetween)
        return LayoutEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    /// The content inset the current view needs to centre the first and last thumbnails.
    package var centeringContentInset: LayoutEdgeInsets { centeringContentInset(forBoundsSize: context.bounds.size) }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(itemCount) * slotWidth, height: itemSize.height)
    }

    /// Side to side, along the strip.
    public override var scrollAxes: ScrollAxes { .horizontal }

    /// The centre of thumbnail `index` at rest: `(index · c + w/2, h/2)`.
    func defaultCenter(ofItemAt index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index) * slotWidth + itemSize.width / 2, y: itemSize.height / 2)
    }

    /// The model of thumbnail `index` now: its expansion from the offset, then its update.
    ///
    /// With `offsetX = contentOffset.x + farInset`, a thumbnail with `|index · c − offsetX| < c`
    /// expands by `(1 − |index · c − offsetX| / c) · expandingRate`; the others not at all.
    package func cell(at index: Int) -> ThumbnailCell {
        let path = ItemPath(item: index, section: 0)
        let dimensions = ThumbnailCell.Dimensions(defaultSize: itemSize, aspectRatio: configuration.aspectRatio(at: context.dataIndexPath(forItemAt: path)),
                                                  inset: configuration.distanceBetween,
                                                  insetAsExpanded: configuration.distanceBetweenFocused)
        var cell = ThumbnailCell(indexPath: path, dimensions: dimensions,
                                 state: ThumbnailCell.State(expanding: naturalExpanding(ofItemAt: index)))
        if let update = updates[path] {
            cell = update(cell)
            cell.indexPath = path
            cell.dimensions = dimensions
        }
        cell.state = cell.state.clamped
        return cell
    }

    private func naturalExpanding(ofItemAt index: Int) -> CGFloat {
        guard slotWidth > 0 else { return 0 }
        let distance = abs(CGFloat(index) * slotWidth - (context.bounds.minX + farInset))
        return distance < slotWidth ? (1 - distance / slotWidth) * configuration.expandingRate : 0
    }

    /// The thumbnails that move their neighbours, in index order, with their shifts.
    func shiftingCells() -> ThumbnailShifts {
        var indices: Set<Int> = []
        if slotWidth > 0 {
            let center = (context.bounds.minX + farInset) / slotWidth
            if center.isFinite {
                let below = Int(saturating: center.rounded(.down).clamped(to: -1...CGFloat(itemCount)))
                indices.formUnion([below, below + 1])
            }
        }
        for path in updates.keys where path.section == 0 { indices.insert(path.item) }
        let cells = indices.filter { (0..<itemCount).contains($0) }.sorted().map(cell(at:))
            .filter { $0.leftShift != 0 || $0.rightShift != 0 }
        return ThumbnailShifts(cells: cells)
    }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(k + log m), m the thumbnails that changed size.
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        guard itemCount > 0, slotWidth > 0, rect.isFinite, !rect.isNull else { return [] }
        let shifts = shiftingCells()
        let reach = shifts.largestTranslation
        let first = max(0, Int(saturating: ((rect.minX - reach - itemSize.width) / slotWidth).rounded(.down)))
        let last = min(itemCount - 1, Int(saturating: ((rect.maxX + reach) / slotWidth).rounded(.down)))
        var indices = first <= last ? Array(first...last) : []
        // Shifting thumbnails may be wider than a place; they are checked whatever their place.
        indices += shifts.cells.map(\.indexPath.item).filter { $0 < first || $0 > last }
        return indices.sorted().compactMap { index in
            let attributes = self.attributes(of: cell(at: index), shifts: shifts)
            return attributes.isShown(in: rect) ? attributes : nil
        }
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(log m).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return attributes(of: cell(at: indexPath.item), shifts: shiftingCells())
    }

    /// The attributes of `cell`: its size and alpha about its place's centre, translated by the
    /// shifts of the other thumbnails.
    private func attributes(of cell: ThumbnailCell, shifts: ThumbnailShifts) -> LayoutAttributes {
        let index = cell.indexPath.item
        var attributes = LayoutAttributes(forCellWith: cell.indexPath)
        attributes.frame.size = cell.size
        attributes.center = defaultCenter(ofItemAt: index)
        attributes.alpha = cell.alpha
        attributes.transform = Transform2D(translationX: shifts.translation(ofItemAt: index), y: 0)
        attributes[ThumbnailExpansion.self] = cell.state.expanding
        return attributes
    }

    /// Flings come to rest on the nearest thumbnail.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        snappedContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// A rotation keeps the active photo centred.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        configuringContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// The photo editor animates its deletions itself, so the view applies
    /// batch updates at once (UIKit: actions disabled between `prepare(forCollectionViewUpdates:)`
    /// and `finalizeCollectionViewUpdates()`).
    public override var animatesCollectionViewUpdates: Bool { false }

    /// Expansion follows the offset, so every bounds change invalidates.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Enters the "configuring" state of a rotation: until ``endConfiguring()``, a bounds-size
    /// change keeps photo `activeIndex` centred.
    package func beginConfiguring(activeIndex: Int) { configuringActiveIndex = activeIndex }

    /// Leaves the "configuring" state.
    package func endConfiguring() { configuringActiveIndex = nil }
}

/// The shifts of the thumbnails that move their neighbours, with prefix sums so a thumbnail's
/// translation costs O(log m): the right shifts of those before it less the left shifts of
/// those after it.
struct ThumbnailShifts {
    let cells: [ThumbnailCell]
    private let rightBefore: [CGFloat]
    private let leftFrom: [CGFloat]

    init(cells: [ThumbnailCell]) {
        self.cells = cells
        var right: [CGFloat] = [0]
        for cell in cells { right.append(right.last! + cell.rightShift) }
        var left = [CGFloat](repeating: 0, count: cells.count + 1)
        for index in cells.indices.reversed() { left[index] = left[index + 1] + cells[index].leftShift }
        rightBefore = right
        leftFrom = left
    }

    /// The most any thumbnail is translated, either way.
    var largestTranslation: CGFloat {
        cells.reduce(0) { $0 + abs($1.leftShift) + abs($1.rightShift) }
    }

    /// `Σ +B.rightShift` over shifting thumbnails B before `index`, `Σ −B.leftShift` over those after.
    func translation(ofItemAt index: Int) -> CGFloat {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].indexPath.item < index { low = mid + 1 } else { high = mid }
        }
        let firstAfter = low < cells.count && cells[low].indexPath.item == index ? low + 1 : low
        return rightBefore[low] - leftFrom[firstAfter]
    }
}
