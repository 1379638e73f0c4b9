#if canImport(UIKit) && canImport(SwiftUI)
import DiffableData
import LayoutCore
import LayoutHosting
import SwiftUI
import UIKit

/// A lazy SwiftUI view showing sections of items with any ``CollectionLayout``, over a real
/// `UICollectionView`: only what is on screen exists, cells and supplementary views (headers,
/// footers, any kind the layout returns) are SwiftUI views hosted with `UIHostingConfiguration`,
/// and cells of a layout with estimated sizes size themselves without moving what is on screen.
///
/// ```swift
/// CollectionLayoutView(months, items: \.photos, layoutID: mode, layout: { try mode.layout() }) { photo in
///     PhotoTile(photo)
/// } supplementary: { element in
///     MonthHeader(month: element.section)
/// }
/// .selection($focusedPhoto)
/// .scrollPosition(id: $topPhoto)
/// .onNearEnd { loadMorePhotos() }
/// .onMove { move in move.apply(to: &months, items: \.photos) }
/// ```
///
/// As with `ForEach`, sections and items are identified by ids (`Identifiable`, or key paths):
/// an item whose other values change keeps its cell, which shows the new values; a repeated id
/// leaves what is shown as it was and is reported to ``onError(_:)``. A change inside
/// `withAnimation` is animated: the items' difference, and a new `layoutID`, which shows the
/// layout `layout` makes for it (once per id; going back shows the same layout) and keeps the
/// item the person looks at where it is. Every update configures the cells on screen again, so a
/// cell that reads app state follows it without a reload.
///
/// What the view tells the app (a binding's new value, a move, an offset) reaches it once
/// SwiftUI's update is over, never during it. Where the proposal leaves an extent open (in a
/// stack, or as an ideal size) the view takes its content's, measured on a layout made for the
/// measure, never the one shown. Every decision is the portable engine's, tested on Linux
/// through the simulated view; this view converts and calls.
@MainActor
public struct CollectionLayoutView<SectionID: Hashable, Item, ID: Hashable, Cell: View, Supplementary: View>: UIViewRepresentable {
    let sections: [(id: SectionID, items: [Item])]
    let itemID: KeyPath<Item, ID>
    let layoutID: AnyHashable
    let makeLayout: () throws -> any CollectionLayout
    let cell: (Item) -> Cell
    let supplementary: (SupplementaryElement<SectionID, ID>) -> Supplementary
    var supplementaryKinds: Set<String> = [ElementCategory.headerKind, ElementCategory.footerKind]
    var decorationViews: [(kind: String, viewClass: UICollectionReusableView.Type)] = []
    var isPagingEnabled = false
    var accessibilityLabel: String?
    var contentInset: LayoutEdgeInsets?
    var selection: Binding<ID?>?
    var scrollPosition: Binding<ID?>?
    var nearEnd: (distance: CGFloat?, action: () -> Void)?
    var move: (canMove: (ID) -> Bool, action: (ItemMove<SectionID, ID>) -> Void)?
    var selectAction: ((Item) -> Void)?
    var scrollAction: ((CGPoint) -> Void)?
    var errorAction: ((any Error) -> Void)?

    /// Shows `sections` (each identified by `sectionID`, its items at `items`, each identified by
    /// `itemID`) in the layout `layout` makes, chosen as `layoutID` (a new id shows a new layout),
    /// each item as the view `cell` builds and each supplementary element as `supplementary`
    /// builds. A layout that throws (a bad configuration) is reported to ``onError(_:)``.
    public init<Data: RandomAccessCollection>(
        _ sections: Data, id sectionID: KeyPath<Data.Element, SectionID>, items: KeyPath<Data.Element, [Item]>,
        itemID: KeyPath<Item, ID>, layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
        @ViewBuilder cell: @escaping (Item) -> Cell,
        @ViewBuilder supplementary: @escaping (SupplementaryElement<SectionID, ID>) -> Supplementary
    ) {
        self.sections = sections.map { ($0[keyPath: sectionID], $0[keyPath: items]) }
        self.itemID = itemID
        self.layoutID = layoutID
        makeLayout = layout
        self.cell = cell
        self.supplementary = supplementary
    }

