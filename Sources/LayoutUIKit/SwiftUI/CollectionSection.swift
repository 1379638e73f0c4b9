#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import LayoutCore
import LayoutHosting
import SwiftUI

/// A section of a ``CollectionLayoutView`` declared as SwiftUI declares a `List`'s (`Section {
/// ForEach … } header: { … } footer: { … }`): its items and the view of each, and the views of
/// its header and footer, shown where the layout places the section's header and footer
/// (`ElementCategory.headerKind`, `footerKind`). Each section may build its cells differently;
/// all show items of one type.
///
/// ```swift
/// CollectionLayoutView(layout: { try TableLayout(estimatedRowHeight: 44, sections: .plain(headerHeight: 28, footerHeight: 24)) }) {
///     CollectionSection(id: "pinned", items: pinned) { note in
///         NoteRow(note: note, isPinned: true)
///     } header: {
///         Text("Pinned")
///     }
///     CollectionSection(id: "all", items: notes) { note in
///         NoteRow(note: note)
///     } header: {
///         Text("Notes")
///     } footer: {
///         Text("\(notes.count) notes")
///     }
/// }
/// ```
///
/// Sections come one after another, in `if` and `switch`, and from `ForEach` as a `List`'s do
/// (`ForEach(months) { month in CollectionSection(id: month.id, items: month.photos) { … } }`).
/// A section is a `View` only so that `ForEach` can make it; anywhere else it shows nothing.
///
/// Sections of different item types share the view's item type, an enum with a case for each
/// (what `List` erases for you): each section lists its own values, `as` the case holding them,
/// and its cells are built from its own values.
///
/// ```swift
/// enum FeedItem: Hashable { case story(Story), ad(Ad) }
///
/// CollectionLayoutView(itemID: \.self, layout: { try TableLayout(estimatedRowHeight: 80, sections: .plain(headerHeight: 28)) }) {
///     CollectionSection(id: "stories", items: stories, as: FeedItem.story) { story in StoryRow(story: story) }
///     CollectionSection(id: "ads", items: ads, as: FeedItem.ad) { ad in AdBanner(ad: ad) }
/// }
/// ```
public struct CollectionSection<SectionID: Hashable, Item>: View {
    let id: SectionID
    let items: [Item]
    /// The view of the item at an index of the section.
    let cell: (Item, Int) -> any View
    let header: AnyView
    let footer: AnyView

    /// The section `id` of `items`, each shown as `cell` builds it, under `header` and over
    /// `footer`.
    public init<Cell: View, Header: View, Footer: View>(
        id: SectionID, items: [Item], @ViewBuilder cell: @escaping (Item) -> Cell,
        @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.id = id
        self.items = items
        self.cell = { item, _ in cell(item) }
        self.header = AnyView(header())
        self.footer = AnyView(footer())
    }

    /// The section `id` of `values`, each an item `as` makes (the case of the view's item type
    /// holding values of this type) and shown as `cell` builds it from the value, under `header`
    /// and over `footer`.
    /// - Complexity: O(n) per update to make the items, for n values: the view's own arrays are
    ///   compared without a copy; these are made anew.
    public init<Value, Cell: View, Header: View, Footer: View>(
        id: SectionID, items values: [Value], as item: (Value) -> Item, @ViewBuilder cell: @escaping (Value) -> Cell,
        @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.id = id
        items = values.map(item)
        self.cell = { _, index -> any View in values.indices.contains(index) ? cell(values[index]) : EmptyView() }
        self.header = AnyView(header())
        self.footer = AnyView(footer())
    }

    /// The section `id` of `values`, each an item `as` makes and shown as `cell` builds it from the
    /// value, without a header or a footer: ``init(id:items:as:cell:header:footer:)``.
    public init<Value, Cell: View>(id: SectionID, items values: [Value], as item: (Value) -> Item,
                                   @ViewBuilder cell: @escaping (Value) -> Cell) {
        self.init(id: id, items: values, as: item, cell: cell, header: { EmptyView() }, footer: { EmptyView() })
    }

    /// The section `id` of `items`, each shown as `cell` builds it, under `header`, without a
    /// footer.
    public init<Cell: View, Header: View>(id: SectionID, items: [Item], @ViewBuilder cell: @escaping (Item) -> Cell,
                                          @ViewBuilder header: () -> Header) {
        self.init(id: id, items: items, cell: cell, header: header, footer: { EmptyView() })
    }

