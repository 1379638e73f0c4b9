import Foundation

/// The vertical compaction of the classic pizza layout as a function of a row's distance `d`
/// from the screen's center: the row's center moves to `f(d) = d + vOffset = d − d·s/4`, where
/// `s = 1 − k·min(|d|/c, 1)` is its scale (k the scale factor, c the critical offset).
///
/// `f` is odd and strictly increasing (its slope is `3/4 + k·|d|/(2c)` inside the critical
/// distance and `(3 + k)/4` beyond), so it has an inverse, which finds the rows a rect can
/// reach without a scan.
struct PizzaCompaction {
    /// The scale lost at the critical distance (`scaleFactor`, 0.6).
    var scaleFactor: CGFloat
    /// The critical distance from the center (`criticalOffsetFromCenter`, 200).
    var criticalOffset: CGFloat

    /// `s = 1 − k·min(|d|/c, 1)`.
    func scale(atDistance d: CGFloat) -> CGFloat {
        1 - scaleFactor * min(abs(d) / criticalOffset, 1)
    }

    /// `f(d) = d − d·s(d)/4`.
    func compacted(_ d: CGFloat) -> CGFloat {
        d - d * scale(atDistance: d) / 4
    }

    /// The distance `d` with `f(d) = y`.
    func distance(compactedTo y: CGFloat) -> CGFloat {
        let magnitude = abs(y), k = scaleFactor, c = criticalOffset
        let d: CGFloat
        if magnitude >= c * (3 + k) / 4 {
            d = 4 * magnitude / (3 + k)
        } else if k == 0 {
            d = 4 * magnitude / 3
        } else {
            // (k/(4c))·d² + (3/4)·d − |y| = 0, the positive root.
            d = (-0.75 + (0.5625 + k * magnitude / c).squareRoot()) / (k / (2 * c))
        }
        return y < 0 ? -d : d
    }
}
