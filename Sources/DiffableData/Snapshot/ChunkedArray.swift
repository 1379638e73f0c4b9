/// An array kept as a list of chunks, each its own copy-on-write buffer of at most two
/// ``chunkSize`` elements: a snapshot's section copied and edited (the app's edit of the shown
/// snapshot) shares every chunk with the original but the ones it writes, so an insert, a delete
/// or a move copies the list of chunks and the chunks it touches, never every element; dropping
/// either copy frees only what it alone held. Element `i` is found by a binary search of where
/// each chunk ends.
/// - Complexity: reading an element O(log c) for c chunks, iterating O(1) per element; an edit
///   O(c + chunkSize + the elements it inserts or removes) (about a thousand chunks at 10⁶).
@usableFromInline package struct ChunkedArray<Element> {
    /// The elements a chunk holds when made; chunks split past twice this.
    @usableFromInline static var chunkSize: Int { 1024 }

    /// The chunks, in order, none empty.
    @usableFromInline private(set) var chunks: [[Element]] = []
    /// Where each chunk ends: the number of elements in it and every chunk before it.
    @usableFromInline private(set) var ends: [Int] = []

    /// An empty array.
    @inlinable init() {}

    /// The elements of `elements`, in order.
    @inlinable
    init(_ elements: [Element]) {
        chunks = Self.chunked(elements[...])
        recordEnds(from: 0)
    }

    /// The number of elements.
    @inlinable package var count: Int { ends.last ?? 0 }

    /// Whether `other` is this array's own storage, unwritten since (the same list of chunks):
    /// then the two are equal without a comparison. `false` says nothing about equality.
    /// - Complexity: O(1).
    @inlinable
    package func sharesStorage(with other: ChunkedArray) -> Bool {
        guard count == other.count else { return false }
        guard !chunks.isEmpty else { return true }
        return chunks.withUnsafeBufferPointer { mine in other.chunks.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// The index of the chunk holding element `position` (`position < count`).
    @inlinable @inline(__always)
    func chunk(containing position: Int) -> Int {
        var low = 0, high = ends.count - 1
        while low < high {
            let mid = (low + high) >> 1
            if ends[mid] > position { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Where the chunk at `index` starts.
    @inlinable
    func start(ofChunk index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

    /// Writes down where each chunk from `index` on ends.
    @inlinable
    mutating func recordEnds(from index: Int) {
        ends.removeSubrange(Swift.min(index, ends.count)...)
        var end = start(ofChunk: index)
        for chunk in chunks[index...] {
            end += chunk.count
            ends.append(end)
        }
    }

    /// `elements` cut into chunks of about ``chunkSize`` (none empty, none over it).
    @inlinable
    static func chunked(_ elements: ArraySlice<Element>) -> [[Element]] {
        guard !elements.isEmpty else { return [] }
        let pieces = (elements.count + chunkSize - 1) / chunkSize
        var result: [[Element]] = []
        result.reserveCapacity(pieces)
        var start = elements.startIndex
        for piece in 0..<pieces {
            let end = elements.startIndex + elements.count * (piece + 1) / pieces
            result.append(Array(elements[start..<end]))
            start = end
        }
        return result
    }

    // MARK: Edits

    /// Inserts `elements` before element `position` (`count`: at the end).
    /// - Complexity: O(c + chunkSize + m) for m elements inserted.
    @inlinable
    mutating func insert(contentsOf elements: [Element], at position: Int) {
        guard !elements.isEmpty else { return }
        guard !chunks.isEmpty else {
            self = ChunkedArray(elements)
            return
        }
        let index = position == count ? chunks.count - 1 : chunk(containing: position)
        let offset = position - start(ofChunk: index)
        if chunks[index].count + elements.count <= 2 * Self.chunkSize {
            chunks[index].insert(contentsOf: elements, at: offset)
        } else {
            var merged = Array(chunks[index][..<offset])
            merged.reserveCapacity(chunks[index].count + elements.count)
            merged.append(contentsOf: elements)
            merged.append(contentsOf: chunks[index][offset...])
            chunks.replaceSubrange(index...index, with: Self.chunked(merged[...]))
        }
        recordEnds(from: index)
    }

    /// Removes the elements at `positions`, ascending and without repeats.
    /// - Complexity: O(c + chunkSize · the chunks they are in).
    @inlinable
    mutating func remove(atAscending positions: [Int]) {
        guard let first = positions.first else { return }
        let firstChunk = chunk(containing: first)
        var next = 0, index = firstChunk
        while next < positions.count {
            if positions[next] >= ends[index] { index = chunk(containing: positions[next]) }
            let start = start(ofChunk: index), end = ends[index]
            var last = next
            while last < positions.count && positions[last] < end { last += 1 }
            if last - next == chunks[index].count {
                chunks[index] = []
            } else {
                Self.remove(offsets: positions[next..<last], shiftedBy: start, from: &chunks[index])
            }
            next = last
        }
        // Emptied chunks go, and a written chunk joins the one before it (from the first written
        // on) when both fit in one.
        var kept = firstChunk
        for read in firstChunk...index {
            let chunk = chunks[read]
            guard !chunk.isEmpty else { continue }
            if kept > firstChunk, chunks[kept - 1].count + chunk.count <= Self.chunkSize {
                chunks[kept - 1].append(contentsOf: chunk)
            } else {
                if kept != read { chunks[kept] = chunk }
                kept += 1
            }
        }
        chunks.removeSubrange(kept..<(index + 1))
        recordEnds(from: firstChunk)
    }

    /// Removes from `chunk` the elements at `positions` less `start` (ascending).
    @inlinable
    static func remove(offsets positions: ArraySlice<Int>, shiftedBy start: Int, from chunk: inout [Element]) {
        var write = positions[positions.startIndex] - start, next = positions.startIndex
        for read in write..<chunk.count {
            if next < positions.endIndex && positions[next] - start == read {
                next += 1
            } else {
                chunk.swapAt(write, read)
                write += 1
            }
        }
        chunk.removeLast(chunk.count - write)
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
