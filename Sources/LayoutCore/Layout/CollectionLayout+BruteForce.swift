extension CollectionLayout {
    /// Every element of the layout for the current context, asked one by one: each item, and
    /// for each section the supplementary views of `supplementaryKinds` at item 0.
    ///
    /// O(n): the brute-force reference that property tests and the bench compare the rect
    /// query against. Never call it per frame.
    public func allElementsByBruteForce(supplementaryKinds: [String] = []) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, count) in context.itemCounts.enumerated() {
            for kind in supplementaryKinds {
                if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section)) {
                    result.append(attributes)
                }
            }
            for item in 0..<count {
                if let attributes = layoutAttributesForItem(at: ItemPath(item: item, section: section)) {
                    result.append(attributes)
                }
            }
        }
        return result
    }
}
