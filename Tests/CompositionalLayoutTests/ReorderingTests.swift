@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// Moving items in a compositional layout: across sections, into an empty section, inside a
/// section that scrolls on its own. Frames worked out by hand.
@Suite("Reordering in a compositional layout")
@MainActor
struct CompositionalReorderingTests {
    let clock = ManualClock()

    /// Full-width rows 50 tall, each section inset 20 at the top and bottom; section 1 scrolls on
    /// its own when `orthogonal` (100-wide items in a row 50 tall).
    static func layout(orthogonalSection: Int? = nil) -> CompositionalLayout {
        CompositionalLayout { index, _ in
            if index == orthogonalSection {
                let group = LayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(50)),
                                                   subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 1)
                let section = LayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.contentInsets = LayoutEdgeInsets(top: 20, bottom: 20)
                return section
            }
            let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                             subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 1)
            let section = LayoutSection(group: group)
            section.contentInsets = LayoutEdgeInsets(top: 20, bottom: 20)
            return section
        }
    }

    func view(_ layout: CompositionalLayout, itemCounts: [Int]) throws -> (SimulatedCollectionView, ReorderingDataSource) {
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 600), layout: layout, itemCounts: itemCounts, clock: clock)
        let data = ReorderingDataSource(itemCounts: itemCounts)
        view.dataSource = data
        try view.reloadData(itemCounts: itemCounts)
        return (view, data)
    }

    func cell(_ view: SimulatedCollectionView, _ item: Int, _ section: Int) -> LayoutAttributes? {
        view.visibleElements.first { $0.category == .cell && $0.indexPath == ItemPath(item: item, section: section) }
    }

    /// Sections [3, 0, 3]: section 0 spans 0…190 (rows at 20, 70, 120), the empty section 1
    /// 190…230 (its insets), section 2 230…420 (rows at 250, 300, 350). A finger at y = 210 is in
    /// the empty section: the row becomes its first item. Section 0 closes up (rows at 20, 70,
    /// ending at 140), section 1 spans 140…230 with the row at 160, section 2 stays.
    @Test func aRowDroppedInAnEmptySectionBecomesItsFirst() throws {
        let (view, data) = try view(Self.layout(), itemCounts: [3, 0, 3])
        #expect(cell(view, 0, 2)?.frame.minY == 250)
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 210))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 0, section: 1))
        #expect(view.itemCounts == [2, 1, 3])
        clock.advance(by: 0.3)
        #expect(cell(view, 0, 0)?.frame == CGRect(x: 0, y: 20, width: 320, height: 50))
        #expect(cell(view, 0, 0)?[ElementAppearance.self]?.title == "1")
        #expect(cell(view, 1, 0)?.frame.minY == 70)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 160, width: 320, height: 50))
        #expect(cell(view, 0, 2)?.frame.minY == 250)
        view.endInteractiveMovement()
        #expect(data.sections == [[1, 2], [0], [2000, 2001, 2002]])
        #expect(data.moves.map { "\($0.from)→\($0.to)" } == ["[0, 0]→[1, 0]"])
    }

    /// Across sections: row 0 of section 0 over row 1 of section 2 (y = 320, rows at 300…350)
    /// takes its place; section 0 closes up by 50, so section 2 starts at 180 and its rows sit at
    /// 200 (row 0), 250 (the moving row's place), 300, 350.
    @Test func aRowMovesIntoAnotherSection() throws {
        let (view, data) = try view(Self.layout(), itemCounts: [3, 0, 3])
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 320))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 2))
        #expect(view.itemCounts == [2, 0, 4])
        clock.advance(by: 0.3)
        #expect(cell(view, 0, 2)?.frame.minY == 200)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 1, section: 2))?.frame.minY == 250)
        #expect(cell(view, 2, 2)?.frame.minY == 300)
        #expect(cell(view, 2, 2)?[ElementAppearance.self]?.title == "2001")
        view.cancelInteractiveMovement()
        clock.advance(by: 0.3)
        #expect(view.itemCounts == [3, 0, 3])
        #expect(cell(view, 0, 0)?.frame.minY == 20)
        #expect(cell(view, 0, 2)?.frame.minY == 250)
        #expect(data.moves.isEmpty)
    }

    /// Section 1 scrolls on its own: 100-wide items in a row at y = 210…260 (section 0 ends at
    /// 190). Scrolled by 150, item 2 (content x 200…300) shows at 50…150: a finger at (60, 235)
    /// is over it, and the target is [1, 2] whatever the section's offset was.
    @Test func insideASectionThatScrollsOnItsOwnTheFingerMeetsItemsWhereTheyAreShown() throws {
        let (view, data) = try view(Self.layout(orthogonalSection: 1), itemCounts: [3, 8, 3])
        try view.setOrthogonalContentOffset(150, inSection: 1, animated: false)
        #expect(cell(view, 2, 1)?.frame == CGRect(x: 50, y: 210, width: 100, height: 50))
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 6, section: 1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 235))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 2, section: 1))
        clock.advance(by: 0.3)
        // Items 2…5 step on one place: item 2 now at 3's place (150…250 on screen).
        #expect(cell(view, 3, 1)?.frame.minX == 150)
        #expect(cell(view, 3, 1)?[ElementAppearance.self]?.title == "1002")
        view.endInteractiveMovement()
        #expect(data.sections[1] == [1000, 1001, 1006, 1002, 1003, 1004, 1005, 1007])
    }
}
