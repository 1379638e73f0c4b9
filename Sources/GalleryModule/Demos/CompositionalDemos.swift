import CompositionalLayoutModule
import Foundation
import LayoutCore
import LayoutHosting
import Simulation
import Rendering

/// The compositional-layout article's presets, one demo each, and the five orthogonal
/// scrolling behaviours side by side.
enum CompositionalDemos {
    static let phone = CGSize(width: 390, height: 700)

    private static func demo(_ name: String, _ title: String, _ summary: String, size: CGSize = phone,
                             counts: [Int], script: [DemoStep] = scrollDown, registering registry: ViewRegistry = .sectionHeaders,
                             decorate: (@Sendable (inout LayoutAttributes) -> Void)? = nil,
                             layout: @escaping @Sendable () -> CompositionalLayout) -> Demo {
        Demo(name: name, title: title, summary: summary, viewportSize: size, script: script) {
            DemoSetup(layout: layout(), itemCounts: counts, registering: registry, decorate: decorate)
        }
    }

    /// The profile page's artwork: a cover photo, round highlight icons and a grid of photos.
    @Sendable private static func decorateProfilePage(_ element: inout LayoutAttributes) {
        guard element.category == .cell else { return }
        switch element.indexPath.section {
        case 0: element[ElementArtwork.self] = .photo(seed: 3, aspectRatio: 2)
        case 1: element[ElementArtwork.self] = .icon(seed: element.indexPath.item)
        default: DemoArtwork.stampPhoto(on: &element)
        }
    }

    private static let scrollDown = DemoStep.fling(drag: CGPoint(x: 0, y: -160), velocity: CGPoint(x: 0, y: 1600))

