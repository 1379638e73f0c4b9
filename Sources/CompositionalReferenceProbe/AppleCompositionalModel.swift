#if canImport(UIKit)
import CompositionalLayoutModule
import LayoutCore
import UIKit

/// Our compositional model rebuilt with Apple's `NSCollectionLayout*` types, value for value,
/// so the two engines lay out the same description.
@MainActor
enum AppleCompositionalModel {
    static func layout(_ ours: CompositionalLayout) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = ours.configuration.scrollDirection == .vertical ? .vertical : .horizontal
        configuration.interSectionSpacing = ours.configuration.interSectionSpacing
        configuration.boundarySupplementaryItems = ours.configuration.boundarySupplementaryItems.map(boundaryItem)
        configuration.contentInsetsReference = insetsReference(ours.configuration.contentInsetsReference)
        let provider = ours.sectionProvider
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            provider(index, Self.environment(environment)).map(section)
        }, configuration: configuration)
    }

    static func environment(_ environment: any NSCollectionLayoutEnvironment) -> LayoutEnvironment {
        let container = environment.container
        return LayoutEnvironment(
            container: LayoutContainer(contentSize: container.contentSize,
                                       contentInsets: LayoutEdgeInsets(top: container.contentInsets.top,
                                                                        leading: container.contentInsets.leading,
                                                                        bottom: container.contentInsets.bottom,
                                                                        trailing: container.contentInsets.trailing)),
            traitCollection: LayoutTraits(environment.traitCollection))
    }

    static func section(_ ours: LayoutSection) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group(ours.group))
        section.interGroupSpacing = ours.interGroupSpacing
        section.contentInsets = insets(ours.contentInsets)
        section.contentInsetsReference = insetsReference(ours.contentInsetsReference)
        section.orthogonalScrollingBehavior = orthogonal(ours.orthogonalScrollingBehavior)
        section.boundarySupplementaryItems = ours.boundarySupplementaryItems.map(boundaryItem)
        section.decorationItems = ours.decorationItems.map { decoration in
            let item = NSCollectionLayoutDecorationItem.background(elementKind: decoration.elementKind)
            item.zIndex = decoration.zIndex
            item.contentInsets = insets(decoration.contentInsets)
            return item
        }
        // iOS 16's spelling of supplementariesFollowContentInsets.
        section.supplementaryContentInsetsReference = ours.supplementariesFollowContentInsets ? .automatic : .none
        return section
    }

    static func group(_ ours: LayoutGroup) -> NSCollectionLayoutGroup {
        let size = layoutSize(ours.layoutSize)
        let result: NSCollectionLayoutGroup
        switch ours.arrangement {
        case .custom:
            let provider = ours.itemProvider
            result = .custom(layoutSize: size) { environment in
                (provider?(Self.environment(environment)) ?? []).map {
                    NSCollectionLayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex)
                }
            }
        case .horizontal:
            if let count = ours.count, let subitem = ours.subitems.first {
                result = .horizontal(layoutSize: size, repeatingSubitem: item(subitem), count: count)
            } else {
                result = .horizontal(layoutSize: size, subitems: ours.subitems.map(item))
            }
        case .vertical:
            if let count = ours.count, let subitem = ours.subitems.first {
                result = .vertical(layoutSize: size, repeatingSubitem: item(subitem), count: count)
            } else {
                result = .vertical(layoutSize: size, subitems: ours.subitems.map(item))
            }
        }
        result.interItemSpacing = ours.interItemSpacing.map(spacing)
        configure(result, like: ours)
        return result
    }

    static func item(_ ours: LayoutItem) -> NSCollectionLayoutItem {
        if let group = ours as? LayoutGroup { return self.group(group) }
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(ours.layoutSize),
                                          supplementaryItems: ours.supplementaryItems.map(supplementaryItem))
        configure(item, like: ours)
        return item
    }

    private static func configure(_ item: NSCollectionLayoutItem, like ours: LayoutItem) {
        item.contentInsets = insets(ours.contentInsets)
        if let edges = ours.edgeSpacing {
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: edges.leading.map(spacing), top: edges.top.map(spacing),
                                                             trailing: edges.trailing.map(spacing), bottom: edges.bottom.map(spacing))
        }
    }

    static func supplementaryItem(_ ours: LayoutSupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
        let item = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(ours.layoutSize), elementKind: ours.elementKind,
                                                       containerAnchor: anchor(ours.containerAnchor),
                                                       itemAnchor: anchor(ours.itemAnchor))
        item.zIndex = ours.zIndex
        return item
    }

    static func boundaryItem(_ ours: LayoutBoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(ours.layoutSize),
                                                               elementKind: ours.elementKind,
                                                               alignment: alignment(ours.alignment),
                                                               absoluteOffset: ours.offset)
        item.extendsBoundary = ours.extendsBoundary
        item.pinToVisibleBounds = ours.pinToVisibleBounds
        item.zIndex = ours.zIndex
        return item
    }

    static func layoutSize(_ ours: LayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(ours.widthDimension), heightDimension: dimension(ours.heightDimension))
    }

    static func dimension(_ ours: LayoutDimension) -> NSCollectionLayoutDimension {
        switch ours.kind {
        case .fractionalWidth: .fractionalWidth(ours.dimension)
        case .fractionalHeight: .fractionalHeight(ours.dimension)
        case .absolute: .absolute(ours.dimension)
        case .estimated: .estimated(ours.dimension)
        }
    }

    static func spacing(_ ours: LayoutSpacing) -> NSCollectionLayoutSpacing {
        ours.isFlexibleSpacing ? .flexible(ours.spacing) : .fixed(ours.spacing)
    }

    static func anchor(_ ours: LayoutAnchor) -> NSCollectionLayoutAnchor {
        let edges = NSDirectionalRectEdge(rawValue: UInt(ours.edges.rawValue))
        return ours.isFractionalOffset ? NSCollectionLayoutAnchor(edges: edges, fractionalOffset: ours.offset)
            : NSCollectionLayoutAnchor(edges: edges, absoluteOffset: ours.offset)
    }

    static func insets(_ ours: LayoutEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: ours.top, leading: ours.left, bottom: ours.bottom, trailing: ours.right)
    }

    static func alignment(_ ours: RectAlignment) -> NSRectAlignment {
        switch ours {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    static func insetsReference(_ ours: ContentInsetsReference) -> UIContentInsetsReference {
        switch ours {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    static func orthogonal(_ ours: OrthogonalScrollingBehavior) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch ours {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}
#endif
