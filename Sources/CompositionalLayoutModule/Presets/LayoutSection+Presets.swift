import Foundation
import LayoutCore

extension LayoutSection {
    /// Full-width rows of `height` points: an item 1.0 × 1.0 in a horizontal group 1.0 wide.
    public static func list(height: CGFloat = 44) -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
        return LayoutSection(group: group)
    }

    /// `columns` square cells per row on any width: items 1/columns wide and 1.0 high in a
    /// group 1.0 wide and 1/columns of the width high; `itemInsets` shrink each cell in its slot.
    public static func grid(columns: Int, itemInsets: CGFloat = 0) -> LayoutSection {
        let fraction = 1 / CGFloat(max(1, columns))
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        item.contentInsets = LayoutEdgeInsets(all: itemInsets)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)), subitems: [item])
        return LayoutSection(group: group)
    }

    /// The nested group of the article: a leading item 0.7 wide beside a vertical group 0.3 wide
    /// of two items, in a horizontal group `width` wide and 0.4 of the width high; every item
    /// inset by 10.
    package static func nestedGroups(width: CGFloat = 1) -> LayoutSection {
        let leadingItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leadingItem.contentInsets = LayoutEdgeInsets(all: 10)
        let trailingItem = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = LayoutEdgeInsets(all: 10)
        let trailingGroup = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailingItem, count: 2)
        let nestedGroup = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalWidth(0.4 * width)),
            subitems: [leadingItem, trailingGroup])
        return LayoutSection(group: nestedGroup)
    }

    /// Self-sizing cards: a title over a row of two, every cell and group estimated, so each
    /// card is as tall as its content. The card is a vertical group (estimated 98 tall, insets
    /// 10 top and bottom and 16 at the sides, 8 between title and row) holding a title (1.0
    /// wide, estimated 30) and a horizontal group (1.0 wide, estimated 40) of exactly two cells
    /// with 10 between them; 12 between cards. A row is as tall as its taller cell.
    package static func selfSizingCards() -> LayoutSection {
        let title = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)))
        let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)), subitem: cell, count: 2)
        row.interItemSpacing = .fixed(10)
        let card = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(98)), subitems: [title, row])
        card.interItemSpacing = .fixed(8)
        card.contentInsets = LayoutEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let section = LayoutSection(group: card)
        section.interGroupSpacing = 12
        return section
    }
}
