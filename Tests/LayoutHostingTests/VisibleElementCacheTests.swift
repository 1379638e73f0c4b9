import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
import PropertyBased
import Testing

/// Rows 50 tall across a 100-wide content; a header 20 tall pinned to the top of the bounds,
/// which moves with every bounds change it is told of — the kind of element a view goes on
/// showing stale unless the layout invalidates. Records every rect it is asked for.
private final class PinnedHeaderLayout: CollectionLayoutBase {
    var rows = 40
    var queries: [CGRect] = []

    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: CGFloat(rows) * 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        queries.append(rect)
        var result = (0..<rows).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.isShown(in: rect) }
        if let header = layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(item: 0, section: 0)), header.isShown(in: rect) {
            result.append(header)
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<rows).contains(indexPath.item) else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 100, height: 50))
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        guard kind == "header", indexPath == ItemPath(item: 0, section: 0) else { return nil }
        return LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath,
                                frame: CGRect(x: 0, y: context.bounds.minY, width: 100, height: 20))
    }
}

@Suite("VisibleElementCache: what a view keeps between invalidations")
struct VisibleElementCacheTests {
    private static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test func exposedRegionsAreTheNewBoundsOutsideTheOld() {
        // Scrolled down 30: one strip below.
        #expect(VisibleElementCache.exposedRegions(of: Self.rect(0, 30, 100, 200), outside: Self.rect(0, 0, 100, 200))
                == [Self.rect(0, 200, 100, 30)])
        // Scrolled up 30: one strip above.
        #expect(VisibleElementCache.exposedRegions(of: Self.rect(0, -30, 100, 200), outside: Self.rect(0, 0, 100, 200))
                == [Self.rect(0, -30, 100, 30)])
        // Down 20 and right 10: the strip below across the whole width, then the strip on the right.
        #expect(VisibleElementCache.exposedRegions(of: Self.rect(10, 20, 100, 100), outside: Self.rect(0, 0, 100, 100))
                == [Self.rect(10, 100, 100, 20), Self.rect(100, 20, 10, 80)])
        // Grown on every side: four strips.
        #expect(VisibleElementCache.exposedRegions(of: Self.rect(-10, -10, 120, 120), outside: Self.rect(0, 0, 100, 100))
                == [Self.rect(-10, -10, 120, 10), Self.rect(-10, 100, 120, 10), Self.rect(-10, 0, 10, 100), Self.rect(100, 0, 10, 100)])
        // Nothing in common: all of it. The same rect: nothing.
        #expect(VisibleElementCache.exposedRegions(of: Self.rect(0, 500, 100, 200), outside: Self.rect(0, 0, 100, 200))
                == [Self.rect(0, 500, 100, 200)])
        #expect(VisibleElementCache.exposedRegions(of: Self.rect(0, 0, 100, 200), outside: Self.rect(0, 0, 100, 200)).isEmpty)
    }

    @Test func withoutAnInvalidationKeptElementsKeepTheirAttributesAndOnlyNewRegionsAreQueried() {
        let layout = PinnedHeaderLayout()
        layout.hostState.context.bounds = Self.rect(0, 0, 100, 200)
        var cache = VisibleElementCache()
        let first = cache.update(to: layout.context.bounds, invalidated: false, query: layout.layoutAttributesForElements)
        // Rows 0–3 and the header at the top.
        #expect(first.map(\.indexPath.item) == [0, 1, 2, 3, 0])
        // Scroll 10 without invalidating: the header is kept where it was, rows 0–3 stay, row 4 arrives from the strip below.
        layout.hostState.context.bounds = Self.rect(0, 10, 100, 200)
        layout.queries = []
        let scrolled = cache.update(to: layout.context.bounds, invalidated: false, query: layout.layoutAttributesForElements)
        #expect(layout.queries == [Self.rect(0, 200, 100, 10)])
        #expect(scrolled.first { $0.category == .supplementaryView("header") }?.frame.minY == 0)   // stale, as on a device
        #expect(scrolled.filter { $0.category == .cell }.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        // Row 0 and the stale header scroll out of sight and are dropped.
        layout.hostState.context.bounds = Self.rect(0, 60, 100, 200)
        let further = cache.update(to: layout.context.bounds, invalidated: false, query: layout.layoutAttributesForElements)
        #expect(further.map(\.indexPath.item) == [1, 2, 3, 4, 5])
        // After an invalidation everything is asked again: the header follows the bounds.
        let fresh = cache.update(to: layout.context.bounds, invalidated: true, query: layout.layoutAttributesForElements)
        #expect(fresh.first { $0.category == .supplementaryView("header") }?.frame.minY == 60)
        // Bounds that did not move ask nothing.
        layout.queries = []
        _ = cache.update(to: layout.context.bounds, invalidated: false, query: layout.layoutAttributesForElements)
        #expect(layout.queries.isEmpty)
    }

    /// Property: for a layout whose attributes do not depend on the bounds, whatever the moves,
    /// what the cache shows is exactly the brute force of the new bounds.
    @Test func forABoundsIndependentLayoutTheCacheEqualsAFreshQuery() async {
        let moves = zip(Gen.int(in: -400...400), Gen.int(in: -60...60)).array(of: 1...12)
        await propertyCheck(count: 200, input: moves) { moves in
            let layout = PinnedHeaderLayout()
            layout.rows = 60
            var bounds = Self.rect(0, 100, 100, 200)
            var cache = VisibleElementCache()
            _ = cache.update(to: bounds, invalidated: false, query: { rect in
                layout.layoutAttributesForElements(in: rect).filter { $0.category == .cell }
            })
            for (dy, dx) in moves {
                bounds = bounds.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))
                let shown = cache.update(to: bounds, invalidated: false, query: { rect in
                    layout.layoutAttributesForElements(in: rect).filter { $0.category == .cell }
                })
                let expected = (0..<layout.rows).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }
                    .filter { $0.isShown(in: bounds) }
                #expect(shown.sorted { $0.key < $1.key } == expected, "at \(bounds)")
            }
        }
    }
}

