extension Array {
    /// Whether `other` is this array's own storage (the same buffer and count): then the two are
    /// equal without a comparison, since a buffer two arrays share is never written. `false` says
    /// nothing about equality.
    /// - Complexity: O(1).
    @inlinable
    package func sharesStorage(with other: [Element]) -> Bool {
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        return withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
