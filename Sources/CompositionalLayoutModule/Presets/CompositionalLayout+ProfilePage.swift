import Foundation
import LayoutCore

extension CompositionalLayout {
    /// The sections of ``profilePage()``.
    package enum ProfileSection: Int, CaseIterable, Sendable {
        /// The profile header: one cell 0.3 of the container's height.
        case header
        /// Story highlights: groups of four, 0.9 of the width, scrolling sideways continuously.
        case highlights
        /// The photo grid: three square photos per row under a 50-point header.
        case photos
    }

    /// **Profile page**: a header section 0.3 of the container high, a highlights row of four
    /// items per group (0.9 of the width, height estimated from items 0.22 of the group's width
    /// high) scrolling continuously, and a three-per-row photo grid with a 50-point header.
    public static func profilePage() -> CompositionalLayout {
        CompositionalLayout { index, _ in
            switch ProfileSection(rawValue: index) ?? .photos {
            case .header:
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return LayoutSection(group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)), subitems: [item]))
            case .highlights:
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalWidth(0.22)))
                item.contentInsets = LayoutEdgeInsets(all: 4)
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(80)), subitem: item, count: 4)
                let section = LayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                return section
            case .photos:
                let section = LayoutSection.grid(columns: 3, itemInsets: 1)
                section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    elementKind: ElementCategory.headerKind, alignment: .top)]
                return section
            }
        }
    }
}
