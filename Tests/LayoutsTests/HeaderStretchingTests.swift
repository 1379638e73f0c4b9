import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// The stretching header of the catalogue (`HeaderStretching`) in the table and flow layouts:
/// pulled past the top by p it starts at the visible top and is h + p long; scrolled up by s it
/// sits at y₀ + factor·s, never past its section's items' end less its length. Worked by hand
/// on a 320 × 480 view.
@Suite("HeaderStretching: table and flow")
struct HeaderStretchingTests {
    static let header = ElementCategory.headerKind

    static func table(_ counts: [Int] = [30], stretching: HeaderStretching, headerHeight: CGFloat = 200,
                      offset: CGFloat = 0, topInset: CGFloat = 0) throws -> TableLayout {
        let layout = try TableLayout(itemSize: CGSize(width: 0, height: 44),
                                     sections: TableSectionStyle(headerHeight: headerHeight, firstHeaderStretching: stretching))
        var context = LayoutContext(bounds: CGRect(x: 0, y: offset, width: 320, height: 480), itemCounts: counts)
        context.adjustedContentInset = LayoutEdgeInsets(top: topInset)
        try layout.prepare(in: context, invalidating: .everything)
        return layout
    }

    static func scroll(_ layout: any CollectionLayout, to offset: CGPoint) throws {
        var context = layout.context
        let bounds = CGRect(origin: offset, size: context.bounds.size)
        let invalidation = layout.shouldInvalidateLayout(forBoundsChange: bounds) ? layout.invalidation(forBoundsChange: bounds) : []
        context.bounds = bounds
        try layout.prepare(in: context, invalidating: invalidation)
    }

