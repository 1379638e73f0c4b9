import Foundation

/// A layout that holds one item selected (centred, in front, or first on its arc) and comes to
/// rest on an item: a carousel, the wheel, a pizza half, the thumbnail strip, the parallax
/// preview. VoiceOver reads the selected item as one adjustable element: its increment and
/// decrement move the selection one item, and the view scrolls, animated, to
/// ``contentOffset(selecting:)``.
public protocol SelectingLayout: CollectionLayout {
    /// The item selected at the current content offset; `nil` when there is none (no items).
    var selectedItem: ItemPath? { get }

    /// The item the selection reaches `steps` items on from `item` (negative steps go back);
    /// `nil` when it cannot move that far. By default the item `steps` on in `item`'s section,
    /// `nil` past either end; an endless carousel wraps around.
    func selectableItem(movingBy steps: Int, from item: ItemPath) -> ItemPath?

    /// The content offset, in the layout's coordinates, at which `item` is selected and at rest
    /// (the offset a fling ending on it snaps to).
    func contentOffset(selecting item: ItemPath) -> CGPoint

    /// The content offset at which `item` is selected, reached by moving `steps` items on from
    /// the selection (an increment's 1, a decrement's −1): where content repeats (an endless
    /// carousel), the repeat that lies that way. By default ``contentOffset(selecting:)``.
    func contentOffset(selecting item: ItemPath, movingBy steps: Int) -> CGPoint
}

extension SelectingLayout {
    /// ``contentOffset(selecting:)``: content that does not repeat has one offset per item.
    public func contentOffset(selecting item: ItemPath, movingBy steps: Int) -> CGPoint {
        contentOffset(selecting: item)
    }

    /// The item `steps` on in `item`'s section; `nil` past either end.
    public func selectableItem(movingBy steps: Int, from item: ItemPath) -> ItemPath? {
        let (next, overflow) = item.item.addingReportingOverflow(steps)
        guard !overflow, next >= 0, next < context.numberOfItems(inSection: item.section) else { return nil }
        return ItemPath(item: next, section: item.section)
    }
}
