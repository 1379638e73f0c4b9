import Foundation
import LayoutCore

/// A collection view VoiceOver reads and acts on: the simulated view and `CollectionViewHost`.
/// Each gives what only it knows (its host, the elements it shows, their labels, whether its
/// data can move an item, its movement calls); what VoiceOver's gestures do is written once,
/// here, from the shared host's decisions.
package protocol AccessibleCollectionView: ScrollableCollection {
    /// The host of the layout shown now.
    var currentLayoutHost: LayoutHost { get }
    /// What VoiceOver reads now, in order (the shared host's elements of what the view shows).
    var elementsVoiceOverReads: [AccessibilityElement] { get }
    /// Whether flings stop on multiples of the bounds size.
    var isPagingEnabled: Bool { get }
    /// The app's words for the element at `key`, when the view shows it.
    func accessibilityLabel(of key: ElementKey) -> String?
    /// Whether the data can move the item at `indexPath` (the data source's `canMoveItemAt`, and
    /// a `moveItemAt` to tell).
    func allowsMovingItem(at indexPath: ItemPath) -> Bool
    /// UIKit's interactive movement.
    func beginInteractiveMovementForItem(at indexPath: ItemPath) -> Bool
    /// UIKit's interactive movement.
    func updateInteractiveMovementTargetPosition(_ position: CGPoint)
    /// UIKit's interactive movement.
    func endInteractiveMovement()
}

extension AccessibleCollectionView {
    /// The custom actions of the element at `key`: the moves the shared host offers when the
    /// data can move the item, then those of ``ScrollableCollection/accessibilityCustomActionProvider``.
    package func accessibilityActions(for key: ElementKey) -> [AccessibilityCustomAction] {
        let host = currentLayoutHost
        let moves = key.category == .cell && allowsMovingItem(at: key.indexPath) ? host.accessibilityMoveTargets(of: key) : []
        let own = moves.map { name, target in
            AccessibilityCustomAction(name: name) { [weak self] in self?.moveForAccessibility(key.indexPath, to: target) ?? false }
        }
        return own + (accessibilityCustomActionProvider?(key) ?? [])
    }

    /// Performs the action `name` of the element at `key`, asked for anew; `false` when it has
    /// none of that name or it did nothing.
    package func performAccessibilityAction(named name: String, for key: ElementKey) -> Bool {
        accessibilityActions(for: key).first { $0.name == name }?.perform() ?? false
    }

    /// An increment (`steps` 1) or decrement (−1) of the adjustable element: scrolls, animated,
    /// to the offset that selects the next item, and answers that item and what VoiceOver says
    /// then ("Margherita, 4 of 12"); `nil`, and nothing moves, at either end or in a layout that
    /// does not select.
    package func adjustForAccessibility(by steps: Int) -> (item: ItemPath, value: String)? {
        let host = currentLayoutHost
        guard let (item, offset) = host.accessibilityAdjustment(by: steps) else { return nil }
        setContentOffset(offset, animated: true)
        let label = accessibilityLabel(of: ElementKey(category: .cell, indexPath: item))
        host.pendingAccessibilitySelection = item
        host.announcesSelectionOnArrival = label == nil
        return (item, host.accessibilitySelectionValue(of: item, label: label))
    }

    /// A scroll animation ended: an adjustment's glide is over. An item the adjustment could
    /// only name by its position (not shown yet: the preview's next page) is announced now with
    /// its label ("Photo 3, 3 of 5").
    package func accessibilityGlideDidEnd() {
        let host = currentLayoutHost
        defer { host.settleAccessibilitySelection(ended: true) }
        guard host.announcesSelectionOnArrival, let item = host.pendingAccessibilitySelection,
              let label = accessibilityLabel(of: ElementKey(category: .cell, indexPath: item)) else { return }
        announceForAccessibility(host.accessibilitySelectionValue(of: item, label: label))
    }

    /// VoiceOver's three-finger swipe: the content moves one screen in `direction` at once (the
    /// shared host's `accessibilityScrollTarget`) and the view answers what VoiceOver announces
    /// there ("Rows 9 to 16 of 200", "Page 2 of 5"); `nil`, and nothing moves, at the end of the
    /// content.
    package func scrollPageForAccessibility(_ direction: AccessibilityScrollDirection) -> String? {
        let host = currentLayoutHost
        guard let target = host.accessibilityScrollTarget(direction, bounds: bounds, contentSize: contentSize,
                                                          adjustedContentInset: adjustedContentInset) else { return nil }
        setContentOffset(target, animated: false)
        layoutIfNeeded()
        return host.accessibilityScrollStatus(reading: elementsVoiceOverReads, isPagingEnabled: isPagingEnabled, bounds: bounds,
                                              contentSize: contentSize, adjustedContentInset: adjustedContentInset)
    }

    /// Carries the item at `item` to `target` as a finger would, in one go: the movement begins,
    /// its finger goes to the item at `target` (``LayoutHost/accessibilityMovePosition(to:)``),
    /// it ends, the data source moves the item, and VoiceOver announces where it is now.
    func moveForAccessibility(_ item: ItemPath, to target: ItemPath) -> Bool {
        guard let position = currentLayoutHost.accessibilityMovePosition(to: target), beginInteractiveMovementForItem(at: item) else {
            return false
        }
        updateInteractiveMovementTargetPosition(position)
        currentLayoutHost.lastEndedMovement = nil
        defer { currentLayoutHost.lastEndedMovement = nil }
        endInteractiveMovement()
        guard let destination = currentLayoutHost.lastEndedMovement?.targetIndexPath, destination != item else { return false }
        announceForAccessibility(currentLayoutHost.accessibilityMoveAnnouncement(to: destination))
        return true
    }
}
