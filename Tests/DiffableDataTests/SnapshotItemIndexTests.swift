@testable import DiffableData
import PropertyBased
import Testing

/// The sharded index against a dictionary: random writes and removals across the counts where
/// the shards double answer every look-up as the dictionary does, and a copy written once shares
/// every other shard.
@Suite struct SnapshotItemIndexTests {
    static func entry(_ value: Int) -> SnapshotItemEntry { SnapshotItemEntry(slot: 0, stamp: 0, position: value) }

    @Test func writesAndRemovalsMatchADictionary() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...20_000).array(of: 2...2).array(of: 1...3_000)) { codes in
            var index = SnapshotItemIndex<Int>(), model: [Int: Int] = [:]
            // A base large enough to need several shards (2,048 entries per shard at most).
            for item in 0..<5_000 { index[item] = Self.entry(item); model[item] = item }
            for code in codes {
                let item = code[0]
                if code[1] % 3 == 0 {
                    index[item] = nil
                    model[item] = nil
                } else {
                    #expect(index.updateValue(Self.entry(code[1]), forKey: item)?.position == model.updateValue(code[1], forKey: item))
                }
            }
            #expect(index.count == model.count)
            #expect(index.shards.count > 1)
            for item in 0...20_000 { #expect(index[item]?.position == model[item]) }
            for (number, shard) in index.shards.enumerated() {
                #expect(shard.keys.allSatisfy { $0.hashValue & (index.shards.count - 1) == number })
            }
        }
    }

    @Test func reservingMakesTheShardsTheEntriesWillNeed() {
        var index = SnapshotItemIndex<Int>()
        // 10,000 entries need 8 shards: 4 × 2,048 < 10,000 ≤ 8 × 2,048.
        index.reserveCapacity(10_000)
        #expect(index.shards.count == 8)
        for item in 0..<10_000 { index[item] = Self.entry(item) }
        #expect(index.shards.count == 8)
        #expect(index.count == 10_000)
        // One more past 16,384 doubles them.
        for item in 10_000...16_384 { index[item] = Self.entry(item) }
        #expect(index.shards.count == 16)
        #expect((0...16_384).allSatisfy { index[$0]?.position == $0 })
    }

    @Test func aCopyWrittenOnceSharesEveryOtherShard() {
        var index = SnapshotItemIndex<Int>()
        for item in 0..<50_000 { index[item] = Self.entry(item) }
        var copy = index
        copy[7] = Self.entry(-7)
        copy[50_001] = Self.entry(50_001)
        let written = Set([copy.shard(of: 7), copy.shard(of: 50_001)])
        for shard in index.shards.indices where !written.contains(shard) {
            #expect(Self.storage(of: copy.shards[shard]) == Self.storage(of: index.shards[shard]))
        }
        #expect(index[7]?.position == 7 && copy[7]?.position == -7)
        #expect(index[50_001] == nil && copy.count == 50_001)
    }

    /// A short run recorded in a copy (an insert into the shown snapshot) writes only the shards
    /// its items fall in: the other tables are not grown, so not copied, for it.
    @Test func aRunRecordedInACopySharesEveryOtherShard() {
        var index = SnapshotItemIndex<Int>()
        for item in 0..<50_000 { index[item] = Self.entry(item) }
        var copy = index
        let recorded = copy.recordNew([60_000, 60_001], from: Self.entry(0))
        #expect(recorded)
        let written = Set([copy.shard(of: 60_000), copy.shard(of: 60_001)])
        for shard in index.shards.indices where !written.contains(shard) {
            #expect(Self.storage(of: copy.shards[shard]) == Self.storage(of: index.shards[shard]), "shard \(shard)")
        }
        #expect(copy.count == 50_002 && index.count == 50_000)
    }

    /// The address of a dictionary's storage: the same for two dictionaries that share it.
    static func storage(of dictionary: [Int: SnapshotItemEntry]) -> UInt {
        withUnsafeBytes(of: dictionary) { $0.load(as: UInt.self) }
    }
}
