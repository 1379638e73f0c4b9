import Foundation
import LayoutCore
import LayoutHosting

extension DeclaredCollection {
    /// The item selected now: a selecting layout's at the current offset; for another layout,
    /// the last one tapped or bound.
    var currentSelection: ItemID? {
        guard let layout = view.collectionLayout as? any SelectingLayout else { return selection.known ?? nil }
        return layout.selectedItem.flatMap(data.itemIdentifier(for:))
    }

    /// Whether the app is in edit mode (taps select items into the bound set).
    package var isEditing: Bool { declaration?.isEditing ?? false }

    /// Whether the row at `indexPath` shows a delete control, as a `List` row with `onDelete` does
    /// in edit mode: the app deletes items, is editing, and the item is a row (``isRow(at:)``).
    package func showsDeleteControl(at indexPath: ItemPath) -> Bool {
        guard let declaration, declaration.canDeleteItems, declaration.isEditing else { return false }
        return isRow(at: indexPath)
    }

    /// Whether the cell of `id` shows as selected: it is in the bound set of selected items, or
    /// it is the bound single selection.
    package func isSelected(_ id: ItemID) -> Bool {
        if let selectedItems = declaration?.selectedItems { return selectedItems.contains(id) }
        return declaration?.selection != nil && selection.known == .some(id)
    }

    /// The traits VoiceOver says of the item at `indexPath` beside the engine's, as of a `List`'s
    /// row: selected while it is selected (in the bound set, or the bound selection); a button
    /// while a tap acts on it (the app hears taps outside edit mode, or taps select).
    func accessibilityTraits(ofItemAt indexPath: ItemPath) -> AccessibilityElementTraits {
        guard let declaration, let id = data.itemIdentifier(for: indexPath) else { return [] }
        var traits: AccessibilityElementTraits = isSelected(id) ? .selected : []
        let tapSelects = declaration.selection != nil || (declaration.selectedItems != nil && declaration.isEditing)
        if tapSelects || (declaration.hasTapAction && !declaration.isEditing) { traits.insert(.button) }
        return traits
    }

    /// The custom actions of the item at `indexPath`, on a row: the app's swipe actions and, with
    /// `onCollectionDelete`, "Delete" (``itemDeleted`` hears it once the action is over), as UIKit
    /// offers a list cell's swipe actions to VoiceOver.
    func accessibilityActions(ofItemAt indexPath: ItemPath) -> [AccessibilityCustomAction] {
        guard let declaration, rowSwipeActions != nil || declaration.canDeleteItems, let id = data.itemIdentifier(for: indexPath),
              isRow(at: indexPath) else { return [] }
        var actions = rowSwipeActions?(id) ?? []
        if declaration.canDeleteItems {
            actions.append(AccessibilityCustomAction(.delete, name: engine.accessibilityStrings(.delete)) { [weak self] in
                self?.tellApp { self?.itemDeleted?(id) }
                return true
            })
        }
        return actions
    }

    /// The items a context menu opened on `indexPaths` acts on, as SwiftUI's
    /// `contextMenu(forSelectionType:)` decides: the whole bound set when the item pressed is in
    /// it, else the item pressed; none for a press outside any item.
    package func itemsForContextMenu(at indexPaths: [ItemPath]) -> Set<ItemID> {
        let pressed = Set(indexPaths.compactMap(data.itemIdentifier(shownAt:)))
        guard let selectedItems = declaration?.selectedItems, !pressed.isEmpty, pressed.isSubset(of: selectedItems) else { return pressed }
        return selectedItems
    }

    /// A person tapped the item at `indexPath`. With a set of selected items bound, in edit mode
    /// (as a `List`'s multiple selection on iOS), the item joins the set or leaves it and the app
    /// hears the new set; outside edit mode a tap selects nothing. Otherwise the item becomes the
    /// single selection: a selecting layout glides there and tells the app when it rests;
    /// another layout tells the app at once.
    ///
    /// Returns whether the app's tap action (`onCollectionSelect`) hears the tap: not in edit mode,
    /// where a tap selects, as a `List` row's button or navigation link does not act while the
    /// list is editing.
    @discardableResult
    package func itemTapped(at indexPath: ItemPath) -> Bool {
        guard let declaration, let id = data.itemIdentifier(for: indexPath) else { return false }
        if var selectedItems = declaration.selectedItems {
            guard declaration.isEditing else { return true }
            if selectedItems.remove(id) == nil { selectedItems.insert(id) }
            self.declaration?.selectedItems = selectedItems
            engine.accessibilityInputsChanged()
            tellApp { [weak self] in self?.selectedItemsChanged?(selectedItems) }
            return false
        }
        if declaration.selection != nil {
            if view.collectionLayout is any SelectingLayout {
                glide(toSelect: id, animated: true)
            } else {
                respondToSelection(selection.cameToRest(on: id))
            }
        }
        return !declaration.isEditing
    }

    /// Carries out what the selection binding asks.
    func respondToSelection(_ response: BoundItem<ItemID>.Response) {
        switch response {
        case .none: break
        case .move(let id, let animated): glide(toSelect: id, animated: animated)
        case .report(let id):
            // Told once the app's update is over, unless the app set another value meanwhile.
            tellApp { [weak self] in
                guard let self, selection.known == .some(id) else { return }
                selectionChanged?(id)
            }
        }
    }

    /// Moves the content to where a selecting layout selects `id` (a glide when `animated`); a
    /// move at once rests where it lands, and the app hears if that is not `id`.
    private func glide(toSelect id: ItemID, animated: Bool) {
        guard let layout = view.collectionLayout as? any SelectingLayout, let path = data.indexPath(for: id) else { return }
        view.setContentOffset(layout.contentOffset(selecting: path), animated: animated)
        if !animated { respondToSelection(selection.cameToRest(on: currentSelection)) }
    }
}
