import Foundation
import LayoutCore
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
}
