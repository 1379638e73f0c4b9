import Foundation
import LayoutCore

/// One axis of a ``GridLayout`` as the visible area places it: the first `leading` and the last
/// `trailing` indices frozen at its edges, the rest where the axis puts them.
///
/// By the catalogue's rule a frozen leading index stands at `max(x_j, visibleStart + x_j)` and a
/// frozen trailing one at `min(x_j, visibleEnd − (length − x_j))`: every index of a band moves
/// by the same amount, `max(0, visibleStart)` for the leading band and
/// `min(0, visibleEnd − length)` for the trailing one. So a band keeps its order and its gaps,
/// and a query of a band is the axis's query shifted by the band's amount.
///
/// Beyond the catalogue's rule, a band never leaves the content: one longer than the visible
/// area (a grid of only frozen columns in a narrow view) would otherwise be pushed past the
/// content's start or end, where no scroll can reach it. The shifts are capped there, with the
/// line at the band's edge.
struct GridPlacement {
    /// A run of indices that move together.
    enum Band: Int, CaseIterable {
        /// The frozen first indices.
        case leading
        /// The indices that scroll.
        case body
        /// The frozen last indices.
        case trailing

        /// Whether the band stays put as the content scrolls.
        var isFrozen: Bool { self != .body }
    }

    /// The axis's sizes and gap.
    let axis: GridAxis
    /// How many of the first indices are frozen.
    let leading: Int
    /// How many of the last indices are frozen.
    let trailing: Int
    /// How far the frozen leading band moves: `max(0, visibleStart)`, at most to the content's end.
    let leadingShift: CGFloat
    /// How far the frozen trailing band moves: `min(0, visibleEnd − length)`, at most back to the
    /// content's start.
    let trailingShift: CGFloat
    /// Where the body can be seen: between the frozen leading band's end and the frozen trailing
    /// band's start where they stand, each with its gap (unbounded on a side with nothing frozen).
    let bodyWindow: ClosedRange<CGFloat>

    /// `axis` seen through a visible area from `visibleStart` to `visibleEnd`, its first
    /// `leading` and last `trailing` indices frozen (as many as there are: ``frozenCounts(leading:trailing:count:)``).
    init(axis: GridAxis, leading: Int, trailing: Int, visibleStart: CGFloat, visibleEnd: CGFloat) {
        let (leading, trailing) = Self.frozenCounts(leading: leading, trailing: trailing, count: axis.count)
        // Where each band ends inward where the axis puts it, and with the gap of its edge's line.
        let leadingEnd = leading == 0 ? nil : axis.start(of: leading - 1) + axis.size(of: leading - 1)
        let trailingStart = trailing == 0 ? nil : axis.start(of: axis.count - trailing)
        let leadingReach = leadingEnd.map { $0 + (leading < axis.count ? axis.gap : 0) } ?? 0
        let trailingReach = trailingStart.map { $0 - (trailing < axis.count ? axis.gap : 0) } ?? axis.length
        let leadingShift = Self.leadingShift(bandLength: leadingReach, length: axis.length, visibleStart: visibleStart)
        let trailingShift = min(0, max(visibleEnd - axis.length, -trailingReach))
        let low = leadingEnd.map { $0 + leadingShift + axis.gap } ?? -.infinity
        let high = trailingStart.map { $0 + trailingShift - axis.gap } ?? .infinity
        (self.axis, self.leading, self.trailing) = (axis, leading, trailing)
        (self.leadingShift, self.trailingShift, bodyWindow) = (leadingShift, trailingShift, low...max(low, high))
    }

    /// How many of `count` indices a grid freezes when asked for `leading` and `trailing`: as
    /// many as there are, leading first.
    static func frozenCounts(leading: Int, trailing: Int, count: Int) -> (leading: Int, trailing: Int) {
        let leading = min(max(0, leading), count)
        return (leading, min(max(0, trailing), count - leading))
    }

