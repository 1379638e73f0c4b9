#if canImport(UIKit) && canImport(SwiftUI)
import DiffableData
import LayoutCore
import SwiftUI
import UIKit

/// The modifiers of ``CollectionLayoutView``, named by one rule: `collection…` for what a
/// modifier sets, `onCollection…` for what it hears, as SwiftUI names its own `List` modifiers
/// `list…` (`listStyle`, `listRowInsets`). No SwiftUI `View`, `DynamicViewContent` or `Scene`
/// API has these names, so a `List`'s `onDelete`, `onMove`, `swipeActions` or `contextMenu` in the
/// same app stays SwiftUI's, and a modifier SwiftUI adds later cannot take ours
/// (`.ci/check-swiftui-names.py` compares the names with the SDK's SwiftUI interface).
///
/// Each travels down the environment, so it works wherever it stands in the chain (before or
/// after `padding`, `navigationTitle` or any other, or on a container around the view) and
/// reaches every collection view inside, as SwiftUI's `listStyle` does; the one nearest the view
/// wins. A modifier that names the view's ids or items, set right on the view, infers them from
/// it (the view's own overloads); set further out it names them in its closure, and one set for
/// other types does nothing and is reported as a runtime issue and to
/// ``SwiftUI/View/onCollectionError(_:)``.
extension View {
    /// Binds the selected item. In a layout that selects (carousels, the wheel, the pizza halves,
    /// the thumbnail strip, the parallax preview), a swipe that comes to rest on an item sets it,
    /// setting it glides there (a glide set again while it runs heads for the new item; the
    /// binding hears only where the view rests), and the first update shows it at once. In any
    /// layout a tap sets it.
    public func collectionSelection<ID: Hashable>(_ selection: Binding<ID?>) -> some View {
        collectionLayoutOption { $0.selection = selection }
    }

    /// Binds the selected items, as `List(selection:)` binds a `Set` on iOS: in edit mode (SwiftUI's
    /// `editMode`, an `EditButton`) a tap adds the item to the set or takes it out; outside edit
    /// mode taps select nothing. A cell reads whether its item is selected, and whether the app
    /// is editing, from ``CollectionCellState``.
    public func collectionSelection<ID: Hashable>(_ selection: Binding<Set<ID>>) -> some View {
        collectionLayoutOption { $0.selectedItems = selection }
    }

    /// Binds the item at the leading edge (the first cell that reaches past the edge of the
    /// region no bar covers), or, given an `anchor`, the item at that point of the region (the
    /// cell there, else the nearest): it is set where the view comes to rest, and setting it
    /// scrolls the item there (its leading edge to the region's, or its anchor point to the
    /// region's), animated inside `withAnimation`, at once on the first update. (SwiftUI's
    /// `scrollPosition(id:anchor:)` is for its own scroll views: it does nothing here.)
    public func collectionScrollPosition<ID: Hashable>(item: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        collectionLayoutOption {
            $0.scrollPosition = item
            $0.scrollAnchor = anchor
        }
    }

    /// Scrolls where `position` asks (an item at an anchor, an edge, an offset) each time it is
    /// asked, as SwiftUI's `ScrollPosition` does: ask inside `withAnimation` to glide there.
    public func collectionScrollPosition<ID: Hashable>(_ position: Binding<CollectionScrollPosition<ID>>) -> some View {
        collectionLayoutOption { $0.scrollRequests = position }
    }

    /// Calls `action` when the view's end comes within `distance` points of the content's end
    /// (one screen when `nil`), to load more: once per approach, and again when the content grows
    /// while the end is still that near.
    public func onCollectionNearEnd(within distance: CGFloat? = nil, perform action: @escaping () -> Void) -> some View {
        collectionLayoutOption { $0.nearEnd = (distance, action) }
    }

    /// Calls `action` when the view's start comes within `distance` points of the content's
    /// start (one screen when `nil`), to load what comes before (a chat's earlier messages): once
    /// per approach, and again when items are added while the start is still that near. Insert
    /// them above; a `ChatLayout` keeps the message read where it is.
    public func onCollectionNearStart(within distance: CGFloat? = nil, perform action: @escaping () -> Void) -> some View {
        collectionLayoutOption { $0.nearStart = (distance, action) }
    }

