import Foundation
import LayoutCore

/// Photos on a collage canvas: a template cuts a canvas of the chosen aspect ratio, fitted and
/// centred in the view, into cells; item *i* fills cell *i*.
///
/// Each cell's frame is its inset polygon's bounding box; the polygon (in the cell's own
/// coordinates) and the clamped corner radius travel as the attributes' `ElementShape`, so a
/// cell can mask its photo. Cells with no photo (fewer items
/// than cells) are placeholders, supplementary views of ``placeholderKind``; items past the
/// cell count have no attributes. While a divider is dragged, it shows a handle: a decoration
/// of ``dividerKind`` along the divider.
///
/// The geometry is computed once per template, ratio, size, spacing or divider change; a query
/// costs O(cells). Dividers move by dragging (see `CollageLayout+Dragging.swift`), clamped so
/// every cell keeps ``CollageLayoutConfiguration/minimumCellSide``, with undo and redo.
public final class CollageLayout: ConfiguredLayout<CollageLayoutConfiguration> {
    /// The supplementary kind of an empty cell's placeholder.
    public static let placeholderKind = "collage-placeholder"
    /// The decoration kind of a dragged divider's handle.
    public static let dividerKind = "collage-divider"

    /// The cells in points, from the last `prepare()`.
    package private(set) var geometry = CollageGeometry(template: .single, canvas: .zero, margin: 0, spacing: 0, cornerRadius: 0)
    private var contentSize: CGSize = .zero
    private(set) var itemCount = 0
    /// The drag in progress, if any.
    var drag: CollageDrag?
    /// Whole drags, for undo and redo.
    /// Whole drags, as the templates before and after each.
    var history = UndoHistory<(before: CollageTemplate, after: CollageTemplate)>()

    /// A layout showing `template` with the default settings.
    package convenience init(template: CollageTemplate) throws(LayoutError) {
        try self.init(configuration: CollageLayoutConfiguration(template: template))
    }

    /// The canvas in content coordinates.
    public var canvas: CGRect { geometry.canvas }

    /// Places the template's cells and dividers in the bounds when the template, the data or the
    /// size changed.
    /// - Complexity: O(cells) then; O(1) otherwise.
    public override func prepare() throws(LayoutError) {
        try context.validate(for: self, maximumSections: 1)
        guard pendingInvalidation.invalidatesGeometry else { return }
        let insets = context.adjustedContentInset
        let size = CGSize(width: max(0, context.bounds.width - insets.horizontal),
                          height: max(0, context.bounds.height - insets.vertical))
        let c = configuration
        let canvas = CollageGeometry.canvas(aspectRatio: c.aspectRatio, in: CGRect(origin: .zero, size: size))
        let geometry = CollageGeometry(template: c.template, canvas: canvas, margin: c.margin, spacing: c.spacing,
                                       cornerRadius: c.cornerRadius)
        try LayoutError.checkGeometry(size, of: self)
        (self.geometry, contentSize, itemCount) = (geometry, size, context.numberOfItems(inSection: 0))
    }

    /// The content's size, found in ``prepare()``.
    /// - Complexity: O(1).
    public override var collectionViewContentSize: CGSize { contentSize }

    /// None: the collage fills its bounds.
    public override var scrollAxes: ScrollAxes { [] }

