import Foundation

/// How an animation's progress follows time, as `CAMediaTimingFunction` / `UIView.AnimationCurve`.
package enum TimingCurve: Hashable, Sendable {
    /// Progress equals time.
    case linear
    /// Starts slowly: the cubic Bézier (0.42, 0), (1, 1).
    case easeIn
    /// Ends slowly: the cubic Bézier (0, 0), (0.58, 1).
    case easeOut
    /// Starts and ends slowly: the cubic Bézier (0.42, 0), (0.58, 1).
    case easeInEaseOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points `(x1, y1)` and `(x2, y2)`;
    /// the x values are clamped to [0, 1] so time never runs backward.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// The polynomial ease-in of hand-written display-link animations: `x²`.
    case quadraticEaseIn
    /// The polynomial ease-out: `1 − (1 − x)²`, the mirror of ``quadraticEaseIn``.
    case quadraticEaseOut
    /// The polynomial ease-in-out: `2x²` for `x < 0.5`, else `−2x² + 4x − 1`.
    case quadraticEaseInOut

    private var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: nil
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            (x1.isFinite ? min(max(x1, 0), 1) : 0, y1.isFinite ? y1 : 0,
             x2.isFinite ? min(max(x2, 0), 1) : 1, y2.isFinite ? y2 : 1)
        case .quadraticEaseIn, .quadraticEaseOut, .quadraticEaseInOut: nil
        }
    }

    /// The eased progress at fraction `time` of the duration (clamped to [0, 1]).
    package func progress(at time: Double) -> Double {
        let t = time.isFinite ? min(max(time, 0), 1) : (time > 0 ? 1 : 0)
        switch self {
        case .quadraticEaseIn: return t * t
        case .quadraticEaseOut: return 1 - (1 - t) * (1 - t)
        case .quadraticEaseInOut: return t < 0.5 ? 2 * t * t : -2 * t * t + 4 * t - 1
        default: break
        }
        guard let points = controlPoints else { return t }
        if t == 0 || t == 1 { return t }
        let parameter = Self.bezierParameter(forX: t, x1: points.x1, x2: points.x2)
        return Self.bezier(parameter, points.y1, points.y2)
    }

    /// One coordinate of the cubic Bézier with end points 0 and 1 at parameter `s`.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Solves x(s) = x for s: Newton steps, with bisection as the fallback (x is monotonic
    /// because the control x values lie in [0, 1]).
    private static func bezierParameter(forX x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let slope = bezierSlope(s, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard (0...1).contains(s) else { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            s = (low + high) / 2
            if bezier(s, x1, x2) < x { low = s } else { high = s }
        }
        return s
    }
}
