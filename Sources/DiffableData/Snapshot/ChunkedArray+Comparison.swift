extension ChunkedArray: Equatable where Element: Equatable {
    /// Equal when the elements are, in order.
    /// - Complexity: O(c) for the leading chunks two arrays share (a copy and its edit share all
    ///   but those it wrote), then one comparison per element up to the first difference.
    @inlinable
    package static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
        lhs.count == rhs.count && lhs.commonPrefixCount(with: rhs) == lhs.count
    }

    /// How many leading elements `other` has equal to this array's: chunks the two share are
    /// skipped whole, the rest compared one by one.
    @inlinable
    func commonPrefixCount(with other: ChunkedArray) -> Int {
        var chunk = 0
        while chunk < chunks.count, chunk < other.chunks.count, chunks[chunk].sharesStorage(with: other.chunks[chunk]) {
            chunk += 1
        }
        let start = start(ofChunk: chunk)
        var mine = Iterator(chunks: chunks, from: chunk), theirs = Iterator(chunks: other.chunks, from: chunk)
        var prefix = start
        while let element = mine.next(), let otherElement = theirs.next(), element == otherElement { prefix += 1 }
        return prefix
    }

    /// How many trailing elements `other` has equal to this array's, among the last `limit`
    /// of either: chunks the two share are skipped whole, the rest compared one by one.
    @inlinable
    func commonSuffixCount(with other: ChunkedArray, limit: Int) -> Int {
        var suffix = 0, mine = chunks.count, theirs = other.chunks.count
        while mine > 0, theirs > 0, suffix + chunks[mine - 1].count <= limit,
              chunks[mine - 1].sharesStorage(with: other.chunks[theirs - 1]) {
            mine -= 1
            theirs -= 1
            suffix += chunks[mine].count
        }
        var position = start(ofChunk: mine), otherPosition = other.start(ofChunk: theirs)
        while suffix < limit, position > 0, otherPosition > 0, self[position - 1] == other[otherPosition - 1] {
            position -= 1
            otherPosition -= 1
            suffix += 1
        }
        return suffix
    }

    /// The one run of this array that `new` replaces, between their longest common prefix and
    /// suffix: the positions removed here, and those the run that replaces it takes in `new`.
    /// - Complexity: O(c) for the chunks the two share at either end, and a comparison per other
    ///   element up to the run.
    @inlinable
    func changedRun(to new: ChunkedArray) -> (removed: Range<Int>, added: Range<Int>) {
        let prefix = commonPrefixCount(with: new)
        let suffix = commonSuffixCount(with: new, limit: Swift.min(count, new.count) - prefix)
        return (prefix..<(count - suffix), prefix..<(new.count - suffix))
    }

    /// The one run of this array that `new` replaces, as ``changedRun(to:)-(ChunkedArray)``
    /// finds it, against an array.
    /// - Complexity: O(n) comparisons.
    @inlinable
    func changedRun(to new: [Element]) -> (removed: Range<Int>, added: Range<Int>) {
        let shorter = Swift.min(count, new.count)
        var prefix = 0
        var mine = makeIterator()
        while prefix < shorter, let element = mine.next(), element == new[prefix] { prefix += 1 }
        var suffix = 0
        var chunk = chunks.count - 1, offset = chunks.last.map { $0.count - 1 } ?? -1
        while suffix < shorter - prefix, chunks[chunk][offset] == new[new.count - 1 - suffix] {
            suffix += 1
            offset -= 1
            if offset < 0, chunk > 0 {
                chunk -= 1
                offset = chunks[chunk].count - 1
            }
        }
        return (prefix..<(count - suffix), prefix..<(new.count - suffix))
    }
}
