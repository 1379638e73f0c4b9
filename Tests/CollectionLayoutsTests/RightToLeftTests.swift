import Foundation
import Testing
@_spi(Testing) import CompositionalLayoutModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import Rendering

/// Right to left: the flow and compositional layouts are drawn mirrored, as UIKit mirrors layouts
/// whose `flipsHorizontallyInOppositeLayoutDirection` is true; the others are not. As in UIKit,
/// every number the view answers (offsets, frames, targets) stays in the layout's coordinates;
/// only what it draws (`currentFrame`) is mirrored.
@Suite("Right-to-left layout direction")
struct RightToLeftTests {
    static func frame(_ view: SimulatedCollectionView, _ item: Int, section: Int = 0) throws -> CGRect {
        try #require(view.layoutAttributesForItem(at: ItemPath(item: item, section: section))).frame
    }

    /// Where the view draws the cell `item`, relative to the left of what it draws.
    static func drawn(_ view: SimulatedCollectionView, _ item: Int, section: Int = 0) throws -> CGRect {
        let frame = view.currentFrame
        let element = try #require(frame.elements.first { $0.category == .cell && $0.indexPath == ItemPath(item: item, section: section) })
        return element.frame.offsetBy(dx: -frame.bounds.minX, dy: -frame.bounds.minY)
    }

