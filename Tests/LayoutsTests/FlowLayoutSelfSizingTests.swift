import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// Items that size themselves: `FlowLayoutConfiguration.estimatedItemSize` and
/// `FlowLayout.automaticSize`, as `UICollectionViewFlowLayout`'s.
@Suite("FlowLayout: items that size themselves")
struct FlowLayoutSelfSizingTests {
    /// 100 × 50 estimates, spacing 10, in a 320-wide view: three to a line (3·100 + 2·10 = 320),
    /// at x 0, 110, 220, lines 60 apart.
    private func flow(estimate: CGSize = CGSize(width: 100, height: 50), counts: [Int] = [9],
                      direction: ScrollDirection = .vertical, header: CGSize = .zero) throws -> FlowLayout {
        var configuration = FlowLayoutConfiguration(scrollDirection: direction, itemSize: CGSize(width: 50, height: 50))
        configuration.estimatedItemSize = estimate
        configuration.headerReferenceSize = header
        let layout = try FlowLayout(configuration: configuration)
        let size = direction == .vertical ? CGSize(width: 320, height: 480) : CGSize(width: 480, height: 320)
        try prepare(layout, LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: counts))
        return layout
    }

    private func frame(_ layout: FlowLayout, _ item: Int, _ section: Int = 0) -> CGRect {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))!.frame
    }

    /// `item` of `layout` reporting `size`, as the host hands it over.
    @discardableResult
    private func report(_ size: CGSize, item: Int, section: Int = 0, of layout: FlowLayout) -> SelfSizingAdjustment? {
        let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))!
        var preferred = original
        preferred.frame.size = size
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        return layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    @Test func aTallerItemThickensItsLine() throws {
        let layout = try flow()
        #expect(frame(layout, 4) == CGRect(x: 110, y: 60, width: 100, height: 50))
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 4, section: 0))))
        // Item 4 is 80 tall: line 1 is 80 thick, its thinner items centered (60 + 15), line 2 at
        // 60 + 80 + 10 = 150, the content 150 + 50 = 200 tall: 30 more.
        #expect(report(CGSize(width: 100, height: 80), item: 4, of: layout)
                == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 30)))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 75, width: 100, height: 50))
        #expect(frame(layout, 4) == CGRect(x: 110, y: 60, width: 100, height: 80))
        #expect(frame(layout, 6) == CGRect(x: 0, y: 150, width: 100, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 200))
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 4, section: 0))))
    }

    @Test func aWiderItemBreaksTheLinesAgain() throws {
        let layout = try flow()
        report(CGSize(width: 100, height: 80), item: 4, of: layout)
        // Item 1 is 200 wide: 0 and 1 fill line 0 (310), justified 20 apart; 2, 3, 4 make line 1
        // (80 thick for item 4), 5, 6, 7 line 2 at 150, and 8 alone on line 3 at 210.
        report(CGSize(width: 200, height: 50), item: 1, of: layout)
        #expect(frame(layout, 1) == CGRect(x: 120, y: 0, width: 200, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 75, width: 100, height: 50))
        #expect(frame(layout, 4) == CGRect(x: 220, y: 60, width: 100, height: 80))
        #expect(frame(layout, 5) == CGRect(x: 0, y: 150, width: 100, height: 50))
        #expect(frame(layout, 8) == CGRect(x: 0, y: 210, width: 100, height: 50))
        #expect(layout.collectionViewContentSize.height == 260)
        // Narrow again: the first lines are as before.
        report(CGSize(width: 100, height: 50), item: 1, of: layout)
        #expect(frame(layout, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 75, width: 100, height: 50))
        #expect(layout.collectionViewContentSize.height == 200)
    }

    /// A narrower item can make room for the first item of the next line.
    @Test func aNarrowerItemMovesUpALine() throws {
        let layout = try flow(estimate: CGSize(width: 150, height: 50), counts: [4])
        // Two to a line (150 + 10 + 150 = 310): lines [0, 1] and [2, 3]. Item 2 at 50 wide still
        // does not fit line 0 (310 + 10 + 50 > 320). Item 1 at 100 wide makes room: 150 + 10 + 100
        // + 10 + 50 = 320, so line 0 is [0, 1, 2], justified 10 apart, and item 3 is alone below.
        report(CGSize(width: 50, height: 50), item: 2, of: layout)
        #expect(frame(layout, 2) == CGRect(x: 0, y: 60, width: 50, height: 50))
        report(CGSize(width: 100, height: 50), item: 1, of: layout)
        #expect(frame(layout, 2) == CGRect(x: 270, y: 0, width: 50, height: 50))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 60, width: 150, height: 50))
    }

    /// Sections after the one that grew move with it, headers and all.
    @Test func laterSectionsMove() throws {
        let layout = try flow(counts: [3, 3], header: CGSize(width: 0, height: 20))
        // Section 0: header 0–20, items 20–70; section 1: header 70–90, items 90–140.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 70, width: 320, height: 20))
        report(CGSize(width: 100, height: 90), item: 0, of: layout)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 110, width: 320, height: 20))
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 130, width: 100, height: 50))
        #expect(layout.sections[1].start == 110)
        #expect(layout.collectionViewContentSize.height == 180)
    }

    /// Horizontally, lines are columns: a 60-wide item thickens its column.
    @Test func horizontalLinesAreColumns() throws {
        let layout = try flow(estimate: CGSize(width: 50, height: 100), direction: .horizontal)
        report(CGSize(width: 80, height: 100), item: 1, of: layout)
        #expect(frame(layout, 0) == CGRect(x: 15, y: 0, width: 50, height: 100))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 110, width: 80, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 90, y: 0, width: 50, height: 100))
    }

    /// automaticSize: items start at itemSize (50 × 50: five to a line) until the first cell
    /// reports; then every other item takes that size as its estimate.
    @Test func automaticSizeLearnsItsEstimateFromTheFirstCell() throws {
        let layout = try flow(estimate: FlowLayout.automaticSize)
        #expect(frame(layout, 5) == CGRect(x: 0, y: 60, width: 50, height: 50))
        report(CGSize(width: 100, height: 40), item: 0, of: layout)
        #expect(frame(layout, 3) == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 3, section: 0))))
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
    }

    /// Sizes follow their items through a batch update.
    @Test func sizesFollowTheirItemsThroughAnUpdate() throws {
        let layout = try flow()
        report(CGSize(width: 100, height: 80), item: 0, of: layout)
        layout.hostState.context.itemCounts = [10]
        layout.invalidateLayout(with: .dataCounts)
        try layout.prepare()
        var updates = BatchUpdates()
        updates.insertItems(at: [ItemPath(item: 0, section: 0)])
        layout.prepare(forCollectionViewUpdates: try updates.validated(from: [9], to: [10]).updateItems)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 110, y: 0, width: 100, height: 80))
    }

    @Test func aBadEstimateIsRefusedWithTheValue() {
        for bad in [CGSize(width: -1, height: 50), CGSize(width: 50, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: 5)] {
            var configuration = FlowLayoutConfiguration()
            configuration.estimatedItemSize = bad
            let error = #expect(throws: LayoutError.self) { try FlowLayout(configuration: configuration) }
            #expect(error?.description.hasPrefix("estimatedItemSize ") == true, "\(String(describing: error))")
        }
    }

    /// Against a flow layout given the same sizes outright: after any reports, every frame is the
    /// one the fixed layout computes, and the rect query keeps the contract.
    @Test func agreesWithTheSameSizesGivenOutright() async {
        let sizes = zip(Gen.int(in: 0...250), Gen.int(in: 0...120)).map { CGSize(width: CGFloat($0), height: CGFloat($1)) }
        await propertyCheck(count: 120, input: Gen.int(in: 1...60), sizes.array(of: 0...40), Gen.bool,
                            Gen.cgFloat(in: -100...3000), Gen.cgFloat(in: 0...700)) { count, reports, horizontal, start, extent in
            let direction: ScrollDirection = horizontal ? .horizontal : .vertical
            let layout = try flow(counts: [count], direction: direction)
            var final = Array(repeating: CGSize(width: 100, height: 50), count: count)
            for (index, size) in reports.enumerated() {
                let item = (index * 7) % count
                let size = horizontal ? CGSize(width: size.height, height: size.width) : size
                report(size, item: item, of: layout)
                final[item] = size
            }
            var fixedConfiguration = layout.configuration
            fixedConfiguration.estimatedItemSize = .zero
            fixedConfiguration.sizeForItem = { [final] in final[$0.item] }
            let fixed = try FlowLayout(configuration: fixedConfiguration)
            try prepare(fixed, layout.context)
            for item in 0..<count { #expect(frame(layout, item) == frame(fixed, item), "item \(item)") }
            #expect(layout.collectionViewContentSize == fixed.collectionViewContentSize
                    || layout.collectionViewContentSize[direction] == fixed.collectionViewContentSize[direction])
            let rect = horizontal ? CGRect(x: start, y: 0, width: extent, height: 320) : CGRect(x: 0, y: start, width: 320, height: extent)
            checkLayoutContract(layout, rect: rect)
        }
    }
}
