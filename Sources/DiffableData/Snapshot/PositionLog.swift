/// How the positions in one section have shifted since its items' positions were last written
/// down: the inserts and removals in order. An item's recorded position, replayed through the
/// shifts made after it was recorded, is its position now, so an edit rewrites only the items it
/// touches instead of every item after them. Stamps count shifts: an item recorded at stamp `s`
/// has seen the shifts before `s`.
@usableFromInline
struct PositionLog: Sendable {
    /// One edit's effect on the positions after it.
    @usableFromInline
    enum Shift: Sendable {
        /// `count` items were inserted at `position`: positions from there on grew by `count`.
        case inserted(at: Int, count: Int)
        /// The items at these ascending positions were removed: a position shrank by the number
        /// removed before it.
        case removed([Int])

        @inlinable
        func apply(to position: Int) -> Int {
            switch self {
            case .inserted(let start, let count):
                return position >= start ? position + count : position
            case .removed(let positions):
                var low = 0, high = positions.count
                while low < high {
                    let mid = (low + high) >> 1
                    if positions[mid] < position { low = mid + 1 } else { high = mid }
                }
                return position - low
            }
        }
    }

    @usableFromInline var shifts: [Shift] = []

    @inlinable init() {}

    /// The stamp of a position recorded now.
    @inlinable var stamp: Int32 { Int32(truncatingIfNeeded: shifts.count) }

    /// `position`, recorded at `stamp`, as it is now.
    @inlinable
    func current(_ position: Int, recordedAt stamp: Int32) -> Int {
        var position = position
        var index = Int(stamp)
        while index < shifts.count {
            position = shifts[index].apply(to: position)
            index += 1
        }
        return position
    }

    /// Whether replaying has become dearer than writing the section's positions down again: past
    /// the square root of its size, so a lookup stays cheap and rewrites stay rare.
    @inlinable
    func needsCompaction(itemCount: Int) -> Bool {
        shifts.count > 16 && shifts.count * shifts.count > itemCount
    }
}
