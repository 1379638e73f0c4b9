@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// What VoiceOver reads, in order, in each layout at rest and mid-scroll, worked out by hand
/// from the layouts' geometry.
@Suite("Reading order, layout by layout")
@MainActor
struct ReadingOrderByLayoutTests {
    private func items(_ view: SimulatedCollectionView) -> [Int] {
        view.accessibilityElements.filter { $0.key.category == .cell }.map(\.key.indexPath.item)
    }

    /// Rows of 44 in a 320 × 480 view scrolled to 100: rows 2 (88–132) to 13 (572–616) show, read
    /// top to bottom, "3 of 50" to "14 of 50".
    @Test func aTableMidScroll() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: try TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                               itemCounts: [50], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let read = view.accessibilityElements
        #expect(read.map(\.key.indexPath.item) == Array(2...13))
        #expect(read.map(\.value) == (3...14).map { "\($0) of 50" })
        #expect(read.first?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
    }

    /// A horizontal flow of 100-pt squares, 10 apart, in a view 210 tall fills columns of two:
    /// items 0 and 1 at x = 0, 2 and 3 at 110, … . Rows read across the columns: 0, 2, 4 then
    /// 1, 3, 5; scrolled to x = 55 the fourth column (330–430) shows too.
    @Test func aHorizontalFlowReadsAcrossItsColumns() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100)))
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 210), layout: layout, itemCounts: [12], clock: ManualClock())
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(items(view) == [0, 2, 4, 1, 3, 5])
        view.setContentOffset(CGPoint(x: 55, y: 0), animated: false)
        #expect(items(view) == [0, 2, 4, 6, 1, 3, 5, 7])
    }

    /// Rows of 100 × 30 squares 40 apart under 40-pt pinned headers, three a row: section 0's
    /// header 0–40, rows at 40, 80, 120; section 1's header at 150, rows at 190, 230, 270. At
    /// y = 80 section 0's header pins over 80–120 and covers its second row (80–110) whole: that
    /// row is not read; the header is read first, then the third row, then section 1.
    @Test func aPinnedHeaderHidesTheRowItCovers() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 30))
        configuration.headerReferenceSize = CGSize(width: 0, height: 40)
        configuration.sectionHeadersPinToVisibleBounds = true
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 200), layout: try FlowLayout(configuration: configuration),
                                               itemCounts: [9, 9], clock: ManualClock(),
                                               registering: .init(supplementaryKinds: [ElementCategory.headerKind]))
        view.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
        let read = view.accessibilityElements
        #expect(read.first?.frame == CGRect(x: 0, y: 80, width: 320, height: 40))
        #expect(read.map(\.value) == ["Section 1", "7 of 9", "8 of 9", "9 of 9", "Section 2"] + (1...9).map { "\($0) of 9" })
    }

    /// A four-column compositional grid on 390 points: squares of 97.5, rows in item order.
    /// Scrolled to 150 the first row (0–97.5) is gone and the read starts at item 4.
    @Test func aCompositionalGridMidScroll() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: CompositionalLayout.grid(), itemCounts: [60],
                                               clock: ManualClock())
        #expect(items(view) == Array(0..<28))
        view.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        #expect(items(view) == Array(4..<32))
    }

    /// An orthogonal row of 150-pt items above a list: scrolled by 200 inside the row, its items
    /// 1 (150–300) to 3 (450–600) show at −50…250 on screen, read left to right before the list;
    /// the items just past the row's visible part (item 3 at rest, items 0 and 4 scrolled) are read
    /// beside them, not shown, revealed when focused (issue 55).
    @Test func anOrthogonalSectionReadsWhatItShows() throws {
        let layout = CompositionalLayout { section, _ in
            if section == 1 { return .list() }
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                               subitem: item, count: 1)
            let row = LayoutSection(group: group)
            row.orthogonalScrollingBehavior = .continuous
            return row
        }
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: layout, itemCounts: [10, 20], clock: ManualClock())
        let row = { (read: [AccessibilityElement]) in read.filter { $0.key.indexPath.section == 0 } }
        #expect(row(view.accessibilityElements).map(\.key.indexPath.item) == [0, 1, 2, 3])
        #expect(row(view.accessibilityElements).map(\.revealsOnFocus) == [false, false, false, true])
        try view.setOrthogonalContentOffset(200, inSection: 0, animated: false)
        let read = view.accessibilityElements
        #expect(row(read).map(\.key.indexPath.item) == [0, 1, 2, 3, 4])
        #expect(row(read).filter { !$0.revealsOnFocus }.map(\.key.indexPath.item) == [1, 2, 3])
        #expect(read.filter { $0.key.indexPath.section == 1 }.map(\.key.indexPath.item) == Array(0..<5))
    }

    /// A cover flow of 120-pt items resting on item 12 reads 12, then 13 before 11, 14 before 10;
    /// at 12.3 items item 12 is still selected and the order holds; at 12.6 item 13 is selected:
    /// 13, then 14 before 12, 15 before 11, a whole item at a time.
    @Test func aCoverFlowReadsByDistanceFromTheSelectedItem() throws {
        var configuration = CarouselLayoutConfiguration(type: .coverFlow)
        configuration.itemSize = CGSize(width: 120, height: 150)
        let view = try SimulatedCollectionView(size: CGSize(width: 480, height: 300), layout: try CarouselLayout(configuration: configuration),
                                               itemCounts: [24], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 12 * 120, y: 0), animated: false)
        #expect(Array(items(view).prefix(5)) == [12, 13, 11, 14, 10])
        view.setContentOffset(CGPoint(x: 12.3 * 120, y: 0), animated: false)
        #expect(Array(items(view).prefix(6)) == [12, 13, 11, 14, 10, 15])
        #expect(view.accessibilityElements.first?.traits == [.adjustable, .selected])
        view.setContentOffset(CGPoint(x: 12.6 * 120, y: 0), animated: false)
        #expect(Array(items(view).prefix(5)) == [13, 14, 12, 15, 11])
    }

    /// The wheel turned 2.4 steps: item 2 is selected (0.4 of a step, 0.31 rad, past the start
    /// angle: within the π/6 fade, so read) and read first, then the items after it around the
    /// dial; item 1, 1.4 steps (1.1 rad) past the start, is beyond the fade and not shown. At 2.6
    /// steps item 3 is selected and item 2, 0.6 of a step (0.47 rad) past the start, is read last.
    @Test func theWheelMidTurn() throws {
        let layout = try WheelLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 390), layout: layout, itemCounts: [12], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 2.4 * layout.itemStep, y: 0), animated: false)
        let read = items(view)
        #expect(read.first == 2)
        #expect(read == read.sorted())
        #expect(!read.contains(1))
        view.setContentOffset(CGPoint(x: 2.6 * layout.itemStep, y: 0), animated: false)
        let turned = items(view)
        #expect(turned.first == 3)
        #expect(turned.last == 2)
        #expect(Array(turned.dropLast()) == turned.dropLast().sorted())
    }

    /// Paging photos 390 wide scrolled to 195.25: pages 0 and 1 show, read left to right; page 1
    /// (195.25 / 390 rounds to 1) is the selected, adjustable one.
    @Test func theParallaxPreviewMidSwipe() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: ParallaxPreviewLayout(), itemCounts: [5],
                                               clock: ManualClock())
        #expect(items(view) == [0])
        view.setContentOffset(CGPoint(x: 195.25, y: 0), animated: false)
        let read = view.accessibilityElements
        #expect(read.map(\.key.indexPath.item) == [0, 1])
        #expect(read.map(\.traits) == [[], [.adjustable, .selected]])
        #expect(read.map(\.value) == ["1 of 5", "2 of 5"])
    }

    /// The thumbnail strip reads its thumbnails left to right; the centred one is adjustable.
    @Test func theThumbnailStripReadsLeftToRight() throws {
        let layout = try ThumbnailStripLayout()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 66), layout: layout, itemCounts: [20], clock: ManualClock())
        try view.setContentInset(layout.centeringContentInset)
        view.setContentOffset(layout.contentOffset(centering: 5), animated: false)
        let read = view.accessibilityElements
        #expect(read.map(\.key.indexPath.item) == read.map(\.key.indexPath.item).sorted())
        #expect(read.filter { $0.traits.contains(.adjustable) }.map(\.key.indexPath.item) == [5])
        #expect(read.map(\.frame.minX) == read.map(\.frame.minX).sorted())
    }

    /// A pizza half centred on pizza 2 reads its pizzas top to bottom, pizza 2 the adjustable one.
    @Test func aPizzaHalfReadsTopToBottom() throws {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        let view = try SimulatedCollectionView(size: CGSize(width: 180, height: 480), layout: layout, itemCounts: [6], clock: ManualClock(),
                                               registering: .init(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
        try view.setContentInset(layout.centeringContentInset)
        view.setContentOffset(layout.contentOffset(for: 2), animated: false)
        let cells = view.accessibilityElements.filter { $0.key.category == .cell }
        #expect(cells.map(\.key.indexPath.item) == [1, 2, 3])
        #expect(cells.map(\.traits) == [[], [.adjustable, .selected], []])
    }

    /// Where the cells read in index-path order and nothing is adjustable (a table, a grid, a
    /// right-to-left grid), UIKit's own order is the host's; a carousel (adjustable, read from
    /// the selected item outward) and a wheel turned on are not.
    @Test func whereUIKitsOwnOrderIsTheHosts() throws {
        func reads(_ layout: any CollectionLayout, at offset: CGPoint = .zero, rightToLeft: Bool = false) throws -> Bool {
            let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: layout, itemCounts: [40], clock: ManualClock())
            if rightToLeft { try view.setLayoutDirection(.rightToLeft) }
            view.setContentOffset(offset, animated: false)
            return view.engine.readsCellsInIndexOrder(view.accessibilityElements)
        }
        #expect(try reads(TableLayout(itemSize: CGSize(width: 0, height: 44)), at: CGPoint(x: 0, y: 300)))
        #expect(try reads(FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)))))
        #expect(try reads(FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100))), rightToLeft: true))
        #expect(try !reads(CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear)), at: CGPoint(x: 500, y: 0)))
        #expect(try !reads(WheelLayout()))
    }

    /// Template "4-01", four columns: cells 0 to 3 left to right.
    @Test func aCollageReadsItsCellsInRows() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 500),
                                               layout: try CollageLayout(template: try CollageCatalogue.template(id: "4-01")),
                                               itemCounts: [4], clock: ManualClock(),
                                               registering: .init(supplementaryKinds: [CollageLayout.placeholderKind],
                                                                  decorationKinds: [CollageLayout.dividerKind]))
        #expect(items(view) == [0, 1, 2, 3])
        #expect(view.accessibilityElements.map(\.frame.minX) == view.accessibilityElements.map(\.frame.minX).sorted())
    }
}
