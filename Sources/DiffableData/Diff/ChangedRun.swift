extension Array where Element: Equatable {
    /// The one run of this array that `new` replaces, between their longest common prefix and
    /// suffix: the positions removed here, and the positions the run that replaces it takes in
    /// `new`. Both empty when the arrays are equal. What a page appended, a message inserted or a
    /// row deleted changes, found without hashing the items that stay.
    /// - Complexity: O(n) comparisons.
    @inlinable
    package func changedRun(to new: [Element]) -> (removed: Range<Int>, added: Range<Int>) {
        let shorter = Swift.min(count, new.count)
        var prefix = 0
        while prefix < shorter && self[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && self[count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (prefix..<(count - suffix), prefix..<(new.count - suffix))
    }
}
