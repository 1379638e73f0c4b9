import Foundation
import LayoutCore
import LayoutHosting

/// A row's swipe actions revealed under a finger, as a `List` row's are: the row follows the
/// finger sideways and uncovers the actions of the edge it leaves (a leftward swipe, the trailing
/// actions); past its actions it resists, unless a full swipe is allowed, when it follows on
/// towards the far edge. When the finger lifts the row opens on its actions (past half of them,
/// projected a tenth of a second on at the finger's speed), closes, or, swiped fully (past
/// ``fullSwipeFraction`` of the row), performs its edge's first action. One row is open at a time.
package struct SwipeReveal<ItemID: Hashable>: Equatable {
    /// Which actions a row has: the width of each edge's (zero: none) and whether a full swipe
    /// of that edge performs its first.
    package struct Actions: Equatable {
        package var leadingWidth: CGFloat
        package var trailingWidth: CGFloat
        package var allowsLeadingFullSwipe: Bool
        package var allowsTrailingFullSwipe: Bool

        package init(leadingWidth: CGFloat = 0, trailingWidth: CGFloat = 0, allowsLeadingFullSwipe: Bool = true,
                     allowsTrailingFullSwipe: Bool = true) {
            self.leadingWidth = leadingWidth
            self.trailingWidth = trailingWidth
            self.allowsLeadingFullSwipe = allowsLeadingFullSwipe
            self.allowsTrailingFullSwipe = allowsTrailingFullSwipe
        }

        /// The width of the actions of the trailing edge, or the leading.
        func width(trailing: Bool) -> CGFloat { trailing ? trailingWidth : leadingWidth }

        /// Whether a full swipe of that edge performs its first action.
        func allowsFullSwipe(trailing: Bool) -> Bool { trailing ? allowsTrailingFullSwipe : allowsLeadingFullSwipe }
    }

    /// What the row does when the finger lifts.
    package enum Outcome: Equatable {
        case close
        /// Open on the actions of the edge uncovered, `reveal` points.
        case open(reveal: CGFloat)
        /// The edge's first action (the trailing one for a positive reveal).
        case performFirstAction(trailing: Bool)
    }

    /// How far past the actions a row moves per point the finger moves, without a full swipe.
    static var resistance: CGFloat { 0.25 }
    /// The part of the row a full swipe passes.
    static var fullSwipeFraction: CGFloat { 0.6 }
    /// How far on the finger's speed carries the row when it lifts, in seconds.
    package static var projection: CGFloat { 0.1 }

    /// The row swiped or open; `nil` when every row is closed.
    package private(set) var item: ItemID?
    /// How far the row is moved towards its leading side, uncovering its trailing actions
    /// (negative: towards its trailing side, uncovering the leading actions).
    package private(set) var reveal: CGFloat = 0
    private var actions = Actions()
    private var rowWidth: CGFloat = 0
    private var startReveal: CGFloat = 0

    package init() {}

    /// A finger begins swiping `item`, a row `rowWidth` wide with `actions`: another open row
    /// closes; the row open already goes on from where it is.
    package mutating func begin(_ item: ItemID, rowWidth: CGFloat, actions: Actions) {
        if self.item != item { reveal = 0 }
        self.item = item
        self.actions = actions
        self.rowWidth = max(rowWidth, 0)
        startReveal = reveal
    }

    /// The finger moved `translation` points sideways from where it began (negative: towards
    /// the leading side).
    package mutating func move(by translation: CGFloat) {
        guard item != nil, translation.isFinite else { return }
        let free = startReveal - translation
        let width = actions.width(trailing: free >= 0)
        let magnitude = abs(free)
        let limited: CGFloat
        if width == 0 {
            limited = 0
        } else if magnitude <= width || actions.allowsFullSwipe(trailing: free >= 0) {
            limited = min(magnitude, rowWidth)
        } else {
            limited = width + (magnitude - width) * Self.resistance
        }
        reveal = free >= 0 ? limited : -limited
    }

    /// The finger lifted moving at `velocity` points per second sideways: what the row does,
    /// the row then open at the reveal it opens to, or closed.
    package mutating func end(velocity: CGFloat) -> Outcome {
        let trailing = reveal >= 0
        let width = actions.width(trailing: trailing)
        let projected = reveal - (velocity.isFinite ? velocity : 0) * Self.projection
        let outcome: Outcome
        if width > 0, actions.allowsFullSwipe(trailing: trailing), abs(reveal) >= rowWidth * Self.fullSwipeFraction {
            outcome = .performFirstAction(trailing: trailing)
        } else if width > 0, (projected >= 0) == trailing, abs(projected) >= width / 2 {
            outcome = .open(reveal: trailing ? width : -width)
        } else {
            outcome = .close
        }
        if case .open(let open) = outcome { reveal = open } else { close() }
        return outcome
    }

    /// Opens `item`'s actions of one edge without a finger (a delete control tapped in edit
    /// mode): another open row closes; the row stands open on all of that edge's actions.
    package mutating func open(_ item: ItemID, rowWidth: CGFloat, actions: Actions, trailing: Bool) {
        begin(item, rowWidth: rowWidth, actions: actions)
        reveal = trailing ? actions.trailingWidth : -actions.leadingWidth
    }

    /// Every row closes (a scroll, a tap elsewhere, an action performed).
    package mutating func close() {
        item = nil
        reveal = 0
    }
}