@Suite("ViewRegistry: the views a collection view can make")
struct ViewRegistryTests {
    private let layout = CollectionLayoutBase()

    @Test func kindsAreShownOnlyWhenRegistered() throws {
        var registry = ViewRegistry()
        #expect(registry.canShow(.cell))
        #expect(!registry.canShow(.supplementaryView("header")) && !registry.canShow(.decorationView("background")))
        registry.registerSupplementaryView(ofKind: "header")
        registry.registerDecorationView(ofKind: "background")
        #expect(registry.canShow(.supplementaryView("header")) && registry.canShow(.decorationView("background")))
        // A view that learns of supplementary views elsewhere does not check them.
        #expect(ViewRegistry(checksSupplementaryKinds: false).canShow(.supplementaryView("anything")))
    }

    @Test func errorsNameTheKindTheElementAndTheLayout() {
        let registry = ViewRegistry()
        let badge = ElementKey(category: .supplementaryView("badge"), indexPath: ItemPath(item: 3, section: 1))
        #expect(throws: LayoutError.unregisteredView(badge, reuseIdentifier: nil, layout: "CollectionLayoutBase")) {
            try registry.check(badge, of: layout)
        }
        let message = LayoutError.unregisteredView(badge, reuseIdentifier: nil, layout: "CollectionLayoutBase").description
        #expect(message == "CollectionLayoutBase returned supplementary(badge)[1, 3], but no view is registered for supplementary view kind \"badge\"; register one before the layout returns it")
        let cell = ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))
        #expect(throws: LayoutError.unregisteredView(cell, reuseIdentifier: "photo", layout: "CollectionLayoutBase")) {
            try registry.checkDequeue(cell, reuseIdentifier: "photo", layout: layout)
        }
        #expect(LayoutError.viewNotDequeued(cell).description.contains("cell[0, 0]"))
    }

    @Test func dequeuesAreCheckedByIdentifierAndRegistrationsMerge() throws {
        var cells = ViewRegistry()
        cells.registerCell(reuseIdentifier: "photo")
        try cells.checkDequeue(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0)), reuseIdentifier: "photo", layout: layout)
        var headers = ViewRegistry(supplementaryKinds: ["header"], decorationKinds: ["background"])
        let header = ElementKey(category: .supplementaryView("header"), indexPath: ItemPath(item: 0, section: 0))
        try headers.checkDequeue(header, reuseIdentifier: "header", layout: layout)
        #expect(throws: LayoutError.self) { try headers.checkDequeue(header, reuseIdentifier: "title", layout: layout) }
        headers.registerSupplementaryView(ofKind: "header", reuseIdentifier: "title")
        try headers.checkDequeue(header, reuseIdentifier: "title", layout: layout)
        // A registration of no class unregisters (UIKit's `register(nil, …)`): a kind left with no
        // identifier is no longer shown.
        headers.registerSupplementaryView(ofKind: "header", reuseIdentifier: "title", isRegistered: false)
        #expect(throws: LayoutError.self) { try headers.checkDequeue(header, reuseIdentifier: "title", layout: layout) }
        headers.registerSupplementaryView(ofKind: "header", isRegistered: false)
        #expect(!headers.canShow(.supplementaryView("header")))
        cells.registerCell(reuseIdentifier: "photo", isRegistered: false)
        #expect(cells.cellReuseIdentifiers.isEmpty)
        headers.registerDecorationView(ofKind: "background", isRegistered: false)
        #expect(!headers.canShow(.decorationView("background")))
        #expect(headers.adding(decorationKinds: ["grid"]).decorationKinds == ["grid"])
    }
}
