import Foundation

extension LayoutAttributes {
    /// The attributes a fraction `progress` of the way from `self` to `end`, as an animation
    /// shows them: frame, every transform entry and alpha move linearly; identity, zIndex and
    /// extra values are the end's; the element is hidden only while both ends are (or, at the
    /// end, as the end says).
    package func interpolated(to end: LayoutAttributes, progress: CGFloat) -> LayoutAttributes {
        var result = end
        result.interpolate(from: self, progress: progress)
        return result
    }

    /// Moves these end attributes back to a fraction `progress` of the way from `start` to
    /// them, in place: ``interpolated(to:progress:)`` without copying either end.
    package mutating func interpolate(from start: LayoutAttributes, progress: CGFloat) {
        guard progress.isFinite, progress < 1 else { return }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        frame = CGRect(x: mix(start.frame.minX, frame.minX), y: mix(start.frame.minY, frame.minY),
                       width: mix(start.frame.width, frame.width), height: mix(start.frame.height, frame.height))
        let (a, b) = (start.transform3D, transform3D)
        transform3D = Transform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
        alpha = mix(start.alpha, alpha)
        isHidden = start.isHidden && isHidden
    }
}
