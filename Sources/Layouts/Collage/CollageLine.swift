import Foundation

/// A line a collage cell's edge lies on: one of the canvas's four border edges or a divider.
@_spi(Testing) public enum CollageLine: Hashable, Sendable {
    /// A side of the canvas's border.
    @_spi(Testing) public enum Border: Hashable, Sendable, CaseIterable {
        case top, left, bottom, right
    }

    /// An edge of the canvas.
    case border(Border)
    /// A divider, by its index in the template.
    case divider(Int)

    /// Whether the line is a divider (so a cell edge on it is inset by half the spacing).
    @_spi(Testing) public var isDivider: Bool {
        if case .divider = self { return true }
        return false
    }
}

/// A line in the plane through `point` along `direction`.
struct PlaneLine {
    var point: CGPoint
    var direction: CGPoint

    /// The canvas border side's line on the unit square.
    init(_ border: CollageLine.Border) {
        switch border {
        case .top: self.init(point: .zero, direction: CGPoint(x: 1, y: 0))
        case .bottom: self.init(point: CGPoint(x: 0, y: 1), direction: CGPoint(x: 1, y: 0))
        case .left: self.init(point: .zero, direction: CGPoint(x: 0, y: 1))
        case .right: self.init(point: CGPoint(x: 1, y: 0), direction: CGPoint(x: 0, y: 1))
        }
    }

    /// The divider's line on the unit square.
    init(_ divider: CollageDivider) {
        switch divider.orientation {
        case .vertical: self.init(point: CGPoint(x: divider.start, y: 0), direction: CGPoint(x: divider.slope, y: 1))
        case .horizontal: self.init(point: CGPoint(x: 0, y: divider.start), direction: CGPoint(x: 1, y: divider.slope))
        }
    }

    init(point: CGPoint, direction: CGPoint) {
        self.point = point
        self.direction = direction
    }

    /// The point where it meets `other`, or `nil` when they are parallel.
    func intersection(with other: PlaneLine) -> CGPoint? {
        let denominator = direction.x * other.direction.y - direction.y * other.direction.x
        guard abs(denominator) > 1e-12 else { return nil }
        let dx = other.point.x - point.x, dy = other.point.y - point.y
        let t = (dx * other.direction.y - dy * other.direction.x) / denominator
        return CGPoint(x: point.x + t * direction.x, y: point.y + t * direction.y)
    }

    /// How far along the line `point` lies, in units of `direction`.
    func parameter(of point: CGPoint) -> CGFloat {
        let dx = point.x - self.point.x, dy = point.y - self.point.y
        return (dx * direction.x + dy * direction.y) / (direction.x * direction.x + direction.y * direction.y)
    }

    /// Whether `other` lies on the segment from ``point`` to `point + direction`, ends included,
    /// within `tolerance`.
    func segmentContains(_ other: CGPoint, tolerance: CGFloat) -> Bool {
        let t = parameter(of: other)
        let foot = CGPoint(x: point.x + t * direction.x, y: point.y + t * direction.y)
        return t >= -tolerance && t <= 1 + tolerance && hypot(foot.x - other.x, foot.y - other.y) <= tolerance
    }

    /// The line with every point's coordinates scaled by `size` and moved by `origin`.
    func mapped(to rect: CGRect) -> PlaneLine {
        PlaneLine(point: CGPoint(x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height),
                  direction: CGPoint(x: direction.x * rect.width, y: direction.y * rect.height))
    }
}
