import Foundation
import LayoutCore

/// One section's items broken into lines by a ``LineBreaking`` rule, kept so that one item's
/// change costs O(log n) plus the lines it breaks again: the lines of a flow section whose items
/// size themselves, the rows of justified photos.
///
/// The lines live in two ``PrefixSumTree``s indexed by item: a 1 at the first item of each line,
/// and the line's thickness plus the line spacing at the same place (zero elsewhere), so that a
/// line's start is a prefix sum and the line at a position a search, whatever moved before it.
/// An item whose change keeps every break (``LineBreaking/keepsBreaks(replacing:with:)``)
/// re-places its line only; any other change breaks lines again from the line before it until a
/// new break falls where an old one did, and every later line moves by the difference. An
/// item's frame costs O(log n + its line), a rect query O(log n + k).
struct LineStore<Breaker: LineBreaking> {
    /// How lines break and items sit in them; its `start` is where the first line starts.
    var breaker: Breaker
    /// Each item, as the rule knows it.
    private(set) var items: [Breaker.Item]
    /// The items whose cells reported their size (self-sizing flow items).
    private(set) var sizedItems: Set<Int> = []
    /// The farthest any item has reached across when alone since the lines were built: the
    /// content spans at least this far, so it covers a lone item wider than the line.
    private(set) var widestItem: CGFloat
    /// 1 at the first item of each line.
    private var lineStarts: PrefixSumTree
    /// The thickness of each line plus the line spacing, at its first item.
    private var lineLengths: PrefixSumTree

    /// The `items` broken into lines by `breaker`, those in `sizedItems` as their cells reported
    /// them: O(n).
    init(breaker: Breaker, items: [Breaker.Item], sizedItems: Set<Int> = []) {
        self.breaker = breaker
        self.items = items
        self.sizedItems = sizedItems
        widestItem = items.reduce(0) { max($0, breaker.crossLength(of: $1)) }
        var starts = Array(repeating: CGFloat(0), count: items.count)
        var lengths = starts
        var first = 0
        while first < items.count {
            let end = breaker.lineEnd(from: first, count: items.count) { items[$0] }
            starts[first] = 1
            lengths[first] = breaker.thickness(of: items[first..<end], isLast: end == items.count) + breaker.lineSpacing
            first = end
        }
        lineStarts = PrefixSumTree(starts)
        lineLengths = PrefixSumTree(lengths)
    }

    /// The number of items.
    var count: Int { items.count }

    /// Where the last line ends along the scroll axis (the start, without items).
    var end: CGFloat { count == 0 ? breaker.start : breaker.start + lineLengths.total - breaker.lineSpacing }

    /// The farthest any item reaches across the scroll axis: the full line, or a wider lone item.
    var crossReach: CGFloat { breaker.crossStart + max(breaker.available, widestItem) }

    /// The frame of `item`.
    func frame(of item: Int) -> CGRect {
        let first = lineStart(containing: item)
        return line(from: first)[item - first]
    }

    /// Calls `body` with each item whose frame overlaps `rect`, line by line.
    func forEachItem(intersecting rect: CGRect, _ body: (Int, CGRect) -> Void) {
        let axis = breaker.axis
        guard rect.isFinite, count > 0 else { return }
        var first = lineLengths.index(containing: max(0, rect.min(axis) - breaker.start))
        // Lines of no length (items of no thickness, no spacing) touch the rect's start too.
        while first > 0, first == count || breaker.start + lineLengths.prefixSum(first) - breaker.lineSpacing >= rect.min(axis) {
            first = lineStart(containing: first - 1)
        }
        guard first < count else { return }
        var lineStart = breaker.start + lineLengths.prefixSum(first)
        while first < count, lineStart <= rect.max(axis) {
            let frames = line(from: first)
            for (offset, frame) in frames.enumerated() where frame.overlaps(rect) { body(first + offset, frame) }
            lineStart += lineLengths.values[first]
            first += frames.count
        }
    }

    // MARK: Changes

    /// Whether the cell of `item` has not reported its size.
    func hasEstimatedSize(item: Int) -> Bool {
        (0..<count).contains(item) && !sizedItems.contains(item)
    }

    /// Takes the size `item`'s cell reported (it is sized from now on). Answers whether anything
    /// changed.
    mutating func resolve(item: Int, with newItem: Breaker.Item) -> Bool {
        guard (0..<count).contains(item) else { return false }
        let isNew = sizedItems.insert(item).inserted
        return replace(item: item, with: newItem) || isNew
    }

