import Foundation
import LayoutCore

/// How a layout breaks a section's items into lines and places the items of one line: the rule a
/// ``LineStore`` keeps in prefix sums. ``FlowLineBuilder`` (items of their own sizes, as
/// `UICollectionViewFlowLayout` places them) and ``JustifiedRowBreaker`` (photos at their aspect
/// ratios, each row fitted to the width) are the two.
///
/// A line's break may depend only on its own items and the item after it, so that a change to
/// one item breaks lines again from the line before it until a break falls where it fell before.
protocol LineBreaking {
    /// What the rule knows of one item: a size, an aspect ratio.
    associatedtype Item

    /// The axis the lines follow one another along.
    var axis: ScrollDirection { get }
    /// Where the first line starts along the axis; moves with everything before the section.
    var start: CGFloat { get set }
    /// The distance between two lines.
    var lineSpacing: CGFloat { get }
    /// The leading edge of a line, across the axis.
    var crossStart: CGFloat { get }
    /// The room a line has across the axis.
    var available: CGFloat { get }

    /// The first item of the line after the one starting at `first`, of `count` items: a line
    /// holds at least one item.
    func lineEnd(from first: Int, count: Int, item: (Int) -> Item) -> Int

    /// The line's extent along the axis; `isLast` when it is the section's last line.
    func thickness(of items: ArraySlice<Item>, isLast: Bool) -> CGFloat

    /// The frames of a line of `items` starting at `lineStart` along the axis, in item order.
    func place(_ items: ArraySlice<Item>, at lineStart: CGFloat, isLast: Bool) -> [CGRect]

    /// How far across the axis `item` reaches from a line's leading edge when it stands alone:
    /// the content spans at least this far.
    func crossLength(of item: Item) -> CGFloat

    /// Whether replacing `old` by `new` leaves every break where it is (only the line's thickness
    /// may change).
    func keepsBreaks(replacing old: Item, with new: Item) -> Bool
}
