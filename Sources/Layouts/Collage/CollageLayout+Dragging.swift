import Foundation
import LayoutCore

/// Hit testing and dragging dividers and junctions, with exact clamps, undo and redo.
///
/// A divider moves along its normal by the drag's component there: a vertical divider's
/// positions both shift by `Δx − slope·Δy`, a horizontal one's by `Δy − slope·Δx` (in canvas
/// fractions). The shift is clamped, not rolled back: each cell that touches the divider keeps
/// every edge at least ``CollageLayoutConfiguration/minimumCellSide`` long (its region before
/// spacing, in points). Each edge's length is linear in the shift, so the clamp is solved
/// exactly: pushing past it leaves the cell at the minimum. A slanted divider keeps its slant.
/// A junction moves its vertical dividers by the drag's horizontal part and then its
/// horizontal ones by the vertical part, each clamped.
extension CollageLayout {
    /// How near a junction or divider a touch must land to grab it, in points.
    static let hitTolerance: CGFloat = 22

    /// What `point` (content coordinates) hits: the nearest junction within 22 pt,
    /// else the nearest divider within it, else the cell whose region holds it, else `nil`.
    package func hitTest(_ point: CGPoint) -> CollageHit? {
        guard point.isFinite, canvas.width > 0, canvas.height > 0 else { return nil }
        let template = configuration.template
        let junction = template.junctions
            .map { (junction: $0, distance: Self.distance(point, canvasPoint($0.point))) }
            .filter { $0.distance <= Self.hitTolerance }
            .min { $0.distance < $1.distance }
        if let junction { return .junction(junction.junction) }
        let divider = template.dividers.indices
            .map { (index: $0, distance: Self.distance(point, toSegment: pointsOfDivider($0))) }
            .filter { $0.distance <= Self.hitTolerance }
            .min { $0.distance < $1.distance }
        if let divider { return .divider(divider.index) }
        return cell(containing: point).map(CollageHit.cell)
    }

    /// The cell whose region (before margin and spacing) holds `point`, or `nil`.
    public func cell(containing point: CGPoint) -> Int? {
        configuration.template.cells.indices.first { regionOfCell($0).contains(point) }
    }

    /// Cell `index`'s region before margin and spacing, in content coordinates.
    public func regionOfCell(_ index: Int) -> LayoutPolygon {
        LayoutPolygon(configuration.template.polygon(ofCell: index).points.map(canvasPoint))
    }

    // MARK: Dragging

    /// Starts a drag at `point`: a junction or divider there begins moving (its handle shows).
    /// Returns whether a junction, a divider or a cell is under `point` (a cell is for a photo
    /// swap, which the layout leaves to its caller).
    @discardableResult
    public func beginDrag(at point: CGPoint) -> Bool {
        beginDrag(grabbing: point) != nil
    }

    /// Starts a drag at `point`, as ``beginDrag(at:)`` does, and says what it grabbed.
    @discardableResult
    package func beginDrag(grabbing point: CGPoint) -> CollageHit? {
        cancelDrag()
        let hit = hitTest(point)
        let dividers: [Int]
        switch hit {
        case .junction(let junction): dividers = junction.dividers
        case .divider(let index): dividers = [index]
        case .cell, nil: return hit
        }
        drag = CollageDrag(hit: hit!, dividers: dividers, start: configuration.template)
        invalidateLayout(with: .layoutConfiguration)
        return hit
    }

    /// Whether a divider or junction is being dragged.
    public var isDraggingDivider: Bool { drag != nil }

    /// Moves the dragged divider or junction to `translation` (points, from where the drag
    /// began), clamped.
    public func changeDrag(translation: CGPoint) {
        guard let drag, translation.isFinite else { return }
        var template = drag.start
        let verticalFirst = drag.dividers.sorted {
            (template.dividers[$0].orientation == .vertical ? 0 : 1, $0) < (template.dividers[$1].orientation == .vertical ? 0 : 1, $1)
        }
        for index in verticalFirst {
            template = moving(index, by: translation, in: template)
        }
        replaceTemplate(template)
    }

    /// Ends the drag: the move becomes one step of undo.
    public func endDrag() {
        guard let drag else { return }
        self.drag = nil
        if configuration.template != drag.start {
            history.record((drag.start, configuration.template))
        }
        invalidateLayout(with: .layoutConfiguration)
    }

