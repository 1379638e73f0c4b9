#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import DiffableData
import LayoutCore
import LayoutHosting
import SwiftUI
import UIKit

extension CollectionLayoutView {
    /// Keeps the collection view, its data source and the portable ``DeclaredCollection`` that
    /// decides, the app's items (``DeclaredSections``) and the latest declaration; converts each
    /// SwiftUI update into a declaration, and gives the hosted cells what they show.
    @MainActor
    public final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        let view: UIKitCollectionView
        let dataSource: CollectionViewDiffableDataSource<SectionID, ID>
        let collection: DeclaredCollection<SectionID, ID>
        private let longPress = UILongPressGestureRecognizer()
        private let pullToRefresh = PullToRefresh()
        private var keyboard: KeyboardFocus?
        private var swipe: SwipeActionsController?
        private let dragAndDrop = DragAndDrop()
        /// The items the view shows, which the layout reads per item.
        let items = CollectionItems<Item>()
        /// The hosted cells and supplementary views that exist, each rendered again after a parent
        /// update only when what it shows changed.
        let elements = HostedElements()
        /// The environment of the view, as SwiftUI's last update gave it: what hosted elements are
        /// rendered in.
        private var environment = EnvironmentValues()
        /// The animation of the update under way (`nil` outside one, or unanimated).
        private var animation: Animation?
        /// The app's items, turned into ids where their storage changed.
        private var sections: DeclaredSections<SectionID, Item, ID>
        private var content: CollectionLayoutView?
        private var modifiers = Modifiers(CollectionLayoutOptions())
        /// The supplementary kinds and decoration kinds registered so far.
        private var supplementaryKinds: Set<String> = []
        private var decorationKinds: Set<String> = []
        /// Counts the renderings of hosted elements: each is told apart from the one before by it.
        private var renderings = 0

        /// The id of the stand-in the view shows until an update shows the declared layout: the
        /// first update makes it, and while it cannot be made every update tries again.
        private struct UnmadeLayout: Hashable {}

