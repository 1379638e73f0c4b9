@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// Boundary items in every alignment, pinning, decorations and badges, worked out by hand.
@Suite struct SupplementaryTests {
    func boundary(_ kind: String, _ alignment: RectAlignment, extends: Bool = true, pins: Bool = false,
                  offset: CGPoint = .zero) -> LayoutBoundarySupplementaryItem {
        let item = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(100), .absolute(30)), elementKind: kind,
                                                   alignment: alignment, absoluteOffset: offset)
        item.extendsBoundary = extends
        item.pinToVisibleBounds = pins
        return item
    }

    func frame(_ layout: CompositionalLayout, _ kind: String, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section))?.frame
    }

    @Test func everyAlignmentOfABoundaryItem() throws {
        let section = LayoutSection.list()
        section.boundarySupplementaryItems = RectAlignment.allCases.filter { $0 != .none }.map { boundary("\($0)", $0) }
        let layout = try prepared(CompositionalLayout(section: section), itemCounts: [2])
        // 30 before the rows, rows 30…118, 30 after: 148 in all. Side items centre on 0…148 inside the bands.
        #expect(frame(layout, "top") == CGRect(x: 145, y: 0, width: 100, height: 30))
        #expect(frame(layout, "topLeading") == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(frame(layout, "topTrailing") == CGRect(x: 290, y: 0, width: 100, height: 30))
        #expect(frame(layout, "bottom") == CGRect(x: 145, y: 118, width: 100, height: 30))
        #expect(frame(layout, "bottomLeading") == CGRect(x: 0, y: 118, width: 100, height: 30))
        #expect(frame(layout, "bottomTrailing") == CGRect(x: 290, y: 118, width: 100, height: 30))
        #expect(frame(layout, "leading") == CGRect(x: 0, y: 59, width: 100, height: 30))
        #expect(frame(layout, "trailing") == CGRect(x: 290, y: 59, width: 100, height: 30))
        #expect(cellFrame(layout, 0)?.minY == 30)
        #expect(layout.collectionViewContentSize.height == 148)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 20, width: 390, height: 100))
    }

    @Test func aHeaderThatDoesNotExtendOverlapsTheContent() throws {
        let section = LayoutSection.list()
        section.boundarySupplementaryItems = [boundary("header", .top, extends: false, offset: CGPoint(x: 5, y: 5))]
        let layout = try prepared(CompositionalLayout(section: section), itemCounts: [2])
        #expect(cellFrame(layout, 0)?.minY == 0)
        #expect(frame(layout, "header") == CGRect(x: 150, y: 5, width: 100, height: 30))
        #expect(layout.collectionViewContentSize.height == 88)
    }

    @Test func supplementariesFollowContentInsetsUnlessToldNot() throws {
        let section = LayoutSection.list()
        section.contentInsets = LayoutEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 40)
        let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                     elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = try prepared(CompositionalLayout(section: section), itemCounts: [1])
        // The header sits above the top inset, inset like the content across.
        #expect(frame(layout, "header") == CGRect(x: 20, y: 0, width: 330, height: 30))
        #expect(cellFrame(layout, 0) == CGRect(x: 20, y: 40, width: 330, height: 44))
        section.supplementariesFollowContentInsets = false
        try prepared(layout, itemCounts: [1])
        #expect(frame(layout, "header") == CGRect(x: 0, y: 0, width: 390, height: 30))
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let section = LayoutSection.list()
        section.boundarySupplementaryItems = [boundary("header", .top, pins: true)]
        // Each section: 30 + 10·44 = 470 long.
        let layout = try prepared(CompositionalLayout(section: section), itemCounts: [10, 10], offset: CGPoint(x: 0, y: 100))
        #expect(frame(layout, "header", section: 0)?.minY == 100)
        #expect(frame(layout, "header", section: 1)?.minY == 470)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(item: 0, section: 0))?.zIndex == 2)
        try prepared(layout, itemCounts: [10, 10], offset: CGPoint(x: 0, y: 460))
        // Pushed up by the section's end: 470 − 30.
        #expect(frame(layout, "header", section: 0)?.minY == 440)
        #expect(frame(layout, "header", section: 1)?.minY == 470)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 460, width: 390, height: 844))
        try prepared(layout, itemCounts: [10, 10], offset: CGPoint(x: 0, y: 600))
        #expect(frame(layout, "header", section: 1)?.minY == 600)
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 390, height: 844))
        #expect(visible.filter { $0.category == .supplementaryView("header") }.map(\.indexPath.section) == [1])
    }

    @Test func decorationBackgroundsSitBelowTheRaisedSection() throws {
        let section = LayoutSection.list()
        let background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = LayoutEdgeInsets(all: 5)
        section.decorationItems = [background]
        section.boundarySupplementaryItems = [boundary("header", .top)]
        let layout = CompositionalLayout { index, _ in index == 0 ? section : .list() }
        try prepared(layout, itemCounts: [2, 1])
        let decoration = layout.layoutAttributesForDecorationView(ofKind: "background", at: ItemPath(item: 0, section: 0))
        #expect(decoration?.frame == CGRect(x: 5, y: 5, width: 380, height: 108))
        #expect(decoration?.zIndex == 0)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.zIndex == 1)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(item: 0, section: 0))?.zIndex == 1)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 1))?.zIndex == 0)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 0, width: 390, height: 200))
    }

    @Test func badgesAnchorWithFractionalAndAbsoluteOffsets() throws {
        let corner = LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                             containerAnchor: LayoutAnchor(edges: [.top, .trailing],
                                                                           fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let bottom = LayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "label",
                                             containerAnchor: LayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 5)))
        let badged = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [corner, bottom])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [badged])
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), itemCounts: [4])
        // Corner (100, 0) moved by (10, −10); the badge's own top-trailing corner goes there.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 90, y: -10, width: 20, height: 20))
        // Bottom middle (50, 100) moved down 5; the label's bottom middle goes there.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "label", at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 40, y: 85, width: 20, height: 20))
        // Item 3 starts the second row.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: ItemPath(item: 3, section: 0))?.frame
                == CGRect(x: 90, y: 90, width: 20, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: ItemPath(item: 4, section: 0)) == nil)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: -20, width: 390, height: 150), coversContent: false)
    }

    @Test func groupSupplementariesTakeTheGroupsFirstItemPath() throws {
        let groupBadge = LayoutSupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(4)), elementKind: "rule",
                                                 containerAnchor: LayoutAnchor(edges: [.bottom]))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                           subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.supplementaryItems = [groupBadge]
        let layout = try prepared(CompositionalLayout(section: LayoutSection(group: group)), itemCounts: [5])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: ItemPath(item: 2, section: 0))?.frame
                == CGRect(x: 0, y: 96, width: 390, height: 4))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: ItemPath(item: 1, section: 0)) == nil)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 40, width: 390, height: 70))
    }

    @Test func layoutLevelHeaderAndFooterFrameTheSections() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top),
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "credits", alignment: .bottom),
        ]
        let layout = try prepared(CompositionalLayout(section: .list(), configuration: configuration), itemCounts: [1, 1])
        #expect(cellFrame(layout, 0, section: 0)?.minY == 60)
        #expect(cellFrame(layout, 0, section: 1)?.minY == 114)
        #expect(frame(layout, "credits") == CGRect(x: 0, y: 158, width: 390, height: 20))
        #expect(layout.collectionViewContentSize.height == 178)
        checkCompositionalContract(layout, rect: CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
