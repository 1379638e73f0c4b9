@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// Spacing, counts, repetition, content insets and edge spacing, worked out by hand at width 390.
@Suite struct GroupSolverTests {
    /// A layout of one section whose group is `group`.
    func layout(_ group: LayoutGroup, count: Int, configure: (LayoutSection) -> Void = { _ in }) throws -> CompositionalLayout {
        let section = LayoutSection(group: group)
        configure(section)
        return try prepared(CompositionalLayout(section: section), itemCounts: [count])
    }

    func row(_ subitems: [LayoutItem], height: CGFloat = 50, spacing: LayoutSpacing? = nil) -> LayoutGroup {
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: subitems)
        group.interItemSpacing = spacing
        return group
    }

    @Test func fixedSpacingIsExact() throws {
        // 100 + 10 + 100 + 10 + 100 = 320; a fourth needs 110 more: 430 > 390.
        let layout = try layout(row([item(.absolute(100), .absolute(50))], spacing: .fixed(10)), count: 4)
        #expect(cellFrame(layout, 0)?.minX == 0)
        #expect(cellFrame(layout, 1)?.minX == 110)
        #expect(cellFrame(layout, 2)?.minX == 220)
        #expect(cellFrame(layout, 3) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func flexibleSpacingSpreadsTheLeftover() throws {
        // Leftover 390 − 320 = 70 over two gaps: 10 + 35 each.
        let layout = try layout(row([item(.absolute(100), .absolute(50))], spacing: .flexible(10)), count: 3)
        #expect(cellFrame(layout, 1)?.minX == 145)
        #expect(cellFrame(layout, 2)?.minX == 290)
    }

    @Test func countGroupsIgnoreTheItemWidth() throws {
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                           subitem: item(.absolute(50), .fractionalHeight(0.5)), count: 3)
        group.interItemSpacing = .fixed(15)
        // (390 − 2·15)/3 = 120 wide; height half the group's 60.
        let layout = try layout(group, count: 4)
        #expect(cellFrame(layout, 1) == CGRect(x: 135, y: 0, width: 120, height: 30))
        #expect(cellFrame(layout, 2) == CGRect(x: 270, y: 0, width: 120, height: 30))
        #expect(cellFrame(layout, 3) == CGRect(x: 0, y: 60, width: 120, height: 30))
    }

    @Test func repeatingSubitemsStopWhenTheNextNoLongerFits() throws {
        // A(150) + B(100) = 250; A again would reach 400 > 390: two items per group.
        let layout = try layout(row([item(.absolute(150), .absolute(50)), item(.absolute(100), .absolute(40))]), count: 3)
        #expect(cellFrame(layout, 1) == CGRect(x: 150, y: 0, width: 100, height: 40))
        #expect(cellFrame(layout, 2) == CGRect(x: 0, y: 50, width: 150, height: 50))
    }

    @Test func anEstimatedGroupHoldsEachSubitemOnceWhateverTheEstimate() throws {
        // A 390 pt square and a 100 pt row need 490 > the 300 pt estimate: both are placed all
        // the same, and the group takes their 490, so the next group starts there.
        let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(300)),
                                          subitems: [item(.fractionalWidth(1), .fractionalWidth(1)), item(.fractionalWidth(1), .absolute(100))])
        let layout = try layout(column, count: 3)
        #expect(cellFrame(layout, 1) == CGRect(x: 0, y: 390, width: 390, height: 100))
        #expect(cellFrame(layout, 2) == CGRect(x: 0, y: 490, width: 390, height: 390))
    }

    @Test func contentInsetsShrinkTheItemInsideAnUnmovedSlot() throws {
        let inset = item(.fractionalWidth(0.5), .fractionalHeight(1))
        inset.contentInsets = LayoutEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
        let layout = try layout(row([inset]), count: 2)
        #expect(cellFrame(layout, 0) == CGRect(x: 10, y: 5, width: 165, height: 40))
        #expect(cellFrame(layout, 1) == CGRect(x: 205, y: 5, width: 165, height: 40))
    }

    @Test func contentInsetsAreIgnoredOnAnEstimatedAxis() throws {
        let estimated = item(.fractionalWidth(1), .estimated(50))
        estimated.contentInsets = LayoutEdgeInsets(all: 8)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [estimated])
        let layout = try layout(group, count: 1)
        #expect(cellFrame(layout, 0) == CGRect(x: 8, y: 0, width: 374, height: 50))
    }

    @Test func flexibleEdgesShareTheLeftoverAndCentreAcross() throws {
        let spaced = item(.absolute(100), .absolute(20))
        spaced.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        // Three fit (300); six flexible edges share 90: 15 each. Across, 30 left over: 15 above.
        let layout = try layout(row([spaced]), count: 3)
        #expect(cellFrame(layout, 0) == CGRect(x: 15, y: 15, width: 100, height: 20))
        #expect(cellFrame(layout, 1) == CGRect(x: 145, y: 15, width: 100, height: 20))
        #expect(cellFrame(layout, 2) == CGRect(x: 275, y: 15, width: 100, height: 20))
    }

    @Test func fixedEdgesAddSpaceBeforeLayout() throws {
        let spaced = item(.absolute(100), .absolute(20))
        spaced.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(20), top: .fixed(4), trailing: nil, bottom: nil)
        // Each item takes 120: three fit (360).
        let layout = try layout(row([spaced]), count: 4)
        #expect(cellFrame(layout, 1) == CGRect(x: 140, y: 4, width: 100, height: 20))
        #expect(cellFrame(layout, 3) == CGRect(x: 20, y: 54, width: 100, height: 20))
    }

    @Test func groupContentInsetsShrinkTheRoomOfTheirSubitems() throws {
        let group = row([item(.fractionalWidth(0.5), .fractionalHeight(1))], height: 60)
        group.contentInsets = LayoutEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        // Inner 370 × 40: items 185 wide.
        let layout = try layout(group, count: 2)
        #expect(cellFrame(layout, 1) == CGRect(x: 195, y: 10, width: 185, height: 40))
    }

    @Test func customGroupsPlaceTheProvidersFrames() throws {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            let width = environment.container.contentSize.width
            return [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
                    LayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3)]
        }
        let layout = try layout(group, count: 3) { $0.interGroupSpacing = 10 }
        #expect(cellFrame(layout, 1) == CGRect(x: 195, y: 60, width: 195, height: 60))
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.zIndex == 3)
        #expect(cellFrame(layout, 2) == CGRect(x: 0, y: 130, width: 195, height: 120))
    }

    @Test func sectionInsetsAndInterGroupSpacing() throws {
        let layout = try layout(row([item(.fractionalWidth(1), .fractionalHeight(1))], height: 40), count: 3) { section in
            section.interGroupSpacing = 6
            section.contentInsets = LayoutEdgeInsets(top: 20, leading: 15, bottom: 30, trailing: 25)
        }
        #expect(cellFrame(layout, 2) == CGRect(x: 15, y: 20 + 2 * 46, width: 350, height: 40))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 20 + 3 * 40 + 2 * 6 + 30))
    }

    @Test func horizontalScrollingStacksGroupsSideways() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let section = LayoutSection(group: .vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                     subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2))
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(50), .fractionalHeight(1)), elementKind: "side", alignment: .leading)]
        let layout = try prepared(CompositionalLayout(section: section, configuration: configuration), itemCounts: [5, 1])
        // Groups 100 wide of two 422-high items; the leading item takes 50 before them.
        #expect(cellFrame(layout, 1) == CGRect(x: 50, y: 422, width: 100, height: 422))
        #expect(cellFrame(layout, 4) == CGRect(x: 250, y: 0, width: 100, height: 422))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "side", at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 50, height: 844))
        // Section 1 starts at 350 + 20.
        #expect(cellFrame(layout, 0, section: 1)?.minX == 420)
        #expect(layout.collectionViewContentSize == CGSize(width: 520, height: 844))
    }
}