    /// The elements whose frames meet `rect`, each as the single-element queries give it.
    /// - Complexity: O(cells).
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for index in geometry.cells.indices {
            let attributes = index < itemCount ? cellAttributes(index) : placeholderAttributes(index)
            if attributes.isShown(in: rect) { result.append(attributes) }
        }
        for index in drag?.dividers ?? [] {
            let attributes = dividerHandle(index)
            if attributes.isShown(in: rect) { result.append(attributes) }
        }
        return result
    }

    /// The cell at `indexPath`, or `nil` when there is none.
    /// - Complexity: O(1).
    public override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < min(itemCount, geometry.cells.count) else { return nil }
        return cellAttributes(indexPath.item)
    }

    /// Moving a photo swaps it with the photo of the cell it is dropped on (the editor's swap):
    /// no other photo moves.
    public override var interactiveMovementStyle: InteractiveMovementStyle { .swapsWithTarget }

    /// The cell under the finger, when it holds a photo; else the current target.
    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        guard position.isFinite, let cell = cell(containing: position), cell < min(itemCount, geometry.cells.count) else { return previousIndexPath }
        return ItemPath(item: cell, section: 0)
    }

    /// The supplementary view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(1).
    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard kind == Self.placeholderKind, indexPath.section == 0, indexPath.item >= itemCount,
              indexPath.item < geometry.cells.count else { return nil }
        return placeholderAttributes(indexPath.item)
    }

    /// The decoration view of `kind` at `indexPath`, or `nil` when the layout has none there.
    /// - Complexity: O(1).
    public override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard kind == Self.dividerKind, indexPath.section == 0, drag?.dividers.contains(indexPath.item) == true else { return nil }
        return dividerHandle(indexPath.item)
    }

    /// The collage never scrolls: the content is the view less its insets.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size
    }

    // MARK: Attributes

    private func shaped(_ attributes: LayoutAttributes, cell index: Int) -> LayoutAttributes {
        var attributes = attributes
        let cell = geometry.cells[index]
        attributes[ElementShape.self] = ElementShape(polygon: cell.polygon.offsetBy(dx: -cell.frame.minX, dy: -cell.frame.minY),
                                                     cornerRadius: cell.cornerRadius)
        return attributes
    }

    private func cellAttributes(_ index: Int) -> LayoutAttributes {
        shaped(LayoutAttributes(forCellWith: ItemPath(item: index, section: 0), frame: geometry.cells[index].frame), cell: index)
    }

    private func placeholderAttributes(_ index: Int) -> LayoutAttributes {
        shaped(LayoutAttributes(forSupplementaryViewOfKind: Self.placeholderKind,
                                 with: ItemPath(item: index, section: 0), frame: geometry.cells[index].frame),
               cell: index)
    }

    /// How far a handle reaches either side of its divider, in points.
    static let handleHalfWidth: CGFloat = 4

    private func dividerHandle(_ index: Int) -> LayoutAttributes {
        let (start, end) = pointsOfDivider(index)
        let reach = LayoutPolygon([start, end]).boundingBox.insetBy(dx: -Self.handleHalfWidth, dy: -Self.handleHalfWidth)
            .intersection(CGRect(origin: .zero, size: contentSize))
        let frame = reach.isNull ? CGRect(origin: start, size: .zero) : reach
        var attributes = LayoutAttributes(forDecorationViewOfKind: Self.dividerKind, with: ItemPath(item: index, section: 0),
                                          frame: frame)
        attributes.zIndex = 10
        attributes[CollageDividerSegment.self] = LayoutPolygon([start, end])
        // The handle's outline: a bar 2·handleHalfWidth wide along the segment.
        let length = max(hypot(end.x - start.x, end.y - start.y), 1e-9), w = Self.handleHalfWidth
        let normal = CGPoint(x: -(end.y - start.y) / length * w, y: (end.x - start.x) / length * w)
        let bar = [CGPoint(x: start.x + normal.x, y: start.y + normal.y), CGPoint(x: end.x + normal.x, y: end.y + normal.y),
                   CGPoint(x: end.x - normal.x, y: end.y - normal.y), CGPoint(x: start.x - normal.x, y: start.y - normal.y)]
        attributes[ElementShape.self] = ElementShape(polygon: LayoutPolygon(bar).offsetBy(dx: -frame.minX, dy: -frame.minY),
                                                     cornerRadius: w)
        return attributes
    }

    /// Divider `index`'s ends in content coordinates.
    package func pointsOfDivider(_ index: Int) -> (start: CGPoint, end: CGPoint) {
        let (start, end) = configuration.template.segment(ofDivider: index)
        return (canvasPoint(start), canvasPoint(end))
    }

    /// A point of the unit canvas in content coordinates.
    func canvasPoint(_ unit: CGPoint) -> CGPoint {
        CGPoint(x: canvas.minX + unit.x * canvas.width, y: canvas.minY + unit.y * canvas.height)
    }
}