    @Test func aVerticalFlowGridFillsRowsFromTheRight() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(
            itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: LayoutEdgeInsets(all: 10)))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [5], clock: ManualClock())
        // Left to right: three per row at 10, 145, 280 (the 70 left over shared between them).
        #expect(try Self.frame(view, 0).minX == 10)
        try view.setLayoutDirection(.rightToLeft)
        #expect(view.makeContext().traits.layoutDirection == .rightToLeft)
        // The view's numbers are the layout's, as UIKit's: item 0 at 10, the offset 0.
        #expect(try Self.frame(view, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(view.contentOffset == .zero)
        // Drawn reflected in 390: x = 390 − maxX, so item 0 at 280, item 2 at 10.
        #expect(try Self.drawn(view, 0) == CGRect(x: 280, y: 10, width: 100, height: 100))
        #expect(try Self.drawn(view, 1).minX == 145)
        #expect(try Self.drawn(view, 2).minX == 10)
        #expect(try Self.drawn(view, 3).minX == 280)
        // What the view shows is what its own single queries answer.
        let shown = view.visibleElements.filter { $0.category == .cell }
        for element in shown { #expect(try element.frame == Self.frame(view, element.indexPath.item)) }
        #expect(shown.count == 5)
        // Back to left to right: the original frames.
        try view.setLayoutDirection(.leftToRight)
        #expect(try Self.frame(view, 0).minX == 10)
    }

    @Test func aHorizontalFlowStartsAtTheRightEndAndScrollsLeft() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(
            scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10,
            minimumInteritemSpacing: 10))
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 200), layout: layout, itemCounts: [20], clock: clock)
        // One item per column (two would need 210): content 20·100 + 19·10 = 2190 wide.
        #expect(view.contentSize.width == 2190)
        try view.setLayoutDirection(.rightToLeft)
        // The start is the layout's start, offset 0, as UIKit keeps it; it is drawn at the right
        // end: the drawn bounds are 2190 − 390 = 1800 … 2190, item 0 at 2190 − 100 = 2090, flush
        // with the view's right edge.
        #expect(view.contentOffset.x == 0)
        #expect(view.restingOrigin.x == 0)
        #expect(try Self.frame(view, 0).minX == 0)
        #expect(view.currentFrame.bounds.minX == 1800)
        #expect(try Self.drawn(view, 0).maxX == 390)
        #expect(view.visibleElements.contains { $0.indexPath.item == 0 })
        // A finger moving right (toward later items, on screen) scrolls the layout's offset on;
        // a fling on rests within the content.
        view.beginDragging()
        view.drag(by: CGPoint(x: 60, y: 0))
        #expect(view.contentOffset.x == 60)
        view.endDragging(velocity: CGPoint(x: 800, y: 0))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.x > 60 && view.contentOffset.x <= 1800)
        #expect(view.visibleElements.allSatisfy { $0.frame.maxX > view.contentOffset.x && $0.frame.minX < view.contentOffset.x + 390 })
    }

    @Test func compositionalLeadingInsetsLandOnTheRight() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                           subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = LayoutEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout(section: section),
                                               itemCounts: [3], clock: ManualClock())
        #expect(try Self.frame(view, 0) == CGRect(x: 20, y: 0, width: 370, height: 44))
        try view.setLayoutDirection(.rightToLeft)
        // The layout's frame is unchanged; drawn, the leading inset is on the right:
        // x = 390 − 390 = 0, width 370.
        #expect(try Self.frame(view, 0) == CGRect(x: 20, y: 0, width: 370, height: 44))
        #expect(try Self.drawn(view, 0) == CGRect(x: 0, y: 0, width: 370, height: 44))
    }

    @Test func orthogonalSectionsStartAtTheRightAndFollowTheFinger() throws {
        // Groups 0.7 of 366 = 256.2 wide, 12 from the leading edge, spacing 8.
        let layout = CompositionalLayout { _, _ in
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(100)),
                                               subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                                            heightDimension: .fractionalHeight(1)))])
            let section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 8
            section.contentInsets = LayoutEdgeInsets(top: 0, leading: 12, bottom: 20, trailing: 12)
            return section
        }
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [10], clock: ManualClock())
        try view.setLayoutDirection(.rightToLeft)
        // Drawn: group 0 at 390 − 12 − 256.2 = 121.8, group 1 to its left at 121.8 − 264.2 = −142.4
        // (in the layout's coordinates, 12 and 276.2).
        #expect(abs(try Self.drawn(view, 0).minX - 121.8) < 1e-9)
        #expect(abs(try Self.drawn(view, 1).minX + 142.4) < 1e-9)
        #expect(abs(try Self.frame(view, 1).minX - 276.2) < 1e-9)
        // A finger moving right by 90 scrolls the section on by 90: everything drawn moves right by 90.
        try view.dragOrthogonalSection(0, by: 90)
        #expect(abs(view.orthogonalContentOffset(inSection: 0) - 90) < 1e-9)
        #expect(abs(try Self.drawn(view, 0).minX - 211.8) < 1e-9)
        #expect(abs(try Self.drawn(view, 1).minX + 52.4) < 1e-9)
    }

    @Test func aWaterfallsFirstColumnIsTheRightmostAndJustifiedRowsStartAtTheRight() throws {
        // Two columns of (390 − 10) / 2 = 190: column 0 at 0 in the layout, drawn at 390 − 190 = 200.
        let waterfall = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                                    layout: WaterfallLayout(configuration: WaterfallLayoutConfiguration { _ in .absolute(100) }),
                                                    itemCounts: [6], clock: ManualClock())
        try waterfall.setLayoutDirection(.rightToLeft)
        #expect(try Self.frame(waterfall, 0) == CGRect(x: 0, y: 0, width: 190, height: 100))
        #expect(try Self.drawn(waterfall, 0) == CGRect(x: 200, y: 0, width: 190, height: 100))
        #expect(try Self.drawn(waterfall, 1).minX == 0)
        // A last row of two squares 120 tall, 4 apart: drawn from the right, 390 − 120 = 270.
        let justified = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                                    layout: JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 120)),
                                                    itemCounts: [2], clock: ManualClock())
        try justified.setLayoutDirection(.rightToLeft)
        #expect(try Self.drawn(justified, 0) == CGRect(x: 270, y: 0, width: 120, height: 120))
        #expect(try Self.drawn(justified, 1) == CGRect(x: 146, y: 0, width: 120, height: 120))
    }

    @Test func leadingTagsStartAtTheRightEdge() throws {
        // Tags 80 wide, 10 apart, leading: x = 0, 90, 180, 270 in the layout; drawn in 390 from
        // the right: 310, 220, 130, 40.
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 80, height: 32), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        configuration.lineAlignment = .leading
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: FlowLayout(configuration: configuration),
                                               itemCounts: [6], clock: ManualClock())
        try view.setLayoutDirection(.rightToLeft)
        #expect(try (0..<4).map { try Self.drawn(view, $0).minX } == [310, 220, 130, 40])
        #expect(try Self.drawn(view, 4).minX == 310)
    }

    @Test func layoutsThatDoNotFlipAreNotReflected() throws {
        let table = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                                itemCounts: [30], clock: ManualClock())
        let carousel = try SimulatedCollectionView(size: CGSize(width: 390, height: 300),
                                                   layout: CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear)),
                                                   itemCounts: [10], clock: ManualClock())
        for view in [table, carousel] {
            let before = view.visibleElements, offset = view.contentOffset
            try view.setLayoutDirection(.rightToLeft)
            #expect(view.screenMirror == nil)
            #expect(view.visibleElements == before && view.contentOffset == offset)
        }
    }

    /// Property: in every right-to-left view of a reflected layout, at random offsets, the
    /// shown elements equal the single-element answers filtered by the bounds, and all are finite.
    @Test(arguments: 0..<7)
    func theReflectedRectQueryMatchesTheSingleQueries(layoutIndex: Int) throws {
        var random = SplitMix64(seed: UInt64(layoutIndex))
        var waterfall = WaterfallLayoutConfiguration(columns: .count(3)) { .absolute(CGFloat(40 + ($0.item * 37) % 90)) }
        waterfall.spansAllColumns = { $0.item % 11 == 5 }
        let layouts: [any CollectionLayout] = [
            try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 70, height: 50))),
            try FlowLayout(),
            CompositionalLayout.grid(),
            CompositionalLayout.nestedGroupsScrolling(),
            try WaterfallLayout(configuration: waterfall),
            try WaterfallLayout(configuration: WaterfallLayoutConfiguration(scrollDirection: .horizontal) { .aspectRatio(CGFloat(1 + $0.item % 3) / 2) }),
            try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 120) { CGFloat(1 + $0.item % 4) / 2 }),
        ]
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: layouts[layoutIndex], itemCounts: [60, 30],
                                               clock: ManualClock(), registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        try view.setLayoutDirection(.rightToLeft)
        for _ in 0..<10 {
            let x = CGFloat.random(in: view.scrollableRange(.horizontal), using: &random)
            let y = CGFloat.random(in: view.scrollableRange(.vertical), using: &random)
            view.setContentOffset(CGPoint(x: x, y: y), animated: false)
            let shown = view.visibleElements.filter { $0.category == .cell }.sorted { $0.key < $1.key }
            let expected = view.itemCounts.enumerated().flatMap { section, count in
                (0..<count).compactMap { view.layoutAttributesForItem(at: ItemPath(item: $0, section: section)) }
            }.filter { !$0.isHidden && $0.visibleFrame.overlaps(view.bounds) }.sorted { $0.key < $1.key }
            #expect(shown == expected, "at \(view.contentOffset)")
            #expect(shown.allSatisfy { $0.isFinite })
        }
    }
}