        /// A coordinator with `initial`'s views registered, showing a stand-in layout until the
        /// first update.
        init(initial: CollectionLayoutView) {
            view = UIKitCollectionView(layout: CollectionLayoutBase())
            // The coordinator registers every kind it hosts: one it does not is reported when a
            // layout returns it, before UIKit would dequeue it.
            view.engine.changeRegistry { $0.checksSupplementaryKinds = true }
            sections = DeclaredSections(itemID: initial.itemID)
            var showCell: (ShapedHostingCell, ID) -> Void = { _, _ in }
            let cells = UICollectionView.CellRegistration<ShapedHostingCell, ID> { cell, _, id in showCell(cell, id) }
            dataSource = CollectionViewDiffableDataSource(view: view) { collectionView, indexPath, id in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
            }
            collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: UnmadeLayout())
            super.init()
            // The collection view owns these closures and may outlive the coordinator (a removal
            // transition): they hold it weakly.
            showCell = { [weak self] cell, id in self?.show(id, in: cell) }
            register([:])
            dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                self?.configure(view, ofKind: kind, at: indexPath)
                return view
            }
            view.didSelectItem = { [weak self] path in
                guard let self else { return }
                // The selection is the app's, not UIKit's: every tap on an item is told again.
                view.collectionView.deselectItem(at: IndexPath(path), animated: false)
                guard collection.itemTapped(at: path), let id = collection.itemIdentifier(at: path), let item = item(id) else { return }
                modifiers.selectAction?(item)
            }
            view.contextMenu = { [weak self] paths in
                guard let self, let menu = modifiers.contextMenu?(collection.itemsForContextMenu(at: paths)) else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
            }
            (view.collectionView as? EngineCollectionView)?.movedToWindow = { [weak self] in self?.becomeContentScrollView() }
            swipe = SwipeActionsController(view.collectionView)
            swipe?.actions = { [weak self] path in self?.swipeActions(at: path) }
            dragAndDrop.lift = { [weak self] path in
                guard let self, let payload = modifiers.draggable, let id = collection.itemIdentifier(at: path) else { return nil }
                return (AnyHashable(id), payload(id))
            }
            keyboard = KeyboardFocus(view.collectionView) { [weak self] path in self?.collection.reveal(itemAt: path, animated: true) }
            longPress.addTarget(self, action: #selector(longPressed(_:)))
            longPress.delegate = self
            view.collectionView.addGestureRecognizer(longPress)
        }

        /// Drags and drops as the modifiers ask: dropped items from elsewhere reach the app with
        /// where they landed, and the view's own item dropped in it is the move the portable model
        /// makes of it.
        private func updateDragAndDrop() {
            dragAndDrop.receive = modifiers.dropDestination.map { receive in
                { [weak self] providers, path in
                    guard let self, let place = collection.dropDestination(at: path) else { return }
                    receive(providers, CollectionDropDestination(section: place.section, beforeItem: place.before)) { [weak self] error in
                        self?.modifiers.options.errorAction?(error)
                    }
                }
            }
            dragAndDrop.move = modifiers.draggable != nil && modifiers.move != nil ? { [weak self] item, path in
                guard let self, let id = item.base as? ID, let move = collection.move(of: id, droppedAt: path) else { return }
                modifiers.move?.action(move)
            } : nil
            dragAndDrop.update(view.collectionView, drags: modifiers.draggable != nil)
        }

        /// What the delete control of the row of `id` does, when the row shows one (in edit mode,
        /// with `onDelete`): it opens the row's trailing "Delete", as a `List` row's control does.
        func deleteControl(for id: ID) -> (() -> Void)? {
            guard let path = collection.indexPath(of: id), collection.showsDeleteControl(at: path) else { return nil }
            return { [weak self] in
                guard let self, let path = collection.indexPath(of: id), let actions = rowActions(at: path) else { return }
                swipe?.openTrailingActions(at: path, actions)
            }
        }

        /// The swipe actions of the row at `path`: in a list-like layout (rows across a vertical
        /// scroll), out of edit mode (where rows show delete controls), each edge's actions the
        /// app gives; `nil` when there are none.
        private func swipeActions(at path: ItemPath) -> SwipeActionsController.RowActions? {
            guard collection.isRow(at: path), !collection.isEditing else { return nil }
            return rowActions(at: path)
        }

        /// The actions of the item at `path`: each edge's the app gives (the trailing edge's a
        /// "Delete" that `onCollectionDelete` hears, when it gives none there); `nil` when there are none.
        private func rowActions(at path: ItemPath) -> SwipeActionsController.RowActions? {
            guard let id = collection.itemIdentifier(at: path) else { return nil }
            let leading = modifiers.swipeActions[.leading]
            var trailing = modifiers.swipeActions[.trailing].map { ($0.allowsFullSwipe, $0.actions(id)) }
            if trailing == nil, let delete = modifiers.deleteAction {
                trailing = (true, [UIContextualAction(style: .destructive, title: view.engine.accessibilityStrings(.delete)) { _, _, done in
                    delete(id)
                    done(true)
                }])
            }
            let actions = SwipeActionsController.RowActions(
                item: AnyHashable(id), leading: leading?.actions(id) ?? [], trailing: trailing?.1 ?? [],
                allowsLeadingFullSwipe: leading?.allowsFullSwipe ?? false, allowsTrailingFullSwipe: trailing?.0 ?? false)
            return actions.leading.isEmpty && actions.trailing.isEmpty ? nil : actions
        }

        /// The app's swipe actions of the row of `id` (both edges), as VoiceOver's custom actions:
        /// each runs its handler with the row's cell as the source view, as a swipe would.
        private func accessibilitySwipeActions(of id: ID) -> [AccessibilityCustomAction] {
            let actions = [HorizontalEdge.leading, .trailing].flatMap { modifiers.swipeActions[$0]?.actions(id) ?? [] }
            return actions.map { action in
                AccessibilityCustomAction(name: action.title ?? "") { [weak self] in
                    guard let self, let path = collection.indexPath(of: id) else { return false }
                    action.handler(action, view.collectionView.cellForItem(at: IndexPath(path)) ?? view.collectionView) { _ in }
                    return true
                }
            }
        }

        /// In a window, the view becomes its view controller's content scroll view for the top
        /// edge unless another is (`setContentScrollView(_:for:)`): the navigation bar's large
        /// title collapses and its scroll-edge appearance changes as the content scrolls under it,
        /// as over a `List`. A hosting controller finds no scroll view inside a representable.
        private func becomeContentScrollView() {
            let collectionView = view.collectionView
            guard collectionView.window != nil,
                  let controller = sequence(first: collectionView as UIResponder, next: \.next).lazy.compactMap({ $0 as? UIViewController }).first,
                  controller.contentScrollView(for: .top) == nil else { return }
            controller.setContentScrollView(collectionView, for: .top)
        }

        @objc private func longPressed(_ gesture: UILongPressGestureRecognizer) {
            view.handleLongPress(gesture)
        }

        /// A long press begins a move only on an item the app lets move, and not where a gesture
        /// of the cell's own content has begun (a drag, a pressed button): elsewhere the touch is
        /// left to scrolling and to the cells.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let move = modifiers.move,
                  let path = view.collectionView.indexPathForItem(at: gestureRecognizer.location(in: view.collectionView)).flatMap(ItemPath.init),
                  let id = collection.itemIdentifier(at: path) else { return false }
            let cellGestureBegan = view.collectionView.cellForItem(at: IndexPath(path))?.hasActiveGestureRecognizer ?? false
            return move.canMove(id) && !cellGestureBegan
        }

        /// The long press that moves items waits for the long presses of a cell's own content (a
        /// context menu, `onLongPressGesture`) to fail: a cell's own long press wins.
        public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer === longPress && otherGestureRecognizer is UILongPressGestureRecognizer
                && otherGestureRecognizer.view?.enclosingCell != nil
        }

        /// Registers the supplementary kinds (the header and footer always) and the decoration
        /// kinds not registered yet.
        private func register(_ decorationViews: [String: UICollectionReusableView.Type], supplementaryKinds kinds: Set<String> = []) {
            for kind in kinds.union([ElementCategory.headerKind, ElementCategory.footerKind]) where supplementaryKinds.insert(kind).inserted {
                view.register(ShapedHostingCell.self, forSupplementaryViewOfKind: kind)
            }
            for (kind, viewClass) in decorationViews where decorationKinds.insert(kind).inserted {
                view.register(viewClass, forDecorationViewOfKind: kind)
            }
        }

        /// Gives `cell` the content of the item `id`: identified by it, so no state passes from
        /// the item the cell showed before (UIKit asks again when the item's value changed).
        private func show(_ id: ID, in cell: ShapedHostingCell) {
            if content?.sectionCell != nil {
                host(in: cell, identifiedBy: id) { $0.cellInputs(of: id, content: $0.cellContent(for: id) { $0.sectionCell?($1, $2) }) }
            } else {
                host(in: cell, identifiedBy: id) { $0.cellInputs(of: id, content: $0.cellContent(for: id) { $0.cell($1, $2) }) }
            }
        }

        /// What the cell of `id` showing `content` is given now, and what its delete control does.
        private func cellInputs<Content>(of id: ID, content: Content?) -> (HostedElementInputs<Content, EnvironmentValues>, delete: (() -> Void)?) {
            let delete = deleteControl(for: id)
            return (inputs(content: content, isSelected: collection.isSelected(id), showsDeleteControl: delete != nil), delete)
        }

        /// Gives the supplementary view of `kind` at `indexPath` the app's SwiftUI content,
        /// identified by what it shows (``SupplementaryElement/contentIdentity``).
        private func configure(_ supplementaryView: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath) {
            guard let cell = supplementaryView as? ShapedHostingCell else { return }
            guard let element = ItemPath(indexPath).flatMap({ collection.supplementaryElement(ofKind: kind, at: $0) }) else {
                return cell.contentConfiguration = nil
            }
            host(in: cell, identifiedBy: element.contentIdentity) { coordinator in
                (coordinator.inputs(content: coordinator.supplementaryContent(for: element), isSelected: false, showsDeleteControl: false), nil)
            }
        }

        /// What an element showing `content` is given now: the view's environment and edit mode.
        private func inputs<Content>(content: Content?, isSelected: Bool, showsDeleteControl: Bool) -> HostedElementInputs<Content, EnvironmentValues> {
            HostedElementInputs(content: content, environment: environment, isSelected: isSelected,
                                isEditing: environment.editMode?.wrappedValue.isEditing ?? false, showsDeleteControl: showsDeleteControl)
        }

        /// Hosts in `cell` what `inputs` makes from the latest declaration (with what its delete
        /// control does), identified by `identity`, fitted across the scroll axis: rendered now (a
        /// new configuration each time UIKit asks, so a changed value renders), and again after a
        /// parent update only when what it makes changed (``HostedElements``).
        private func host<Content: View>(
            in cell: ShapedHostingCell, identifiedBy identity: some Hashable,
            inputs: @escaping @MainActor (Coordinator) -> (HostedElementInputs<Content, EnvironmentValues>, delete: (() -> Void)?)
        ) {
            cell.fitsWidth = { [weak self] in self?.collection.fitsCellsToWidth ?? true }
            cell.wasReused = { [weak self] in self?.elements.forget($0) }
            let first = inputs(self)
            let state = HostedElementState(first.0)
            render(first.0, delete: first.delete, in: cell, identifiedBy: identity)
            elements.hosted(cell) { [weak self, weak cell] in
                guard let self, let cell else { return false }
                let next = inputs(self)
                return state.show(next.0) { render($0, delete: next.delete, in: cell, identifiedBy: identity) }
            }
        }

        /// Gives `cell` a configuration showing `inputs`, in the animation of the update under way.
        private func render<Content: View>(_ inputs: HostedElementInputs<Content, EnvironmentValues>, delete: (() -> Void)?,
                                           in cell: ShapedHostingCell, identifiedBy identity: some Hashable) {
            renderings += 1
            let rendering = renderings, animation = animation
            cell.contentConfiguration = UIHostingConfiguration {
                HostedElement(rendering: rendering, layoutAttributes: cell.layoutAttributes, highlight: cell.highlight, inputs: inputs,
                              delete: delete, animation: animation)
                .id(identity)
            }.margins(.all, 0)
        }

        /// Shows `content`'s declaration: its closures and modifiers become the ones the cells and
        /// the collection's reports use, its items those the cells show. The cells that exist
        /// are rendered again where what they show changed, in the update's animation; when the
        /// items changed, the supplementary views on screen are given their content again (an
        /// element may name an item that moved).
        func update(from content: CollectionLayoutView, environment: EnvironmentValues, transaction: Transaction, animated: Bool) {
            self.content = content
            // Cells made, measured or rendered during the update see its environment and animation.
            self.environment = environment
            animation = animated ? transaction.animation : nil
            defer { animation = nil }
            var options = environment.collectionLayoutOptions
            content.ownOptions(&options)
            modifiers = Modifiers(options)
            register(options.decorationViews, supplementaryKinds: options.supplementaryKinds)
            swipe?.update(isEnabled: !modifiers.swipeActions.isEmpty || modifiers.deleteAction != nil)
            // With drags, a long press lifts the item for UIKit's drag; moves are drops in the view.
            longPress.isEnabled = modifiers.move != nil && modifiers.draggable == nil
            updateDragAndDrop()
            view.collectionView.isPagingEnabled = options.isPagingEnabled
            view.collectionView.isDirectionalLockEnabled = options.isDirectionalLockEnabled
            view.collectionView.accessibilityLabel = options.accessibilityLabel
            pullToRefresh.update(environment.refresh, in: view.collectionView)
            keyboard?.update(environment.scrollDismissesKeyboardMode)
            collection.selectionChanged = modifiers.selection.map { binding in { binding.wrappedValue = $0 } }
            collection.selectedItemsChanged = modifiers.selectedItems.map { binding in { binding.wrappedValue = $0 } }
            collection.scrollPositionChanged = modifiers.scrollPosition.map { binding in { binding.wrappedValue = $0 } }
            collection.nearEnd = options.nearEnd?.action
            collection.nearStart = options.nearStart?.action
            collection.itemMoved = modifiers.move?.action
            collection.scrolled = options.scrollAction
            collection.positionedByUser = modifiers.scrollRequests.map { binding in { binding.wrappedValue.positionedByUser(at: $0) } }
            collection.errorOccurred = options.errorAction
            collection.itemDeleted = modifiers.deleteAction
            collection.rowSwipeActions = modifiers.swipeActions.isEmpty ? nil : { [weak self] id in self?.accessibilitySwipeActions(of: id) ?? [] }
            collection.tellMismatch(modifiers.mismatch)

            if content.itemID != sections.itemID { sections = DeclaredSections(itemID: content.itemID) }
            let changedItems = sections.update(to: content.sections)
            let items = items
            var declaration = CollectionDeclaration(sections: sections.ids, layoutID: Self.layoutKey(content.layoutID, environment),
                                                    makeLayout: { try content.makeLayout(items) })
            declaration.changedItems = changedItems
            declaration.itemEdits = sections.edits
            declaration.selection = modifiers.selection.map { $0.wrappedValue }
            declaration.selectedItems = modifiers.selectedItems?.wrappedValue
            declaration.isEditing = environment.editMode?.wrappedValue.isEditing ?? false
            declaration.canDeleteItems = modifiers.deleteAction != nil
            declaration.hasTapAction = modifiers.selectAction != nil
            declaration.scrollPosition = modifiers.scrollPosition.map { $0.wrappedValue }
            declaration.scrollAnchor = options.scrollAnchor.map { CGPoint(x: $0.x, y: $0.y) }
            declaration.scrollRequest = modifiers.scrollRequests?.wrappedValue.request
            declaration.contentInset = options.contentInset
            declaration.nearEndDistance = options.nearEnd?.distance
            declaration.nearStartDistance = options.nearStart?.distance
            declaration.canMoveItem = modifiers.move?.canMove
            // The layout prepares for this update's items with their values; not shown, the view
            // keeps showing (and the layout reading) the items before.
            let shownBefore = items.show(sections.sections.map(\.items))
            collection.apply(declaration, animated: animated)
            if !collection.showsDeclaredSections { items.restore(shownBefore) }
            // The items, the layout or the scroll may have changed under an open row.
            swipe?.closeUnlessSwiping()
            if !collection.declaredTheShownStorage {
                for kind in supplementaryKinds {
                    for indexPath in view.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                        guard let shown = view.collectionView.supplementaryView(forElementKind: kind, at: indexPath) else { continue }
                        configure(shown, ofKind: kind, at: indexPath)
                    }
                }
            }
            elements.refresh()
        }

        /// The layout chosen for `layoutID` in `environment`: a new text size or size class makes
        /// the layout again, as a new `layoutID` does (a layout's estimates and columns follow them).
        private static func layoutKey(_ layoutID: AnyHashable, _ environment: EnvironmentValues) -> AnyHashable {
            [layoutID, AnyHashable(environment.dynamicTypeSize), AnyHashable(environment.horizontalSizeClass),
             AnyHashable(environment.verticalSizeClass)]
        }

        /// The declared item of `id`: at the place the view shows it, or found by id.
        private func item(_ id: ID) -> Item? {
            sections.find(id, near: collection.indexPath(of: id))?.item
        }

        /// The content of the cell of `id`, as `make` makes it from the latest declaration (`nil`
        /// once it no longer declares `id`).
        private func cellContent<Content>(for id: ID, _ make: (CollectionLayoutView, Item, ItemPath) -> Content?) -> Content? {
            guard let content, let found = sections.find(id, near: collection.indexPath(of: id)) else { return nil }
            return make(content, found.item, found.indexPath)
        }

        /// The content of the supplementary view of `element`, from the latest declaration.
        func supplementaryContent(for element: SupplementaryElement<SectionID, ID>) -> Supplementary? {
            content?.supplementary(element)
        }
    }
}
#endif
