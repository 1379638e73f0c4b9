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
/// The layout is made once, when the view first appears. Items must be unique: a repeated
/// item leaves the shown items as they were and is reported to ``onError(_:)``.
@MainActor
public struct CollectionLayoutView<Item: Hashable, Cell: View>: UIViewRepresentable {
    private let items: [Item]
    private let makeLayout: () throws -> any CollectionLayout
    private let cell: (Item) -> Cell
    private var selectAction: ((Item) -> Void)?
    private var scrollAction: ((CGPoint) -> Void)?
    private var errorAction: ((any Error) -> Void)?

    /// Shows `items` in the layout `layout` makes, each as the view `cell` builds. A layout that
    /// throws (a bad configuration) is reported to ``onError(_:)`` and nothing is shown.
    public init(_ items: [Item], layout: @escaping () throws -> any CollectionLayout, @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.items = items
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

    /// Calls `action` with an error that kept `items` from being shown (a repeated item, a
    /// layout that could not be made).
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
        context.coordinator.host.collectionView.backgroundColor = .clear
        return context.coordinator.host.collectionView
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
            try coordinator.show(items, animated: animated)
        } catch {
            errorAction?(error)
        }
    }

    /// Keeps the collection view, its data source and the latest closures.
    @MainActor
    public final class Coordinator {
        let host: CollectionViewHost
        var dataSource: CollectionViewDiffableDataSource<Int, Item>?
        var cell: ((Item) -> Cell)?
        var selectAction: ((Item) -> Void)?
        var scrollAction: ((CGPoint) -> Void)?
        /// What making the layout threw, if it did.
        var layoutError: (any Error)?

        init(layout: any CollectionLayout) {
            host = CollectionViewHost(layout: layout, itemCounts: []) { _, _ in UICollectionViewCell() }
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Item> { [unowned self] cell, _, item in
                guard let content = self.cell else { return }
                cell.contentConfiguration = UIHostingConfiguration { content(item) }.margins(.all, 0)
            }
            dataSource = CollectionViewDiffableDataSource(host: host) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            host.delegate = self
            host.didSelectItem = { [unowned self] path in
                guard let item = dataSource?.itemIdentifier(for: IndexPath(path)) else { return }
                selectAction?(item)
            }
        }

        /// Shows `items` in one section, through the difference from what is shown.
        func show(_ items: [Item], animated: Bool) throws {
            var snapshot = DiffableSnapshot<Int, Item>()
            try snapshot.appendSections([0])
            try snapshot.appendItems(items, toSection: 0)
            try dataSource?.apply(snapshot, animatingDifferences: animated, completion: nil)
        }
    }
}

extension CollectionLayoutView.Coordinator: @preconcurrency ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: any ScrollableCollection) {
        scrollAction?(scrollView.contentOffset)
    }
}
#endif
