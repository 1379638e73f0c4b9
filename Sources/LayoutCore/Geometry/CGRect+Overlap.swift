import Foundation

extension CGRect {
    /// Whether the two rectangles share area: on each axis their extents overlap by more than
    /// zero, or, for an extent of zero length, it lies within the other's closed extent.
    ///
    /// Rows that only touch a query rect's edge are not in it. Foundation's `intersects` answers
    /// differently on Linux and Apple platforms for touching edges; every query in the engine
    /// uses this one predicate instead, so results are the same everywhere.
    package func overlaps(_ other: CGRect) -> Bool {
        guard isFinite, other.isFinite else { return false }
        return Self.extentsOverlap(minX, maxX, other.minX, other.maxX)
            && Self.extentsOverlap(minY, maxY, other.minY, other.maxY)
    }

    private static func extentsOverlap(_ aMin: CGFloat, _ aMax: CGFloat, _ bMin: CGFloat, _ bMax: CGFloat) -> Bool {
        let low = Swift.max(aMin, bMin), high = Swift.min(aMax, bMax)
        if low < high { return true }
        return low == high && (aMin == aMax || bMin == bMax)
    }
}
