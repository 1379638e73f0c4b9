import Foundation

/// A person's reorder, as `ForEach`'s `onMove` reports one: the offsets of the items that left
/// their section and the offset in the destination section they go to, counted in the items
/// before the move (`Array.move(fromOffsets:toOffset:)`'s `toOffset`). Moving the item at 1 to
/// the end of `[a, b, c]` reads `sourceOffsets` [1], `destinationOffset` 3; across sections, the
/// destination offset is the item's place among the destination section's items.
///
/// Made from the transaction a diffable data source hands its reordering handlers
/// (``init(_:)``); ``apply(to:)`` and ``apply(to:sectionID:items:)`` carry it out on an app's
/// own arrays, so they end as the data source shows them.
public struct ItemMove<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: Hashable {
    /// The items that moved, in their order.
    public let items: [ItemIdentifierType]
    /// The section they left.
    public let sourceSection: SectionIdentifierType
    /// Where they were in it.
    public let sourceOffsets: IndexSet
    /// The section they went to (``sourceSection`` for a move within one section).
    public let destinationSection: SectionIdentifierType
    /// Where they go, counted in the destination section's items before the move.
    public let destinationOffset: Int

    /// A move of `items` from `sourceOffsets` in `sourceSection` to `destinationOffset` in
    /// `destinationSection`.
    public init(items: [ItemIdentifierType], sourceSection: SectionIdentifierType, sourceOffsets: IndexSet,
                destinationSection: SectionIdentifierType, destinationOffset: Int) {
        self.items = items
        self.sourceSection = sourceSection
        self.sourceOffsets = sourceOffsets
        self.destinationSection = destinationSection
        self.destinationOffset = destinationOffset
    }

    /// The move a person made, from the transaction of a data source's own movement; `nil` for a
    /// transaction made otherwise, or whose places name no item.
    public init?(_ transaction: DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) {
        guard let (source, destination) = transaction.movedItem,
              let item = transaction.initialSnapshot.itemIdentifier(section: source.section, item: source.item),
              let destinationSection = transaction.finalSnapshot.sectionIdentifiers.element(at: destination.section),
              let sourceSection = transaction.initialSnapshot.sectionIdentifiers.element(at: source.section)
        else { return nil }
        // Within a section, an item moved later lands before the item that followed its new place.
        let within = source.section == destination.section
        self.init(items: [item], sourceSection: sourceSection, sourceOffsets: IndexSet(integer: source.item),
                  destinationSection: destinationSection,
                  destinationOffset: within && destination.item > source.item ? destination.item + 1 : destination.item)
    }

    /// Whether the items stay in their section.
    public var isWithinSection: Bool { sourceSection == destinationSection }

    /// Carries the move out on `elements`, one section's items (a move within it). Answers
    /// `false`, changing nothing, for a move across sections or offsets out of range.
    /// - Complexity: O(n) for n elements.
    @discardableResult
    public func apply<Element>(to elements: inout [Element]) -> Bool {
        guard isWithinSection, sourceOffsets.allSatisfy(elements.indices.contains),
              (0...elements.count).contains(destinationOffset) else { return false }
        let moving = sourceOffsets.map { elements[$0] }
        let before = sourceOffsets.count(in: 0..<destinationOffset)
        for offset in sourceOffsets.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destinationOffset - before)
        return true
    }

    /// Carries the move out on an app's `sections`, each identified by `sectionID` and holding
    /// its items at `items`. Answers `false`, changing nothing, when a section is missing or an
    /// offset is out of range.
    /// - Complexity: O(n) for the items of the sections involved, plus O(s) to find them among s sections.
    @discardableResult
    public func apply<Section, Element>(to sections: inout [Section], sectionID: KeyPath<Section, SectionIdentifierType>,
                                        items: WritableKeyPath<Section, [Element]>) -> Bool {
        guard let from = sections.firstIndex(where: { $0[keyPath: sectionID] == sourceSection }),
              let to = sections.firstIndex(where: { $0[keyPath: sectionID] == destinationSection }) else { return false }
        if from == to { return apply(to: &sections[from][keyPath: items]) }
        guard sourceOffsets.allSatisfy(sections[from][keyPath: items].indices.contains),
              (0...sections[to][keyPath: items].count).contains(destinationOffset) else { return false }
        let moving = sourceOffsets.map { sections[from][keyPath: items][$0] }
        for offset in sourceOffsets.reversed() { sections[from][keyPath: items].remove(at: offset) }
        sections[to][keyPath: items].insert(contentsOf: moving, at: destinationOffset)
        return true
    }
}

extension ItemMove {
    /// Carries the move out on an app's `sections`, identified as `Identifiable` and holding their
    /// items at `items`: ``apply(to:sectionID:items:)`` by `id`.
    /// - Complexity: O(n) for the items of the sections involved, plus O(s) to find them among s sections.
    @discardableResult
    public func apply<Section: Identifiable, Element>(to sections: inout [Section], items: WritableKeyPath<Section, [Element]>) -> Bool
    where Section.ID == SectionIdentifierType {
        apply(to: &sections, sectionID: \.id, items: items)
    }
}

extension Array {
    /// The element at `index`, or `nil` when out of range.
    fileprivate func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