    static let all: [Demo] = [
        demo("compositional-list", "Compositional list",
             "Items 1.0 × 1.0 in full-width groups 44 points high.", counts: [60]) { .list() },
        demo("compositional-grid", "Compositional grid",
             "Items a quarter of the width in groups a quarter of the width high: four square columns on any width.",
             counts: [80]) { .grid() },
        demo("compositional-two-columns", "Two columns",
             "A count group of exactly two items with 10 points between them, 10 between rows, insets of 10.",
             counts: [40]) { .twoColumns() },
        demo("compositional-inset-items-grid", "Inset items grid",
             "Five square slots per row; each cell is inset by 2 points inside its slot, which does not move.",
             counts: [80]) { .insetItemsGrid() },
        demo("compositional-distinct-sections", "Distinct sections",
             "A section provider returns a list, a grid of three columns and a grid of five.",
             counts: [4, 9, 15, 4, 9, 15]) { .distinctSections() },
        demo("compositional-adaptive-portrait", "Adaptive sections (portrait)",
             "The provider reads the environment: three and five columns on a narrow container, square rows.",
             counts: [3, 12, 20, 3, 12, 20]) { .adaptiveSections() },
        demo("compositional-adaptive-landscape", "Adaptive sections (landscape)",
             "Wider than 800 points: twice the columns; compact height: rows a fixed 100 points high.",
             size: CGSize(width: 844, height: 390), counts: [3, 12, 20, 3, 12, 20],
             script: DemoStep.fling(drag: CGPoint(x: 0, y: -120), velocity: CGPoint(x: 0, y: 1200))) { .adaptiveSections() },
        demo("compositional-nested-groups", "Nested groups",
             "A large leading item beside a vertical group of two, in a group 0.4 of the width high.",
             counts: [30]) { .nestedGroups() },
        demo("compositional-nested-groups-scrolling", "Nested groups scrolling",
             "Each section's nested groups scroll sideways on their own and rest on a group's leading edge.",
             counts: [12, 12, 12, 12],
             script: DemoStep.flingSection(0, drag: -150, velocity: 900) + DemoStep.flingSection(1, drag: -80, velocity: 2400)
                + DemoStep.fling(drag: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: 600)),
             decorate: { DemoArtwork.stampPhoto(on: &$0, aspectRatio: 1.5) }) { .nestedGroupsScrolling() },
        Demo(name: "compositional-self-sizing-cards", title: "Self-sizing cards",
             summary: "Cards of a title over a row of two cells, every cell and group estimated: each cell reports its own height, each row is as tall as its taller cell, and each card as tall as its content.",
             viewportSize: phone, script: scrollDown) { size, clock in
            let view = try SimulatedCollectionView(size: size, layout: CompositionalLayout.selfSizingCards(), itemCounts: [60], clock: clock)
            view.preferredSizeProvider = { attributes in
                CGSize(width: attributes.frame.width, height: selfSizingCardHeight(item: attributes.indexPath.item))
            }
            return DemoScene(views: [view])
        },
        demo("compositional-profile-page", "Profile page",
             "A header 0.3 of the screen high, highlights in groups of four scrolling continuously, and a photo grid under a header.",
             counts: [1, 12, 30],
             script: DemoStep.flingSection(1, drag: -120, velocity: 1500)
                + DemoStep.fling(drag: CGPoint(x: 0, y: -200), velocity: CGPoint(x: 0, y: 1500)),
             decorate: decorateProfilePage) { .profilePage() },
        demo("compositional-orthogonal-behaviours", "Orthogonal scrolling behaviours",
             "Rows that scroll sideways: continuous, group leading boundary, paging, group paging and group paging centred, each flung the same way.",
             counts: Array(repeating: 10, count: 5),
             script: (0..<5).flatMap { DemoStep.flingSection($0, drag: -150, velocity: 1200) },
             decorate: labelBehaviourHeaders) { orthogonalBehaviours() },
        demo("compositional-pinned-headers", "Pinned headers on section backgrounds",
             "The README's first iOS screen: rows under section headers that stay at the top while their section scrolls under them, each section on a rounded background, a decoration view. The layout invalidates on every scroll while a header pins: a view keeps the attributes it has otherwise, and the header would scroll away.",
             counts: [8, 12, 20], registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind], decorationKinds: [sectionBackground]),
             decorate: labelSectionHeaders) { .pinnedHeaders(backgroundKind: sectionBackground) },
        Demo(name: "compositional-right-to-left", title: "Right to left",
             summary: "The orthogonal behaviours in a right-to-left layout direction: every row starts at the right and a finger moving right scrolls it on.",
             viewportSize: phone, script: (0..<5).flatMap { DemoStep.flingSection($0, drag: 150, velocity: 1200) }) { size, clock in
            let view = try SimulatedCollectionView(size: size, layout: orthogonalBehaviours(), itemCounts: Array(repeating: 10, count: 5),
                                                   clock: clock, registering: .sectionHeaders)
            try view.setLayoutDirection(.rightToLeft)
            return DemoScene(views: [view])
        },
    ]

    /// The height a self-sizing card's cell reports: titles of one or two lines, row cells of
    /// varied text.
    static func selfSizingCardHeight(item: Int) -> CGFloat {
        let card = item / 3
        switch item % 3 {
        case 0: return card.isMultiple(of: 3) ? 48 : 24
        case 1: return [40, 64, 88][card % 3]
        default: return [72, 40, 56][card % 3]
        }
    }

    /// Names each row of ``orthogonalBehaviours()`` in its header.
    @Sendable private static func labelBehaviourHeaders(_ element: inout LayoutAttributes) {
        let names = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
        guard element.category == .supplementaryView(ElementCategory.headerKind) else { return }
        element[ElementLabel.self] = names[element.indexPath.section % names.count]
    }

    /// The kind of the panel behind each section of the pinned-headers preset.
    static let sectionBackground = "section-background"

    /// Headers named after their section; rows numbered from 1.
    @Sendable private static func labelSectionHeaders(_ element: inout LayoutAttributes) {
        switch element.category {
        case .supplementaryView(ElementCategory.headerKind): element[ElementLabel.self] = "Section \(element.indexPath.section + 1)"
        case .cell: element[ElementLabel.self] = "Row \(element.indexPath.item + 1)"
        default: break
        }
    }

    /// One row per orthogonal behaviour, groups 0.7 of the width, under a header naming it.
    static func orthogonalBehaviours() -> CompositionalLayout {
        let behaviours: [OrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
                                                         .groupPagingCentered]
        return CompositionalLayout { index, _ in
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = LayoutEdgeInsets(all: 4)
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(90)), subitems: [item])
            let section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = behaviours[index % behaviours.count]
            section.interGroupSpacing = 8
            section.contentInsets = LayoutEdgeInsets(top: 4, leading: 12, bottom: 16, trailing: 12)
            section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: ElementCategory.headerKind, alignment: .top)]
            return section
        }
    }
}
