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
}

extension SnapshotSection: Sendable where Item: Sendable {}
