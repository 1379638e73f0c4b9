/// Paul Heckel's O(n) matching of two sequences ("A technique for isolating differences
/// between files", 1978): elements that occur exactly once in each are matched, then matches
/// spread to equal unmatched neighbours, forward and backward. Repeated elements are matched
/// only through their neighbours, so duplicates in the old data are handled.
@usableFromInline package enum Heckel {
    /// How often an element occurs in each sequence, and its last index in the old one.
    private struct SymbolEntry {
        var oldCount = 0, newCount = 0, oldIndex = 0
    }

    /// For each old index the matched new index, and for each new index the matched old index.
    @usableFromInline package static func matches<Element: Hashable>(old: [Element], new: [Element]) -> (oldToNew: [Int?], newToOld: [Int?]) {
        var table: [Element: SymbolEntry] = [:]
        table.reserveCapacity(max(old.count, new.count))
        for element in new { table[element, default: SymbolEntry()].newCount += 1 }
        for (index, element) in old.enumerated() {
            table[element, default: SymbolEntry()].oldCount += 1
            table[element]!.oldIndex = index
        }
        var oldToNew = [Int?](repeating: nil, count: old.count)
        var newToOld = [Int?](repeating: nil, count: new.count)
        for (index, element) in new.enumerated() {
            if let entry = table[element], entry.oldCount == 1, entry.newCount == 1 {
                newToOld[index] = entry.oldIndex
                oldToNew[entry.oldIndex] = index
            }
        }
        if new.count > 1 {
            for index in 0..<(new.count - 1) {
                guard let oldIndex = newToOld[index], oldIndex + 1 < old.count,
                      newToOld[index + 1] == nil, oldToNew[oldIndex + 1] == nil,
                      new[index + 1] == old[oldIndex + 1] else { continue }
                newToOld[index + 1] = oldIndex + 1
                oldToNew[oldIndex + 1] = index + 1
            }
            for index in stride(from: new.count - 1, to: 0, by: -1) {
                guard let oldIndex = newToOld[index], oldIndex > 0,
                      newToOld[index - 1] == nil, oldToNew[oldIndex - 1] == nil,
                      new[index - 1] == old[oldIndex - 1] else { continue }
                newToOld[index - 1] = oldIndex - 1
                oldToNew[oldIndex - 1] = index - 1
            }
        }
        return (oldToNew, newToOld)
    }

    /// The positions of `values` not in one longest increasing subsequence: the fewest elements
    /// to move so the rest keep their order. O(n log n).
    @usableFromInline package static func outOfOrder(_ values: [Int]) -> Set<Int> {
        Set(outOfOrderPositions(values))
    }

    /// ``outOfOrder(_:)`` as ascending positions, without hashing.
    @inlinable
    static func outOfOrderPositions(_ values: [Int]) -> [Int] {
        guard values.count > 1 else { return [] }
        var tails: [Int] = [], tailPositions: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for position in values.indices {
            let value = values[position]
            if let last = tails.last, last < value {
                previous[position] = tailPositions[tails.count - 1]
                tails.append(value)
                tailPositions.append(position)
                continue
            }
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) >> 1
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tailPositions[low - 1] }
            if low == tails.count { tails.append(value); tailPositions.append(position) }
            else { tails[low] = value; tailPositions[low] = position }
        }
        var kept = [Bool](repeating: false, count: values.count)
        var position = tailPositions.last ?? -1
        while position >= 0 {
            kept[position] = true
            position = previous[position]
        }
        return values.indices.filter { !kept[$0] }
    }
}
