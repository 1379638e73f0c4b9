import Foundation
import LayoutCore

/// VoiceOver's gestures on a collection view: custom actions (the view's own moves and the screen
/// logic's), an increment or decrement of the adjustable element, a three-finger page scroll, and
/// what VoiceOver is told after each. One decision for both views.
extension CollectionViewEngine {
    // MARK: Custom actions

    /// The custom actions of the element `key`: the moves the view offers when the data can move
    /// the item (``accessibilityMoveTargets(of:)``), then those of the items' owner
    /// (``itemAccessibilityActions``: a row's swipe actions and Delete), then the screen logic's
    /// (``accessibilityCustomActionProvider``).
    package func accessibilityActions(for key: ElementKey) -> [AccessibilityCustomAction] {
        let moves = key.category == .cell && platform?.dataSourceCanMoveItem(at: key.indexPath) == true ? accessibilityMoveTargets(of: key) : []
        let own = moves.map { move in
            AccessibilityCustomAction(move.identifier, name: accessibilityStrings(move.phrase)) { [weak self] in
                self?.moveForAccessibility(key.indexPath, to: move.target) ?? false
            }
        }
        let item = key.category == .cell ? itemAccessibilityActions?(key.indexPath) ?? [] : []
        return own + item + (accessibilityCustomActionProvider?(key) ?? [])
    }

    /// Performs the action `identifier` of the element `key`, its actions asked for anew, and
    /// tells VoiceOver the screen changed, its focus staying on the element (at the moved item's
    /// new place, on the adjustable element for the selection's actions) while it is shown.
    /// Answers `false` when the element has no such action or it did nothing.
    @discardableResult
    package func performAccessibilityAction(_ identifier: AccessibilityCustomAction.Identifier, on key: ElementKey) -> Bool {
        performAccessibilityAction(identifier, on: key, nowShownAt: nil)
    }

    /// Performs the action `identifier` of the element `key` whose view shows the item at
    /// `shownPath` now (`nil`: the view shows none, or it is not a cell): on that item, which a
    /// move may have brought to another place since the action was given, else on `key`.
    @discardableResult
    package func performAccessibilityAction(_ identifier: AccessibilityCustomAction.Identifier, on key: ElementKey,
                                            nowShownAt shownPath: ItemPath?) -> Bool {
        let key = shownPath.map { ElementKey.cell($0) } ?? key
        let onAdjustable = accessibilityElements.contains { $0.key == key && $0.traits.contains(.adjustable) }
        let done = accessibilityActions(for: key).first { $0.identifier == identifier }?.perform() ?? false
        accessibilityInputsChanged()
        let moved = done ? movement.lastEnded.map { ElementKey.cell($0.targetIndexPath) } : nil
        let focus: AccessibilityFocus = onAdjustable ? .adjustableElement : done ? .element(moved ?? key) : .unchanged
        platform?.post(.layoutChanged(focus: focus))
        return done
    }

    /// The moves VoiceOver offers on `key`: "Move earlier" and "Move to start" unless it is its
    /// section's first item, "Move later" and "Move to end" unless it is the last. Only cells of a
    /// layout whose items shift to make room (`InteractiveMovementStyle.shiftsOthers`) move, and
    /// not while a movement is under way; whether the data can move the item is the view's.
    func accessibilityMoveTargets(of key: ElementKey)
        -> [(identifier: AccessibilityCustomAction.Identifier, phrase: AccessibilityPhrase, target: ItemPath)] {
        guard key.category == .cell, layout.layout.interactiveMovementStyle == .shiftsOthers, movement.movement == nil,
              layout.layout.context.contains(key.indexPath) else { return [] }
        let path = key.indexPath, last = layout.layout.context.numberOfItems(inSection: path.section) - 1
        let place = { (item: Int) in ItemPath(item: item, section: path.section) }
        var targets: [(identifier: AccessibilityCustomAction.Identifier, phrase: AccessibilityPhrase, target: ItemPath)] = []
        if path.item > 0 { targets.append((.moveEarlier, .moveEarlier, place(path.item - 1))) }
        if path.item < last { targets.append((.moveLater, .moveLater, place(path.item + 1))) }
        if path.item > 0 { targets.append((.moveToStart, .moveToStart, place(0))) }
        if path.item < last { targets.append((.moveToEnd, .moveToEnd, place(last))) }
        return targets
    }

