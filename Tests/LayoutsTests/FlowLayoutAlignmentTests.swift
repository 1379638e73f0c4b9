import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// Aligned flow (`catalogue-layouts.md`, "Aligned flow"): a line's items at the leading edge,
/// centred, at the trailing edge or justified, and each item at its line's top, centre or bottom.
@Suite("FlowLayout alignment")
struct FlowLayoutAlignmentTests {
    /// Five tags, 10 apart, in 300 points (320 less insets of 10): 80 + 60 + 100 = 240 (260
    /// spaced) fill the first line (a fourth of 120 would need 390); 120 + 90 = 210 (220 spaced)
    /// the second. The first line is 40 thick (its 80 × 40 tag), the second 50, 10 apart.
    static let tags = [CGSize(width: 80, height: 40), CGSize(width: 60, height: 20), CGSize(width: 100, height: 30),
                       CGSize(width: 120, height: 50), CGSize(width: 90, height: 40)]

    static func tagCloud(_ line: FlowLineAlignment, _ item: FlowItemAlignment = .center,
                         direction: ScrollDirection = .vertical) throws -> FlowLayout {
        var configuration = FlowLayoutConfiguration(scrollDirection: direction, minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                    sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        configuration.lineAlignment = line
        configuration.itemAlignment = item
        configuration.sizeForItem = { tags[$0.item] }
        let layout = try FlowLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [5]))
        return layout
    }

    static func xs(_ layout: FlowLayout) -> [CGFloat] {
        (0..<5).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame.minX }
    }

    static func ys(_ layout: FlowLayout) -> [CGFloat] {
        (0..<5).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame.minY }
    }

    @Test func leadingTagsStartAtTheInsetWithTheSpacingBetween() throws {
        // Line 1: 10, 10 + 80 + 10 = 100, 100 + 60 + 10 = 170. Line 2: 10, 10 + 120 + 10 = 140.
        #expect(try Self.xs(Self.tagCloud(.leading)) == [10, 100, 170, 10, 140])
    }

    @Test func centredTagsShareTheSlackOnBothSides() throws {
        // Line 1 leaves 300 − 260 = 40: 20 on each side, from 30. Line 2 leaves 80: from 50.
        #expect(try Self.xs(Self.tagCloud(.center)) == [30, 120, 190, 50, 180])
    }

    @Test func trailingTagsEndAtTheTrailingInset() throws {
        // Line 1 from 10 + 40 = 50: 50, 140, 210 (210 + 100 = 310 = 320 − 10). Line 2 from 90.
        #expect(try Self.xs(Self.tagCloud(.trailing)) == [50, 140, 210, 90, 220])
    }

    @Test func justifiedTagsSpreadAcrossTheLineAsUIKitDoes() throws {
        // Line 1: gaps (300 − 240) / 2 = 30: 10, 120, 210. Line 2: one gap of 300 − 210 = 90.
        let layout = try Self.tagCloud(.justified)
        #expect(Self.xs(layout) == [10, 120, 210, 10, 220])
        // The default is UIKit's.
        #expect(FlowLayoutConfiguration().lineAlignment == .justified)
        #expect(FlowLayoutConfiguration().itemAlignment == .center)
    }

    @Test func itemsSitAtTheirLinesTopCentreOrBottom() throws {
        // Line 1 is 40 thick from 0; line 2 50 thick from 40 + 10 = 50.
        #expect(try Self.ys(Self.tagCloud(.leading, .top)) == [0, 0, 0, 50, 50])
        // Centred: (40 − 20) / 2 = 10, (40 − 30) / 2 = 5; (50 − 40) / 2 = 5 below 50.
        #expect(try Self.ys(Self.tagCloud(.leading, .center)) == [0, 10, 5, 50, 55])
        // Bottom: 40 − 20 = 20, 40 − 30 = 10; 50 − 40 = 10 below 50.
        #expect(try Self.ys(Self.tagCloud(.leading, .bottom)) == [0, 20, 10, 50, 60])
    }

    @Test func aLoneItemWiderThanTheLineStaysAtTheLeadingInset() throws {
        for alignment in FlowLineAlignment.allCases {
            var configuration = FlowLayoutConfiguration(sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            configuration.lineAlignment = alignment
            configuration.sizeForItem = { _ in CGSize(width: 400, height: 30) }
            let layout = try FlowLayout(configuration: configuration)
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [2]))
            #expect(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.minX == 10, "\(alignment)")
            // The content still covers the overflowing item: 10 + 400.
            #expect(layout.collectionViewContentSize.width == 410, "\(alignment)")
        }
    }

    @Test func aGridOfOneSizeIsAlignedByFormula() throws {
        // 90-point items in 300: three a line (3·90 + 2·10 = 290), 7 items in lines of 3, 3, 1.
        func xs(_ alignment: FlowLineAlignment) throws -> [CGFloat] {
            var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 90, height: 90),
                                                        sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            configuration.lineAlignment = alignment
            let layout = try FlowLayout(configuration: configuration)
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [7]))
            return [0, 1, 2, 6].compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame.minX }
        }
        // Full lines leave 10: leading from 10, centred from 15, trailing from 20. The last
        // line's one item leaves 210: from 10, 10 + 105 = 115, 10 + 210 = 220.
        #expect(try xs(.leading) == [10, 110, 210, 10])
        #expect(try xs(.center) == [15, 115, 215, 115])
        #expect(try xs(.trailing) == [20, 120, 220, 220])
        #expect(try xs(.justified) == [10, 115, 220, 10])
    }

    @Test func aHorizontalFlowAlignsDownItsColumns() throws {
        // Lines are columns 480 tall; widths and heights swap roles: column 1 holds 40 + 20 + 30
        // + 50 + 40 = 180 plus 4·10 = 220 ≤ 480 (no insets across, top and bottom 0): all five.
        // Leading: y = 0, 50, 80, 120, 180; trailing: 480 − 220 = 260 further down.
        let leading = try Self.tagCloud(.leading, direction: .horizontal)
        #expect(Self.ys(leading) == [0, 50, 80, 120, 180])
        let trailing = try Self.tagCloud(.trailing, direction: .horizontal)
        #expect(Self.ys(trailing) == [260, 310, 340, 380, 440])
        // Items sit at their column's leading edge (x = 10, the left inset) with `.top`; the
        // column is 120 thick, so the 80-wide tag sits at 10 + 40 with `.bottom`.
        #expect(try Self.tagCloud(.leading, .top, direction: .horizontal).layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minX == 10)
        #expect(try Self.tagCloud(.leading, .bottom, direction: .horizontal).layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minX == 50)
    }

    @Test func selfSizingTagsBreakAgainAndStayAligned() throws {
        // Tags estimated 60 × 30 in 300 points: four a line (4·60 + 3·10 = 270). Tag 1 reports
        // 150 wide: 60 + 150 + 60 = 270 (290 spaced) fill line 1, tags 3–5 (200 spaced) line 2,
        // 30 + 10 = 40 down.
        for (alignment, expected) in [(FlowLineAlignment.leading, [10, 80, 240, 10, 80, 150] as [CGFloat]),
                                      // Line 1 leaves 10: from 15. Line 2 leaves 100: from 60.
                                      (.center, [15, 85, 245, 60, 130, 200])] {
            var configuration = FlowLayoutConfiguration(sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            configuration.estimatedItemSize = CGSize(width: 60, height: 30)
            configuration.lineAlignment = alignment
            let layout = try FlowLayout(configuration: configuration)
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [6]))
            let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
            var preferred = original
            preferred.frame.size = CGSize(width: 150, height: 30)
            #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            let frames = (0..<6).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))?.frame }
            #expect(frames.map(\.minX) == expected, "\(alignment)")
            #expect(frames.map(\.minY) == [0, 0, 0, 40, 40, 40], "\(alignment)")
            checkLayoutContract(layout, rect: CGRect(x: 0, y: 0, width: 320, height: 480))
        }
    }

    @Test func everyAlignmentAgreesWithBruteForce() async {
        let shape = zip(Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.bool, Gen.bool, Gen.cgFloat(in: 0...30), Gen.int(in: 0...1000))
        let data = zip(Gen.int(in: 0...40).array(of: 0...3), Gen.cgFloat(in: 0...500), Gen.cgFloat(in: -100...3000), Gen.cgFloat(in: 0...700))
        await propertyCheck(count: 120, input: shape, data) { shape, data in
            let (line, item, horizontal, uniform, spacing, seed) = shape
            let (counts, width, position, extent) = data
            var configuration = FlowLayoutConfiguration(scrollDirection: horizontal ? .horizontal : .vertical, itemSize: CGSize(width: 70, height: 44),
                                                        minimumLineSpacing: spacing, minimumInteritemSpacing: spacing,
                                                        sectionInset: LayoutEdgeInsets(top: 6, left: 8, bottom: 6, right: 4),
                                                        headerReferenceSize: CGSize(width: 20, height: 20))
            configuration.lineAlignment = FlowLineAlignment.allCases[line]
            configuration.itemAlignment = FlowItemAlignment.allCases[item]
            if !uniform {
                configuration.sizeForItem = { path in
                    let hash = (path.item &* 37 &+ path.section &* 101 &+ seed) % 97
                    return CGSize(width: CGFloat(10 + hash), height: CGFloat(8 + (hash * 7) % 61))
                }
            }
            let layout = try FlowLayout(configuration: configuration)
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            try prepare(layout, LayoutContext(bounds: CGRect(origin: origin, size: CGSize(width: width, height: 480)), itemCounts: counts))
            let rect = horizontal ? CGRect(x: position, y: 0, width: extent, height: 480) : CGRect(x: 0, y: position, width: width, height: extent)
            checkLayoutContract(layout, rect: rect, supplementaryKinds: [ElementCategory.headerKind])
            // No two items overlap, whatever the alignment.
            for (section, count) in counts.enumerated() where count > 1 {
                let frames = (0..<count).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: section))?.frame }
                for i in frames.indices {
                    for j in frames.indices where j > i {
                        #expect(!frames[i].insetBy(dx: 0.001, dy: 0.001).overlaps(frames[j].insetBy(dx: 0.001, dy: 0.001)),
                                "items \(i) and \(j) of section \(section) overlap")
                    }
                }
            }
        }
    }
}
