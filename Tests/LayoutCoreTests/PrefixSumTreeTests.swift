import Foundation
@_spi(Testing) import LayoutCore
import PropertyBased
import Testing

@Suite("PrefixSumTree")
struct PrefixSumTreeTests {
    @Test func sumsSetsAndSearches() {
        var tree = PrefixSumTree([10, 20, 0, 5])
        #expect((0...4).map(tree.prefixSum) == [0, 10, 30, 30, 35])
        // 10 lies in the second value's span [10, 30); 30 skips the empty third and lands in [30, 35).
        #expect([-1, 0, 9.5, 10, 29, 30, 34, 35, 99].map(tree.index(containing:)) == [0, 0, 0, 1, 1, 3, 3, 4, 4])
        tree.set(1, at: 2)
        #expect(tree.total == 36)
        #expect(tree.index(containing: 30) == 2)
        #expect(PrefixSumTree(repeating: 3, count: 0).total == 0)
        #expect(PrefixSumTree(repeating: 3, count: -2).count == 0)
    }

    @Test func replacingARangeSplicesTheValues() {
        // [1, 2, 3, 4, 5]: 2, 3 give way to 10, 20, 30 → [1, 10, 20, 30, 4, 5]; then 10, 20 to 7, 8.
        var tree = PrefixSumTree([1, 2, 3, 4, 5])
        tree.replaceSubrange(1..<3, with: [10, 20, 30])
        #expect(tree.values == [1, 10, 20, 30, 4, 5])
        #expect((0...6).map(tree.prefixSum) == [0, 1, 11, 31, 61, 65, 70])
        tree.replaceSubrange(1..<3, with: [7, 8])
        #expect((0...6).map(tree.prefixSum) == [0, 1, 8, 16, 46, 50, 55])
        tree.replaceSubrange(0..<6, with: [])
        #expect(tree.count == 0 && tree.total == 0)
    }

    /// A range replaced, in place, is exactly the tree built from the spliced values: every
    /// prefix sum to the last bit, whatever the values (fractions that round differently in
    /// another order).
    @Test func aReplacedRangeIsTheTreeBuiltAfresh() async {
        await propertyCheck(input: Gen.int(in: 0...1_000).array(of: 0...300), Gen.int(in: 0...1_000).array(of: 0...40),
                            Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)) { initial, replacement, a, b in
            let values = initial.map { CGFloat($0) / 7 }, newValues = replacement.map { CGFloat($0) / 3 }
            let low = values.isEmpty ? 0 : a % (values.count + 1), high = low + (values.isEmpty ? 0 : b % (values.count - low + 1))
            var tree = PrefixSumTree(values)
            tree.replaceSubrange(low..<high, with: newValues)
            var spliced = values
            spliced.replaceSubrange(low..<high, with: newValues)
            let fresh = PrefixSumTree(spliced)
            #expect(tree.values == spliced)
            #expect((0...spliced.count).allSatisfy { tree.prefixSum($0) == fresh.prefixSum($0) })
        }
    }

    /// Against sums worked out one by one, after any changes.
    @Test func agreesWithRunningSums() async {
        await propertyCheck(input: Gen.int(in: 0...40).array(of: 0...60), Gen.int(in: 0...40).array(of: 0...30),
                            Gen.int(in: -5...2500)) { initial, changes, target in
            var tree = PrefixSumTree(initial.map { CGFloat($0) })
            var values = initial.map { CGFloat($0) }
            for (step, value) in changes.enumerated() where !values.isEmpty {
                let index = (step * 17) % values.count
                tree.set(CGFloat(value), at: index)
                values[index] = CGFloat(value)
            }
            var sum: CGFloat = 0
            for index in 0...values.count {
                #expect(tree.prefixSum(index) == sum)
                if index < values.count { sum += values[index] }
            }
            let t = CGFloat(target)
            let expected = t < 0 ? 0 : values.indices.first { values[..<$0].reduce(0, +) <= t && t < values[...$0].reduce(0, +) } ?? values.count
            #expect(tree.index(containing: t) == expected)
        }
    }

    /// Changed in place, the tree answers every prefix sum exactly as a fresh build of its values
    /// does, and a change undone leaves it as it was, to the last bit: fractions that a running
    /// difference would leave an ulp off (0.1 + 0.2 − 0.2 ≠ 0.1).
    @Test func changesInPlaceSumExactlyAsAFreshBuild() async {
        await propertyCheck(count: 200, input: Gen.cgFloat(in: 0...1).array(of: 1...70), Gen.int(in: 0...1000).array(of: 1...30),
                            Gen.cgFloat(in: 0...1).array(of: 30)) { values, indices, newValues in
            var tree = PrefixSumTree(values)
            var current = values
            for (step, raw) in indices.enumerated() {
                let index = raw % values.count
                tree.set(newValues[step] / 3, at: index)
                current[index] = newValues[step] / 3
            }
            let fresh = PrefixSumTree(current)
            #expect((0...current.count).allSatisfy { tree.prefixSum($0) == fresh.prefixSum($0) })
            for (index, value) in values.enumerated() { tree.set(value, at: index) }
            let original = PrefixSumTree(values)
            #expect((0...values.count).allSatisfy { tree.prefixSum($0) == original.prefixSum($0) })
        }
    }
}
