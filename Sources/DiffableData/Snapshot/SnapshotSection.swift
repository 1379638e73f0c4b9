/// One section's items and what locates them: a slot that stays the section's own while
/// sections are inserted, moved and deleted around it, and the log of its position shifts.
@usableFromInline
struct SnapshotSection<Item: Hashable> {
    @usableFromInline var items: [Item]
    @usableFromInline var slot: Int32
    @usableFromInline var log = PositionLog()

    @inlinable
    init(items: [Item] = [], slot: Int32) {
        self.items = items
        self.slot = slot
    }

    /// The index entry of an item recorded now at `position`.
    @inlinable
    func entry(at position: Int) -> SnapshotItemEntry {
        SnapshotItemEntry(slot: slot, stamp: log.stamp, position: position)
    }

    /// Logs that `count` items are being inserted at `position`, unless they go after every item
    /// (then no position shifts); answers whether it logged a shift.
    @inlinable @discardableResult
    mutating func logInsertion(at position: Int, count: Int) -> Bool {
        guard position < items.count else { return false }
        log.shifts.append(.inserted(at: position, count: count))
        return true
    }
}

extension SnapshotSection: Sendable where Item: Sendable {}
