extension ChunkedArray: Equatable where Element: Equatable {
    /// Equal when the elements are, in order.
    /// - Complexity: O(c) for the leading chunks two arrays share (a copy and its edit share all
    ///   but those it wrote), then one comparison per element up to the first difference.
    @inlinable
    package static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
        lhs.count == rhs.count && lhs.commonPrefixCount(with: rhs) == lhs.count
    }

    /// How many leading elements `other` has equal to this array's: chunks the two share are
    /// skipped whole, the rest compared a run of both chunks at a time, the same bits skipped
    /// (``BitwiseComparison``) and `==` asked only where they differ.
    @inlinable
    func commonPrefixCount(with other: ChunkedArray) -> Int {
        var mine = 0
        while mine < chunks.count, mine < other.chunks.count, chunks[mine].sharesStorage(with: other.chunks[mine]) { mine += 1 }
        var theirs = mine, offset = 0, otherOffset = 0, prefix = start(ofChunk: mine)
        while mine < chunks.count, theirs < other.chunks.count {
            let run = Swift.min(chunks[mine].count - offset, other.chunks[theirs].count - otherOffset)
            let equal = chunks[mine].withUnsafeBufferPointer { a in
                other.chunks[theirs].withUnsafeBufferPointer { b in
                    BitwiseComparison.equalPrefixCount(UnsafeBufferPointer(rebasing: a[offset..<(offset + run)]),
                                                       UnsafeBufferPointer(rebasing: b[otherOffset..<(otherOffset + run)]))
                }
            }
            prefix += equal
            guard equal == run else { break }
            offset += run
            otherOffset += run
            if offset == chunks[mine].count { (mine, offset) = (mine + 1, 0) }
            if otherOffset == other.chunks[theirs].count { (theirs, otherOffset) = (theirs + 1, 0) }
        }
        return prefix
    }

    /// How many trailing elements `other` has equal to this array's, among the last `limit`
    /// of either, found as ``commonPrefixCount(with:)`` finds the leading ones.
    @inlinable
    func commonSuffixCount(with other: ChunkedArray, limit: Int) -> Int {
        var suffix = 0, mine = chunks.count, theirs = other.chunks.count
        while mine > 0, theirs > 0, suffix + chunks[mine - 1].count <= limit,
              chunks[mine - 1].sharesStorage(with: other.chunks[theirs - 1]) {
            mine -= 1
            theirs -= 1
            suffix += chunks[mine].count
        }
        // Cursors just past the next elements to compare, in the chunks before those skipped.
        var end = mine > 0 ? chunks[mine - 1].count : 0, otherEnd = theirs > 0 ? other.chunks[theirs - 1].count : 0
        while suffix < limit, mine > 0, theirs > 0 {
            let run = Swift.min(end, otherEnd, limit - suffix)
            let equal = chunks[mine - 1].withUnsafeBufferPointer { a in
                other.chunks[theirs - 1].withUnsafeBufferPointer { b in
                    BitwiseComparison.equalSuffixCount(UnsafeBufferPointer(rebasing: a[(end - run)..<end]),
                                                       UnsafeBufferPointer(rebasing: b[(otherEnd - run)..<otherEnd]), limit: run)
                }
            }
            suffix += equal
            guard equal == run else { break }
            end -= run
            otherEnd -= run
            if end == 0 {
                mine -= 1
                end = mine > 0 ? chunks[mine - 1].count : 0
            }
            if otherEnd == 0 {
                theirs -= 1
                otherEnd = theirs > 0 ? other.chunks[theirs - 1].count : 0
            }
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
    /// finds it, against an array: each chunk compared with the part of `new` beside it.
    /// - Complexity: O(n) byte comparisons, and a `==` for each element whose bits differ.
    @inlinable
    func changedRun(to new: [Element]) -> (removed: Range<Int>, added: Range<Int>) {
        let shorter = Swift.min(count, new.count)
        var prefix = 0
        new.withUnsafeBufferPointer { theirs in
            for chunk in chunks where prefix < shorter {
                let run = Swift.min(chunk.count, shorter - prefix)
                let equal = chunk.withUnsafeBufferPointer { mine in
                    BitwiseComparison.equalPrefixCount(UnsafeBufferPointer(rebasing: mine[..<run]),
                                                       UnsafeBufferPointer(rebasing: theirs[prefix..<(prefix + run)]))
                }
                prefix += equal
                if equal < run { break }
            }
        }
        var suffix = 0
        new.withUnsafeBufferPointer { theirs in
            for chunk in chunks.reversed() where suffix < shorter - prefix {
                let run = Swift.min(chunk.count, shorter - prefix - suffix)
                let end = new.count - suffix
                let equal = chunk.withUnsafeBufferPointer { mine in
                    BitwiseComparison.equalSuffixCount(UnsafeBufferPointer(rebasing: mine[(chunk.count - run)...]),
                                                       UnsafeBufferPointer(rebasing: theirs[(end - run)..<end]), limit: run)
                }
                suffix += equal
                if equal < run { break }
            }
        }
        return (prefix..<(count - suffix), prefix..<(new.count - suffix))
    }
}
