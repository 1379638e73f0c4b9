@testable import DiffableData
import PropertyBased
import Testing

/// The chunked array against a plain array: random inserts, removals and appends on a few
/// thousand elements (enough for chunks to split and merge) leave the same elements, chunks
/// within their bounds, and a copy sharing every chunk its edit did not write.
@Suite struct ChunkedArrayTests {
    typealias Chunked = ChunkedArray<Int>

    /// The structure's own rules: no chunk empty or past twice the chunk size, and each chunk's
    /// end where its elements end.
    static func checkShape(_ chunked: Chunked) {
        var end = 0
        for (index, chunk) in chunked.chunks.enumerated() {
            #expect(!chunk.isEmpty && chunk.count <= 2 * Chunked.chunkSize, "chunk \(index) holds \(chunk.count)")
            end += chunk.count
            #expect(chunked.ends[index] == end)
        }
        #expect(chunked.ends.count == chunked.chunks.count)
    }

    /// Applies edit `code` to both: an insert of a run, an append, or a removal of positions.
    static func edit(_ code: [Int], _ chunked: inout Chunked, _ model: inout [Int], next: inout Int) {
        let position = model.isEmpty ? 0 : code[1] % (model.count + 1)
        switch code[0] % 4 {
        case 0:
            // A run of 1…3000 inserted: sometimes past what one chunk takes.
            let run = Array(next..<(next + 1 + code[2] % (code[3] % 2 == 0 ? 3000 : 3)))
            next += run.count
            chunked.insert(contentsOf: run, at: position)
            model.insert(contentsOf: run, at: position)
        case 1:
            chunked.insert(contentsOf: [next], at: chunked.count)
            model.append(next)
            next += 1
        default:
            guard !model.isEmpty else { return }
            // Up to 1,500 positions, spread or in a run.
            let spread = code[3] % 2 == 0
            let wanted = 1 + code[2] % 1_500
            var positions = Set<Int>()
            for step in 0..<wanted {
                positions.insert(spread ? (position + step * 7_919) % model.count : Swift.min(position + step, model.count - 1))
            }
            let ascending = positions.sorted()
            chunked.remove(atAscending: ascending)
            for index in ascending.reversed() { model.remove(at: index) }
        }
    }

    @Test func editsMatchAnArray() async {
        let edits = Gen.int(in: 0...100_000).array(of: 4...4).array(of: 1...40)
        await propertyCheck(count: 150, input: edits) { codes in
            var chunked = Chunked(), model: [Int] = [], next = 0
            for code in codes {
                Self.edit(code, &chunked, &model, next: &next)
                #expect(Array(chunked) == model)
                #expect(chunked.count == model.count)
                Self.checkShape(chunked)
            }
            for position in stride(from: 0, to: model.count, by: 97) { #expect(chunked[position] == model[position]) }
            #expect(chunked.array == model)
        }
    }

    @Test func aCopyAndItsEditShareTheChunksTheEditDidNotWrite() async {
        let edits = Gen.int(in: 0...100_000).array(of: 4...4)
        await propertyCheck(count: 200, input: edits) { code in
            var original = Chunked(Array(0..<10_000)), model = Array(0..<10_000), next = 10_000
            let copy = original
            Self.edit([code[0] % 4, code[1], code[2] % 3, 1], &original, &model, next: &next)
            // An edit of one place writes at most the chunk it falls in and its neighbour.
            let shared = original.chunks.filter { chunk in copy.chunks.contains { $0.sharesStorage(with: chunk) } }.count
            #expect(shared >= original.chunks.count - 2)
            #expect(Array(copy) == Array(0..<10_000))
            #expect(Array(original) == model)
        }
    }

    @Test func equalityAndTheChangedRunAgreeWithArrays() async {
        let edits = Gen.int(in: 0...100_000).array(of: 4...4).array(of: 0...3)
        await propertyCheck(count: 200, input: edits, Gen.int(in: 0...6_000)) { codes, size in
            let base = Chunked(Array(0..<size))
            var edited = base, model = Array(0..<size), next = size
            for code in codes { Self.edit(code, &edited, &model, next: &next) }
            let rebuilt = Chunked(model)
            #expect((edited == base) == (model == Array(0..<size)))
            #expect(edited == rebuilt)
            let expected = Array(0..<size).changedRun(to: model)
            #expect(base.changedRun(to: edited) == expected)
            #expect(base.changedRun(to: rebuilt) == expected)
            #expect(base.changedRun(to: model) == expected)
        }
    }

    /// Strings long enough to live in their own storage, made again for the other array: equal
    /// values with other bits, so the comparison cannot stop at the bits and must ask `==`.
    @Test func equalValuesWithOtherBitsAreEqual() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...5_000), Gen.int(in: 0...5_000), Gen.int(in: 0...3)) { size, at, kind in
            func word(_ number: Int) -> String { "item \(number) " + String(repeating: "·", count: 24) }
            let old = (0..<size).map(word)
            var new = (0..<size).map(word)
            if kind == 1 { new.insert(word(-1), at: at % (size + 1)) }
            if kind == 2, !new.isEmpty { new.remove(at: at % size) }
            let a = ChunkedArray(old), b = ChunkedArray(new)
            #expect((a == b) == (old == new))
            #expect(a.changedRun(to: b) == old.changedRun(to: new))
            #expect(a.changedRun(to: new) == old.changedRun(to: new))
            // The array's own run, found by bits and `==`, against a comparison by `==` alone.
            let shorter = min(old.count, new.count)
            var prefix = 0, suffix = 0
            while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            #expect(old.changedRun(to: new) == (prefix..<(old.count - suffix), prefix..<(new.count - suffix)))
        }
    }

    @Test func handWorkedChunksOfAnArrayPastTwoChunks() {
        // 2,500 elements cut into ⌈2500 / 1024⌉ = 3 chunks of 833, 833 and 834.
        let chunked = Chunked(Array(0..<2_500))
        #expect(chunked.chunks.map(\.count) == [833, 833, 834])
        #expect(chunked.ends == [833, 1_666, 2_500])
        #expect(chunked.chunk(containing: 832) == 0 && chunked.chunk(containing: 833) == 1 && chunked.chunk(containing: 2_499) == 2)
        // Removing all of the middle chunk's elements but one leaves 1 element, which joins no
        // neighbour it did not write: chunks 833, 1, 834.
        var edited = chunked
        edited.remove(atAscending: Array(833..<1_665))
        #expect(edited.chunks.map(\.count) == [833, 1, 834])
        // Removing one element writes only the first chunk.
        edited.remove(atAscending: [0])
        #expect(edited.chunks.map(\.count) == [832, 1, 834])
        // Removing from the first two empties the second, which goes.
        edited.remove(atAscending: [1, 832])
        #expect(edited.chunks.map(\.count) == [831, 834])
    }
}
