extension ChunkedArray: RandomAccessCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { count }

    /// The element at `position`.
    /// - Complexity: O(log c) for c chunks; O(1) for one chunk.
    @inlinable @inline(__always)
    package subscript(position: Int) -> Element {
        if chunks.count == 1 { return chunks[0][position] }
        let index = chunk(containing: position)
        return chunks[index][position - start(ofChunk: index)]
    }

    /// Walks the chunks in order: O(1) per element.
    @inlinable
    package func makeIterator() -> Iterator { Iterator(chunks: chunks) }

    /// Walks a chunked array's chunks in order.
    @usableFromInline package struct Iterator: IteratorProtocol {
        @usableFromInline let chunks: [[Element]]
        @usableFromInline var chunk = 0
        @usableFromInline var offset = 0

        /// Walks `chunks` from the start.
        @inlinable
        init(chunks: [[Element]]) { self.chunks = chunks }

        @inlinable @inline(__always)
        package mutating func next() -> Element? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    /// The elements as one array.
    /// - Complexity: O(n).
    @inlinable
    package var array: [Element] {
        if chunks.count == 1 { return chunks[0] }
        var all: [Element] = []
        all.reserveCapacity(count)
        for chunk in chunks { all.append(contentsOf: chunk) }
        return all
    }
}
