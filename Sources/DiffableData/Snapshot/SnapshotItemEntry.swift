/// Where an item was recorded: its section's slot, and its position there as of `stamp` in that
/// section's ``PositionLog``. Twelve bytes, so a snapshot's index of a million items stays small
/// enough for its look-ups to stay in cache as much as they can.
@usableFromInline
struct SnapshotItemEntry: Sendable {
    @usableFromInline var slot: Int32
    @usableFromInline var stamp: Int32
    @usableFromInline var recordedPosition: Int32

    @inlinable
    init(slot: Int32, stamp: Int32, position: Int) {
        self.slot = slot
        self.stamp = stamp
        recordedPosition = Int32(truncatingIfNeeded: position)
    }

    /// The position recorded (a section holds fewer than 2³¹ items).
    @inlinable
    var position: Int {
        get { Int(recordedPosition) }
        set { recordedPosition = Int32(truncatingIfNeeded: newValue) }
    }
}