    /// Lets a person move the items `canMove` allows (all by default) with a long press and a
    /// drag, or VoiceOver's move actions, within and across sections; `action` hears each move
    /// as `ForEach`'s `onMove` reports one (``ItemMove``; ``ItemMove/apply(to:items:)`` carries it
    /// out on the app's arrays). Name the move's type in the closure
    /// (`{ (move: ItemMove<Month.ID, Photo.ID>) in … }`) unless the modifier is set right on the
    /// view, whose types it then infers. A long press begins a move only where a cell's own gestures (a
    /// context menu, a button) do not take it. The view shows the move at once; the app's next
    /// declaration decides what stays.
    public func onCollectionMove<SectionID: Hashable, ID: Hashable>(allowing canMove: @escaping (ID) -> Bool = { _ in true },
                                                         perform action: @escaping (ItemMove<SectionID, ID>) -> Void) -> some View {
        collectionLayoutOption { $0.move = (canMove, action) }
    }

    /// Sets the collection view's content inset (a pizza half's centring inset for its size,
    /// from a `GeometryReader`); a selection bound before the view has a size is shown once it
    /// has one.
    public func collectionContentInset(_ inset: LayoutEdgeInsets) -> some View {
        collectionLayoutOption { $0.contentInset = inset }
    }

    /// Registers the supplementary kinds the layout returns beyond the section header and footer
    /// (a badge, a pizza half's caption): UIKit needs each registered before it is shown, so name
    /// a kind before the update whose layout returns it.
    public func collectionSupplementaryKinds(_ kinds: String...) -> some View {
        collectionLayoutOption { $0.supplementaryKinds.formUnion(kinds) }
    }

    /// Registers `viewClass` for the decoration views of `kind` the layout returns (a section
    /// background, a collage's divider handles): decoration views show no data, so they are
    /// UIKit views.
    public func collectionDecorationView(_ viewClass: UICollectionReusableView.Type, ofKind kind: String) -> some View {
        collectionLayoutOption { $0.decorationViews[kind] = viewClass }
    }

    /// Whether flings stop on multiples of the view's size (`isPagingEnabled`: the photo
    /// editor's preview).
    public func collectionPagingEnabled(_ isEnabled: Bool = true) -> some View {
        collectionLayoutOption { $0.isPagingEnabled = isEnabled }
    }

    /// Whether a drag that begins along one axis scrolls along it only, for content that scrolls
    /// both ways (a spreadsheet, a week calendar): `isDirectionalLockEnabled`, whose rule the
    /// simulated view follows.
    public func collectionDirectionalLockEnabled(_ isEnabled: Bool = true) -> some View {
        collectionLayoutOption { $0.isDirectionalLockEnabled = isEnabled }
    }

    /// What VoiceOver calls the collection view (the adjustable element of a layout that selects
    /// reads "Albums, Album 3, 3 of 30").
    public func collectionViewAccessibilityLabel(_ label: String) -> some View {
        collectionLayoutOption { $0.accessibilityLabel = label }
    }

    /// Calls `action` with the item a person taps, outside edit mode: in edit mode a tap selects
    /// (`collectionSelection(_:)` with a set), as a `List` row's action does not run while
    /// editing. Name the item's type in the closure (`{ (photo: Photo) in … }`) unless the
    /// modifier is set right on the view, whose types it then infers.
    public func onCollectionSelect<Item>(_ action: @escaping (Item) -> Void) -> some View {
        collectionLayoutOption { $0.selectAction = action }
    }

    /// The context menu of a long press on an item: `menu` is given the items it acts on (as
    /// SwiftUI's `contextMenu(forSelectionType:)` gives them: the whole selected set when the item
    /// pressed is in it, else that item; none for a press outside any item) and answers a
    /// `UIMenu`, or `nil` for no menu. Name the ids' type in the closure
    /// (`{ (ids: Set<Photo.ID>) in … }`) unless the modifier is set right on the view. A cell's own SwiftUI `contextMenu` works as well.
    public func collectionContextMenu<ID: Hashable>(_ menu: @escaping (Set<ID>) -> UIMenu?) -> some View {
        collectionLayoutOption { $0.contextMenu = menu }
    }

