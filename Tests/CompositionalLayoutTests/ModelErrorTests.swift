@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// Bad models throw from `prepare()` with a message naming the value and where it is.
@Suite struct ModelErrorTests {
    func error(_ layout: CompositionalLayout, itemCounts: [Int] = [3]) -> String? {
        let error = #expect(throws: LayoutError.self) { try prepared(layout, itemCounts: itemCounts) }
        return error?.description
    }

    func section(_ group: LayoutGroup) -> CompositionalLayout {
        CompositionalLayout(section: LayoutSection(group: group))
    }

    func row(_ subitem: LayoutItem, height: LayoutDimension = .absolute(44)) -> LayoutGroup {
        .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [subitem])
    }

    @Test func fractionalDimensionsMustBeFiniteAndPositive() {
        let zero = error(section(row(item(.fractionalWidth(0), .fractionalHeight(1)))))
        #expect(zero == "section 0 › group › subitem 0 width: fractionalWidth(0) must be a finite fraction > 0")
        let nan = error(section(row(item(.fractionalWidth(0.5), .fractionalHeight(.nan)))))
        #expect(nan?.contains("fractionalHeight(nan)") == true)
        let negative = error(section(row(item(.fractionalWidth(1), .fractionalHeight(1)), height: .fractionalWidth(-0.2))))
        #expect(negative == "section 0 › group height: fractionalWidth(-0.2) must be a finite fraction > 0")
        #expect(error(section(row(item(.absolute(.infinity), .fractionalHeight(1)))))?.contains("absolute(inf)") == true)
    }

    @Test func countGroupsNeedAtLeastOneItem() {
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                           subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 0)
        #expect(error(section(group)) == "section 0 › group: count is 0; a group needs at least 1 item")
    }

    @Test func groupsWhoseFixedItemsCanNeverFit() {
        #expect(error(section(row(item(.absolute(500), .fractionalHeight(1)))))
                == "section 0 › group: its first subitem (absolute(500) × fractionalHeight(1)) can never fit in 390 pt")
        let crowded = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                             subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 5)
        crowded.interItemSpacing = .fixed(100)
        #expect(error(section(crowded)) == "section 0 › group: 5 items with spacing 100 can never fit in 390 pt")
        #expect(error(section(row(item(.absolute(0), .fractionalHeight(1)))))?.contains("repeat without filling") == true)
    }

    @Test func customProvidersMustReturnFiniteFrames() {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
            [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
             LayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))]
        }
        #expect(error(section(group))?.hasPrefix("section 0 › group › custom item 1: frame") == true)
        let empty = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in [] }
        #expect(error(section(empty)) == "section 0 › group: the custom group's provider returned no items")
    }

    @Test func estimatedDimensionsAlongACountGroupsAxisHaveNoMeaning() {
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                           subitem: item(.estimated(80), .fractionalHeight(1)), count: 3)
        #expect(error(section(group))?.hasPrefix("section 0 › group › subitem 0: estimated(80) along the axis of a group of count 3") == true)
    }

    @Test func sectionValuesAndProvidersAreChecked() {
        let section = LayoutSection.list()
        section.contentInsets = LayoutEdgeInsets(top: .infinity)
        #expect(error(CompositionalLayout(section: section))?.hasPrefix("section 0 contentInsets") == true)
        let nilProvider = CompositionalLayout { index, _ in index == 0 ? .list() : nil }
        #expect(error(nilProvider, itemCounts: [1, 1]) == "section provider: returned nil for section 1")
        let backwards = LayoutSection.list()
        backwards.interGroupSpacing = -44
        #expect(error(CompositionalLayout(section: backwards))?.contains("never advance") == true)
        let clash = LayoutSection.list()
        clash.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top),
            LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .bottom),
        ]
        #expect(error(CompositionalLayout(section: clash))?.contains("kind header is used twice") == true)
    }

    @Test func badContextValuesAreRefused() {
        let layout = CompositionalLayout.list()
        #expect(throws: LayoutError.negativeItemCount(section: 0, count: -1)) { try prepared(layout, itemCounts: [-1]) }
        #expect(throws: LayoutError.self) { try prepared(layout, size: CGSize(width: CGFloat.nan, height: 10), itemCounts: [1]) }
    }
}
