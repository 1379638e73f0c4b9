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
/// .collectionSelection($focusedPhoto)
/// .collectionScrollPosition(item: $topPhoto)
/// .onCollectionNearEnd { loadMorePhotos() }
/// .onCollectionMove { (move: ItemMove<Month.ID, Photo.ID>) in move.apply(to: &months, items: \.photos) }
/// ```
///
/// As with `ForEach`, sections and items are identified by ids (`Identifiable`, or key paths):
/// an item whose other values change keeps its cell, which shows the new values; a repeated id
/// leaves what is shown as it was and is reported as a runtime issue (Xcode's purple warning; a failed test under Swift
/// Testing) and to `onCollectionError(_:)`. A change inside
/// `withAnimation` is animated: the items' difference, and a new `layoutID`, which shows the
/// layout `layout` makes for it and keeps the item the person looks at where it is.
///
/// Cells behave as a `List`'s rows: a cell's `@State` belongs to its item (a reused cell showing
/// another item starts afresh); cells and supplementary views see the app's whole environment
/// (environment objects, Observation models, `tint`, `openURL`, `dismiss`, custom keys) and
/// ``CellLayoutAttributes``; each update of the parent reaches the cells that exist (on screen,
/// or made ahead by prefetching), after SwiftUI's update; a cell that sizes itself is fitted to
/// the width in a vertical layout (the height in a horizontal one) and free along the other.
///
/// An update costs what changed: passing the same arrays (an unrelated state change, an offset
/// kept in `@State`) does no work per item; otherwise the ids are compared once, and only the
/// cells of items whose values changed (`Equatable` items; every cell when they are not) are
/// configured again. The layout is made again when `layoutID`, the text size or a size class
/// changes (the layouts of the four ids chosen last are kept: going back shows the same layout):
/// put in `layoutID` every value of the app's the layout is made from (a column count).
///
/// What the view tells the app (a binding's new value, a move, an offset) reaches it once
/// SwiftUI's update is over, never during it. Where the proposal leaves an extent open across the
/// axis the view scrolls (in a stack, or as an ideal size) the view takes its content's, measured
/// on a layout made for the measure, never the one shown. The view scrolls itself: inside a
/// `ScrollView` of its own axis (given no length along it) it would make every cell, and reports
/// a runtime issue saying to give it a frame instead. Every decision is the portable engine's, tested on Linux
/// through the simulated view; this view converts and calls.
@MainActor
public struct CollectionLayoutView<SectionID: Hashable, Item, ID: Hashable, Cell: View, Supplementary: View>: UIViewRepresentable {
    let sections: [(id: SectionID, items: [Item])]
    let itemID: KeyPath<Item, ID>
    let layoutID: AnyHashable
    /// Makes the layout, given the items the view shows now for it to read per item.
    let makeLayout: (CollectionItems<Item>) throws -> any CollectionLayout
    /// The view of an item, given where the view shows it.
    let cell: (Item, ItemPath) -> Cell
    let supplementary: (SupplementaryElement<SectionID, ID>) -> Supplementary
    /// The modifiers set right on the view (its typed overloads), over those of the environment.
    var ownOptions: (inout CollectionLayoutOptions) -> Void = { _ in }
    /// The cell of a view declared in ``CollectionSection``s, hosted in place of ``cell``'s
    /// `AnyView` so that it is compared by what it holds.
    var sectionCell: ((Item, ItemPath) -> SectionCell)?

    /// Shows `sections` (each identified by `sectionID`, its items at `items`, each identified by
    /// `itemID`) in the layout `layout` makes, chosen as `layoutID` (a new id shows a new layout),
    /// each item as the view `cell` builds and each supplementary element as `supplementary`
    /// builds. A layout that throws (a bad configuration) is reported as a runtime issue and to `onCollectionError(_:)`.
    public init<Data: RandomAccessCollection>(
        _ sections: Data, id sectionID: KeyPath<Data.Element, SectionID>, items: KeyPath<Data.Element, [Item]>,
        itemID: KeyPath<Item, ID>, layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
        @ViewBuilder cell: @escaping (Item) -> Cell,
        @ViewBuilder supplementary: @escaping (SupplementaryElement<SectionID, ID>) -> Supplementary
    ) {
        self.init(sections, id: sectionID, items: items, itemID: itemID, layoutID: layoutID, layout: { (_: CollectionItems<Item>) in try layout() },
                  cell: cell, supplementary: supplementary)
    }

