import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

@Suite("FlowLayout")
struct FlowLayoutTests {
    private func flow(_ configuration: FlowLayoutConfiguration, counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
                      offset: CGPoint = .zero, inset: LayoutEdgeInsets = .zero) throws -> FlowLayout {
        let layout = try FlowLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(origin: offset, size: size), itemCounts: counts, contentInset: inset))
        return layout
    }

    private func frame(_ layout: FlowLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))?.frame
    }

    @Test func fullLinesAreJustified() throws {
        // Width 320 − insets 10 + 10 = 300 available; three 90 pt items need 290 with spacing 10,
        // so they fit, and the 30 pt left over is split into two gaps of 15: x = 10, 115, 220.
        let layout = try flow(FlowLayoutConfiguration(itemSize: CGSize(width: 90, height: 90),
                                                      sectionInset: LayoutEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
                              counts: [7])
        #expect(frame(layout, 0) == CGRect(x: 10, y: 10, width: 90, height: 90))
        #expect(frame(layout, 1) == CGRect(x: 115, y: 10, width: 90, height: 90))
        #expect(frame(layout, 2) == CGRect(x: 220, y: 10, width: 90, height: 90))
        // Second line 10 below: y = 10 + 90 + 10.
        #expect(frame(layout, 3) == CGRect(x: 10, y: 110, width: 90, height: 90))
        // Item 6 is alone on the third line: left-aligned at the inset.
        #expect(frame(layout, 6) == CGRect(x: 10, y: 210, width: 90, height: 90))
        // Content: 10 + 3·90 + 2·10 + 10 = 310 tall, 320 wide.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 310))
    }

    @Test func twoItemLineSpreadsToBothEdges() throws {
        // 8 items, 3 per line: the last line's two items sit at the leading and trailing insets.
        let layout = try flow(FlowLayoutConfiguration(itemSize: CGSize(width: 90, height: 90),
                                                      sectionInset: LayoutEdgeInsets(all: 10)), counts: [8])
        #expect(frame(layout, 6)?.minX == 10)
        #expect(frame(layout, 7)?.maxX == 310)
    }

    @Test func itemsAreCenteredAcrossTheirLine() throws {
        var configuration = FlowLayoutConfiguration(minimumLineSpacing: 5, minimumInteritemSpacing: 10)
        configuration.sizeForItem = { path in [CGSize(width: 100, height: 40), CGSize(width: 100, height: 80),
                                              CGSize(width: 300, height: 20)][path.item] }
        let layout = try flow(configuration, counts: [3])
        // Line 1 is 80 thick: the 40 pt item is centered at y = 20; the lone 300 pt item opens line 2 at 85.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(frame(layout, 1) == CGRect(x: 220, y: 0, width: 100, height: 80))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 85, width: 300, height: 20))
        #expect(layout.collectionViewContentSize.height == 105)
    }

    @Test func sectionsStackWithHeadersAndFooters() throws {
        let configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 50), minimumLineSpacing: 10,
                                                    minimumInteritemSpacing: 10, sectionInset: LayoutEdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
                                                    headerReferenceSize: CGSize(width: 999, height: 30),
                                                    footerReferenceSize: CGSize(width: 0, height: 20))
        // 320 wide: three 100 pt items per line. Section 0 (4 items): header 0–30, items 35–85 and
        // 95–145, inset to 150, footer 150–170. Section 1 (0 items): header 170–200, no inset,
        // footer 200–220. Section 2 (1 item): header 220–250, item 255–305, footer 310–330.
        let layout = try flow(configuration, counts: [4, 0, 1])
        let header = { (section: Int) in
            layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: section))?.frame
        }
        let footer = { (section: Int) in
            layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.footerKind, at: ItemPath(item: 0, section: section))?.frame
        }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(layout, 3, 0) == CGRect(x: 0, y: 95, width: 100, height: 50))
        #expect(footer(0) == CGRect(x: 0, y: 150, width: 320, height: 20))
        #expect(header(1) == CGRect(x: 0, y: 170, width: 320, height: 30))
        #expect(footer(1) == CGRect(x: 0, y: 200, width: 320, height: 20))
        #expect(header(2) == CGRect(x: 0, y: 220, width: 320, height: 30))
        #expect(frame(layout, 0, 2) == CGRect(x: 0, y: 255, width: 100, height: 50))
        #expect(footer(2) == CGRect(x: 0, y: 310, width: 320, height: 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 330))
        let kinds = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 160, width: 320, height: 50)).map(\.category)
        #expect(Set(kinds) == [.supplementaryView(ElementCategory.headerKind), .supplementaryView(ElementCategory.footerKind)])
    }

    @Test func horizontalFlowFillsColumns() throws {
        let configuration = FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 80, height: 80),
                                                    minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                    sectionInset: LayoutEdgeInsets(all: 10), headerReferenceSize: CGSize(width: 32, height: 0))
        // Height 220 − 20 = 200: two 80 pt items per column, justified to y = 10 and 130.
        // Header 0–32 wide; first column at x = 42, the second 90 further.
        let layout = try flow(configuration, counts: [5], size: CGSize(width: 480, height: 220))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 32, height: 220))
        #expect(frame(layout, 0) == CGRect(x: 42, y: 10, width: 80, height: 80))
        #expect(frame(layout, 1) == CGRect(x: 42, y: 130, width: 80, height: 80))
        #expect(frame(layout, 2) == CGRect(x: 132, y: 10, width: 80, height: 80))
        #expect(frame(layout, 4) == CGRect(x: 222, y: 10, width: 80, height: 80))
        // Width: 32 + 10 + 3 columns of 80 + 2 gaps of 10 + 10 = 312.
        #expect(layout.collectionViewContentSize == CGSize(width: 312, height: 220))
    }

    @Test func anItemWiderThanTheCollectionWidensTheContent() throws {
        let layout = try flow(FlowLayoutConfiguration(itemSize: CGSize(width: 400, height: 50)), counts: [2])
        #expect(frame(layout, 1) == CGRect(x: 0, y: 60, width: 400, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 110))
    }

    @Test func crossExtentExcludesTheAdjustedInset() throws {
        let layout = try flow(FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)), counts: [3],
                              inset: LayoutEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        // 280 available: two items fit (210), the third wraps.
        #expect(layout.collectionViewContentSize.width == 280)
        #expect(frame(layout, 1)?.maxX == 280)
        #expect(frame(layout, 2)?.minY == 110)
    }

    @Test func pinnedHeaderStaysAtTopAndIsPushedByTheNext() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 100), minimumLineSpacing: 0,
                                                    headerReferenceSize: CGSize(width: 0, height: 40))
        configuration.sectionHeadersPinToVisibleBounds = true
        // Section 0: header 0–40, items 40–340; section 1: header 340–380, items 380–680.
        let layout = try flow(configuration, counts: [3, 3])
        func headerFrames(at offset: CGFloat) -> [Int: CGRect] {
            layout.hostState.context.bounds.origin.y = offset
            let headers = layout.layoutAttributesForElements(in: layout.context.bounds)
                .filter { $0.category == .supplementaryView(ElementCategory.headerKind) }
            return Dictionary(uniqueKeysWithValues: headers.map { ($0.indexPath.section, $0.frame) })
        }
        #expect(headerFrames(at: 0)[0]?.minY == 0)
        // Scrolled 150: the header sits at the top of the visible area.
        #expect(headerFrames(at: 150)[0]?.minY == 150)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 0))?.zIndex
                == FlowLayout.pinnedZIndex)
        // Scrolled 320: section 0's items end at 340, so its header is pushed up to 300;
        // section 1's header is still at its natural 340.
        let pushed = headerFrames(at: 320)
        #expect(pushed[0]?.minY == 300)
        #expect(pushed[1]?.minY == 340)
        // Scrolled 500: section 0's header is gone, section 1's is pinned.
        let later = headerFrames(at: 500)
        #expect(later[0] == nil)
        #expect(later[1]?.minY == 500)
    }

    @Test func pinnedFooterStaysAtBottom() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 100), minimumLineSpacing: 0,
                                                    footerReferenceSize: CGSize(width: 0, height: 30))
        configuration.sectionFootersPinToVisibleBounds = true
        // Section 0 items 0–500, footer naturally at 500–530; viewport 480 tall.
        let layout = try flow(configuration, counts: [5, 5])
        let footer = layout.layoutAttributesForElements(in: layout.context.bounds)
            .first { $0.category == .supplementaryView(ElementCategory.footerKind) }
        #expect(footer?.frame.minY == 450)
        layout.hostState.context.bounds.origin.y = 100
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.footerKind, at: ItemPath(item: 0, section: 0))?.frame.minY == 500)
    }

    @Test func onlyPinningMakesScrollingInvalidate() throws {
        let plain = try flow(FlowLayoutConfiguration(), counts: [100])
        let moved = CGRect(x: 0, y: 300, width: 320, height: 480)
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: moved))
        #expect(plain.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 480, height: 320)))
        var configuration = FlowLayoutConfiguration()
        configuration.sectionHeadersPinToVisibleBounds = true
        let pinned = try flow(configuration, counts: [100])
        #expect(pinned.shouldInvalidateLayout(forBoundsChange: moved))
        #expect(pinned.invalidation(forBoundsChange: moved) == .boundsOrigin)
        #expect(!pinned.invalidation(forBoundsChange: moved).invalidatesGeometry)
    }

    @Test func badConfigurationIsRefusedWithTheValue() throws {
        #expect(throws: LayoutError.invalidValue(name: "minimumLineSpacing", value: -1, expected: "a finite number ≥ 0")) {
            try FlowLayout(configuration: FlowLayoutConfiguration(minimumLineSpacing: -1))
        }
        #expect(throws: LayoutError.self) { try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: CGFloat.nan, height: 1))) }
        #expect(throws: LayoutError.self) { try FlowLayout(configuration: FlowLayoutConfiguration(sectionInset: LayoutEdgeInsets(top: .infinity))) }
        var configuration = FlowLayoutConfiguration()
        configuration.sizeForItem = { path in path.item == 2 ? CGSize(width: CGFloat.nan, height: 10) : CGSize(width: 10, height: 10) }
        let layout = try FlowLayout(configuration: configuration)
        let error = #expect(throws: LayoutError.self) {
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), itemCounts: [5]))
        }
        #expect(error?.description.hasPrefix("sizeForItem([0, 2]) nan × ") == true)
        let valid = try FlowLayout()
        #expect(throws: LayoutError.self) { try valid.update { $0.footerReferenceSize = CGSize(width: 0, height: -4) } }
        #expect(valid.configuration.footerReferenceSize == .zero)
    }

    @Test func agreesWithBruteForce() async {
        let shape = zip(Gen.bool, Gen.cgFloat(in: 0...40), Gen.cgFloat(in: 0...30), Gen.cgFloat(in: 0...30),
                        Gen.cgFloat(in: 0...50), Gen.cgFloat(in: 0...40), Gen.bool, Gen.bool, Gen.int(in: 0...1000))
        let data = zip(Gen.int(in: 0...40).array(of: 0...4), Gen.cgFloat(in: 0...500), Gen.cgFloat(in: 0...600),
                       Gen.cgFloat(in: -100...3000), Gen.cgFloat(in: 0...700))
        await propertyCheck(count: 150, input: shape, data) { shape, data in
            let (horizontal, lineSpacing, interitem, inset, header, footer, pinHeaders, pinFooters, seed) = shape
            let (counts, width, height, position, extent) = data
            var configuration = FlowLayoutConfiguration(
                scrollDirection: horizontal ? .horizontal : .vertical, minimumLineSpacing: lineSpacing,
                minimumInteritemSpacing: interitem, sectionInset: LayoutEdgeInsets(top: inset, left: inset / 2, bottom: inset, right: inset / 3),
                headerReferenceSize: CGSize(width: header, height: header), footerReferenceSize: CGSize(width: footer, height: footer))
            configuration.sectionHeadersPinToVisibleBounds = pinHeaders
            configuration.sectionFootersPinToVisibleBounds = pinFooters
            configuration.sizeForItem = { path in
                let hash = (path.item &* 37 &+ path.section &* 101 &+ seed) % 97
                return CGSize(width: CGFloat(10 + hash), height: CGFloat(8 + (hash * 7) % 61))
            }
            let layout = try FlowLayout(configuration: configuration)
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            try prepare(layout, LayoutContext(bounds: CGRect(origin: origin, size: CGSize(width: width, height: height)), itemCounts: counts))
            let rect = horizontal ? CGRect(x: position, y: 0, width: extent, height: height)
                                  : CGRect(x: 0, y: position, width: width, height: extent)
            checkLayoutContract(layout, rect: rect, supplementaryKinds: [ElementCategory.headerKind, ElementCategory.footerKind])
        }
    }

    @Test func itemsOfOneSizeArePlacedByFormulaAsTheLineBuilderPlacesThem() async {
        // The same sections with and without a per-item answer: without one the layout places
        // items by formula (never storing them), with one it runs the line builder. Frames,
        // content size and every rect query must agree, and both pass the brute-force contract.
        let shape = zip(Gen.bool, Gen.cgFloat(in: 0...40), Gen.cgFloat(in: 0...30), Gen.cgFloat(in: 0...30),
                        Gen.cgFloat(in: 0...160), Gen.cgFloat(in: 0...90), Gen.cgFloat(in: 0...50))
        let data = zip(Gen.int(in: 0...60).array(of: 0...4), Gen.cgFloat(in: 0...500), Gen.cgFloat(in: 0...600),
                       Gen.cgFloat(in: -100...3000), Gen.cgFloat(in: 0...700))
        await propertyCheck(count: 200, input: shape, data) { shape, data in
            let (horizontal, lineSpacing, interitem, inset, itemWidth, itemHeight, header) = shape
            let (counts, width, height, position, extent) = data
            let itemSize = CGSize(width: itemWidth, height: itemHeight)
            var configuration = FlowLayoutConfiguration(
                scrollDirection: horizontal ? .horizontal : .vertical, itemSize: itemSize, minimumLineSpacing: lineSpacing,
                minimumInteritemSpacing: interitem, sectionInset: LayoutEdgeInsets(top: inset, left: inset / 2, bottom: inset, right: inset / 3),
                headerReferenceSize: CGSize(width: header, height: header))
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            let context = LayoutContext(bounds: CGRect(origin: origin, size: CGSize(width: width, height: height)), itemCounts: counts)
            let byFormula = try FlowLayout(configuration: configuration)
            try prepare(byFormula, context)
            configuration.sizeForItem = { _ in itemSize }
            let byBuilder = try FlowLayout(configuration: configuration)
            try prepare(byBuilder, context)

            func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
                guard let a, let b else { return a == nil && b == nil }
                return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
                    && abs(a.height - b.height) < 1e-9
            }
            #expect(abs(byFormula.collectionViewContentSize.width - byBuilder.collectionViewContentSize.width) < 1e-9)
            #expect(abs(byFormula.collectionViewContentSize.height - byBuilder.collectionViewContentSize.height) < 1e-9)
            #expect(byFormula.sections.map(\.itemCount) == byBuilder.sections.map(\.itemCount))
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let path = ItemPath(item: item, section: section)
                    #expect(close(byFormula.layoutAttributesForItem(at: path)?.frame, byBuilder.layoutAttributesForItem(at: path)?.frame),
                            "item \(path)")
                }
            }
            let rect = horizontal ? CGRect(x: position, y: 0, width: extent, height: height)
                                  : CGRect(x: 0, y: position, width: width, height: extent)
            checkLayoutContract(byFormula, rect: rect, supplementaryKinds: [ElementCategory.headerKind])
            let cells = { (layout: FlowLayout) in
                Set(layout.layoutAttributesForElements(in: rect).filter { $0.category == .cell }.map(\.indexPath))
            }
            #expect(cells(byFormula) == cells(byBuilder))
        }
    }

    @Test func aMillionItemsOfOneSizeAreAnsweredWithoutBeingStored() throws {
        // 1,000,000 items of 120 × 120 in 374 pt (390 less 8 + 8 inset): three a line
        // (3·120 + 2·8 = 376 > 374, so two: 2·120 + 8 = 248 fits, a third does not) — two a line,
        // 500,000 lines 128 apart. The last item opens line 499,999 at 8 + 499,999 · 128, and the
        // content is 8 + 500,000 · 120 + 499,999 · 8 + 8 tall.
        let layout = try flow(FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120), minimumLineSpacing: 8,
                                                      minimumInteritemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 8)),
                              counts: [1_000_000], size: CGSize(width: 390, height: 844))
        #expect(frame(layout, 999_999) == CGRect(x: 8 + 374 - 120, y: 63_999_880, width: 120, height: 120))
        #expect(layout.collectionViewContentSize.height == 64_000_008)
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 32_000_000, width: 390, height: 844))
        // Lines span 8 + 128·k … +120: line 249,999 ends exactly at 32,000,000 (touching, not in
        // the rect), line 250,000 starts at 32,000,008 and line 250,006 at 32,000,776, inside the
        // 844 pt rect: 7 lines of two.
        #expect(visible.count == 14)
        #expect(visible.map(\.indexPath.item).min() == 500_000 && visible.map(\.indexPath.item).max() == 500_013)
    }
}
