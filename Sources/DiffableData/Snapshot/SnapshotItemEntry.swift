/// Where an item was recorded: its section's slot, and its position there as of `stamp` in that
/// section's ``PositionLog``.
@usableFromInline
struct SnapshotItemEntry: Sendable {
    @usableFromInline var slot: Int32
    @usableFromInline var stamp: Int32
    @usableFromInline var position: Int

    @inlinable
    init(slot: Int32, stamp: Int32, position: Int) {
        self.slot = slot
        self.stamp = stamp
        self.position = position
    }
}
