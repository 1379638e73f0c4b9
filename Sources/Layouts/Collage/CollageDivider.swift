import Foundation

/// A line between cells of a collage template, on the unit canvas [0, 1]².
///
/// A vertical divider runs from its top end to its bottom end; its line crosses the canvas's
/// top edge (y = 0) at ``start`` and its bottom edge (y = 1) at ``end``, so it is straight when
/// they are equal and slanted otherwise. A horizontal divider runs from its left end to its
/// right end, crossing x = 0 at ``start`` and x = 1 at ``end``. Each end rests on the canvas's
/// border or on another divider of the other orientation (a T-junction).
package struct CollageDivider: Hashable, Sendable {
    /// Which way a divider runs.
    package enum Orientation: Hashable, Sendable {
        /// Top to bottom; positions are x coordinates.
        case vertical
        /// Left to right; positions are y coordinates.
        case horizontal
    }

    /// What an end of a divider rests on.
    package enum Anchor: Hashable, Sendable {
        /// The canvas's border: the top or bottom edge for a vertical divider's start or end,
        /// the left or right edge for a horizontal one's.
        case border
        /// Another divider, of the other orientation, by its index in the template.
        case divider(Int)
    }

    /// Which way it runs.
    package var orientation: Orientation
    /// Where its line crosses the canvas's top (vertical) or left (horizontal) edge, in (0, 1).
    package var start: CGFloat
    /// Where its line crosses the canvas's bottom (vertical) or right (horizontal) edge, in (0, 1).
    package var end: CGFloat
    /// What its top (vertical) or left (horizontal) end rests on.
    package var startAnchor: Anchor
    /// What its bottom (vertical) or right (horizontal) end rests on.
    package var endAnchor: Anchor

    /// A divider at `start` (and `end`, for a slanted one) whose ends rest on `startAnchor` and
    /// `endAnchor`.
    package init(_ orientation: Orientation, at start: CGFloat, _ end: CGFloat? = nil,
                from startAnchor: Anchor = .border, to endAnchor: Anchor = .border) {
        self.orientation = orientation
        self.start = start
        self.end = end ?? start
        self.startAnchor = startAnchor
        self.endAnchor = endAnchor
    }

    /// Whether its two positions differ.
    package var isSlanted: Bool { start != end }

    /// The change of position per unit along the divider: `end − start`.
    var slope: CGFloat { end - start }

    /// The divider moved by `shift` along its positions' axis.
    func shifted(by shift: CGFloat) -> CollageDivider {
        var copy = self
        copy.start += shift
        copy.end += shift
        return copy
    }
}
