import Foundation

/// A 4×4 homogeneous transform of space, laid out as `CATransform3D`: points are row vectors
/// `[x y z 1]` multiplied on the left, so translation lives in `m41…m43` and the perspective
/// term in `m34` (usually `−1/eyeDistance`).
public struct Transform3D: Hashable, Sendable {
    /// The matrix entries by row, as `CATransform3D`'s: a point is a row vector multiplied from the left.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row; `m34` is the perspective.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation and the homogeneous scale.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0,
                                             m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0,
                                             m41: 0, m42: 0, m43: 0, m44: 1)

    /// The affine transform embedded in the plane z = 0, as `CATransform3DMakeAffineTransform`.
    public init(_ affine: Transform2D) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
    }

    /// A translation by `(tx, ty, tz)`.
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale by `(sx, sy, sz)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, as `CATransform3DMakeRotation`.
    /// A zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self = .identity; return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let cosine = cos(angle), sine = sin(angle), t = 1 - cosine
        self = .identity
        m11 = t * ux * ux + cosine
        m12 = t * ux * uy + sine * uz
        m13 = t * ux * uz - sine * uy
        m21 = t * ux * uy - sine * uz
        m22 = t * uy * uy + cosine
        m23 = t * uy * uz + sine * ux
        m31 = t * ux * uz + sine * uy
        m32 = t * uy * uz - sine * ux
        m33 = t * uz * uz + cosine
    }

    /// The identity with the perspective term `m34 = −1/eyeDistance`: points nearer the viewer
    /// (positive z) look larger. A non-positive or non-finite distance gives no perspective.
    public init(perspectiveEyeDistance eyeDistance: CGFloat) {
        self = .identity
        if eyeDistance > 0, eyeDistance.isFinite { m34 = -1 / eyeDistance }
    }

    /// Whether the transform changes nothing.
    package var isIdentity: Bool { self == .identity }

    /// Whether the transform stays in the plane, i.e. equals the embedding of ``affine``.
    package var isAffine: Bool { self == Transform3D(affine) }

    /// The affine part (`m11, m12, m21, m22, m41, m42`), as `CATransform3DGetAffineTransform`.
    @_spi(Testing) public var affine: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The transform that applies `self` first and `other` second, as `CATransform3DConcat(self, other)`.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// `self` preceded by a translation, as `CATransform3DTranslate`.
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a scale, as `CATransform3DScale`.
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a rotation, as `CATransform3DRotate`.
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The homogeneous image `(X, Y, Z, W)` of the point `(x, y, z)`.
    @_spi(Testing) public func apply(toX x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// The smallest `W` a projected point may have. Points at or behind the eye plane are
    /// clamped to it, so the projection stays finite.
    static let minimumProjectionW: CGFloat = 0.01

    /// The screen position of the point `(x, y)` of the plane z = 0 after the transform and
    /// the perspective divide.
    package func project(_ point: CGPoint) -> CGPoint {
        let p = apply(toX: point.x, y: point.y, z: 0)
        let w = Swift.max(p.w, Self.minimumProjectionW)
        return CGPoint(x: p.x / w, y: p.y / w)
    }

    /// The corners of `frame` (top-left, top-right, bottom-right, bottom-left) after the transform
    /// about the frame's center and the perspective divide, as Core Animation draws a layer
    /// whose anchor point is its center.
    package func projectedCorners(of frame: CGRect) -> [CGPoint] {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        return frame.cornerOffsets(from: center).map { offset in
            let projected = project(offset)
            return CGPoint(x: projected.x + center.x, y: projected.y + center.y)
        }
    }

    /// The bounding box of `frame` on screen after the transform about its center, projected.
    @_spi(Testing) public func visibleFrame(of frame: CGRect) -> CGRect {
        if isIdentity { return frame }
        return CGRect.boundingBox(of: projectedCorners(of: frame))
    }

    /// Whether the transformed layer shows its back to the viewer: its projected corners run
    /// counterclockwise on screen (the untransformed order is clockwise, y pointing down).
    package func isBackFacing(for frame: CGRect) -> Bool {
        let c = projectedCorners(of: frame)
        var twiceArea: CGFloat = 0
        for index in 0..<4 {
            let p = c[index], q = c[(index + 1) % 4]
            twiceArea += p.x * q.y - q.x * p.y
        }
        return twiceArea < 0
    }

    /// Whether every entry is finite.
    package var isFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }
}