    /// Carries the item at `item` to `target` as a finger would, in one go: the movement begins,
    /// its finger goes to the centre of the item standing at `target` (where the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` names it), it ends, the data
    /// source moves the item, and VoiceOver hears where it is now once: "Moved to 4 of 12", unless
    /// the view's movement says it itself (``CollectionViewPlatform/speaksReorderEvents``).
    func moveForAccessibility(_ item: ItemPath, to target: ItemPath) -> Bool {
        guard let position = layout.layoutAttributes(for: .cell(target))?.center, beginInteractiveMovementForItem(at: item) else {
            return false
        }
        updateInteractiveMovementTargetPosition(position)
        movement.forgetLastEnded()
        endInteractiveMovement()
        guard let platform, let destination = movement.lastEnded?.targetIndexPath, destination != item else { return false }
        if !platform.speaksReorderEvents {
            platform.post(.announcement(accessibilityStrings(.movedTo, accessibilityPosition(of: .cell(destination)) ?? "")))
        }
        return true
    }

    // MARK: The adjustable element

    /// The item the adjustable element stands for: the one an adjustment is scrolling to, until
    /// the layout selects it, else the layout's selected item; `nil` for a layout that does not
    /// select or has no items.
    var accessibilitySelectedItem: ItemPath? {
        guard let selecting = layout.capabilities.selecting else { return nil }
        if let pending = voiceOver.pendingSelection, layout.layout.context.contains(pending) { return pending }
        return selecting.selectedItem
    }

    /// An increment (`steps` 1) or decrement (−1) of the adjustable element: glides, animated, to
    /// the offset that selects the next item (the layout's `contentOffset(selecting:movingBy:)`),
    /// which stands for the selection until the glide ends; answers that item and what VoiceOver
    /// says ("Margherita, 4 of 12"). `nil`, and nothing moves, at either end or in a layout that
    /// does not select.
    package func adjustForAccessibility(by steps: Int) -> (item: ItemPath, value: String)? {
        guard let selecting = layout.capabilities.selecting, let selected = accessibilitySelectedItem,
              let item = selecting.selectableItem(movingBy: steps, from: selected), item != selected else { return nil }
        let offset = selecting.contentOffset(selecting: item, movingBy: steps)
        guard offset.isFinite else { return nil }
        setContentOffset(offset, animated: true)
        let label = platform?.accessibilityLabel(of: .cell(item))
        voiceOver.glide(to: item, namedByPlaceOnly: label == nil)
        return (item, accessibilitySelectionValue(of: item, label: label))
    }

    /// What the adjustable element says it is set to: the item's label and its place,
    /// "Margherita, 3 of 12" ("3 of 12" without a label).
    func accessibilitySelectionValue(of item: ItemPath, label: String?) -> String {
        let position = accessibilityPosition(of: .cell(item)) ?? ""
        guard let label, !label.isEmpty else { return position }
        return accessibilityStrings(.labelAndPosition, label, position)
    }

    /// The adjustable element stands for the layout's selection again when the layout selects the
    /// pending item or it is gone (or, `ended`, the glide is over).
    func settleAccessibilitySelection(ended: Bool = false) {
        guard let pending = voiceOver.pendingSelection else { return }
        if ended || layout.capabilities.selecting?.selectedItem == pending || !layout.layout.context.contains(pending) {
            voiceOver.dropPendingSelection()
        }
    }

    /// A scroll animation ended: an adjustment's glide is over. An item the adjustment could only
    /// name by its place (not shown yet: the preview's next page) is announced now with its label
    /// ("Photo 3, 3 of 5").
    func accessibilityGlideDidEnd() {
        defer {
            settleAccessibilitySelection(ended: true)
            accessibilityInputsChanged()
        }
        guard voiceOver.announcesSelectionOnArrival, let item = voiceOver.pendingSelection,
              let label = platform?.accessibilityLabel(of: .cell(item)) else { return }
        platform?.post(.announcement(accessibilitySelectionValue(of: item, label: label)))
    }

    // MARK: Page scrolls