    /// Swipe actions on the rows of a list-like layout (rows across a vertical scroll: a table, a
    /// compositional list), as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)` gives a
    /// `List`'s rows: a sideways swipe on a row uncovers the actions `actions` gives its item at
    /// `edge`; a full swipe (with `allowsFullSwipe`) performs the first. The actions are UIKit's
    /// `UIContextualAction`s (style, title, image, background colour), performed through their
    /// handlers; the row closes when a handler calls its completion. Name the ids' type in the
    /// closure (`{ (id: Note.ID) in … }`) unless the modifier is set right on the view. Not in edit mode, where taps select.
    public func collectionSwipeActions<ID: Hashable>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                               _ actions: @escaping (ID) -> [UIContextualAction]) -> some View {
        collectionLayoutOption { $0.swipeActions[edge] = (allowsFullSwipe, actions) }
    }

    /// Deletes rows as `onDelete` does in a `List`: a trailing "Delete" swipe action on each row
    /// of a list-like layout (a full swipe deletes), unless trailing swipe actions are given, and
    /// in edit mode a delete control before each row, which opens its "Delete"; `action` hears
    /// the item to delete, and the app's next declaration leaves it out.
    public func onCollectionDelete<ID: Hashable>(perform action: @escaping (ID) -> Void) -> some View {
        collectionLayoutOption { $0.deleteAction = action }
    }

    /// Lets a person drag items to other views and apps, each carrying what `payload` makes of it
    /// (a `Transferable`: text, a URL, an image, a type of the app's), as SwiftUI's `draggable`
    /// does. With `onCollectionMove`, moves within the view go through the same drag (a long press lifts
    /// the item; dropped in the view, it is a move `onCollectionMove` hears). Name the ids' type in the
    /// closure (`{ (id: Photo.ID) in … }`) unless the modifier is set right on the view.
    public func collectionDraggable<ID: Hashable, Payload: Transferable & Sendable>(_ payload: @escaping (ID) -> Payload) -> some View {
        collectionLayoutOption { $0.setDraggable(payload) }
    }

    /// Takes items of `type` dropped from other views and apps, as SwiftUI's `dropDestination`
    /// does: `action` hears the items that loaded, in order, and where they landed
    /// (``CollectionDropDestination``), and inserts them in the app's data; an item that does not
    /// load is reported to `onCollectionError(_:)` (a person's drop, not a misuse: no runtime
    /// issue), and a drop of which none loads is not told. (The iOS 16
    /// SDK cannot tell a `Transferable`'s types before a drop, so any drop is offered.)
    public func collectionDropDestination<SectionID: Hashable, ID: Hashable, Payload: Transferable & Sendable>(
        for type: Payload.Type, action: @escaping ([Payload], CollectionDropDestination<SectionID, ID>) -> Void
    ) -> some View {
        collectionLayoutOption { $0.setDropDestination(for: type, action: action) }
    }

    /// Calls `action` with the content offset when it changed, once per event however often the
    /// view moved in it (a layout pass, a glide and a bounds change in one frame are one report),
    /// after SwiftUI's update.
    public func onCollectionScroll(_ action: @escaping (CGPoint) -> Void) -> some View {
        collectionLayoutOption { $0.scrollAction = action }
    }

    /// Calls `action` with an error that kept the declaration from being shown (a repeated id, a
    /// layout that could not be made or laid out, a modifier set for other types than the
    /// view's), after SwiftUI's update and once per error: the next update that meets the same
    /// error tells nothing new, and a layout that could not be made is tried again on every update.
    /// Each is reported as a runtime issue as well (Xcode's purple warning; a failed test under a
    /// test runner), whether or not the app hears it here.
    public func onCollectionError(_ action: @escaping (any Error) -> Void) -> some View {
        collectionLayoutOption { $0.errorAction = action }
    }
}
#endif
