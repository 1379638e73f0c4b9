import Foundation

/// An affine transform of the plane, laid out as `CGAffineTransform`:
/// a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    /// The matrix entries, as `CGAffineTransform`'s: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    public var a: CGFloat
    /// See ``a``.
    public var b: CGFloat
    /// See ``a``.
    public var c: CGFloat
    /// See ``a``.
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn the x axis toward the y axis
    /// (clockwise on a screen whose y axis points down), as `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform changes nothing.
    package var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and `other` second, as `CGAffineTransform.concatenating(_:)`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` preceded by a translation, as `CGAffineTransform.translatedBy(x:y:)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale, as `CGAffineTransform.scaledBy(x:y:)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation, as `CGAffineTransform.rotated(by:)`.
    public func rotated(by angle: CGFloat) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero when the transform collapses the plane.
    var determinant: CGFloat { a * d - b * c }

    /// The transform that undoes `self`, or `nil` when `self` is singular (determinant zero or not finite).
    @_spi(Testing) public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }

    /// The image of `point`.
    @_spi(Testing) public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of `frame` after applying `self` about the frame's center, as UIKit
    /// applies a view's transform about its center (anchor point 0.5, 0.5).
    @_spi(Testing) public func visibleFrame(of frame: CGRect) -> CGRect {
        if isIdentity { return frame }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return CGRect.boundingBox(of: frame.cornerOffsets(from: center).map { offset in
            let moved = apply(to: offset)
            return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
        })
    }

    /// Whether every coefficient is finite.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// "[a, b, c, d, tx, ty]", as `CGAffineTransform` prints.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGRect {
    /// The four corners relative to `center`: top-left, top-right, bottom-right, bottom-left.
    func cornerOffsets(from center: CGPoint) -> [CGPoint] {
        [CGPoint(x: minX - center.x, y: minY - center.y), CGPoint(x: maxX - center.x, y: minY - center.y),
         CGPoint(x: maxX - center.x, y: maxY - center.y), CGPoint(x: minX - center.x, y: maxY - center.y)]
    }

    /// The smallest rectangle containing every point.
    package static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
