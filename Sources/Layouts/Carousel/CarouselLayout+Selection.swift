import Foundation
import LayoutCore

/// The centred item as VoiceOver's adjustable selection.
extension CarouselLayout: SelectingLayout {
    /// The centred item (the one a fling rests on); `nil` without items.
    public var selectedItem: ItemPath? {
        itemCount > 0 ? ItemPath(item: currentItemIndex, section: 0) : nil
    }

    /// The item `steps` on from `item`: around the ring when the carousel wraps, else `nil`
    /// past either end.
    public func selectableItem(movingBy steps: Int, from item: ItemPath) -> ItemPath? {
        guard itemCount > 0, item.section == 0, (0..<itemCount).contains(item.item) else { return nil }
        if wraps {
            let next = (item.item + steps % itemCount + itemCount) % itemCount
            return ItemPath(item: next, section: 0)
        }
        let (next, overflow) = item.item.addingReportingOverflow(steps)
        return !overflow && (0..<itemCount).contains(next) ? ItemPath(item: next, section: 0) : nil
    }

    /// The offset that centres `item`: `(rawScrollOffset + offset(ofItem:)) · iw` along the
    /// axis, the nearest of its repeats when the carousel wraps (`i · iw` when it does not).
    public func contentOffset(selecting item: ItemPath) -> CGPoint {
        contentOffset(selecting: item, movingBy: 0)
    }

    /// The offset that centres `item` reached moving `steps` items on: when the carousel wraps,
    /// the repeat ahead for steps forward and behind for steps back (the nearest one may lie the
    /// other way while the view still glides to an earlier step, or in a ring of two); the
    /// nearest for no steps.
    public func contentOffset(selecting item: ItemPath, movingBy steps: Int) -> CGPoint {
        var distance = offset(ofItem: item.item)
        if wraps, steps != 0 {
            let ring = CGFloat(itemCount)
            while distance * CGFloat(steps.signum()) <= 0 { distance += ring * CGFloat(steps.signum()) }
        }
        var target = context.contentOffset
        target[axis] = (rawScrollOffset + distance) * itemExtent
        return target
    }
}