    static func headerAttributes(_ layout: any CollectionLayout, section: Int = 0) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: section))
    }

    @Test func atRestTheHeaderIsWhereItWouldBe() throws {
        let layout = try Self.table(stretching: .stretch)
        let attributes = try #require(Self.headerAttributes(layout))
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        // Below the cells, which slide over it as it parallaxes.
        #expect(attributes.zIndex == -1)
    }

    @Test func pulledPastTheTopItGrowsFromTheVisibleTop() throws {
        let layout = try Self.table(stretching: .stretch)
        try Self.scroll(layout, to: CGPoint(x: 0, y: -80))
        // p = 0 − (−80) = 80: y = −80, height 200 + 80 = 280; its bottom stays at 200.
        #expect(Self.headerAttributes(layout)?.frame == CGRect(x: 0, y: -80, width: 320, height: 280))
        // The rect query agrees, and finds it in a rect that lies wholly before the content.
        let above = layout.layoutAttributesForElements(in: CGRect(x: 0, y: -80, width: 320, height: 40))
        #expect(above.map(\.key) == [ElementKey(category: .supplementaryView(Self.header), indexPath: ItemPath(item: 0, section: 0))])
        #expect(above.first == Self.headerAttributes(layout))
        // The first row does not move.
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minY == 200)
    }

    @Test func anInsetMovesTheTopItStretchesFrom() throws {
        // A navigation bar 100 tall: at rest the offset is −100 and nothing stretches.
        let layout = try Self.table(stretching: .stretch, offset: -100, topInset: 100)
        #expect(Self.headerAttributes(layout)?.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        // Pulled 60 more: the visible top is −160 + 100 = −60, so y = −60 and height 260.
        try Self.scroll(layout, to: CGPoint(x: 0, y: -160))
        #expect(Self.headerAttributes(layout)?.frame == CGRect(x: 0, y: -60, width: 320, height: 260))
    }

    @Test func scrolledUpItScrollsAwayOrParallaxes() throws {
        let plain = try Self.table(stretching: .stretch)
        try Self.scroll(plain, to: CGPoint(x: 0, y: 100))
        #expect(Self.headerAttributes(plain)?.frame.minY == 0)
        let parallax = try Self.table(stretching: .parallax())
        try Self.scroll(parallax, to: CGPoint(x: 0, y: 100))
        // s = 100, factor 0.5: y = 50; on screen it is at 50 − 100 = −50, half the scroll.
        #expect(Self.headerAttributes(parallax)?.frame == CGRect(x: 0, y: 50, width: 320, height: 200))
        try Self.scroll(parallax, to: CGPoint(x: 0, y: 300))
        #expect(Self.headerAttributes(parallax)?.frame.minY == 150)
        // A factor of 0.25 at s = 300: 75.
        let slow = try Self.table(stretching: .parallax(0.25), offset: 300)
        #expect(Self.headerAttributes(slow)?.frame.minY == 75)
    }

    @Test func aParallaxHeaderStaysInItsSection() throws {
        // Section 0: header 0…200, two rows to 288; the header stops at 288 − 200 = 88.
        let layout = try Self.table([2, 10], stretching: .parallax(), offset: 300)
        #expect(Self.headerAttributes(layout)?.frame.minY == 88)
        // The next section's header is not the stretching one: it sits at 288.
        #expect(Self.headerAttributes(layout, section: 1)?.frame == CGRect(x: 0, y: 288, width: 320, height: 200))
        try Self.scroll(layout, to: CGPoint(x: 0, y: -50))
        #expect(Self.headerAttributes(layout, section: 1)?.frame.minY == 288)
    }

    @Test func theOriginOfTheBoundsInvalidatesOnlyWhenAHeaderStretches() throws {
        let stretching = try Self.table(stretching: .stretch)
        #expect(stretching.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: -10, width: 320, height: 480)))
        let still = try TableLayout(itemSize: CGSize(width: 0, height: 44), sections: TableSectionStyle(headerHeight: 200))
        try still.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [30]))
        #expect(!still.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: -10, width: 320, height: 480)))
    }

    @Test func aFlowHeaderStretchesAndParallaxesAlongEitherAxis() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100),
                                                    headerReferenceSize: CGSize(width: 0, height: 150))
        configuration.firstHeaderStretching = .parallax()
        let vertical = try FlowLayout(configuration: configuration)
        try vertical.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: -40, width: 320, height: 480), itemCounts: [20, 3]))
        // Pulled 40: y = −40, height 190.
        #expect(Self.headerAttributes(vertical)?.frame == CGRect(x: 0, y: -40, width: 320, height: 190))
        // Scrolled 200: y = 0.5·200 = 100.
        try Self.scroll(vertical, to: CGPoint(x: 0, y: 200))
        #expect(Self.headerAttributes(vertical)?.frame == CGRect(x: 0, y: 100, width: 320, height: 150))

        var sideways = configuration
        sideways.scrollDirection = .horizontal
        sideways.headerReferenceSize = CGSize(width: 120, height: 0)
        let horizontal = try FlowLayout(configuration: sideways)
        try horizontal.prepare(in: LayoutContext(bounds: CGRect(x: -30, y: 0, width: 320, height: 480), itemCounts: [20]))
        // Pulled 30 to the left: x = −30, width 150; across, it spans the height as before.
        let pulled = try #require(Self.headerAttributes(horizontal)?.frame)
        #expect(pulled.minX == -30 && pulled.width == 150)
        #expect(pulled.minY == 0 && pulled.height == 480)
    }

    @Test func aFactorOutsideZeroToOneIsRefusedByName() throws {
        #expect(throws: LayoutError.invalidValue(name: "HeaderStretching.parallaxFactor", value: 1.5, expected: "a number in 0…1")) {
            try TableSectionStyle(headerHeight: 200, firstHeaderStretching: .parallax(1.5))
        }
        let nan = #expect(throws: LayoutError.self) { try HeaderStretching(parallaxFactor: .nan).validate() }
        #expect(nan?.description.contains("parallaxFactor") == true)
        // Set after the style was made: the table refuses it when it prepares.
        var style = try TableSectionStyle(headerHeight: 200)
        style.firstHeaderStretching = .parallax(-0.2)
        let table = try TableLayout(itemSize: CGSize(width: 0, height: 44), sections: style)
        #expect(throws: LayoutError.invalidValue(name: "HeaderStretching.parallaxFactor", value: -0.2, expected: "a number in 0…1")) {
            try table.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [3]))
        }
        var configuration = FlowLayoutConfiguration(headerReferenceSize: CGSize(width: 0, height: 50))
        configuration.firstHeaderStretching = .parallax(.infinity)
        #expect(throws: LayoutError.self) { try FlowLayout(configuration: configuration) }
    }

    /// The contract against brute force for random sections, factors and offsets, pulled or
    /// not; the stretched header's top is the visible top and its bottom where it was.
    @Test func agreesWithBruteForceWhereverTheViewIs() async {
        let shape = zip(Gen.int(in: 0...12).array(of: 1...4), Gen.cgFloat(in: 0...240), Gen.cgFloat(in: 0...1), Gen.bool)
        let view = zip(Gen.cgFloat(in: -300...1200), Gen.cgFloat(in: 1...700), Gen.cgFloat(in: 0...120))
        await propertyCheck(count: 150, input: shape, view) { shape, view in
            let (counts, headerHeight, factor, flow) = shape
            let (offset, extent, inset) = view
            let stretching = HeaderStretching(parallaxFactor: factor)
            let layout: any CollectionLayout
            var context = LayoutContext(bounds: CGRect(x: 0, y: offset, width: 320, height: 480), itemCounts: counts)
            context.adjustedContentInset = LayoutEdgeInsets(top: inset)
            if flow {
                var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 90, height: 70),
                                                            headerReferenceSize: CGSize(width: 0, height: headerHeight))
                configuration.firstHeaderStretching = stretching
                layout = try FlowLayout(configuration: configuration)
            } else {
                layout = try TableLayout(itemSize: CGSize(width: 0, height: 44),
                                         sections: TableSectionStyle(headerHeight: headerHeight, firstHeaderStretching: stretching))
            }
            try layout.prepare(in: context, invalidating: .everything)
            let rect = CGRect(x: 0, y: offset, width: 320, height: extent)
            let visibleTop = offset + inset
            checkLayoutContract(layout, rect: rect, supplementaryKinds: [Self.header, ElementCategory.footerKind],
                                checksContentCoverage: visibleTop >= 0)
            guard headerHeight > 0, let frame = Self.headerAttributes(layout)?.frame else { return }
            #expect(frame.minY.isFinite && frame.height.isFinite)
            if visibleTop < 0 {
                #expect(frame.minY == visibleTop)
                #expect(abs(frame.maxY - headerHeight) < 1e-9)
            } else {
                #expect(frame.height == headerHeight)
                #expect(frame.minY >= 0 && frame.minY <= factor * visibleTop + 1e-9)
            }
        }
    }
}
