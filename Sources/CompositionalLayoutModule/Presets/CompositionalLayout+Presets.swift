import Foundation
import LayoutCore

/// The layouts of the compositional-layout article, each a gallery demo.
extension CompositionalLayout {
    /// **List**: full-width rows of 44 points.
    public static func list() -> CompositionalLayout {
        CompositionalLayout(section: .list())
    }

    /// **Grid**: four square columns on any width.
    public static func grid() -> CompositionalLayout {
        CompositionalLayout(section: .grid(columns: 4))
    }

    /// **Two columns**: rows of 44 points holding exactly two items with 10 points between
    /// them, 10 points between rows and 10 points of section insets all round.
    public static func twoColumns() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = LayoutEdgeInsets(all: 10)
        return CompositionalLayout(section: section)
    }

    /// **Self-sizing cards**: cards of a title over a row of two cells, each as tall as its
    /// content: a vertical group (estimated 98 tall) of a title over a row of exactly two, 12
    /// between cards.
    public static func selfSizingCards() -> CompositionalLayout {
        CompositionalLayout(section: .selfSizingCards())
    }

    /// **Inset items grid**: five square slots per row, each cell inset by 2 points in its slot.
    public static func insetItemsGrid() -> CompositionalLayout {
        CompositionalLayout(section: .grid(columns: 5, itemInsets: 2))
    }

    /// **Distinct sections**: a list, a grid of three columns and a grid of five, repeating.
    public static func distinctSections() -> CompositionalLayout {
        CompositionalLayout { index, _ in
            switch index % 3 {
            case 0: .list()
            case 1: .grid(columns: 3, itemInsets: 2)
            default: .grid(columns: 5, itemInsets: 2)
            }
        }
    }

    /// **Adaptive sections**: like distinct sections, with twice the columns when the
    /// effective content is wider than 800 points, and rows a fixed
    /// 100 points high when the vertical size class is compact (landscape).
    public static func adaptiveSections() -> CompositionalLayout {
        CompositionalLayout { index, environment in
            let wide = environment.container.effectiveContentSize.width > 800
            let compact = environment.traitCollection.verticalSizeClass == .compact
            let columns = (index % 3 == 0 ? 1 : index % 3 == 1 ? 3 : 5) * (wide ? 2 : 1)
            let fraction = 1 / CGFloat(columns)
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
            item.contentInsets = LayoutEdgeInsets(all: 2)
            let height: LayoutDimension = index % 3 == 0 ? .absolute(44)
                : compact ? .absolute(adaptiveCompactRowHeight) : .fractionalWidth(fraction)
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                                               subitems: [item])
            return LayoutSection(group: group)
        }
    }

    /// The row height of the adaptive grids in a compact-height (landscape) environment.
    package static let adaptiveCompactRowHeight: CGFloat = 100

    /// **Nested groups**: a large leading item beside two stacked ones, repeated down the page.
    public static func nestedGroups() -> CompositionalLayout {
        CompositionalLayout(section: .nestedGroups())
    }

    /// **Nested groups scrolling**: sections of nested groups 0.85 of the width wide that scroll
    /// sideways and rest on a group's leading edge, each under a 44-point header.
    public static func nestedGroupsScrolling() -> CompositionalLayout {
        CompositionalLayout { _, _ in
            let section = LayoutSection.nestedGroups(width: 0.85)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: ElementCategory.headerKind, alignment: .top)]
            return section
        }
    }

    /// **Pinned headers**: rows 44 points high in sections inset 16 at the sides and 20 below,
    /// each under a 40-point header that stays at the top of the screen while its section
    /// scrolls under it (`pinToVisibleBounds`), each on a background decoration of
    /// `backgroundKind` (register a view for it, and for the headers).
    public static func pinnedHeaders(backgroundKind: String) -> CompositionalLayout {
        let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                           subitems: [row])
        let section = LayoutSection(group: group)
        section.contentInsets = LayoutEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        let header = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                     elementKind: ElementCategory.headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: backgroundKind)]
        return CompositionalLayout(section: section)
    }
}
