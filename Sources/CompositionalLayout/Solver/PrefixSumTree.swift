import Foundation

/// Lengths with O(log n) prefix sums, point updates and search (a Fenwick tree): the offsets of
/// an estimated section's groups, so one self-sizing resolution moves every later group without
/// touching them.
struct PrefixSumTree {
    private(set) var values: [CGFloat]
    private var tree: [CGFloat]

    /// `count` copies of `value`, built in O(n).
    init(repeating value: CGFloat, count: Int) {
        values = Array(repeating: value, count: count)
        tree = Array(repeating: 0, count: count + 1)
        for index in 1...max(1, count) where index <= count {
            tree[index] = value * CGFloat(index & -index)
        }
    }

    /// The number of values.
    var count: Int { values.count }

    /// The sum of all values.
    var total: CGFloat { prefixSum(count) }

    /// The sum of the first `count` values.
    func prefixSum(_ count: Int) -> CGFloat {
        var sum: CGFloat = 0
        var index = min(count, values.count)
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    /// Replaces the value at `index`.
    mutating func set(_ value: CGFloat, at index: Int) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The index of the value whose running span `[prefixSum(i), prefixSum(i + 1))` contains
    /// `target`: 0 below the start, `count` past the end. Values must not be negative.
    func index(containing target: CGFloat) -> Int {
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
