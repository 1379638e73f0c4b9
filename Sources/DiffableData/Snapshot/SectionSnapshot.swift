/// The items of one section as a tree that expands and collapses: the portable
/// `NSDiffableDataSourceSectionSnapshot`. ``items`` lists every item depth first;
/// ``visibleItems`` leaves out the descendants of collapsed items.
///
/// `parent(of:)` and `level(of:)` are O(1) lookups; ``items`` and `index(of:)` are O(1) after
/// one depth-first walk per change. Changes Apple refuses with an exception (duplicates, unknown
/// items or parents) throw a ``SnapshotError`` naming the identifiers and leave the snapshot
/// unchanged.
package struct SectionSnapshot<ItemIdentifierType: Hashable> {
    /// The type that identifies an item.
    package typealias Item = ItemIdentifierType

    /// The items without a parent, in order.
    package private(set) var rootItems: [Item] = []
    private var children: [Item: [Item]] = [:]
    private var parents: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    private var members: Set<Item> = []
    /// Each item's depth: 0 for a root item.
    private var levels: [Item: Int] = [:]
    /// The depth-first order, replaced by an empty one on every change.
    private var order = SectionSnapshotOrder<Item>()

    /// An empty section snapshot.
    package init() {}

    // MARK: Reading

    /// Every item, depth first.
    package var items: [Item] { depthFirst.items }

    /// The items shown: depth first, without the descendants of collapsed items.
    package var visibleItems: [Item] { flatten(rootItems, visibleOnly: true) }

    /// Whether `item` is in the snapshot.
    package func contains(_ item: Item) -> Bool { members.contains(item) }

    /// Whether `item` shows its children.
    package func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: every item above it is expanded.
    package func isVisible(_ item: Item) -> Bool {
        guard members.contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = parents[parent]
        }
        return true
    }

    /// The index of `item` in ``items``.
    package func index(of item: Item) -> Int? {
        depthFirst.indexes[item]
    }

    /// How deep `item` is: 0 for a root item; `nil` when absent.
    package func level(of item: Item) -> Int? { levels[item] }

    /// The parent of `item`, `nil` for a root item.
    package func parent(of item: Item) -> Item? { parents[item] }

    /// The subtree below `parent` (with `parent` as its root when `includingParent`).
    package func snapshot(of parent: Item, includingParent: Bool = false) throws(SnapshotError) -> SectionSnapshot {
        try checkKnown([parent])
        var result = SectionSnapshot()
        let roots = includingParent ? [parent] : children[parent, default: []]
        result.rootItems = roots
        for root in roots { result.copySubtree(of: root, from: self, level: 0) }
        return result
    }

    /// The tree as text, one item per line indented two spaces per level: `▼` before an
    /// expanded item with children, `▶` before a collapsed one, `•` before a leaf.
    package func visualDescription() -> String {
        items.map { item in
            let marker = children[item, default: []].isEmpty ? "•" : expanded.contains(item) ? "▼" : "▶"
            return String(repeating: "  ", count: level(of: item) ?? 0) + "\(marker) \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` as the last children of `parent`, or as root items when `nil`.
    package mutating func append(_ items: [Item], to parent: Item? = nil) throws(SnapshotError) {
        try checkNew(items)
        if let parent {
            try checkKnown([parent])
            children[parent, default: []] += items
            for item in items { parents[item] = parent }
        } else {
            rootItems += items
        }
        add(items, level: parent.map { levels[$0]! + 1 } ?? 0)
    }

    /// Inserts `items` before `sibling`, under the same parent.
    package mutating func insert(_ items: [Item], before sibling: Item) throws(SnapshotError) {
        try insert(items, besides: sibling, after: false)
    }

    /// Inserts `items` after `sibling`, under the same parent.
    package mutating func insert(_ items: [Item], after sibling: Item) throws(SnapshotError) {
        try insert(items, besides: sibling, after: true)
    }

    /// Removes `items` and everything below them.
    package mutating func delete(_ items: [Item]) throws(SnapshotError) {
        try checkKnown(items)
        order = SectionSnapshotOrder()
        for item in items where members.contains(item) {
            if let parent = parents[item] { children[parent]?.removeAll { $0 == item } }
            else { rootItems.removeAll { $0 == item } }
            removeSubtree(of: item)
        }
    }

    /// Removes every item.
    package mutating func deleteAll() { self = SectionSnapshot() }

    /// Replaces the children of `parent` with the root items of `snapshot` and their subtrees.
    package mutating func replace(childrenOf parent: Item, using snapshot: SectionSnapshot) throws(SnapshotError) {
        try checkKnown([parent])
        let replaced = Set(flatten(children[parent, default: []], visibleOnly: false))
        let clashes = snapshot.items.filter { members.contains($0) && !replaced.contains($0) }
        guard clashes.isEmpty else { throw .duplicateItems(SnapshotError.names(clashes)) }
        for child in children[parent, default: []] { removeSubtree(of: child) }
        children[parent] = snapshot.rootItems
        order = SectionSnapshotOrder()
        for root in snapshot.rootItems {
            parents[root] = parent
            copySubtree(of: root, from: snapshot, level: levels[parent]! + 1)
        }
    }

    /// Shows the children of `items`.
    package mutating func expand(_ items: [Item]) throws(SnapshotError) {
        try checkKnown(items)
        expanded.formUnion(items)
    }

    /// Hides the children of `items`.
    package mutating func collapse(_ items: [Item]) throws(SnapshotError) {
        try checkKnown(items)
        expanded.subtract(items)
    }

    // MARK: Helpers

    /// Every item depth first, with its index: built on the first question after a change.
    private var depthFirst: (items: [Item], indexes: [Item: Int]) {
        order.value { flatten(rootItems, visibleOnly: false) }
    }

    private func flatten(_ level: [Item], visibleOnly: Bool) -> [Item] {
        var result: [Item] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !visibleOnly || expanded.contains(item) { stack += children[item, default: []].reversed() }
        }
        return result
    }

    private func checkNew(_ items: [Item]) throws(SnapshotError) {
        var seen = Set<Item>()
        let duplicates = items.filter { !seen.insert($0).inserted || members.contains($0) }
        guard duplicates.isEmpty else { throw .duplicateItems(SnapshotError.names(duplicates)) }
    }

    private func checkKnown(_ items: [Item]) throws(SnapshotError) {
        let unknown = items.filter { !members.contains($0) }
        guard unknown.isEmpty else { throw .unknownItems(SnapshotError.names(unknown)) }
    }

    private mutating func insert(_ items: [Item], besides sibling: Item, after: Bool) throws(SnapshotError) {
        try checkNew(items)
        try checkKnown([sibling])
        if let parent = parents[sibling] {
            let index = children[parent]!.firstIndex(of: sibling)! + (after ? 1 : 0)
            children[parent]!.insert(contentsOf: items, at: index)
            for item in items { parents[item] = parent }
        } else {
            rootItems.insert(contentsOf: items, at: rootItems.firstIndex(of: sibling)! + (after ? 1 : 0))
        }
        add(items, level: levels[sibling]!)
    }

    /// Records new `items` at `level`, and forgets the depth-first order.
    private mutating func add(_ items: [Item], level: Int) {
        members.formUnion(items)
        for item in items { levels[item] = level }
        order = SectionSnapshotOrder()
    }

    private mutating func removeSubtree(of item: Item) {
        for child in children[item, default: []] { removeSubtree(of: child) }
        children[item] = nil
        parents[item] = nil
        expanded.remove(item)
        members.remove(item)
        levels[item] = nil
    }

    /// Copies `item`'s children, expansion and membership from `source`, recursively, `item`
    /// standing at `level`.
    private mutating func copySubtree(of item: Item, from source: SectionSnapshot, level: Int) {
        members.insert(item)
        levels[item] = level
        if source.expanded.contains(item) { expanded.insert(item) }
        let below = source.children[item, default: []]
        if !below.isEmpty { children[item] = below }
        for child in below {
            parents[child] = item
            copySubtree(of: child, from: source, level: level + 1)
        }
    }
}

extension SectionSnapshot: Equatable {
    /// Equal when the trees hold the same items in the same places with the same expansion.
    package static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.rootItems == rhs.rootItems && lhs.children.filter { !$0.value.isEmpty } == rhs.children.filter { !$0.value.isEmpty }
            && lhs.expanded == rhs.expanded
    }
}

extension SectionSnapshot: Sendable where Item: Sendable {}
