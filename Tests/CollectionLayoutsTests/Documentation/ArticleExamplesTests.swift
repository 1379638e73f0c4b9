// The products' imports, as an app and its test target write them.
import CollectionLayouts
import CollectionLayoutsTesting
import Foundation
import Testing

/// The articles' examples, run as written with assertions between their lines
/// (`DocumentationExamplesTests` checks that every block stands here in order).
@Suite("Article examples")
struct ArticleExamplesTests {
    @Test func nestedSelfSizingExample() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                               layout: CompositionalLayout.selfSizingCards(),
                                               itemCounts: [30], clock: ManualClock())
        view.preferredSizeProvider = { cell in
            let heights: [CGFloat] = [24, 50, 90]
            return CGSize(width: cell.frame.width, height: heights[cell.indexPath.item % 3])
        }
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame.minY == 164)
    }

    /// "Cells that size themselves, and what stays put".
    @Test func selfSizingExamples() throws {
        let clock = ManualClock()
        let chat = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                               layout: TableLayout(estimatedRowHeight: 44),
                                               itemCounts: [500], clock: clock)
        chat.preferredSizeProvider = { cell in
            CGSize(width: cell.frame.width, height: CGFloat(36 + cell.indexPath.item % 5 * 22))
        }
        #expect(chat.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 36, width: 390, height: 58))

        var tags = FlowLayoutConfiguration(itemSize: CGSize(width: 60, height: 32), minimumInteritemSpacing: 8)
        tags.estimatedItemSize = FlowLayout.automaticSize
        let cloud = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                                layout: FlowLayout(configuration: tags), itemCounts: [240], clock: clock)
        cloud.preferredSizeProvider = { tag in CGSize(width: CGFloat(48 + tag.indexPath.item % 12 * 8), height: 32) }
        // Tags 0 to 4 (48, 56, 64, 72, 80 wide) fill the first line: 320 + 4 × 8 ≤ 390.
        #expect(cloud.layoutAttributesForItem(at: ItemPath(item: 4, section: 0))?.frame.minY == 0)
        #expect(cloud.layoutAttributesForItem(at: ItemPath(item: 5, section: 0))?.frame.minY == 42)

        try chat.scrollToItem(at: ItemPath(item: 100, section: 0), at: .top, animated: false)
        try chat.performBatchUpdates(itemCounts: [520], updatingData: { /* 20 earlier messages */ }) { updates in
            updates.insertItems(at: (0..<20).map { ItemPath(item: $0, section: 0) })
        }
        clock.run(until: { chat.isAtRest })
        #expect(chat.layoutAttributesForItem(at: ItemPath(item: 120, section: 0))?.frame.minY == chat.contentOffset.y)

        try chat.scrollToItem(at: ItemPath(item: 450, section: 0), at: .centeredVertically, animated: true)
        clock.run(until: { chat.isAtRest })
        let row = try #require(chat.layoutAttributesForItem(at: ItemPath(item: 450, section: 0))?.frame)
        #expect(row.midY == chat.contentOffset.y + 422)
    }

    @Test func batchUpdateExample() throws {
        let clock = ManualClock()
        let list = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                               layout: TableLayout(itemSize: CGSize(width: 390, height: 60)),
                                               itemCounts: [50], clock: clock)
        try list.performBatchUpdates(itemCounts: [50]) { updates in
            updates.deleteItems(at: [ItemPath(item: 2, section: 0)])
            updates.insertItems(at: [ItemPath(item: 0, section: 0)])
        }
        #expect(list.isAnimatingUpdates)
        clock.run(until: { list.isAtRest })
        #expect(list.visibleElements.map(\.alpha).allSatisfy { $0 == 1 })
        #expect(throws: BatchUpdateError.self) {
            try list.performBatchUpdates(itemCounts: [50]) { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) }
        }
    }

    @Test func animatedSettingsExample() throws {
        let clock = ManualClock()
        var configuration = FlowLayoutConfiguration(minimumLineSpacing: 8, minimumInteritemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 16))
        configuration.lineAlignment = .leading
        configuration.sizeForItem = { CGSize(width: 60 + CGFloat($0.item % 4) * 20, height: 32) }
        let cloud = try FlowLayout(configuration: configuration)
        let tags = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: cloud, itemCounts: [18], clock: clock)
        let leading = try #require(tags.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minX)
        try cloud.update(animatedIn: tags, itemCounts: [18]) { $0.lineAlignment = .center }
        #expect(tags.isAnimatingUpdates)
        #expect(tags.visibleElements.first { $0.indexPath.item == 0 }?.frame.minX == leading)
        clock.run(until: { tags.isAtRest })                   // 0.3 s: each tag slides to its centred place
        #expect(try #require(tags.visibleElements.first { $0.indexPath.item == 0 }?.frame.minX) > leading)
    }

    @Test func compositionalExample() throws {
        let clock = ManualClock()
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                         subitems: [item])
        let list = CompositionalLayout(section: LayoutSection(group: row))
        let listView = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: list, itemCounts: [30], clock: clock)
        #expect(listView.layoutAttributesForItem(at: ItemPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 390, height: 44))

        let leading = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        let trailing = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        leading.contentInsets = LayoutEdgeInsets(all: 10)
        trailing.contentInsets = LayoutEdgeInsets(all: 10)
        let column = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
                                          subitem: trailing, count: 2)
        let nested = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85),
                                                                   heightDimension: .fractionalWidth(0.34)),
                                            subitems: [leading, column])
        let section = LayoutSection(group: nested)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: ElementCategory.headerKind, alignment: .top)]
        let rows = CompositionalLayout(section: section)

        let shelf = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: rows,
                                                itemCounts: [12, 12], clock: clock,
                                                registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        try shelf.dragOrthogonalSection(0, by: -150)
        try shelf.endDraggingOrthogonalSection(0, velocity: 900)
        clock.run(until: { shelf.isAtRest })
        // Groups 331.5 wide: 150 + 0.9·499 = 599.1 rests on group 2's leading edge.
        #expect(abs(shelf.orthogonalContentOffset(inSection: 0) - 663) < 1e-9)
        #expect(shelf.orthogonalContentOffset(inSection: 1) == 0)
    }

    @Test func diffableExample() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout.list(),
                                               itemCounts: [], clock: clock)
        view.register(forCellWithReuseIdentifier: "number")
        let dataSource = DiffableDataSource<String, Int>(collectionView: view) { view, indexPath, number in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
            cell.setAppearance(ElementAppearance(title: "\(number)"), animationDuration: 0)
            return cell
        }
        var snapshot = DiffableSnapshot<String, Int>()
        try snapshot.appendSections(["numbers"])
        try snapshot.appendItems(Array(1...50))
        try dataSource.apply(snapshot, animatingDifferences: false)

        try snapshot.deleteItems([3])
        try snapshot.moveItem(10, beforeItem: 1)
        try snapshot.appendItems([51])
        try dataSource.apply(snapshot)
        #expect(view.isAnimatingUpdates)
        clock.run(until: { view.isAtRest })
        #expect(dataSource.itemIdentifier(for: ItemPath(item: 0, section: 0)) == 10)
        #expect(view.itemCounts == [50])
        let first = view.visibleElements.first { $0.indexPath == ItemPath(item: 0, section: 0) }
        #expect(first?[ElementAppearance.self]?.title == "10")
    }

    @Test func reorderingExample() throws {
        let clock = ManualClock()
        var store: [Int] = []
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout.grid(),
                                               itemCounts: [], clock: clock)
        let dataSource = DiffableDataSource<String, Int>(collectionView: view) { cell, _, number in
            cell.setAppearance(ElementAppearance(title: "\(number)"), animationDuration: 0)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in
            store = transaction.finalSnapshot.itemIdentifiers
        }
        var snapshot = DiffableSnapshot<String, Int>()
        try snapshot.appendSections(["numbers"])
        try snapshot.appendItems(Array(1...40))
        try dataSource.apply(snapshot, animatingDifferences: false)

        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        // Four 97.5-pt columns: (244, 146) is column 2, row 1, the 7th place.
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 244, y: 146))
        clock.advance(by: 0.3)
        view.endInteractiveMovement()
        #expect(Array(store.prefix(8)) == [2, 3, 4, 5, 6, 7, 1, 8])
        #expect(dataSource.snapshot().itemIdentifiers == store)
    }

    @Test func voiceOverExample() throws {
        let clock = ManualClock()
        let list = try SimulatedCollectionView(size: CGSize(width: 390, height: 844),
                                               layout: try TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                               itemCounts: [], clock: clock)
        let tasks = DiffableDataSource<Int, String>(collectionView: list) { cell, _, task in
            cell.setAppearance(ElementAppearance(title: task), animationDuration: 0)
        }
        tasks.reorderingHandlers.canReorderItem = { _ in true }
        var snapshot = DiffableSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(["Buy flour", "Knead", "Bake"], toSection: 0)
        try tasks.apply(snapshot, animatingDifferences: false)
        let first = ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))
        #expect(list.accessibilityElements.first?.customActions == ["Move later", "Move to end"])
        #expect(list.performAccessibilityCustomAction(named: "Move to end", on: first))
        #expect(list.accessibilityAnnouncements == ["Moved to 3 of 3"])
        #expect(tasks.snapshot().itemIdentifiers == ["Knead", "Bake", "Buy flour"])

        var photos = CarouselLayoutConfiguration(type: .coverFlow)
        photos.itemSize = CGSize(width: 120, height: 150)
        let carousel = try SimulatedCollectionView(size: CGSize(width: 480, height: 300),
                                                   layout: try CarouselLayout(configuration: photos), itemCounts: [24], clock: clock)
        carousel.accessibilityLabel = "Photos"
        #expect(carousel.accessibilityElements.first?.traits == [.adjustable, .selected])
        #expect(carousel.accessibilityElements.first?.key.indexPath.item == 0)
        #expect(carousel.accessibilityIncrement() == "2 of 24")
        clock.run(until: { carousel.isAtRest })
        #expect(carousel.contentOffset.x == 120)
    }

    @Test func rightToLeftExample() throws {
        let clock = ManualClock()
        let rtl = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout.grid(),
                                              itemCounts: [40], clock: clock)
        try rtl.setLayoutDirection(.rightToLeft)
        // The layout's numbers, as UIKit's: item 0 at the start, the offset 0; drawn at the right.
        #expect(rtl.contentOffset == .zero && rtl.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))!.frame.minX == 0)
        #expect(rtl.currentFrame.elements.first { $0.indexPath == ItemPath(item: 0, section: 0) }?.frame.maxX == 390)
    }

    @Test func transitionExample() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout.list(),
                                               itemCounts: [40], clock: clock)
        let transition = TransitionLayout(from: view.collectionLayout, to: CompositionalLayout.grid())
        var completed: Bool?
        try view.startInteractiveTransition(transition) { finished in completed = finished }
        try view.updateInteractiveTransition(progress: 0.5)
        // Item 1: list row (0, 44, 390, 44) → grid square (97.5, 0, 97.5, 97.5): half-way.
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame
                == CGRect(x: 48.75, y: 22, width: 243.75, height: 70.75))
        view.finishInteractiveTransition()
        clock.run(until: { view.isAtRest })
        #expect(completed == true)
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame == CGRect(x: 97.5, y: 0, width: 97.5, height: 97.5))
        try view.setCollectionViewLayout(CompositionalLayout.list(), animated: true)
        clock.run(until: { view.isAtRest })
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
    }
}
