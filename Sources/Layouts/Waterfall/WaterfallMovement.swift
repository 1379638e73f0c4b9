import Foundation
import LayoutCore

/// An interactive movement in a ``WaterfallLayout``: the arrangement it began from and where its
/// item stands now, so that every step is laid out from the start by the whole move so far. A
/// step's layout depends only on where the item started and where it stands, never on the way
/// the finger went: a cancelled movement shows exactly what it showed before, and an ended one
/// what the same move made in one step would.
struct WaterfallMovement {
    /// How the last step left the sections.
    enum Applied {
        /// As they were at the start.
        case nothing
        /// The items of `range` in `section` took other items' lengths, in place.
        case inPlace(section: Int, range: ClosedRange<Int>)
        /// The items of `items`, the run of bands `bands` of `section`, placed again.
        case placedAgain(section: Int, items: Range<Int>, bands: Range<Int>)
        /// Every section placed again from the start's arrangement.
        case placedAllAgain
    }

    /// The sections when the movement began (or when the layout was last placed anew during it).
    let start: [WaterfallSection]
    /// Where the moving item stood in `start`.
    let origin: ItemPath
    /// Where it stands now.
    var target: ItemPath
    var applied = Applied.nothing

    /// The items between the move's ends in its section, and for each the item of `start` that
    /// now stands there (the others shift one place toward where the item left); `nil` for a
    /// move across sections or no move.
    var shiftedItems: (section: Int, range: ClosedRange<Int>, origins: [Int])? {
        guard origin.section == target.section, origin != target else { return nil }
        let (from, to) = (origin.item, target.item)
        let range = min(from, to)...max(from, to)
        let origins = range.map { place in
            if place == to { return from }
            return from < to ? place + 1 : place - 1
        }
        return (origin.section, range, origins)
    }
}
