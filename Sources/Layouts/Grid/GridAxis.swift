import Foundation
import LayoutCore

/// One axis of a ``GridLayout`` (its columns, or its rows): each index's size and a gap between
/// neighbours, by the catalogue's rule: index `j` starts at `x_j = Σ_{k<j}(size_k + gap)`.
/// Where the frozen indices stand as the content scrolls is ``GridPlacement``'s.
///
/// The same axis serves the columns and the rows, so a query of a rect is two of
/// ``indices(overlapping:_:)``.
/// - Complexity: a uniform axis answers in O(1); sizes per index through prefix sums, O(log n).
struct GridAxis {
    /// The number of indices.
    let count: Int
    /// The gap between neighbours.
    let gap: CGFloat
    /// The indices' sizes: one for all, or each its own.
    private var sizes: Sizes

    private enum Sizes {
        /// Every index's size.
        case uniform(CGFloat)
        /// Each index's size plus the gap after it, summed.
        case perIndex(PrefixSumTree)
    }

    /// `count` indices of `size` each, `gap` apart. Throws a `LayoutError` naming a negative
    /// count, or a size or gap that is negative or not finite.
    init(count: Int, size: CGFloat, gap: CGFloat) throws(LayoutError) {
        guard count >= 0 else { throw .invalidValue(name: "grid index count", value: CGFloat(count), expected: "0 or more") }
        try LayoutError.checkLength("grid size", size)
        try LayoutError.checkLength("grid gap", gap)
        self.count = count
        self.gap = gap
        sizes = .uniform(size)
    }

    /// Indices of `sizes`, `gap` apart. Throws a `LayoutError` naming a size or gap that is
    /// negative or not finite.
    init(sizes: [CGFloat], gap: CGFloat) throws(LayoutError) {
        for (index, size) in sizes.enumerated() { try LayoutError.checkLength("grid size \(index)", size) }
        try LayoutError.checkLength("grid gap", gap)
        count = sizes.count
        self.gap = gap
        self.sizes = .perIndex(PrefixSumTree(sizes.map { $0 + gap }))
    }

    /// The axis of `count` indices of `lengths`, `gap` apart. Throws a `LayoutError` naming
    /// lengths per index that are not one per index (`name` says of what: "column widths").
    init(_ lengths: GridLayoutConfiguration.Lengths, count: Int, gap: CGFloat, name: String) throws(LayoutError) {
        switch lengths {
        case .uniform(let size):
            try self.init(count: count, size: size, gap: gap)
        case .each(let sizes):
            guard sizes.count == count else {
                throw .invalidModel(element: name, problem: "\(sizes.count) given for \(count)")
            }
            try self.init(sizes: sizes, gap: gap)
        }
    }

    /// Gives index `index` the size `size`, moving every later index by the difference: O(log n)
    /// with sizes per index, O(n) once to turn a uniform axis into one.
    mutating func setSize(_ size: CGFloat, of index: Int) {
        if case .uniform(let uniform) = sizes {
            sizes = .perIndex(PrefixSumTree(repeating: uniform + gap, count: count))
        }
        guard case .perIndex(var spans) = sizes else { return }
        sizes = .uniform(0)  // lets `spans` be written in place
        spans.set(size + gap, at: index)
        sizes = .perIndex(spans)
    }

    /// The size of index `index`.
    func size(of index: Int) -> CGFloat {
        switch sizes {
        case .uniform(let size): size
        case .perIndex(let spans): spans.values[index] - gap
        }
    }

    /// Where index `index` starts: `Σ_{k<index}(size_k + gap)`.
    func start(of index: Int) -> CGFloat {
        switch sizes {
        case .uniform(let size): CGFloat(index) * (size + gap)
        case .perIndex(let spans): spans.prefixSum(index)
        }
    }

    /// The axis's length: every size and the gaps between them.
    var length: CGFloat {
        count == 0 ? 0 : start(of: count - 1) + size(of: count - 1)
    }

    /// The indices whose span `[start, start + size)` meets the open interval `(low, high)`,
    /// as a rect query meets frames (``meets(_:_:_:_:)``): O(1) uniform, O(log n) otherwise (and
    /// one step for each index of no size and no gap at `high`).
    func indices(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
        // An interval of no length meets the spans whose closed extent holds it.
        let (low, high) = high == low ? (low.nextDown, high.nextUp) : (low, high)
        guard count > 0, high > low else { return 0..<0 }
        var first = index(containing: low), last = Swift.min(index(containing: high), count - 1)
        // `low` in a gap or at an index's end: that index ends before the interval.
        if first < count, start(of: first) + size(of: first) <= low { first += 1 }
        // Indices starting at `high` or after begin after the interval (several of no span).
        while last >= first, start(of: last) >= high { last -= 1 }
        return first <= last ? first..<(last + 1) : first..<first
    }

    /// Whether the extent `start...end` meets the interval `low...high` as `CGRect.overlaps`
    /// meets extents: they share length, or an interval of no length lies within the extent.
    static func meets(_ start: CGFloat, _ end: CGFloat, _ low: CGFloat, _ high: CGFloat) -> Bool {
        high > low ? start < high && end > low : start <= low && end >= high
    }

    /// The index whose span with its gap holds `coordinate` (`count` past the end, 0 before).
    private func index(containing coordinate: CGFloat) -> Int {
        guard coordinate > 0 else { return 0 }
        switch sizes {
        case .uniform(let size):
            let step = size + gap
            guard step > 0 else { return count }
            return Swift.min(count, Int((coordinate / step).rounded(.down)))
        case .perIndex(let spans):
            return spans.index(containing: coordinate)
        }
    }
}