    /// How far a frozen leading band `bandLength` long moves in content `length` long when the
    /// visible area starts at `visibleStart`: `max(0, visibleStart)`, at most to the content's end.
    static func leadingShift(bandLength: CGFloat, length: CGFloat, visibleStart: CGFloat) -> CGFloat {
        max(0, min(visibleStart, length - bandLength))
    }

    /// The indices of `band`.
    func indices(of band: Band) -> Range<Int> {
        switch band {
        case .leading: 0..<leading
        case .body: leading..<(axis.count - trailing)
        case .trailing: (axis.count - trailing)..<axis.count
        }
    }

    /// The band `index` belongs to.
    func band(of index: Int) -> Band {
        index < leading ? .leading : index >= axis.count - trailing ? .trailing : .body
    }

    /// How far `band` moves from where the axis puts it.
    func shift(of band: Band) -> CGFloat {
        switch band {
        case .leading: leadingShift
        case .body: 0
        case .trailing: trailingShift
        }
    }

    /// Where index `index` stands.
    func start(of index: Int) -> CGFloat {
        axis.start(of: index) + shift(of: band(of: index))
    }

    /// The indices of `band` whose span, where they stand, meets the open interval `(low, high)`.
    /// - Complexity: O(log n), O(1) for a uniform axis.
    func indices(of band: Band, overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let shift = shift(of: band)
        return axis.indices(overlapping: low - shift, high - shift).clamped(to: indices(of: band))
    }

    /// Where `band` stands: from its first index's start to its last one's end; `nil` for an
    /// empty band.
    func extent(of band: Band) -> ClosedRange<CGFloat>? {
        let indices = indices(of: band)
        guard let first = indices.first, let last = indices.last else { return nil }
        let shift = shift(of: band)
        return (axis.start(of: first) + shift)...(axis.start(of: last) + axis.size(of: last) + shift)
    }

    // MARK: Lines

    /// The band of the line in the gap after index `index` (of `0..<count − 1`): its index's,
    /// except that the gap before the frozen trailing band is that band's, so that the edge of
    /// each frozen band is drawn with it.
    func lineBand(after index: Int) -> Band {
        band(of: index + 1) == .trailing ? .trailing : band(of: index)
    }

    /// Where the line in the gap after index `index` starts: that index's end, moved with the
    /// line's band. It is ``GridAxis/gap`` long.
    func lineStart(after index: Int) -> CGFloat {
        axis.start(of: index) + axis.size(of: index) + shift(of: lineBand(after: index))
    }

    /// The indices of the lines of `band` that meet the open interval `(low, high)` where they
    /// stand; a body line is shown only within ``bodyWindow``, where no frozen band covers it.
    /// - Complexity: O(log n + k), O(k) for a uniform axis.
    func lines(of band: Band, overlapping low: CGFloat, _ high: CGFloat) -> [Int] {
        guard axis.gap > 0, axis.count > 1 else { return [] }
        let indices = indices(of: band)
        let candidates = max(0, indices.lowerBound - 1)..<min(axis.count - 1, indices.upperBound)
        let shift = shift(of: band)
        // The lines after the indices the interval meets, and after the one before them.
        let met = axis.indices(overlapping: low - shift - axis.gap, high - shift)
        let nearby = max(0, met.lowerBound - 1)..<met.upperBound
        return nearby.clamped(to: candidates).filter { lineBand(after: $0) == band && isShown(lineAfter: $0, overlapping: low, high) }
    }

    /// Whether the line after `index` meets `(low, high)` where it stands and, in the body, lies
    /// within ``bodyWindow``.
    func isShown(lineAfter index: Int, overlapping low: CGFloat, _ high: CGFloat) -> Bool {
        guard axis.gap > 0, (0..<(axis.count - 1)).contains(index) else { return false }
        let start = lineStart(after: index), end = start + axis.gap
        guard GridAxis.meets(start, end, low, high) else { return false }
        return lineBand(after: index) != .body || (start >= bodyWindow.lowerBound && end <= bodyWindow.upperBound)
    }
}
