#if canImport(UIKit) && canImport(SwiftUI)
import DiffableData
import LayoutCore
import LayoutHosting
import SwiftUI
import UIKit

extension CollectionLayoutView {
    /// Keeps the collection view, its data source and the portable ``DeclaredCollection`` that
    /// decides, the items by id and the latest closures; converts each SwiftUI update into a
    /// declaration.
    @MainActor
    public final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        let view: UIKitCollectionView
        let dataSource: CollectionViewDiffableDataSource<SectionID, ID>
        let collection: DeclaredCollection<SectionID, ID>
        private let longPress = UILongPressGestureRecognizer()
        /// The declared items by id, made only when a cell's item is not at its place in the
        /// declaration (an update that changed the items).
        private var itemsByID: [ID: Item]?
        private var content: CollectionLayoutView?
        private var environment = EnvironmentValues()
        /// The supplementary kinds and decoration kinds registered so far.
        private var supplementaryKinds: Set<String> = []
        private var decorationKinds: Set<String> = []

        /// The id of the stand-in the view shows until an update shows the declared layout: the
        /// first update makes it, and while it cannot be made every update tries again.
        private struct UnmadeLayout: Hashable {}

        /// A coordinator with `initial`'s views registered, showing a stand-in layout until the
        /// first update.
        init(initial: CollectionLayoutView) {
            view = UIKitCollectionView(layout: CollectionLayoutBase())
            var showCell: (ShapedHostingCell, ID) -> Void = { _, _ in }
            let cells = UICollectionView.CellRegistration<ShapedHostingCell, ID> { cell, _, id in showCell(cell, id) }
            dataSource = CollectionViewDiffableDataSource(view: view) { collectionView, indexPath, id in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
            }
            collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: UnmadeLayout())
            super.init()
            // The collection view owns these closures and may outlive the coordinator (a removal
            // transition): they hold it weakly.
            showCell = { [weak self] cell, id in
                guard let self, let content, let item = item(id) else { return cell.contentConfiguration = nil }
                let layoutAttributes = cell.layoutAttributes
                cell.contentConfiguration = UIHostingConfiguration {
                    content.cell(item).cellEnvironment(environment).environmentObject(layoutAttributes)
                }.margins(.all, 0)
            }
            register(initial)
            dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                self?.configure(view, ofKind: kind, at: indexPath)
                return view
            }
            view.didSelectItem = { [weak self] path in
                guard let self else { return }
                collection.itemTapped(at: path)
                if let id = collection.itemIdentifier(at: path), let item = item(id) { content?.selectAction?(item) }
            }
            longPress.addTarget(self, action: #selector(longPressed(_:)))
            longPress.delegate = self
            view.collectionView.addGestureRecognizer(longPress)
        }

        @objc private func longPressed(_ gesture: UILongPressGestureRecognizer) {
            view.handleLongPress(gesture)
        }

        /// A long press begins a move only on an item the app lets move: elsewhere the touch is
        /// left to scrolling and to the cells' own gestures.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let move = content?.move,
                  let path = view.collectionView.indexPathForItem(at: gestureRecognizer.location(in: view.collectionView)).flatMap(ItemPath.init),
                  let id = collection.itemIdentifier(at: path) else { return false }
            return move.canMove(id)
        }

        /// Registers the supplementary and decoration kinds `content` names that are not yet.
        private func register(_ content: CollectionLayoutView) {
            for kind in content.supplementaryKinds where supplementaryKinds.insert(kind).inserted {
                view.register(UICollectionViewCell.self, forSupplementaryViewOfKind: kind)
            }
            for (kind, viewClass) in content.decorationViews where decorationKinds.insert(kind).inserted {
                view.register(viewClass, forDecorationViewOfKind: kind)
            }
        }

        /// Gives the supplementary view of `kind` at `indexPath` the app's SwiftUI content.
        private func configure(_ supplementaryView: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath) {
            guard let cell = supplementaryView as? UICollectionViewCell else { return }
            guard let content, let element = ItemPath(indexPath).flatMap({ collection.supplementaryElement(ofKind: kind, at: $0) }) else {
                return cell.contentConfiguration = nil
            }
            cell.contentConfiguration = UIHostingConfiguration { content.supplementary(element).cellEnvironment(environment) }.margins(.all, 0)
        }

        /// Shows `content`'s declaration: its closures become the ones the cells and the
        /// collection's reports use, its items those the cells show; the supplementary views on
        /// screen are given their content again (it may read state, or name an item that moved).
        func update(from content: CollectionLayoutView, environment: EnvironmentValues, animated: Bool) {
            self.content = content
            self.environment = environment
            register(content)
            longPress.isEnabled = content.move != nil
            view.collectionView.isPagingEnabled = content.isPagingEnabled
            view.collectionView.accessibilityLabel = content.accessibilityLabel
            collection.selectionChanged = { content.selection?.wrappedValue = $0 }
            collection.scrollPositionChanged = { content.scrollPosition?.wrappedValue = $0 }
            collection.nearEnd = content.nearEnd?.action
            collection.itemMoved = content.move?.action
            collection.scrolled = content.scrollAction
            collection.errorOccurred = content.errorAction

            var declaration = CollectionDeclaration(
                sections: content.sections.map { ($0.id, $0.items.map { $0[keyPath: content.itemID] }) },
                layoutID: content.layoutID, makeLayout: content.makeLayout)
            declaration.selection = content.selection.map { $0.wrappedValue }
            declaration.scrollPosition = content.scrollPosition.map { $0.wrappedValue }
            declaration.contentInset = content.contentInset
            declaration.nearEndDistance = content.nearEnd?.distance
            declaration.canMoveItem = content.move?.canMove
            itemsByID = nil
            collection.apply(declaration, animated: animated)
            for kind in supplementaryKinds {
                for indexPath in view.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                    guard let shown = view.collectionView.supplementaryView(forElementKind: kind, at: indexPath) else { continue }
                    configure(shown, ofKind: kind, at: indexPath)
                }
            }
        }

        /// The declared item of `id`: at the place the view shows it (O(1): the declaration the
        /// view shows), or found by id (the items indexed once per update that changed them).
        private func item(_ id: ID) -> Item? {
            guard let content else { return nil }
            if let path = collection.indexPath(of: id), content.sections.indices.contains(path.section),
               content.sections[path.section].items.indices.contains(path.item) {
                let item = content.sections[path.section].items[path.item]
                if item[keyPath: content.itemID] == id { return item }
            }
            if itemsByID == nil {
                itemsByID = Dictionary(content.sections.flatMap(\.items).map { ($0[keyPath: content.itemID], $0) },
                                       uniquingKeysWith: { first, _ in first })
            }
            return itemsByID?[id]
        }
    }
}