    /// The section `id` of `items`, each shown as `cell` builds it, without a header or a footer.
    public init<Cell: View>(id: SectionID, items: [Item], @ViewBuilder cell: @escaping (Item) -> Cell) {
        self.init(id: id, items: items, cell: cell, header: { EmptyView() }, footer: { EmptyView() })
    }

    /// Nothing: a section is shown by the ``CollectionLayoutView`` that declares it.
    public var body: some View {
        EmptyView()
    }
}

/// The view a section's cell closure made, its type erased (each section may build its cells
/// differently): hosted as itself, and compared after a parent update by what it holds, not by
/// the bits of a box made anew (``HostedElementInputs``).
struct SectionCell: View, ErasedHostedContent {
    let view: any View
    var erased: Any { view }
    var body: some View { AnyView(view) }
}

/// Collects the ``CollectionSection``s of a ``CollectionLayoutView``: listed one after another, in
/// `if`, `switch` and `for` (as `ForEach` over sections).
@resultBuilder
public enum CollectionSectionsBuilder {
    /// One section.
    public static func buildExpression<SectionID, Item>(_ section: CollectionSection<SectionID, Item>)
        -> [CollectionSection<SectionID, Item>] { [section] }

    /// The sections a `ForEach` makes, one for each element of its data, in order.
    public static func buildExpression<Data, ForEachID, SectionID, Item>(_ forEach: ForEach<Data, ForEachID, CollectionSection<SectionID, Item>>)
        -> [CollectionSection<SectionID, Item>] { forEach.data.map(forEach.content) }

    /// The sections listed, in order.
    public static func buildBlock<SectionID, Item>(_ parts: [CollectionSection<SectionID, Item>]...)
        -> [CollectionSection<SectionID, Item>] { parts.flatMap { $0 } }

    /// The sections of an `if` that holds, or none.
    public static func buildOptional<SectionID, Item>(_ part: [CollectionSection<SectionID, Item>]?)
        -> [CollectionSection<SectionID, Item>] { part ?? [] }

    /// The sections of the branch taken.
    public static func buildEither<SectionID, Item>(first part: [CollectionSection<SectionID, Item>])
        -> [CollectionSection<SectionID, Item>] { part }

    /// The sections of the branch taken.
    public static func buildEither<SectionID, Item>(second part: [CollectionSection<SectionID, Item>])
        -> [CollectionSection<SectionID, Item>] { part }

    /// The sections of every pass of a `for` loop.
    public static func buildArray<SectionID, Item>(_ parts: [[CollectionSection<SectionID, Item>]])
        -> [CollectionSection<SectionID, Item>] { parts.flatMap { $0 } }
}

extension CollectionLayoutView where Cell == AnyView, Supplementary == AnyView {
    /// Shows the sections `sections` declares, as a `List` shows its `Section`s, their items
    /// identified by `itemID`, in the layout `layout` makes, chosen as `layoutID`.
    public init(itemID: KeyPath<Item, ID>, layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
                @CollectionSectionsBuilder sections: () -> [CollectionSection<SectionID, Item>]) {
        let declared = sections()
        let sectionCell = { (item: Item, path: ItemPath) in SectionCell(view: declared.indices.contains(path.section) ? declared[path.section].cell(item, path.item) : EmptyView()) }
        self.init(sections: declared.map { ($0.id, $0.items) }, itemID: itemID, layoutID: layoutID, makeLayout: { _ in try layout() },
                  cell: { AnyView(sectionCell($0, $1)) },
                  supplementary: { element in
                      let section = declared.first { $0.id == element.section }
                      switch element.kind {
                      case ElementCategory.headerKind: return section?.header ?? AnyView(EmptyView())
                      case ElementCategory.footerKind: return section?.footer ?? AnyView(EmptyView())
                      default: return AnyView(EmptyView())
                      }
                  })
        self.sectionCell = sectionCell
    }
}

extension CollectionLayoutView where Cell == AnyView, Supplementary == AnyView, Item: Identifiable, ID == Item.ID {
    /// Shows the sections `sections` declares, their items identified as `Identifiable` (see
    /// ``init(itemID:layoutID:layout:sections:)``).
    public init(layoutID: AnyHashable = 0, layout: @escaping () throws -> any CollectionLayout,
                @CollectionSectionsBuilder sections: () -> [CollectionSection<SectionID, Item>]) {
        self.init(itemID: \.id, layoutID: layoutID, layout: layout, sections: sections)
    }
}
#endif
