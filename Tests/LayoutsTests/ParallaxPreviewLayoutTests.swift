import Foundation
import PropertyBased
import Testing
import TestSupport
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts

@Suite("Parallax preview layout")
struct ParallaxPreviewLayoutTests {
    /// A 390×600 preview of `count` photos at offset `x`.
    private func layout(at x: CGFloat, count: Int = 20) throws -> ParallaxPreviewLayout {
        let layout = try ParallaxPreviewLayout()
        try prepare(layout, LayoutContext(bounds: CGRect(x: x, y: 0, width: 390, height: 600), itemCounts: [count]))
        return layout
    }

    private func item(_ index: Int) -> ItemPath { ItemPath(item: index, section: 0) }

    @Test func pagesAreTheViewsSize() throws {
        let layout = try layout(at: 0)
        #expect(layout.collectionViewContentSize == CGSize(width: 7800, height: 600))
        #expect(layout.layoutAttributesForItem(at: item(3))?.frame == CGRect(x: 1170, y: 0, width: 390, height: 600))
    }

    /// Issue 56 (4): the pages take the view's new size inside `prepare()` without invalidating
    /// the layout from there (an invalidation during `prepare()` re-enters UIKit's layout pass):
    /// the host hears no invalidation while the layout prepares, and the pages are 320 × 480.
    @Test func aNewSizeReachesThePagesWithoutAnInvalidationInsidePrepare() throws {
        let layout = try layout(at: 0)
        var heard: [Invalidation] = []
        layout.hostState.invalidationHandler = { heard.append($0) }
        layout.hostState.context.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        layout.hostState.pendingInvalidation = [.boundsSize]
        try layout.prepare()
        #expect(heard.isEmpty)
        #expect(layout.layoutAttributesForItem(at: item(1))?.frame == CGRect(x: 320, y: 0, width: 320, height: 480))
        #expect(layout.collectionViewContentSize == CGSize(width: 20 * 320, height: 480))
    }

    @Test func parallaxValuesAndTranslations() throws {
        // r = (center.x − offset − 195) / 390; page i's centre is 390i + 195, so r = i − offset/390.
        let cases: [(offset: CGFloat, page: Int, r: CGFloat?)] = [
            (0, 0, 0), (0, 1, nil),               // r = 1 is a whole page away
            (97.5, 0, -0.25), (97.5, 1, 0.75),    // translations −11 and +33
            (195, 0, -0.5), (195, 1, 0.5),        // ∓22
            (390, 0, nil), (390, 1, 0), (390, 2, nil),
        ]
        for (offset, page, r) in cases {
            let attributes = try #require(try layout(at: offset).layoutAttributesForItem(at: item(page)))
            #expect(attributes[ParallaxValue.self] == r, "page \(page) at \(offset)")
            #expect(attributes.transform == Transform2D(translationX: (r ?? 0) * 44, y: 0), "page \(page) at \(offset)")
        }
        #expect(try layout(at: 97.5).layoutAttributesForItem(at: item(1))?.transform.tx == 33)
    }

    @Test func differentParallaxMeansDifferentAttributes() throws {
        var first = try #require(try layout(at: 100).layoutAttributesForItem(at: item(1)))
        var second = try #require(try layout(at: 101).layoutAttributesForItem(at: item(1)))
        first.transform = .identity
        second.transform = .identity
        #expect(first != second)
        second[ParallaxValue.self] = first[ParallaxValue.self]
        #expect(first == second)
    }

    @Test func theRectQueryReturnsTranslatedPages() throws {
        // At offset 195 page 0 spans −22…368 and page 1 412…802 on the content; page 2 is 1.5 pages away.
        let layout = try layout(at: 195)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 195, y: 0, width: 390, height: 600)).map(\.indexPath.item) == [0, 1])
        // The gap 368…412 between them holds nothing.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 370, y: 0, width: 40, height: 600)).isEmpty)
    }

    @Test func rotationKeepsTheActivePage() throws {
        let layout = try layout(at: 3 * 390)
        layout.beginConfiguring(activeIndex: 3)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 3 * 390, y: 0, width: 844, height: 300), itemCounts: [20]))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1170, y: 0)) == CGPoint(x: 2532, y: 0))
        #expect(layout.layoutAttributesForItem(at: item(3))?.frame == CGRect(x: 2532, y: 0, width: 844, height: 300))
        layout.endConfiguring()
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1170, y: 0)) == CGPoint(x: 1170, y: 0))
    }

    @Test func badSettingsThrow() {
        #expect(throws: LayoutError.invalidValue(name: "offsetBetweenCells", value: .infinity, expected: "a finite number")) {
            _ = try ParallaxPreviewLayout(offsetBetweenCells: .infinity)
        }
    }

    @Test func agreesWithBruteForce() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...60), Gen.double(in: -0.3...1.3), Gen.cgFloat(in: -500...500)) { count, progress, shift in
            let layout = try ParallaxPreviewLayout()
            let offset = CGFloat(max(0, count - 1)) * 390 * CGFloat(progress)
            let bounds = CGRect(x: offset, y: 0, width: 390, height: 600)
            try prepare(layout, LayoutContext(bounds: bounds, itemCounts: [count]))
            // Pages lean up to 44 pt past the content's ends as they drift.
            checkLayoutContract(layout, rect: bounds.offsetBy(dx: shift, dy: 0), checksContentCoverage: false)
            checkLayoutContract(layout, rect: CGRect(x: offset + shift, y: 10, width: 30, height: 30), checksContentCoverage: false)
        }
    }
}
