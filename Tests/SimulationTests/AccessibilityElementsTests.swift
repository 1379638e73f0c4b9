import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// What VoiceOver reads in the simulated view: the order, the positions, right to left, and the
/// layouts whose order is not a page's. Worked out by hand.
@Suite("Accessibility elements of the simulated view")
@MainActor
struct AccessibilityElementsTests {
    /// 100-pt squares three a row (x = 0, 110, 220) in a 320 × 480 view, seven items: read row by
    /// row, each placed "n of 7"; right to left the view mirrors the grid, and each row reads
    /// from its right end, item 0 first still.
    @Test func aGridReadsInRowsWithPositions() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)))
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [7], clock: ManualClock())
        let data = ReorderingDataSource(itemCounts: [7])
        view.dataSource = data
        try view.reloadData(itemCounts: [7])
        let elements = view.accessibilityElements
        #expect(elements.map(\.key.indexPath.item) == [0, 1, 2, 3, 4, 5, 6])
        #expect(elements.map(\.value) == (1...7).map { "\($0) of 7" })
        #expect(elements.first?.label == "0")
        #expect(elements[1].frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        try view.setLayoutDirection(.rightToLeft)
        let mirrored = view.accessibilityElements
        #expect(mirrored.map(\.key.indexPath.item) == [0, 1, 2, 3, 4, 5, 6])
        #expect(mirrored.first?.frame.minX == 220)
        #expect(mirrored[2].frame.minX == 0)
    }

    /// Headers are headers and say their section: "Section 1", then the section's items.
    @Test func headersSayTheirSection() throws {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100))
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: try FlowLayout(configuration: configuration),
                                               itemCounts: [2, 2], clock: ManualClock(),
                                               registering: .init(supplementaryKinds: [ElementCategory.headerKind]))
        let elements = view.accessibilityElements
        #expect(elements.map(\.value) == ["Section 1", "1 of 2", "2 of 2", "Section 2", "1 of 2", "2 of 2"])
        #expect(elements.map { $0.traits.contains(.header) } == [true, false, false, true, false, false])
    }

    /// A wheel reads around the dial from the start angle: item order, not rows across the screen.
    @Test func aWheelReadsAroundTheDial() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 390), layout: try WheelLayout(), itemCounts: [12],
                                               clock: ManualClock())
        let items = view.accessibilityElements.map(\.key.indexPath.item)
        #expect(items == items.sorted())
        #expect(items.first == 0)
        #expect(items.count >= 5)
    }

    /// A linear carousel of 100-pt items resting on item 3 reads from it outward: 3, then 4 (ahead)
    /// before 2, then 5 before 1, …
    @Test func aCarouselReadsFromTheSelectedItemOutward() throws {
        var configuration = CarouselLayoutConfiguration(type: .linear)
        configuration.itemSize = CGSize(width: 100, height: 100)
        configuration.spacing = 1
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: try CarouselLayout(configuration: configuration),
                                               itemCounts: [10], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 300, y: 0), animated: false)
        let items = view.accessibilityElements.map(\.key.indexPath.item)
        #expect(Array(items.prefix(5)) == [3, 4, 2, 5, 1])
    }

    /// In a grid, table or compositional layout, at any offset: every element read is shown, not
    /// hidden and not transparent, and read once; every shown cell that is not hidden or
    /// transparent is read (nothing covers another in these layouts); a 1-pt scroll keeps the
    /// order of the elements read before and after.
    @Test(arguments: ["table", "flow", "flow-sized"])
    func everyShownElementIsReadOnceInAStableOrder(_ name: String) async throws {
        await propertyCheck(count: 30, input: Gen.int(in: 0...5_000)) { offset in
            do {
                let layout: any CollectionLayout = switch name {
                case "table": try TableLayout(itemSize: CGSize(width: 0, height: 44))
                case "flow": try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 90, height: 90)))
                default: try FlowLayout(configuration: {
                    var configuration = FlowLayoutConfiguration()
                    configuration.sizeForItem = { CGSize(width: 50 + CGFloat($0.item % 4) * 40, height: 40 + CGFloat($0.item % 3) * 30) }
                    return configuration
                }())
                }
                let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [400], clock: ManualClock())
                view.setContentOffset(CGPoint(x: 0, y: CGFloat(offset)), animated: false)
                let read = view.accessibilityElements
                #expect(Set(read.map(\.key)).count == read.count)
                let shownCells = view.visibleElements.filter { $0.category == .cell && !$0.isHidden && $0.alpha >= 0.01 }
                #expect(Set(read.map(\.key)) == Set(shownCells.map(\.key)))
                view.setContentOffset(CGPoint(x: 0, y: CGFloat(offset) + 1), animated: false)
                let after = view.accessibilityElements.map(\.key)
                let common = Set(after).intersection(read.map(\.key))
                #expect(read.map(\.key).filter(common.contains) == after.filter(common.contains))
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

/// VoiceOver's three-finger swipes on the simulated view, worked by hand.
@Suite("Accessibility page scrolls")
@MainActor
struct AccessibilityScrollTests {
    /// 200 rows 60 tall in a 320 × 480 view: a swipe up moves one screen (480) and shows rows
    /// 9–16; `next` does the same; a swipe down at the top moves nothing; at the end the last
    /// screen stops at 12000 − 480 = 11520.
    @Test func aListScrollsByScreensAndSaysWhichRows() throws {
        let view = try makeTableView(rows: 200)
        #expect(view.accessibilityScroll(.down) == nil)
        #expect(view.contentOffset.y == 0)
        #expect(view.accessibilityScroll(.up) == "Rows 9 to 16 of 200")
        #expect(view.contentOffset.y == 480)
        #expect(view.accessibilityScroll(.next) == "Rows 17 to 24 of 200")
        #expect(view.accessibilityScroll(.previous) == "Rows 9 to 16 of 200")
        #expect(view.accessibilityScroll(.left) == nil)
        view.setContentOffset(CGPoint(x: 0, y: 11_400), animated: false)
        #expect(view.accessibilityScroll(.up) == "Rows 193 to 200 of 200")
        #expect(view.contentOffset.y == 11_520)
        #expect(view.accessibilityScroll(.up) == nil)
    }

    /// A grid says items: 100-pt squares three a row, 110 apart, in 320 × 480; one screen down
    /// (480…960) the first row read is the fifth (y = 440, cut by the top edge: items 13–15) and
    /// the last the ninth (y = 880, cut by the bottom edge: items 25–27).
    @Test func aGridSaysWhichItems() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)))
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [60], clock: ManualClock())
        #expect(view.accessibilityScroll(.up) == "Items 13 to 27 of 60")
    }

    /// A paging view says pages: a horizontal grid 1310 wide in a 320-wide view scrolls over
    /// 0…990, five pages of 320 (the last one short); a swipe left goes to page 2.
    @Test func aPagingViewSaysWhichPage() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100)))
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [48], clock: ManualClock())
        view.isPagingEnabled = true
        #expect(view.contentSize.width == 1310)
        #expect(view.accessibilityScroll(.left) == "Page 2 of 5")
        #expect(view.contentOffset.x == 320)
        #expect(view.accessibilityScroll(.next) == "Page 3 of 5")
        #expect(view.accessibilityScroll(.right) == "Page 2 of 5")
    }
}
