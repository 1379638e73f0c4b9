/// One section's items and what locates them: a slot that stays the section's own while
/// sections are inserted, moved and deleted around it, and the log of its position shifts.
@usableFromInline
struct SnapshotSection<Item: Hashable> {
    @usableFromInline var items: ChunkedArray<Item>
    @usableFromInline var slot: Int32
    @usableFromInline var log = PositionLog()

    @inlinable
    init(items: [Item] = [], slot: Int32) {
        self.items = ChunkedArray(items)
        self.slot = slot
    }

    /// The index entry of an item recorded now at `position`.
    @inlinable
    func entry(at position: Int) -> SnapshotItemEntry {
        SnapshotItemEntry(slot: slot, stamp: log.stamp, position: position)
    }

    /// Logs that `count` items are being inserted at `position` (after every item too: no
    /// recorded position shifts then, but the edit is read from the log, ``changedRun(to:)``).
    @inlinable
    mutating func logInsertion(at position: Int, count: Int) {
        log.append(.inserted(at: position, count: count))
    }

    /// The one run of this section that `new` replaces, between what stays at their start and at
    /// their end: the positions removed here, and those the run that replaces it takes in `new`.
    /// When `new` is this section edited further (its log holds this one's and more), the edits'
    /// positions bound the run and no item is compared; otherwise the items are compared from
    /// both ends (``Swift/Array/changedRun(to:)``). The two agree whenever the run holds only
    /// items that are in one section and not the other, which is when a caller uses it.
    /// - Complexity: O(edits since) for an edited copy; O(n) comparisons otherwise.
    @inlinable
    func changedRun(to new: SnapshotSection) -> (removed: Range<Int>, added: Range<Int>) {
        guard let edits = new.log.shifts(since: log) else { return items.changedRun(to: new.items) }
        // Positions before the first edit, and distances from the end within the last, stay.
        var length = items.count, first = items.count, untouched = items.count
        for shift in edits {
            switch shift {
            case .inserted(let position, let count):
                first = Swift.min(first, position)
                untouched = Swift.min(untouched, length - position)
                length += count
            case .removed(let positions):
                guard let low = positions.first, let high = positions.last else { continue }
                first = Swift.min(first, low)
                untouched = Swift.min(untouched, length - 1 - high)
                length -= positions.count
            }
        }
        guard length == new.items.count else { return items.changedRun(to: new.items) }
        untouched = Swift.max(0, Swift.min(untouched, items.count - first, new.items.count - first))
        let (removed, added) = (first..<(items.count - untouched), first..<(new.items.count - untouched))
        // Edits that cancel out are no change: the empty run the comparison finds, at the end.
        guard !removed.isEmpty || !added.isEmpty else { return (items.count..<items.count, new.items.count..<new.items.count) }
        return (removed, added)
    }
}

extension SnapshotSection: Sendable where Item: Sendable {}
