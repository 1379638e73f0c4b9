import Foundation

/// A section snapshot's items depth first with each one's index, built on the first question
/// after a change and kept until the next: so `items` and `index(of:)` cost one walk per change,
/// then O(1). Each change gives the snapshot a new, empty order, so copies never share a stale
/// one; the lock makes the first build safe when copies of one snapshot are read from several
/// threads.
final class SectionSnapshotOrder<Item: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var built: (items: [Item], indexes: [Item: Int])?

    /// The order, built by `flatten` if it is not yet.
    func value(_ flatten: () -> [Item]) -> (items: [Item], indexes: [Item: Int]) {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let items = flatten()
        var indexes: [Item: Int] = [:]
        indexes.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { indexes[item] = index }
        built = (items, indexes)
        return (items, indexes)
    }
}