    /// Shows `sections` as ``init(_:id:items:itemID:layoutID:layout:cell:supplementary:)`` does, in
    /// a layout that reads its values per item from the items the view shows now
    /// (``CollectionItems``: `items[path]`), never from an array captured when it was made, which
    /// goes stale when the app loads more or deletes.
    public init<Data: RandomAccessCollection>(
        _ sections: Data, id sectionID: KeyPath<Data.Element, SectionID>, items: KeyPath<Data.Element, [Item]>,
        itemID: KeyPath<Item, ID>, layoutID: AnyHashable = 0, layout: @escaping (CollectionItems<Item>) throws -> any CollectionLayout,
        @ViewBuilder cell: @escaping (Item) -> Cell,
        @ViewBuilder supplementary: @escaping (SupplementaryElement<SectionID, ID>) -> Supplementary
    ) {
        self.init(sections: sections.map { ($0[keyPath: sectionID], $0[keyPath: items]) }, itemID: itemID, layoutID: layoutID,
                  makeLayout: layout, cell: { item, _ in cell(item) }, supplementary: supplementary)
    }

    /// The view of `sections`, every initializer's end.
    init(sections: [(id: SectionID, items: [Item])], itemID: KeyPath<Item, ID>, layoutID: AnyHashable,
         makeLayout: @escaping (CollectionItems<Item>) throws -> any CollectionLayout, cell: @escaping (Item, ItemPath) -> Cell,
         supplementary: @escaping (SupplementaryElement<SectionID, ID>) -> Supplementary) {
        self.sections = sections
        self.itemID = itemID
        self.layoutID = layoutID
        self.makeLayout = makeLayout
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
    /// - Complexity: O(s) for s sections when their arrays are the last update's; otherwise O(n)
    ///   to compare the ids once, and a staged snapshot apply of the difference.
    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
        let animated = context.transaction.animation != nil && !context.transaction.disablesAnimations
        context.coordinator.update(from: self, environment: context.environment, transaction: context.transaction, animated: animated)
    }

    /// The proposal, with an extent it leaves open taken from the content, measured on a layout
    /// made for the measure (`nil`, SwiftUI's own choice, when it cannot be made or laid out:
    /// ``updateUIView(_:context:)`` reports the error).
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UICollectionView, context: Context) -> CGSize? {
        let items = context.coordinator.items
        return try? context.coordinator.view.sizeThatFits(width: proposal.width, height: proposal.height) { try makeLayout(items) }
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

    /// Shows `sections`, identified as `Identifiable`, in a layout that reads its values per item
    /// from the items the view shows now (``CollectionItems``: `items[path]`, an event's times).
    public init<Data: RandomAccessCollection>(
        _ sections: Data, items: KeyPath<Data.Element, [Item]>, layoutID: AnyHashable = 0,
        layout: @escaping (CollectionItems<Item>) throws -> any CollectionLayout, @ViewBuilder cell: @escaping (Item) -> Cell,
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

    /// Shows `items` in one section, identified as `ForEach` identifies them, each as the view
    /// `cell` builds, in a layout that reads its values per item from the items the view shows
    /// now (``CollectionItems``: `items[path]`, a pin's aspect ratio), never from an array
    /// captured when it was made.
    public init(_ items: [Item], layoutID: AnyHashable = 0, layout: @escaping (CollectionItems<Item>) throws -> any CollectionLayout,
                @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(CollectionOfOne(items), id: \.sectionID, items: \.self, itemID: \.id, layoutID: layoutID, layout: layout,
                  cell: cell, supplementary: { _ in EmptyView() })
    }
}

extension CollectionLayoutView where SectionID == Int, Supplementary == EmptyView, Item: Identifiable, ID == Item.ID {
    /// Shows the items `items` binds in one section, identified as `ForEach` identifies them,
    /// each as the view `cell` builds from a binding to it, as `List($items) { $item in … }` does:
    /// a cell edits its item in the app's array in place (a `TextField` bound to `$note.text`).
    /// - Complexity: a binding finds its item at the place the view shows it, O(1); by id, O(n),
    ///   only once the item moved since.
    public init(_ items: Binding<[Item]>, layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
                @ViewBuilder cell: @escaping (Binding<Item>) -> Cell) {
        self.init(sections: [(0, items.wrappedValue)], itemID: \.id, layoutID: layoutID, makeLayout: { _ in try layout() },
                  cell: { item, path in cell(Self.binding(to: item, at: path.item, in: items)) }, supplementary: { _ in EmptyView() })
    }

    /// A binding to `item` of `items`: at `index` while it is there, else where its id is; the
    /// value shown when the app's array no longer has it.
    private static func binding(to item: Item, at index: Int, in items: Binding<[Item]>) -> Binding<Item> {
        let id = item.id
        func place(in array: [Item]) -> Int? {
            array.indices.contains(index) && array[index].id == id ? index : array.firstIndex { $0.id == id }
        }
        return Binding(get: { place(in: items.wrappedValue).map { items.wrappedValue[$0] } ?? item },
                       set: { value in place(in: items.wrappedValue).map { items.wrappedValue[$0] = value } })
    }
}

extension Array {
    /// The id of the one section of a view shown from a flat array.
    fileprivate var sectionID: Int { 0 }
}
#endif
