import Foundation
import LayoutCore

/// The items of a flow section that size themselves (``FlowLayoutConfiguration/estimatedItemSize``):
/// each item's size, its estimate until its cell reports one, broken into the lines
/// ``FlowLineBuilder`` makes.
///
/// The lines live in two ``PrefixSumTree``s indexed by item: a 1 at the first item of each line,
/// and the line's thickness plus the line spacing at the same place (zero elsewhere), so that a
/// line's start is a prefix sum and the line at a position a search, whatever moved before it.
/// One reported size costs O(log n) plus the items of the lines it re-breaks: a new thickness
/// re-places its line only; a new extent across re-breaks from the line before it until the
/// lines meet the old breaks again. An item's frame costs O(log n + its line), a rect query
/// O(log n + k).
struct FlowLines {
    /// How lines break and items sit in them; its `start` is where the first line starts.
    var builder: FlowLineBuilder
    /// Each item's size.
    private(set) var sizes: [CGSize]
    /// The items whose cells reported their size.
    private(set) var sizedItems: Set<Int> = []
    /// The widest extent across any item has had since the lines were built: the content spans
    /// at least this far, so it covers a lone item wider than the line.
    private(set) var widestItem: CGFloat
    /// 1 at the first item of each line.
    private var lineStarts: PrefixSumTree
    /// The thickness of each line plus the line spacing, at its first item.
    private var lineLengths: PrefixSumTree

    /// The items of `sizes` broken into lines by `builder`, those in `sizedItems` as their cells
    /// reported them: O(n).
    init(builder: FlowLineBuilder, sizes: [CGSize], sizedItems: Set<Int> = []) {
        self.builder = builder
        self.sizes = sizes
        self.sizedItems = sizedItems
        widestItem = sizes.map { $0[builder.axis.cross] }.max() ?? 0
        var starts = Array(repeating: CGFloat(0), count: sizes.count)
        var lengths = starts
        var first = 0
        while first < sizes.count {
            let end = builder.lineEnd(from: first, count: sizes.count) { sizes[$0] }
            starts[first] = 1
            lengths[first] = Self.thickness(of: sizes[first..<end], along: builder.axis) + builder.lineSpacing
            first = end
        }
        lineStarts = PrefixSumTree(starts)
        lineLengths = PrefixSumTree(lengths)
    }

    /// The number of items.
    var count: Int { sizes.count }

    /// Where the last line ends along the scroll axis (the start, without items).
    var end: CGFloat { count == 0 ? builder.start : builder.start + lineLengths.total - builder.lineSpacing }

    /// The farthest any item reaches across the scroll axis: the full line, or a wider lone item.
    var crossReach: CGFloat { builder.crossStart + max(builder.available, widestItem) }

    /// The frame of `item`.
    func frame(of item: Int) -> CGRect {
        let first = lineStart(containing: item)
        return line(from: first).frames[item - first]
    }

    /// Calls `body` with each item whose frame overlaps `rect`, line by line.
    func forEachItem(intersecting rect: CGRect, _ body: (Int, CGRect) -> Void) {
        let axis = builder.axis
        guard rect.isFinite, count > 0 else { return }
        var first = lineLengths.index(containing: max(0, rect.min(axis) - builder.start))
        // Lines of no length (items of no thickness, no spacing) touch the rect's start too.
        while first > 0, first == count || builder.start + lineLengths.prefixSum(first) - builder.lineSpacing >= rect.min(axis) {
            first = lineStart(containing: first - 1)
        }
        guard first < count else { return }
        var lineStart = builder.start + lineLengths.prefixSum(first)
        while first < count, lineStart <= rect.max(axis) {
            let line = line(from: first)
            for (offset, frame) in line.frames.enumerated() where frame.overlaps(rect) { body(first + offset, frame) }
            lineStart += lineLengths.values[first]
            first += line.frames.count
        }
    }

    // MARK: Self-sizing

    /// Whether the cell of `item` has not reported its size.
    func hasEstimatedSize(item: Int) -> Bool {
        (0..<count).contains(item) && !sizedItems.contains(item)
    }

    /// Takes the size `item`'s cell reported. Answers whether anything changed.
    mutating func resolve(item: Int, size: CGSize) -> Bool {
        guard (0..<count).contains(item), size.isFinite, size.width >= 0, size.height >= 0 else { return false }
        let isNew = sizedItems.insert(item).inserted
        let old = sizes[item]
        guard old != size else { return isNew }
        sizes[item] = size
        let cross = builder.axis.cross
        widestItem = max(widestItem, size[cross])
        let first = lineStart(containing: item)
        if old[cross] == size[cross] {
            lineLengths.set(Self.thickness(of: sizes[first..<lineEnd(from: first)], along: builder.axis) + builder.lineSpacing, at: first)
        } else {
            // The item may now fit at the end of the line before: break again from there.
            rebreak(from: first > 0 ? lineStart(containing: first - 1) : 0, changed: item)
        }
        return true
    }

    /// The sizes cells reported, by item.
    var reportedSizes: [Int: CGSize] {
        Dictionary(uniqueKeysWithValues: sizedItems.map { ($0, sizes[$0]) })
    }

    // MARK: Lines

    /// The first item of the line holding `item`: O(log n).
    private func lineStart(containing item: Int) -> Int {
        let linesSoFar = lineStarts.prefixSum(item + 1)
        return lineStarts.index(containing: linesSoFar - 0.5)
    }

    /// The end of the line that starts at `first`: the next line's first item, or the count.
    private func lineEnd(from first: Int) -> Int {
        var end = first + 1
        while end < count, lineStarts.values[end] == 0 { end += 1 }
        return end
    }

    /// The frames of the line starting at `first`.
    private func line(from first: Int) -> (frames: [CGRect], thickness: CGFloat) {
        builder.place(sizes[first..<lineEnd(from: first)], at: builder.start + lineLengths.prefixSum(first))
    }

    /// Breaks the lines again from the line starting at `first`, until a new line starts where
    /// an old one did after `changed`: from there on the greedy breaks are the old ones.
    private mutating func rebreak(from first: Int, changed: Int) {
        var newStarts: [Int] = []
        var next = first
        repeat {
            newStarts.append(next)
            next = builder.lineEnd(from: next, count: count) { sizes[$0] }
        } while next < count && !(next > changed && lineStarts.values[next] == 1)
        for item in first..<next where lineStarts.values[item] != 0 {
            lineStarts.set(0, at: item)
            lineLengths.set(0, at: item)
        }
        for (index, start) in newStarts.enumerated() {
            let end = index + 1 < newStarts.count ? newStarts[index + 1] : next
            lineStarts.set(1, at: start)
            lineLengths.set(Self.thickness(of: sizes[start..<end], along: builder.axis) + builder.lineSpacing, at: start)
        }
    }

    private static func thickness(of sizes: ArraySlice<CGSize>, along axis: ScrollDirection) -> CGFloat {
        sizes.reduce(0) { max($0, $1[axis]) }
    }
}
