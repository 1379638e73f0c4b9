import Foundation
import LayoutCore

/// Where each element of a query's result is, found by its key.
///
/// Cells, nearly every element, sit in a small open-addressing table keyed by their index path
/// packed into one integer and placed by Fibonacci hashing: a lookup costs a multiply and a
/// probe or two, where a `Dictionary` would hash the whole key. Other elements, and cells
/// whose path does not pack, are kept by key.
struct ElementPositions {
    private struct Slot {
        var packedPath: UInt64
        /// The element's position, −1 for an empty slot.
        var position: Int
    }

    private var slots: [Slot]
    private let shift: UInt64
    private var others: [ElementKey: Int] = [:]

    /// The positions of `elements`; of two equal keys the later is found.
    init(_ elements: UnsafeBufferPointer<LayoutAttributes>) {
        var bits: UInt64 = 3
        while 1 << bits < 2 * elements.count { bits += 1 }
        shift = 64 - bits
        slots = Array(repeating: Slot(packedPath: 0, position: -1), count: 1 << bits)
        for position in elements.indices {
            if case .cell = elements[position].category, let packed = Self.packed(elements[position].indexPath) {
                var slot = self.slot(of: packed)
                while slots[slot].position >= 0 && slots[slot].packedPath != packed { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Slot(packedPath: packed, position: position)
            } else {
                others[elements[position].key] = position
            }
        }
    }

    /// The position of the element with `key`, `nil` when it is not among them.
    subscript(key: ElementKey) -> Int? {
        guard case .cell = key.category, let packed = Self.packed(key.indexPath) else {
            return others.isEmpty ? nil : others[key]
        }
        var slot = slot(of: packed)
        while slots[slot].position >= 0 {
            if slots[slot].packedPath == packed { return slots[slot].position }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// `path` as one integer, section in the high half; `nil` for a negative or huge index.
    private static func packed(_ path: ItemPath) -> UInt64? {
        guard let section = UInt32(exactly: path.section), let item = UInt32(exactly: path.item) else { return nil }
        return UInt64(section) << 32 | UInt64(item)
    }

    private func slot(of packed: UInt64) -> Int {
        Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
