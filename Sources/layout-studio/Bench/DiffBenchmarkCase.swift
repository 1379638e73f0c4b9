import DiffableData
import LayoutCore
import Rendering

/// One diff the bench times: a source and a target snapshot drawn from a fixed seed, so every
/// run and every machine diffs the same data.
struct DiffBenchmarkCase {
    var name: String
    var source: DiffableSnapshot<Int, Int>
    var target: DiffableSnapshot<Int, Int>
    /// Whether the standard library's diff of the flat items finishes in seconds here.
    var timesStandardLibrary: Bool

    /// The number of items in the source.
    var n: Int { source.numberOfItems }

    static var all: [() throws -> DiffBenchmarkCase] { [
        { try .flat(100_000, deleted: 10_000, inserted: 10_000, swapped: 2_000) },
        { try .flat(5_000, deleted: 1_000, inserted: 1_000, swapped: 200) },
        { try .sectioned() },
        { try .flat(1_000_000, deleted: 10_000, inserted: 10_000, swapped: 1_000, timesStandardLibrary: false) },
        { try .reloadOnly(100_000) },
    ] }

    /// One section of `n` items; `deleted` of them deleted, `inserted` new ones at random places,
    /// then `swapped` random pairs exchanged.
    static func flat(_ n: Int, deleted: Int, inserted: Int, swapped: Int,
                     timesStandardLibrary: Bool = true) throws -> DiffBenchmarkCase {
        var random = SplitMix64(seed: 42)
        var gone = Set<Int>()
        while gone.count < deleted { gone.insert(Int.random(in: 0..<n, using: &random)) }
        let kept = (0..<n).filter { !gone.contains($0) }
        let slots = (0..<inserted).map { _ in Int.random(in: 0...kept.count, using: &random) }.sorted()
        var items: [Int] = []
        items.reserveCapacity(kept.count + inserted)
        var next = 0
        for (index, item) in kept.enumerated() {
            while next < slots.count && slots[next] == index { items.append(n + next); next += 1 }
            items.append(item)
        }
        while next < slots.count { items.append(n + next); next += 1 }
        for _ in 0..<swapped {
            items.swapAt(Int.random(in: 0..<items.count, using: &random), Int.random(in: 0..<items.count, using: &random))
        }
        return DiffBenchmarkCase(name: "diff \(deleted)/\(inserted)/\(swapped)", source: try snapshot([(0, Array(0..<n))]),
                                 target: try snapshot([(0, items)]), timesStandardLibrary: timesStandardLibrary)
    }

    /// 10,000 items in 100 sections: 1,000 deleted, 1,000 inserted, 200 moved to other
    /// sections, 10 sections moved.
    static func sectioned() throws -> DiffBenchmarkCase {
        var random = SplitMix64(seed: 7)
        let old = (0..<100).map { section in (section, Array(section * 100..<(section + 1) * 100)) }
        var new = old
        for _ in 0..<1_000 {
            let section = Int.random(in: 0..<100, using: &random)
            if !new[section].1.isEmpty { new[section].1.remove(at: Int.random(in: 0..<new[section].1.count, using: &random)) }
        }
        for index in 0..<1_000 {
            let section = Int.random(in: 0..<100, using: &random)
            new[section].1.insert(10_000 + index, at: Int.random(in: 0...new[section].1.count, using: &random))
        }
        for _ in 0..<200 {
            let from = Int.random(in: 0..<100, using: &random), to = Int.random(in: 0..<100, using: &random)
            guard from != to, !new[from].1.isEmpty else { continue }
            let item = new[from].1.remove(at: Int.random(in: 0..<new[from].1.count, using: &random))
            new[to].1.insert(item, at: Int.random(in: 0...new[to].1.count, using: &random))
        }
        for _ in 0..<10 {
            let section = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(section, at: Int.random(in: 0...new.count, using: &random))
        }
        return DiffBenchmarkCase(name: "diff 100 sections", source: try snapshot(old), target: try snapshot(new),
                                 timesStandardLibrary: true)
    }

    /// `n` items, the same before and after, 1% marked for reload.
    static func reloadOnly(_ n: Int) throws -> DiffBenchmarkCase {
        var random = SplitMix64(seed: 3)
        var marked = Set<Int>()
        while marked.count < n / 100 { marked.insert(Int.random(in: 0..<n, using: &random)) }
        let source = try snapshot([(0, Array(0..<n))])
        var target = source
        try target.reloadItems(Array(marked))
        return DiffBenchmarkCase(name: "diff reload 1%", source: source, target: target, timesStandardLibrary: false)
    }

    static func snapshot(_ sections: [(Int, [Int])]) throws -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
        return snapshot
    }
}
