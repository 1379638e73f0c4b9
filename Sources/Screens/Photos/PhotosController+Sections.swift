import CompositionalLayoutModule
import Foundation
import LayoutCore

extension PhotosController {
    /// The section of month `index`: the layout's section provider. Its mode is that of the data
    /// the view shows: a month of several photos showing only its large one is a card
    /// (``PhotosMode/monthSummary``), showing more it is all photos; a month of one photo, the
    /// same in both, follows ``mode``.
    func section(at index: Int) -> LayoutSection {
        switch shownMode(ofSection: index) {
        case .allPhotos: Self.allPhotosSection(photoCount: months.indices.contains(index) ? months[index].photos.count : 0)
        case .monthSummary: Self.monthSummarySection()
        }
    }

    /// The mode the data shown in section `index` is in.
    func shownMode(ofSection index: Int) -> PhotosMode {
        guard months.indices.contains(index), months[index].photos.count > 1 else { return mode }
        return layout.context.numberOfItems(inSection: index) == 1 ? .monthSummary : .allPhotos
    }

    /// Every photo of a month of `photoCount`: the first large (width 1.0, height
    /// fractionalWidth 1.0, insets 2), then rows of three small ones (1/3 × 1/3 fractionalWidth,
    /// horizontal insets 2), all in one vertical group estimated 500 tall, which takes the
    /// height of its rows. No header.
    static func allPhotosSection(photoCount: Int) -> LayoutSection {
        let large = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)))
        large.contentInsets = LayoutEdgeInsets(all: 2)
        let small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                      heightDimension: .fractionalWidth(1.0 / 3)))
        small.contentInsets = LayoutEdgeInsets(leading: 2, trailing: 2)
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                heightDimension: .fractionalWidth(1.0 / 3)),
                                         subitem: small, count: 3)
        let smallPhotos = max(0, photoCount - 1)
        let rows = (smallPhotos + 2) / 3
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(500)),
                                         subitems: [large] + Array(repeating: row, count: rows))
        return LayoutSection(group: group)
    }

    /// A month's card: its large photo alone (height fractionalWidth 0.8), horizontal insets 16,
    /// under a header estimated 44 tall.
    static func monthSummarySection() -> LayoutSection {
        let card = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                  heightDimension: .fractionalWidth(0.8)),
                                           subitems: [card])
        let section = LayoutSection(group: group)
        section.contentInsets = LayoutEdgeInsets(leading: 16, trailing: 16)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                            elementKind: ElementCategory.headerKind, alignment: .top),
        ]
        return section
    }
}
