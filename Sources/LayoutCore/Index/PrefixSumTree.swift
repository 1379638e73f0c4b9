import Foundation

/// Lengths with O(log n) prefix sums, point updates and search (a Fenwick tree): the offsets of
/// rows, lines or groups whose lengths cells report one at a time, so one self-sizing resolution
/// moves every later one without touching them.
package struct PrefixSumTree: Sendable {
    /// The values, in order.
    @usableFromInline package private(set) var values: [CGFloat]
    @usableFromInline var tree: [CGFloat]

    /// `count` copies of `value`, built in O(n).
    @inlinable package init(repeating value: CGFloat, count: Int) {
        self.init(Array(repeating: value, count: max(0, count)))
    }

    /// The tree of `values`, built in O(n).
    @inlinable package init(_ values: [CGFloat]) {
        self.values = values
        tree = [0] + values
        for index in tree.indices.dropFirst() {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// The number of values.
    @inlinable package var count: Int { values.count }

    /// The sum of all values.
    @inlinable package var total: CGFloat { prefixSum(count) }

    /// The sum of the first `count` values.
    @inlinable package func prefixSum(_ count: Int) -> CGFloat {
        var sum: CGFloat = 0
        var index = min(count, values.count)
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    /// Replaces the value at `index`: O(log² n).
    ///
    /// Each node on the way up is summed again from its children rather than shifted by the
    /// difference, in the order ``init(_:)`` sums them, so the tree is always exactly the tree a
    /// fresh build of ``values`` makes: a change and its undoing leave every prefix sum as it was
    /// to the last bit, and a layout changed in place answers the frames a fresh one does.
    @inlinable package mutating func set(_ value: CGFloat, at index: Int) {
        guard value != values[index] else { return }
        values[index] = value
        var position = index + 1
        while position < tree.count {
            // The node covers values (position − lowbit, position]: its own value, then its
            // children from the widest (position − lowbit / 2) to position − 1.
            var sum = values[position - 1]
            var step = (position & -position) / 2
            while step > 0 {
                sum += tree[position - step]
                step /= 2
            }
            tree[position] = sum
            position += position & -position
        }
    }

    /// Replaces the values of `range` with `newValues`: O(k·log² n) for as many values, few
    /// enough that setting each in place (``set(_:at:)``) costs less than building the tree
    /// again; otherwise the values are spliced in place and the nodes past `range`'s start
    /// built again, O(n − range's start), without allocating. Either way the tree is exactly
    /// the one ``init(_:)`` builds.
    @inlinable package mutating func replaceSubrange(_ range: Range<Int>, with newValues: [CGFloat]) {
        guard newValues.count != range.count || range.count * 128 > count else {
            for (index, value) in zip(range, newValues) { set(value, at: index) }
            return
        }
        values.replaceSubrange(range, with: newValues)
        tree.replaceSubrange((range.lowerBound + 1)..<(range.upperBound + 1), with: repeatElement(0, count: newValues.count))
        rebuildNodes(after: range.lowerBound)
    }

    /// Builds again every node past the first `start` values, as ``init(_:)`` builds it: the
    /// node's own value, then its children in increasing order, those before `start` (unchanged,
    /// the nodes of `start`'s prefix whose parents lie past it) first. O(n − start + log n).
    @inlinable mutating func rebuildNodes(after start: Int) {
        let count = values.count
        guard start < count else { return }
        values.withUnsafeBufferPointer { values in
            tree.withUnsafeMutableBufferPointer { tree in
                for node in (start + 1)...count { tree[node] = values[node - 1] }
                var prefix: [Int] = []
                var node = start
                while node > 0 {
                    prefix.append(node)
                    node &= node - 1
                }
                for node in prefix.reversed() {
                    let parent = node + (node & -node)
                    if parent <= count { tree[parent] += tree[node] }
                }
                for node in (start + 1)...count {
                    let parent = node + (node & -node)
                    if parent <= count { tree[parent] += tree[node] }
                }
            }
        }
    }

    /// The index of the value whose running span `[prefixSum(i), prefixSum(i + 1))` contains
    /// `target`: 0 below the start, `count` past the end. Values must not be negative.
    @inlinable package func index(containing target: CGFloat) -> Int {
        guard target >= 0 else { return 0 }
        var position = 0, remaining = target
        var step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= values.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
