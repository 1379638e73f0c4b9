#if canImport(UIKit) && canImport(SwiftUI)
import DiffableData
import LayoutCore
import SwiftUI
import UIKit

extension CollectionLayoutView {
    /// Binds the selected item. In a layout that selects (carousels, the wheel, the pizza halves,
    /// the thumbnail strip, the parallax preview), a swipe that comes to rest on an item sets it,
    /// setting it glides there (a glide set again while it runs heads for the new item; the
    /// binding hears only where the view rests), and the first update shows it at once. In any
    /// layout a tap sets it.
    public func selection(_ selection: Binding<ID?>) -> Self {
        var copy = self
        copy.selection = selection
        return copy
    }

    /// Binds the item at the leading edge (the first cell that reaches past the edge of the
    /// region no bar covers): it is set where the view comes to rest, and setting it scrolls the
    /// item to the leading edge (animated inside `withAnimation`, at once on the first update).
    public func scrollPosition(id: Binding<ID?>) -> Self {
        var copy = self
        copy.scrollPosition = id
        return copy
    }

    /// Calls `action` when the view's end comes within `distance` points of the content's end
    /// (one screen when `nil`), to load more: once per approach, and again when the content grows
    /// while the end is still that near.
    public func onNearEnd(within distance: CGFloat? = nil, perform action: @escaping () -> Void) -> Self {
        var copy = self
        copy.nearEnd = (distance, action)
        return copy
    }

    /// Lets a person move the items `canMove` allows (all by default) with a long press and a
    /// drag, or VoiceOver's move actions, within and across sections; `action` hears each move
    /// as `ForEach`'s `onMove` reports one (``ItemMove``; ``ItemMove/apply(to:items:)`` carries it
    /// out on the app's arrays). The view shows the move at once; the app's next declaration
    /// decides what stays.
    public func onMove(allowing canMove: @escaping (ID) -> Bool = { _ in true },
                       perform action: @escaping (ItemMove<SectionID, ID>) -> Void) -> Self {
        var copy = self
        copy.move = (canMove, action)
        return copy
    }

    /// Sets the collection view's content inset (a pizza half's centring inset for its size,
    /// from a `GeometryReader`); a selection bound before the view has a size is shown once it
    /// has one.
    public func contentInset(_ inset: LayoutEdgeInsets) -> Self {
        var copy = self
        copy.contentInset = inset
        return copy
    }

    /// Registers the supplementary kinds the layout returns beyond the section header and footer
    /// (a badge, a pizza half's caption): UIKit needs each registered before it is shown, so name
    /// a kind before the update whose layout returns it.
    public func supplementaryKinds(_ kinds: String...) -> Self {
        var copy = self
        copy.supplementaryKinds.formUnion(kinds)
        return copy
    }

    /// Registers `viewClass` for the decoration views of `kind` the layout returns (a section
    /// background, a collage's divider handles): decoration views show no data, so they are
    /// UIKit views.
    public func decorationView(_ viewClass: UICollectionReusableView.Type, ofKind kind: String) -> Self {
        var copy = self
        copy.decorationViews.append((kind, viewClass))
        return copy
    }

    /// Whether flings stop on multiples of the view's size (`isPagingEnabled`: the photo
    /// editor's preview).
    public func pagingEnabled(_ isEnabled: Bool = true) -> Self {
        var copy = self
        copy.isPagingEnabled = isEnabled
        return copy
    }

    /// What VoiceOver calls the collection view (the adjustable element of a layout that selects
    /// reads "Albums, Album 3, 3 of 30").
    public func collectionViewAccessibilityLabel(_ label: String) -> Self {
        var copy = self
        copy.accessibilityLabel = label
        return copy
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

    /// Calls `action` with an error that kept the declaration from being shown (a repeated id, a
    /// layout that could not be made or laid out), after SwiftUI's update and once per error: the
    /// next update that meets the same error tells nothing new, and a layout that could not be
    /// made is tried again on every update.
    public func onError(_ action: @escaping (any Error) -> Void) -> Self {
        var copy = self
        copy.errorAction = action
        return copy
    }
}
#endif