    /// The object that keeps the collection view, its data and its bindings between updates.
    public func makeCoordinator() -> Coordinator {
        Coordinator(initial: self)
    }

    /// Makes the `UICollectionView`, with the engine that decides for it.
    public func makeUIView(context: Context) -> UICollectionView {
        context.coordinator.view.collectionView.backgroundColor = .clear
        return context.coordinator.view.collectionView
    }

    /// Applies what this update declares: the data, the layout, the bindings and the modifiers.
    /// - Complexity: O(n) to compare the ids declared with those shown; a change costs a staged snapshot apply.
    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        context.coordinator.update(from: self, environment: context.environment, animated: animated)
    }

    /// The proposal, with an extent it leaves open taken from the content, measured on a layout
    /// made for the measure (`nil`, SwiftUI's own choice, when it cannot be made or laid out:
    /// ``updateUIView(_:context:)`` reports the error).
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UICollectionView, context: Context) -> CGSize? {
        try? context.coordinator.view.sizeThatFits(width: proposal.width, height: proposal.height, measuringWith: makeLayout)
    }
}

extension CollectionLayoutView where Item: Identifiable, ID == Item.ID {
    /// Shows `sections`, identified as `Identifiable`, their items at `items`, identified as
    /// `Identifiable`: ``init(_:id:items:itemID:layoutID:layout:cell:supplementary:)``.
    public init<Data: RandomAccessCollection>(
        _ sections: Data, items: KeyPath<Data.Element, [Item]>, layoutID: AnyHashable = 0,
        layout: @escaping () throws -> any CollectionLayout, @ViewBuilder cell: @escaping (Item) -> Cell,
        @ViewBuilder supplementary: @escaping (SupplementaryElement<SectionID, ID>) -> Supplementary
    ) where Data.Element: Identifiable, Data.Element.ID == SectionID {
        self.init(sections, id: \.id, items: items, itemID: \.id, layoutID: layoutID, layout: layout, cell: cell,
                  supplementary: supplementary)
    }
}

extension CollectionLayoutView where SectionID == Int, Supplementary == EmptyView {
    /// Shows `items` in one section, identified by `id`, in the layout `layout` makes, chosen as
    /// `layoutID`, each as the view `cell` builds.
    public init(_ items: [Item], id: KeyPath<Item, ID>, layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
                @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(items, id: id, layoutID: layoutID, layout: layout, cell: cell, supplementary: { _ in EmptyView() })
    }
}

extension CollectionLayoutView where SectionID == Int {
    /// Shows `items` in one section, identified by `id`, in the layout `layout` makes, chosen as
    /// `layoutID`, each as the view `cell` builds and each supplementary element (a pizza half's
    /// caption, a collage's placeholder) as `supplementary` builds.
    public init(_ items: [Item], id: KeyPath<Item, ID>, layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
                @ViewBuilder cell: @escaping (Item) -> Cell,
                @ViewBuilder supplementary: @escaping (SupplementaryElement<SectionID, ID>) -> Supplementary) {
        self.init(CollectionOfOne(items), id: \.sectionID, items: \.self, itemID: id, layoutID: layoutID, layout: layout,
                  cell: cell, supplementary: supplementary)
    }
}

extension CollectionLayoutView where SectionID == Int, Supplementary == EmptyView, Item: Identifiable, ID == Item.ID {
    /// Shows `items` in one section, identified as `ForEach` identifies them, in the layout
    /// `layout` makes, chosen as `layoutID`, each as the view `cell` builds.
    public init(_ items: [Item], layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
                @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(items, id: \.id, layoutID: layoutID, layout: layout, cell: cell)
    }
}

extension Array {
    /// The id of the one section of a view shown from a flat array.
    fileprivate var sectionID: Int { 0 }
}
#endif