    /// VoiceOver's three-finger swipe (`accessibilityScroll(_:)`, in the swipe's physical
    /// direction): the content moves one screen at once (``accessibilityScrollTarget(_:)``) and
    /// VoiceOver hears where it is (`pageScrolled`); answers what it says there ("Rows 9 to 16 of
    /// 200", "Page 2 of 5"), `nil`, and nothing moves, at the end of the content.
    @discardableResult
    package func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        guard let platform, let target = accessibilityScrollTarget(direction) else { return nil }
        setContentOffset(target, animated: false)
        platform.layoutIfNeeded()
        let status = accessibilityScrollStatus()
        platform.post(.pageScrolled(status))
        return status
    }

    /// The offset one screen on in `direction`: the visible extent (the bounds inside the inset)
    /// along the axis, kept in the scrollable range; `nil` when the content cannot move that way
    /// (UIKit then plays its boundary sound). `next` and `previous` take the axis that scrolls
    /// further; left and right are the swipe's, which a view that mirrors the layout reverses.
    func accessibilityScrollTarget(_ direction: AccessibilityScrollDirection) -> CGPoint? {
        guard let platform else { return nil }
        let bounds = platform.bounds, contentSize = platform.contentSize, inset = platform.adjustedContentInset
        let scrollsFurther = ScrollableRange.longerAxis(contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let mirrored: CGFloat = HostedLayout.mirrors(layout.layout, in: layout.layout.context.traits.layoutDirection) ? -1 : 1
        let (axis, sign): (ScrollDirection, CGFloat) = switch direction {
        case .up: (.vertical, 1)
        case .down: (.vertical, -1)
        case .left: (.horizontal, mirrored)
        case .right: (.horizontal, -mirrored)
        case .next: (scrollsFurther, 1)
        case .previous: (scrollsFurther, -1)
        }
        let range = platform.scrollableRange(axis)
        var target = bounds.origin
        target[axis] = (bounds.origin[axis] + sign * Self.pageExtent(along: axis, bounds: bounds, adjustedContentInset: inset)).clamped(to: range)
        return target[axis] == bounds.origin[axis] ? nil : target
    }

    /// What VoiceOver says after a page scroll: "Page 3 of 10" for a paging view (pages of the
    /// visible extent along the axis that scrolls further), else the cells read now: "Rows 21 to
    /// 30 of 200" when each spans the visible width (a list), "Items 5 to 16 of 48" otherwise —
    /// the first and last read of the first read cell's section, of that section's count.
    func accessibilityScrollStatus() -> String {
        guard let platform else { return "" }
        let strings = accessibilityStrings
        let bounds = platform.bounds, contentSize = platform.contentSize, inset = platform.adjustedContentInset
        let axis = ScrollableRange.longerAxis(contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let range = platform.scrollableRange(axis)
        let page = Self.pageExtent(along: axis, bounds: bounds, adjustedContentInset: inset)
        if platform.isPagingEnabled, page > 0 {
            let pages = Int(((range.upperBound - range.lowerBound) / page).rounded(.up)) + 1
            let current = Int(((bounds.origin[axis] - range.lowerBound) / page).rounded()) + 1
            return strings(.page, strings.number(min(max(1, current), pages)), strings.number(pages))
        }
        let cells = accessibilityElements.filter { $0.key.category == .cell }
        guard let first = cells.first else { return "" }
        let section = first.key.indexPath.section
        let inSection = cells.filter { $0.key.indexPath.section == section }.map(\.key.indexPath.item)
        let count = layout.layout.context.numberOfItems(inSection: section)
        let visibleWidth = bounds.width - inset.horizontal
        let phrase: AccessibilityPhrase = cells.allSatisfy { $0.frame.width >= visibleWidth - 0.5 } ? .rows : .items
        return strings(phrase, strings.number((inSection.min() ?? 0) + 1), strings.number((inSection.max() ?? 0) + 1), strings.number(count))
    }

    /// One screen along `axis`: the bounds' extent inside the adjusted inset, at least 0.
    static func pageExtent(along axis: ScrollDirection, bounds: CGRect, adjustedContentInset inset: LayoutEdgeInsets) -> CGFloat {
        max(0, axis == .vertical ? bounds.height - inset.vertical : bounds.width - inset.horizontal)
    }
}