    /// Replaces `item` and places its lines again: its own when every break holds, else from the
    /// line before it until the old breaks resume. Answers whether anything changed.
    @discardableResult
    mutating func replace(item: Int, with newItem: Breaker.Item) -> Bool {
        guard (0..<count).contains(item) else { return false }
        let old = items[item]
        items[item] = newItem
        widestItem = max(widestItem, breaker.crossLength(of: newItem))
        let first = lineStart(containing: item)
        if breaker.keepsBreaks(replacing: old, with: newItem) {
            let end = lineEnd(from: first)
            let length = breaker.thickness(of: items[first..<end], isLast: end == count) + breaker.lineSpacing
            guard length != lineLengths.values[first] else { return false }
            lineLengths.set(length, at: first)
        } else {
            // The item may now fit at the end of the line before: break again from there.
            rebreak(from: first > 0 ? lineStart(containing: first - 1) : 0, changed: item)
        }
        return true
    }

    /// Replaces the items of `range` with `newItems` (what a batch update changed) and breaks
    /// lines again from the line before them until a new line starts, after them, where an old
    /// one did: from there on the lines are the old ones, `newItems.count − range.count` items
    /// on. Sizes cells reported follow their items; of the new items, those at the offsets
    /// `sized` are sized.
    /// - Complexity: O(log n + the lines broken again) when as many items come as go; O(n) to
    ///   move the later lines' values otherwise.
    mutating func replaceSubrange(_ range: Range<Int>, with newItems: [Breaker.Item], sized: [Int] = []) {
        let delta = newItems.count - range.count, oldCount = count
        let first = range.lowerBound > 0 ? lineStart(containing: range.lowerBound - 1) : 0
        items.replaceSubrange(range, with: newItems)
        for item in newItems { widestItem = max(widestItem, breaker.crossLength(of: item)) }
        if !sizedItems.isEmpty || !sized.isEmpty {
            sizedItems = Set(sizedItems.compactMap { $0 < range.lowerBound ? $0 : $0 >= range.upperBound ? $0 + delta : nil })
            sizedItems.formUnion(sized.lazy.map { range.lowerBound + $0 })
        }
        let newTail = range.lowerBound + newItems.count
        var starts: [CGFloat] = [], lengths: [CGFloat] = []
        var next = first
        while next < count {
            let end = breaker.lineEnd(from: next, count: count) { items[$0] }
            let length = breaker.thickness(of: items[next..<end], isLast: end == count) + breaker.lineSpacing
            starts.append(1)
            lengths.append(length)
            starts.append(contentsOf: repeatElement(0, count: end - next - 1))
            lengths.append(contentsOf: repeatElement(0, count: end - next - 1))
            next = end
            // The old lines resume at a line that starts where one did after the change.
            if next >= newTail, next < count, lineStarts.values[next - delta] == 1 { break }
        }
        let replaced = first..<(next < count ? next - delta : oldCount)
        lineStarts.replaceSubrange(replaced, with: starts)
        lineLengths.replaceSubrange(replaced, with: lengths)
    }

    /// Forgets the size `item`'s cell reported (a new cell shows it): it keeps the size until the
    /// new cell reports one.
    mutating func measureAgain(_ item: Int) {
        sizedItems.remove(item)
    }

    /// The sizes cells reported, by item.
    var reportedItems: [Int: Breaker.Item] {
        Dictionary(uniqueKeysWithValues: sizedItems.map { ($0, items[$0]) })
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
    private func line(from first: Int) -> [CGRect] {
        let end = lineEnd(from: first)
        return breaker.place(items[first..<end], at: breaker.start + lineLengths.prefixSum(first), isLast: end == count)
    }

    /// Breaks the lines again from the line starting at `first`, until a new line starts where
    /// an old one did after `changed`: from there on the greedy breaks are the old ones.
    private mutating func rebreak(from first: Int, changed: Int) {
        var newStarts: [Int] = []
        var next = first
        repeat {
            newStarts.append(next)
            next = breaker.lineEnd(from: next, count: count) { items[$0] }
        } while next < count && !(next > changed && lineStarts.values[next] == 1)
        for item in first..<next where lineStarts.values[item] != 0 {
            lineStarts.set(0, at: item)
            lineLengths.set(0, at: item)
        }
        for (index, start) in newStarts.enumerated() {
            let end = index + 1 < newStarts.count ? newStarts[index + 1] : next
            lineStarts.set(1, at: start)
            lineLengths.set(breaker.thickness(of: items[start..<end], isLast: end == count) + breaker.lineSpacing, at: start)
        }
    }
}
