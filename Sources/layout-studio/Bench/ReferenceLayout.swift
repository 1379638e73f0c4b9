import CollectionLayoutsTesting
import Foundation
import LayoutCore

/// What the articles do, around any layout: every bounds change invalidates everything,
/// `prepare()` recomputes and materialises every element's attributes, and the rect query
/// filters all of them. The baseline the bench compares the real layouts against.
final class ReferenceLayout: CollectionLayoutBase {
    private let inner: any CollectionLayout
    private let supplementaryKinds: [String]
    private let perItemSupplementaryKinds: [String]
    private var all: [LayoutAttributes] = []

    init(wrapping inner: any CollectionLayout, supplementaryKinds: [String] = [], perItemSupplementaryKinds: [String] = []) {
        self.inner = inner
        self.supplementaryKinds = supplementaryKinds
        self.perItemSupplementaryKinds = perItemSupplementaryKinds
        super.init()
    }

    override func prepare() throws(LayoutError) {
        try inner.prepare(in: context, invalidating: .everything)
        all = inner.allElementsByBruteForce(supplementaryKinds: supplementaryKinds,
                                            perItemSupplementaryKinds: perItemSupplementaryKinds)
    }

    override var collectionViewContentSize: CGSize { inner.collectionViewContentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        all.filter { $0.isShown(in: rect) }
    }

    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        inner.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation { .everything }
}