extension View {
    /// The SwiftUI environment of the collection view, as far as a hosted cell can take it: the
    /// values a person's settings and the app's presentation set (the rest of a cell's
    /// environment comes from the cell's traits; an app's own environment objects are passed in
    /// the cell's view).
    func cellEnvironment(_ environment: EnvironmentValues) -> some View {
        self.environment(\.locale, environment.locale)
            .environment(\.calendar, environment.calendar)
            .environment(\.timeZone, environment.timeZone)
            .environment(\.layoutDirection, environment.layoutDirection)
            .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
            .environment(\.colorScheme, environment.colorScheme)
            .environment(\.isEnabled, environment.isEnabled)
            .environment(\.font, environment.font)
    }
}
/// The cell of SwiftUI's view: its content a `UIHostingConfiguration`, which reads what the
/// layout gives the cell (``CellLayoutAttributes``), masked by the shape a layout gives the
/// element (a collage cell's polygon), as any cell of a shaped layout must be.
final class ShapedHostingCell: UICollectionViewCell {
    private let shapeMask = CAShapeLayer()
    /// What the layout gives this cell, for its SwiftUI content.
    let layoutAttributes = CellLayoutAttributes()

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        self.layoutAttributes.apply(layoutAttributes)
        guard let shape = (layoutAttributes as? CollectionLayoutAttributes)?[ElementShape.self] else {
            contentView.layer.mask = nil
            return
        }
        shapeMask.path = UIBezierPath(shape).cgPath
        contentView.layer.mask = shapeMask
    }
}
#endif
