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

    /// The shifts, in order; appended to only, through ``append(_:)``.
    @usableFromInline private(set) var shifts: [Shift] = []
    /// A random mark for each shift: a log holding another's last mark at the same place is that
    /// log with more shifts appended (a log is only appended to, and copies share what they had),
    /// so a snapshot edited from another is recognised, and its edits read, without comparing
    /// items.
    @usableFromInline private(set) var marks: [UInt64] = []
    /// A random mark of the log's start: a new section, or its positions written down again.
    @usableFromInline let origin: UInt64

    @inlinable init() {
        origin = .random(in: .min ... .max)
    }

    /// Logs `shift`.
    @inlinable
    mutating func append(_ shift: Shift) {
        shifts.append(shift)
        marks.append(.random(in: .min ... .max))
    }

    /// Forgets the last shift (an edit undone before it finished).
    @inlinable
    mutating func removeLast() {
        shifts.removeLast()
        marks.removeLast()
    }

    /// The shifts logged after `earlier`, when this log is `earlier` with more shifts appended;
    /// `nil` otherwise (another section, positions written down again, or edits of another copy).
    /// - Complexity: O(1).
    @inlinable
    func shifts(since earlier: PositionLog) -> ArraySlice<Shift>? {
        guard origin == earlier.origin, shifts.count >= earlier.shifts.count else { return nil }
        if let last = earlier.marks.last, marks[earlier.marks.count - 1] != last { return nil }
        return shifts[earlier.shifts.count...]
    }

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
