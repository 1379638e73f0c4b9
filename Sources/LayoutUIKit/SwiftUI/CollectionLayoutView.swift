#if canImport(UIKit) && canImport(SwiftUI)
import DiffableData
import LayoutCore
import SwiftUI
import UIKit

/// A SwiftUI view showing `items` with any ``CollectionLayout`` over a real `UICollectionView`:
/// cells are SwiftUI views (hosted with `UIHostingConfiguration`), only the visible ones exist,
/// and a change of `items` is applied as the staged difference — animated inside
/// `withAnimation`, at once otherwise.
///
/// ```swift
/// CollectionLayoutView(photos, layout: { try CarouselLayout(configuration: .init(type: .coverFlow)) }) { photo in
///     PhotoTile(photo)
/// }
/// .onSelect { photo in open(photo) }
/// ```
///
/// As with `ForEach`, an item's identity is its `id` (`Identifiable`, or the key path given):
/// an item whose other values change keeps its cell, which shows the new values. Every update
/// of the view configures the visible cells again, so a cell that reads other state follows it.
/// The layout is made once, when the view first appears. Ids must be unique: a repeated one
/// leaves the shown items as they were and is reported to ``onError(_:)``. Where the proposal
/// leaves an extent open (in a stack, or as an ideal size) the view takes its content's extent,
/// measured on a layout made for the measure. The scroll events an update causes reach
/// ``onScroll(_:)`` once SwiftUI's update is over, never during it.
@MainActor
public struct CollectionLayoutView<Item, ID: Hashable, Cell: View>: UIViewRepresentable {
    private let items: [Item]
    private let id: KeyPath<Item, ID>
    private let makeLayout: () throws -> any CollectionLayout
    private let cell: (Item) -> Cell
    private var selectAction: ((Item) -> Void)?
    private var scrollAction: ((CGPoint) -> Void)?
    private var errorAction: ((any Error) -> Void)?

    /// Shows `items`, identified by `id`, in the layout `layout` makes, each as the view `cell`
    /// builds. A layout that throws (a bad configuration) is reported to ``onError(_:)`` and
    /// nothing is shown.
    public init(_ items: [Item], id: KeyPath<Item, ID>, layout: @escaping () throws -> any CollectionLayout,
                @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.items = items
        self.id = id
        self.makeLayout = layout
        self.cell = cell
    }

    /// Calls `action` with the item a person taps.
    public func onSelect(_ action: @escaping (Item) -> Void) -> Self {
        var copy = self
        copy.selectAction = action
        return copy
    }

    /// Calls `action` with the content offset whenever it changes.
    public func onScroll(_ action: @escaping (CGPoint) -> Void) -> Self {
        var copy = self
        copy.scrollAction = action
        return copy
    }

    /// Calls `action` with an error that kept `items` from being shown (a repeated id, a layout
    /// that could not be made or laid out).
    public func onError(_ action: @escaping (any Error) -> Void) -> Self {
        var copy = self
        copy.errorAction = action
        return copy
    }

    public func makeCoordinator() -> Coordinator {
        do {
            return Coordinator(layout: try makeLayout())
        } catch {
            let coordinator = Coordinator(layout: CollectionLayoutBase())
            coordinator.layoutError = error
            return coordinator
        }
    }

    public func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.view.collectionView.backgroundColor = .clear
        return context.coordinator.view.collectionView
    }

    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
        let coordinator = context.coordinator
        coordinator.cell = cell
        coordinator.selectAction = selectAction
        coordinator.scrollAction = scrollAction
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        if let layoutError = coordinator.layoutError {
            errorAction?(layoutError)
            return
        }
        do {
            try coordinator.view.performViewUpdate { try coordinator.show(items, id: id, animated: animated) }
        } catch {
            errorAction?(error)
        }
    }

    /// The proposal, with an extent it leaves open taken from the content, measured on a layout
    /// made for the measure (`nil`, SwiftUI's own choice, when the layout cannot be made or laid
    /// out: ``updateUIView(_:context:)`` reports the error).
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UICollectionView, context: Context) -> CGSize? {
        try? context.coordinator.view.sizeThatFits(width: proposal.width, height: proposal.height, measuringWith: makeLayout)
    }

    /// Keeps the collection view, its data source, the items by id and the latest closures.
    @MainActor
    public final class Coordinator {
        let view: UIKitCollectionView
        var dataSource: CollectionViewDiffableDataSource<Int, ID>?
        var items: [ID: Item] = [:]
        var cell: ((Item) -> Cell)?
        var selectAction: ((Item) -> Void)?
        var scrollAction: ((CGPoint) -> Void)?
        /// What making the layout threw, if it did.
        var layoutError: (any Error)?

        init(layout: any CollectionLayout) {
            view = UIKitCollectionView(layout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, ID> { [unowned self] cell, _, id in
                guard let content = self.cell, let item = self.items[id] else { return }
                cell.contentConfiguration = UIHostingConfiguration { content(item) }.margins(.all, 0)
            }
            dataSource = CollectionViewDiffableDataSource(view: view) { collectionView, indexPath, id in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
            }
            view.delegate = self
            view.didSelectItem = { [weak self] path in
                guard let self, let id = dataSource?.itemIdentifier(for: IndexPath(path)), let item = items[id] else { return }
                selectAction?(item)
            }
        }

        /// Shows `newItems` in one section, through the difference from what is shown; the
        /// visible items that stay are configured again (their values or the cell's inputs may
        /// have changed).
        func show(_ newItems: [Item], id: KeyPath<Item, ID>, animated: Bool) throws {
            guard let dataSource else { return }
            var snapshot = DiffableSnapshot<Int, ID>()
            try snapshot.appendSections([0])
            try snapshot.appendItems(newItems.map { $0[keyPath: id] }, toSection: 0)
            let visible = view.collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
            try snapshot.reconfigureItems(visible.filter { snapshot.indexOfItem($0) != nil })
            // During the update both the leaving items and the new ones have cells.
            let byID = Dictionary(newItems.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
            items.merge(byID) { _, new in new }
            try dataSource.apply(snapshot, animatingDifferences: animated, completion: nil)
            items = byID
        }
    }
}

extension CollectionLayoutView where Item: Identifiable, ID == Item.ID {
    /// Shows `items`, identified by their `id` as `ForEach` identifies them, in the layout
    /// `layout` makes, each as the view `cell` builds.
    public init(_ items: [Item], layout: @escaping () throws -> any CollectionLayout, @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(items, id: \.id, layout: layout, cell: cell)
    }
}

extension CollectionLayoutView.Coordinator: @preconcurrency ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: any ScrollableCollection) {
        scrollAction?(scrollView.contentOffset)
    }
}
#endif
