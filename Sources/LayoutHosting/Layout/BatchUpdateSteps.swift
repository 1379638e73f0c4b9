import Foundation
import LayoutCore

/// A batch update as UIKit walks one layout through it, written once; both views call the engine,
/// which walks the hosted layout's steps, so the simulated view and UIKit (through the adapter)
/// are held to the same order (`uikit-contract.md`, "Batch updates"):
///
/// 1. the update's counts are invalidated (`invalidateDataSourceCounts`) — ``countsInvalidated``;
/// 2. `prepare()` runs with them, then a rect query the layout answers with nothing (it has not
///    seen the update's items: MagazineLayout and ChatLayout answer nil there) — ``prepared``;
/// 3. `prepare(forCollectionViewUpdates:)` shows the layout the items; the view sets the update's
///    animations up, asking appearing and disappearing attributes and the target offset, and keeps
///    any `contentOffsetAdjustment` instead of applying it (UIKit ignores one then) — ``settingUp``;
/// 4. `finalizeCollectionViewUpdates()` ends the update, handing the adjustment kept over.
///
/// The moves of an interactive movement's step, which the host shows the layout itself, come back
/// as an echo of steps 3 and 4 without steps 1 and 2 (UIKit shows a movement's steps without
/// `prepare(forCollectionViewUpdates:)`); an echo is in order at any step.
package struct BatchUpdateSteps: Equatable, Sendable {
    /// Where the update stands.
    package enum Step: Equatable, Sendable {
        /// The update's counts are pending: the layout prepares with them next.
        case countsInvalidated
        /// The layout prepared with the update's counts and answers no query until it is shown
        /// the update's items.
        case prepared
        /// The layout was shown the items; the view sets up the update, and the offset
        /// adjustments made meanwhile add up in `staged` until the finalization.
        case settingUp(staged: CGPoint)
    }

    /// The step reached; `nil` when no update is under way.
    package private(set) var step: Step?

    /// No update under way.
    package init() {}

    /// Whether the layout answers no query: prepared for the update's counts, not yet shown its
    /// items (UIKit queries once in that window and keeps the empty answer).
    package var awaitsUpdateItems: Bool { step == .prepared }

    /// Whether the update's animations are being set up (between `prepare(forCollectionViewUpdates:)`
    /// and `finalizeCollectionViewUpdates()`), where an offset adjustment is kept, not applied.
    package var isSettingUp: Bool {
        if case .settingUp = step { true } else { false }
    }

    /// Step 1: counts were recorded. `ofBatchUpdate` counts begin an update (a new one's supersede
    /// one left unfinished: a refused update, or a layout that threw); other counts (a reload, or
    /// counts put back) end the wait for items, and an update being set up goes on.
    package mutating func countsInvalidated(ofBatchUpdate: Bool) {
        if ofBatchUpdate {
            step = .countsInvalidated
        } else if !isSettingUp {
            step = nil
        }
    }

    /// Whether the next `prepare()` is the update's: the layout learns that update items follow
    /// (`LayoutContext.updateItemsFollow`).
    package var preparesForUpdate: Bool { step == .countsInvalidated }

    /// Step 2: the layout prepared with the counts pending.
    package mutating func prepared() {
        if step == .countsInvalidated { step = .prepared }
    }

    /// Step 3: `prepare(forCollectionViewUpdates:)`. Answers whether it came in order: after the
    /// layout prepared with the update's counts, or as a movement step's echo.
    @discardableResult
    package mutating func showUpdateItems(isEcho: Bool) -> Bool {
        let inOrder = isEcho || step == .prepared
        step = isEcho ? nil : .settingUp(staged: .zero)
        return inOrder
    }

    /// Keeps an offset adjustment made while the update is set up; answers whether it was kept
    /// (else the view applies it now).
    package mutating func stage(_ adjustment: CGPoint) -> Bool {
        guard case .settingUp(let staged) = step else { return false }
        step = .settingUp(staged: CGPoint(x: staged.x + adjustment.x, y: staged.y + adjustment.y))
        return true
    }

    /// Step 4: `finalizeCollectionViewUpdates()`. Answers the adjustment kept (`nil` when none) and
    /// whether it came in order: after step 3, or as a movement step's echo.
    package mutating func finalize(isEcho: Bool) -> (kept: CGPoint?, inOrder: Bool) {
        defer { step = nil }
        guard case .settingUp(let staged) = step else { return (nil, isEcho) }
        return (staged == .zero ? nil : staged, true)
    }

    /// The update is over without step 3 (UIKit turned it into a reload, or it was refused): the
    /// layout answers queries again. An update being set up is left to its finalization.
    package mutating func abandon() {
        if !isSettingUp { step = nil }
    }
}
