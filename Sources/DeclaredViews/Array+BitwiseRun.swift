import DiffableData

extension Array {
    /// The one run of this array that `new` replaces, between the longest prefix and suffix whose
    /// elements have the same bits in both: the positions it takes here, and in `new`. An element
    /// with the same bits is the same value (the same fields, the same references), so what lies
    /// outside the run is unchanged, whatever the type; an element inside it may still equal its
    /// counterpart (another copy of an equal string), which the caller compares. What the app's
    /// edit of an array it keeps (one item inserted, a value changed) leaves, found at the speed
    /// of memory, with no element read as a value.
    /// - Complexity: O(n) byte comparisons, in blocks.
    @inlinable
    package func bitwiseChangedRun(to new: [Element]) -> (old: Range<Int>, new: Range<Int>) {
        let stride = MemoryLayout<Element>.stride
        guard stride > 0 else { return (count..<count, new.count..<new.count) }
        return withUnsafeBytes { mine in
            new.withUnsafeBytes { theirs in
                let shorter = Swift.min(count, new.count) * stride
                guard shorter > 0, let mineStart = mine.baseAddress, let theirStart = theirs.baseAddress else {
                    return (0..<count, 0..<new.count)
                }
                let prefix = BitwiseComparison.commonPrefixLength(mineStart, theirStart, limit: shorter) / stride
                let limit = shorter - prefix * stride
                let suffix = BitwiseComparison.commonSuffixLength(mineStart + mine.count, theirStart + theirs.count, limit: limit) / stride
                return (prefix..<(count - suffix), prefix..<(new.count - suffix))
            }
        }
    }
}
