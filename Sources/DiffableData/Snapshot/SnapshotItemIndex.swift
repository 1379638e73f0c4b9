/// Where each item of a snapshot was recorded, by item: a hash map split by hash into shards,
/// each its own copy-on-write table. A snapshot copied and edited (the app's edit of the shown
/// snapshot) shares every shard with the original but the ones it writes, so an edit copies the
/// list of shards and the shards it touches, never every entry; dropping either copy frees only
/// what it alone held.
///
/// The shards double as the entries grow, to between one and two ``shardSize`` each (about a
/// thousand shards of a thousand entries at 10⁶ items); a snapshot of fewer entries than that is
/// one table, looked up without picking a shard. A look-up in several shards hashes the item
/// twice (for the shard, then in its table).
/// - Complexity: look-ups and writes O(1) on average; the first write to an index shared with a
///   copy O(n / shardSize + shardSize): the list of shards and one shard copied.
@usableFromInline
struct SnapshotItemIndex<Item: Hashable> {
    /// The entries a shard holds on average before the shards double.
    @usableFromInline static var shardSize: Int { 1024 }

    /// The tables, a power of two of them: an item's is picked by the low bits of its hash.
    @usableFromInline var shards: [[Item: SnapshotItemEntry]] = [[:]]
    /// The number of entries in all shards.
    @usableFromInline private(set) var count = 0

    @inlinable init() {}

    /// The shard that holds `item`'s entry.
    @inlinable @inline(__always)
    func shard(of item: Item) -> Int {
        shards.count == 1 ? 0 : item.hashValue & (shards.count - 1)
    }

    /// `item`'s entry, or `nil` when it is not recorded; setting `nil` forgets it.
    @inlinable
    subscript(item: Item) -> SnapshotItemEntry? {
        @inline(__always) get { shards[shard(of: item)][item] }
        set {
            if let newValue {
                updateValue(newValue, forKey: item)
            } else if shards[shard(of: item)].removeValue(forKey: item) != nil {
                count -= 1
            }
        }
    }

    /// Records `entry` for `item` and answers the entry it replaced, if any.
    @inlinable @discardableResult
    mutating func updateValue(_ entry: SnapshotItemEntry, forKey item: Item) -> SnapshotItemEntry? {
        let previous = shards[shard(of: item)].updateValue(entry, forKey: item)
        guard previous == nil else { return previous }
        count += 1
        if count > shards.count * 2 * Self.shardSize { reshard(into: shards.count * 2) }
        return nil
    }

    /// Records `items` at consecutive positions from `first`'s and answers `true`, unless one is
    /// recorded already or given twice: then nothing is recorded, and the answer is `false`.
    /// One call for the whole run, so code not specialized for `Item` pays its generic overhead
    /// once, not per item.
    /// - Complexity: O(m) for m items.
    @inlinable
    mutating func recordNew(_ items: [Item], from first: SnapshotItemEntry) -> Bool {
        reserveCapacity(count + items.count)
        for offset in items.indices {
            var entry = first
            entry.position += offset
            let shard = shard(of: items[offset])
            guard let previous = shards[shard].updateValue(entry, forKey: items[offset]) else { continue }
            // A repeat: put back what was there, and forget this run's entries before it.
            shards[shard][items[offset]] = previous
            for earlier in items[..<offset] { shards[self.shard(of: earlier)].removeValue(forKey: earlier) }
            return false
        }
        count += items.count
        return true
    }

    /// Makes room for `capacity` entries: as many shards as that many entries will need and,
    /// for a run long enough to reach every shard, room in each for its share, so a long run of
    /// writes neither reshards nor regrows a table. A short run leaves the tables as they are: a
    /// table shared with a copy is copied only when written.
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        var shardCount = shards.count
        while capacity > shardCount * 2 * Self.shardSize { shardCount *= 2 }
        if shardCount != shards.count { reshard(into: shardCount) }
        guard capacity - count >= shards.count else { return }
        let share = Self.share(of: capacity, among: shards.count)
        for index in shards.indices where shards[index].capacity < share { shards[index].reserveCapacity(share) }
    }

    /// Each of `shardCount` shards' room for `capacity` entries: its even share, and an eighth
    /// more for the uneven spread of hashes.
    @inlinable
    static func share(of capacity: Int, among shardCount: Int) -> Int {
        capacity / shardCount + capacity / (shardCount * 8) + 8
    }

    /// Moves every entry into `shardCount` shards (a power of two).
    @inlinable
    mutating func reshard(into shardCount: Int) {
        var moved = [[Item: SnapshotItemEntry]](repeating: [:], count: shardCount)
        let share = Self.share(of: count, among: shardCount)
        for index in moved.indices { moved[index].reserveCapacity(share) }
        for shard in shards {
            for (item, entry) in shard { moved[item.hashValue & (shardCount - 1)][item] = entry }
        }
        shards = moved
    }
}

extension SnapshotItemIndex: Sendable where Item: Sendable {}
