import Foundation
import LayoutCore

/// The pizza at the centre as VoiceOver's adjustable selection.
extension PizzaHalfSelectorLayout: SelectingLayout {
    /// The pizza at the screen's centre; `nil` without pizzas.
    public var selectedItem: ItemPath? {
        context.numberOfItems(inSection: 0) > 0 ? ItemPath(item: currentPizzaIndex, section: 0) : nil
    }

    /// The offset that centres `item`'s pizza.
    public func contentOffset(selecting item: ItemPath) -> CGPoint { contentOffset(for: item.item) }
}