    /// Ends the drag, putting the dividers back where it began.
    public func cancelDrag() {
        guard let drag else { return }
        self.drag = nil
        replaceTemplate(drag.start)
    }

    // MARK: Undo

    /// How many drags can be undone.
    package var undoStepCount: Int { history.undoSteps.count }

    /// Whether a drag can be undone.
    public var canUndo: Bool { history.nextUndo.map { $0.after.cells == configuration.template.cells } ?? false }
    /// Whether an undone drag can be redone.
    public var canRedo: Bool { history.nextRedo.map { $0.before.cells == configuration.template.cells } ?? false }

    /// Puts the dividers back where they were before the last drag; `false` when there is none
    /// (or the template has been replaced since).
    @discardableResult
    public func undo() -> Bool {
        guard drag == nil, canUndo, let step = history.undo() else { return false }
        replaceTemplate(step.before)
        return true
    }

    /// Moves the dividers again as the last undone drag did; `false` when there is none.
    @discardableResult
    public func redo() -> Bool {
        guard drag == nil, canRedo, let step = history.redo() else { return false }
        replaceTemplate(step.after)
        return true
    }

    // MARK: Clamping

    /// Moves divider `index` of `template` by the drag `translation` (points) along its normal,
    /// clamped.
    func moving(_ index: Int, by translation: CGPoint, in template: CollageTemplate) -> CollageTemplate {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return template }
        let divider = template.dividers[index]
        let dx = translation.x / size.width, dy = translation.y / size.height
        let shift = divider.orientation == .vertical ? dx - divider.slope * dy : dy - divider.slope * dx
        let allowed = allowedShift(ofDivider: index, in: template)
        return template.shiftingDivider(index, by: shift.clamped(to: allowed))
    }

    /// The shifts (canvas fractions along the divider's positions' axis) divider `index` of
    /// `template` can take on this canvas: every edge of every cell touching it stays at least
    /// the minimum cell side (or as long as it already is, if shorter), and its positions stay
    /// inside the canvas. Always contains 0.
    func allowedShift(ofDivider index: Int, in template: CollageTemplate? = nil) -> ClosedRange<CGFloat> {
        let template = template ?? configuration.template
        let frame = CGRect(origin: .zero, size: canvas.size)
        let minimum = configuration.minimumCellSide(onCanvasOf: canvas.size)
        let divider = template.dividers[index]
        let margin: CGFloat = 1e-6
        var lower = max(margin - divider.start, margin - divider.end)
        var upper = min(1 - margin - divider.start, 1 - margin - divider.end)
        let moved = template.shiftingDivider(index, by: 1)
        for cell in template.cells where cell.touches(divider: index) {
            let before = CollageTemplate.vertices(of: cell.edges.map { template.planeLine($0).mapped(to: frame) })
            let after = CollageTemplate.vertices(of: cell.edges.map { moved.planeLine($0).mapped(to: frame) })
            for k in before.indices {
                let previous = (k + before.count - 1) % before.count
                let edge = CGPoint(x: before[k].x - before[previous].x, y: before[k].y - before[previous].y)
                let length = hypot(edge.x, edge.y)
                guard length > 1e-12 else { continue }
                let movedEdge = CGPoint(x: after[k].x - after[previous].x, y: after[k].y - after[previous].y)
                // The signed length along the edge's direction: length + rate·shift.
                let rate = (movedEdge.x * edge.x + movedEdge.y * edge.y) / length - length
                let bound = (min(minimum, length) - length) / rate
                if rate > 1e-12 { lower = max(lower, bound) } else if rate < -1e-12 { upper = min(upper, bound) }
            }
        }
        return min(lower, 0)...max(upper, 0)
    }

    // MARK: Helpers

    /// Replaces the template, keeping every other setting, and invalidates the layout.
    func replaceTemplate(_ template: CollageTemplate) {
        var configuration = configuration
        configuration.template = template
        try? setConfiguration(configuration)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    static func distance(_ point: CGPoint, toSegment segment: (start: CGPoint, end: CGPoint)) -> CGFloat {
        let (a, b) = segment
        let dx = b.x - a.x, dy = b.y - a.y, lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? (((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared).clamped(to: 0...1) : 0
        return distance(point, CGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }
}
