extension Array where Element: Equatable {
    /// The one run of this array that `new` replaces, between their longest common prefix and
    /// suffix: the positions removed here, and the positions the run that replaces it takes in
    /// `new`. Both empty when the arrays are equal. What a page appended, a message inserted or a
    /// row deleted changes, found without hashing the items that stay, runs of the same bits
    /// skipped (``BitwiseComparison``).
    /// - Complexity: O(n) byte comparisons, and a `==` for each item whose bits differ.
    @inlinable
    package func changedRun(to new: [Element]) -> (removed: Range<Int>, added: Range<Int>) {
        withUnsafeBufferPointer { mine in
            new.withUnsafeBufferPointer { theirs in
                let prefix = BitwiseComparison.equalPrefixCount(mine, theirs)
                let suffix = BitwiseComparison.equalSuffixCount(mine, theirs, limit: Swift.min(count, new.count) - prefix)
                return (prefix..<(count - suffix), prefix..<(new.count - suffix))
            }
        }
    }
}
