import LayoutCore

extension CollectionLayout {
    /// Every element of the layout for the current context, asked one by one: each item, for each
    /// section the supplementary views of `supplementaryKinds` at item 0, and for each item those
    /// of `perItemSupplementaryKinds` at its own path (captions, badges).
    ///
    /// O(n): the brute-force reference that ``contractViolations(in:supplementaryKinds:perItemSupplementaryKinds:allElements:checksContentCoverage:)``
    /// and the bench compare the rect query against. Never call it per frame.
    public func allElementsByBruteForce(supplementaryKinds: [String] = [],
                                        perItemSupplementaryKinds: [String] = []) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, count) in context.itemCounts.enumerated() {
            for kind in supplementaryKinds {
                if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section)) {
                    result.append(attributes)
                }
            }
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                if let attributes = layoutAttributesForItem(at: path) { result.append(attributes) }
                for kind in perItemSupplementaryKinds {
                    if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: path) { result.append(attributes) }
                }
            }
        }
        return result
    }
}
