#if canImport(UIKit) && canImport(SwiftUI)
import DiffableData
import LayoutCore
import SwiftUI
import UIKit

/// The modifiers that name the view's ids or items, set right on the view: each infers them from
/// the view (`{ photo in … }`, `{ id in … }`), where the same modifier on any `View` must name
/// them in its closure. Each returns the view, so they chain in any order before SwiftUI's own
/// modifiers; set further out, the `View` modifier of the same name serves. Both carry the same
/// value: these are the nearest to the view, so they win over one set on a container around it.
extension CollectionLayoutView {
    /// The view with `set` applied over the modifiers of its environment.
    private func setting(_ set: @escaping (inout CollectionLayoutOptions) -> Void) -> Self {
        var copy = self
        let before = ownOptions
        copy.ownOptions = {
            before(&$0)
            set(&$0)
        }
        return copy
    }

    /// Binds the selected item: `View.collectionSelection(_:)`, typed by this view.
    public func collectionSelection(_ selection: Binding<ID?>) -> Self {
        setting { $0.selection = selection }
    }

    /// Binds the selected items, as `List(selection:)` binds a `Set`:
    /// `View.collectionSelection(_:)`, typed by this view.
    public func collectionSelection(_ selection: Binding<Set<ID>>) -> Self {
        setting { $0.selectedItems = selection }
    }

    /// Binds the item at the leading edge, or at `anchor`: `View.collectionScrollPosition(item:anchor:)`,
    /// typed by this view.
    public func collectionScrollPosition(item: Binding<ID?>, anchor: UnitPoint? = nil) -> Self {
        setting {
            $0.scrollPosition = item
            $0.scrollAnchor = anchor
        }
    }

    /// Scrolls where `position` asks: `View.collectionScrollPosition(_:)`, typed by this view.
    public func collectionScrollPosition(_ position: Binding<CollectionScrollPosition<ID>>) -> Self {
        setting { $0.scrollRequests = position }
    }

    /// Lets a person move the items `canMove` allows; `action` hears each move:
    /// `View.onCollectionMove(allowing:perform:)`, typed by this view.
    public func onCollectionMove(allowing canMove: @escaping (ID) -> Bool = { _ in true },
                                 perform action: @escaping (ItemMove<SectionID, ID>) -> Void) -> Self {
        setting { $0.move = (canMove, action) }
    }

    /// Calls `action` with the item a person taps, outside edit mode:
    /// `View.onCollectionSelect(_:)`, typed by this view.
    public func onCollectionSelect(_ action: @escaping (Item) -> Void) -> Self {
        setting { $0.selectAction = action }
    }

    /// The context menu of a long press on items: `View.collectionContextMenu(_:)`, typed by this view.
    public func collectionContextMenu(_ menu: @escaping (Set<ID>) -> UIMenu?) -> Self {
        setting { $0.contextMenu = menu }
    }

    /// Swipe actions on the rows of a list-like layout:
    /// `View.collectionSwipeActions(edge:allowsFullSwipe:_:)`, typed by this view.
    public func collectionSwipeActions(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                       _ actions: @escaping (ID) -> [UIContextualAction]) -> Self {
        setting { $0.swipeActions[edge] = (allowsFullSwipe, actions) }
    }

    /// Deletes rows as `onDelete` does in a `List`: `View.onCollectionDelete(perform:)`, typed by
    /// this view.
    public func onCollectionDelete(perform action: @escaping (ID) -> Void) -> Self {
        setting { $0.deleteAction = action }
    }

    /// Lets a person drag items out, each carrying what `payload` makes of it:
    /// `View.collectionDraggable(_:)`, typed by this view.
    public func collectionDraggable<Payload: Transferable & Sendable>(_ payload: @escaping (ID) -> Payload) -> Self {
        setting { $0.setDraggable(payload) }
    }

    /// Takes items of `type` dropped from other views and apps:
    /// `View.collectionDropDestination(for:action:)`, typed by this view.
    public func collectionDropDestination<Payload: Transferable & Sendable>(
        for type: Payload.Type, action: @escaping ([Payload], CollectionDropDestination<SectionID, ID>) -> Void
    ) -> Self {
        setting { $0.setDropDestination(for: type, action: action) }
    }
}
#endif
