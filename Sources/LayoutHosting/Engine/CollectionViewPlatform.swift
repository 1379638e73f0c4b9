import Foundation
import LayoutCore

/// What a collection view does for its ``CollectionViewEngine``: a few primitives, each a
/// conversion of UIKit's or the simulated view's own state and calls, with no decision in them.
/// `SimulatedCollectionView` and `LayoutUIKit`'s platform of a `UICollectionView` implement it;
/// what the view shows (bounds, content, insets, whether a finger or a deceleration holds it,
/// the layout pass) is ``ScrollingView``'s, declared there once.
///
/// Every rect and offset is in the layout's coordinates, as UIKit keeps them right to left too.
package protocol CollectionViewPlatform: ScrollingView {
    // MARK: What the view holds

    /// The safe area: the part of the bounds under no bar.
    var safeAreaInsets: LayoutEdgeInsets { get }
    /// What the view tells a layout when it prepares (bounds, insets, margins, traits).
    var layoutContext: LayoutContext { get }
    /// The number of items in each section, as the view last read them from its data source.
    var itemCounts: [Int] { get }
    /// Whether the view shows `layout` now (an app may give its own collection view another
    /// layout after an adapter's).
    func isShowing(_ layout: HostedLayout) -> Bool
    /// Whether the view tells the engine the end of each of its layout passes
    /// (``CollectionViewEngine/viewDidLayout()``): an app's own collection view, which the engine
    /// meets only through an adapter, does not, so nothing waits for a pass's end there.
    var reportsLayoutPasses: Bool { get }

    // MARK: Who holds the content

    /// Whether a finger is on the content, moved or not (`UIScrollView.isTracking`).
    var isTracking: Bool { get }
    /// Whether flings stop on multiples of the bounds' size.
    var isPagingEnabled: Bool { get }
    /// The sections that scroll on their own which a finger or a deceleration moves now.
    var movingSections: Set<Int> { get }
    /// Whether an animation of the view's elements runs that the engine can see: the simulated
    /// view's own (a batch update's, a layout switch's, a moved item settling). UIKit shows none
    /// (its animations end through the completions the engine counts, ``CollectionViewEngine/animationsUnderWay``).
    var isAnimatingElements: Bool { get }
    /// Where an interactive layout transition (`startInteractiveTransition(to:completion:)`) is:
    /// none installed, held at a progress by a gesture, or running to its end by itself.
    var interactiveTransitionPhase: InteractiveTransitionPhase { get }

    // MARK: Primitives

    /// Moves the content offset, at once or animated, as `UIScrollView.setContentOffset(_:animated:)`
    /// does: no decision of the engine's runs (that is the engine's own `setContentOffset`).
    func moveContentOffset(to offset: CGPoint, animated: Bool)
    /// The time, in seconds, of the clock the view's animations run on.
    var now: TimeInterval { get }
    /// Runs `work` once the current event is handled: UIKit's next run-loop turn, the simulated
    /// view's next frame.
    func performAfterCurrentEvent(_ work: @escaping () -> Void)
    /// Has VoiceOver hear of `notification`.
    func post(_ notification: AccessibilityNotification)

    // MARK: Changes, carried out

    /// Carries out `call`, a batch update the engine checked and ordered: UIKit's
    /// `performBatchUpdates` whose updates block calls ``BatchUpdateCall/updateData`` first, then
    /// takes the counts, records the changes and configures the reconfigured items again;
    /// without animation unless ``BatchUpdateCall/animates``. Calls the call's completion exactly
    /// once, after it returns. Throws, having changed nothing, what preparing the new data throws.
    /// UIKit walks the update's steps itself; a view without UIKit hands its own steps to
    /// ``CollectionViewEngine/walkBatchUpdate(_:in:)``, which walks them in UIKit's order.
    func applyBatchUpdates(_ call: BatchUpdateCall) throws(BatchUpdateError)
    /// Takes `itemCounts` as its data source's counts and reloads every view (`reloadData`),
    /// laying out at once. Throws what preparing the new data throws.
    func reloadAllViews(itemCounts: [Int]) throws(LayoutError)
    /// Configures the items at `indexPaths` (paths that exist) again in the views they have
    /// (`reconfigureItems(at:)`). Throws what the data source throws.
    func configureAgain(itemsAt indexPaths: [ItemPath]) throws(LayoutError)
    /// Shows `layout`, which the engine installed, instead of `previous`
    /// (`setCollectionViewLayout(_:animated:completion:)`): a new layout object with the view's
    /// registrations. Calls `completion` exactly once, when the switch's animation ends (`true`
    /// when it ran to its end). Throws what the new layout's `prepare()` throws, the old layout
    /// kept (and `completion` not called).
    func installLayout(_ layout: HostedLayout, replacing previous: HostedLayout, animated: Bool,
                       completion: @escaping (Bool) -> Void) throws(LayoutError)
    /// Lays the scroll views of the sections that scroll on their own out for `layout`, which
    /// just prepared, over `sections` (none once it is not shown): a view that drives the
    /// sections with its own physics (the simulated view) has nothing to lay out.
    func layOutSectionScrollViews(_ sections: [OrthogonalSectionFrame], for layout: HostedLayout)
    /// Moves the section `section`, which scrolls on its own, to `offset` (the layout's terms) at
    /// once, as its scroll view would: the layout hears it as any scroll of the section.
    func scrollSection(_ section: Int, toOffset offset: CGFloat)

    // MARK: What it shows

    /// The elements the view shows now (cells and supplementary views that have a view), where
    /// it shows them.
    var shownElements: [LayoutAttributes] { get }
    /// The app's words for the view shown for `key` (its `accessibilityLabel`), if it shows one.
    func accessibilityLabel(of key: ElementKey) -> String?
    /// What VoiceOver calls the whole view (the adjustable element's label).
    var viewAccessibilityLabel: String? { get }
    /// Whether the data source can move the item at `indexPath` (it answers `canMoveItemAt` and
    /// can be told `moveItemAt`).
    func dataSourceCanMoveItem(at indexPath: ItemPath) -> Bool
    /// Whether the view can show a movement that swaps two items
    /// (`InteractiveMovementStyle.swapsWithTarget`): `UICollectionView`'s movement only shifts.
    var showsSwappingMovement: Bool { get }
    /// Whether the view's own movement (``beginViewMovement(forItemAt:)`` to
    /// ``endViewMovement(cancelled:)``) has VoiceOver hear where a moved item went: UIKit's does
    /// (`accessibilityShouldSpeakItemReorderEvents` defaults to the reordering flag its movement
    /// sets, `UICollectionViewAccessibility.m`, iOS 18.2 decompile), so the engine says nothing
    /// more of a move carried out through it.
    var speaksReorderEvents: Bool { get }

    // MARK: Interactive movement, as the view carries it out

    /// Begins the view's own movement of the item at `indexPath` (UIKit's
    /// `beginInteractiveMovementForItem(at:)`) once the engine has; `false` when the view refuses.
    func beginViewMovement(forItemAt indexPath: ItemPath) -> Bool
    /// Moves the view's movement on to the finger at `position`.
    func updateViewMovement(to position: CGPoint)
    /// Ends the view's movement (`cancelled`: the item goes back).
    func endViewMovement(cancelled: Bool)
}

/// Where a view's interactive layout transition is.
package enum InteractiveTransitionPhase: Equatable, Sendable {
    /// No transition is installed.
    case none
    /// A transition is installed and a gesture holds it at a progress: nothing moves.
    case held
    /// A transition runs its progress to its end (finishing or cancelling) by itself.
    case ending
}

/// What a view has VoiceOver hear: the portable `UIAccessibility.Notification`s the engine posts.
package enum AccessibilityNotification: Equatable, Sendable {
    /// Say `announcement` (`.announcement`), once the current event is handled.
    case announcement(String)
    /// The screen changed; VoiceOver's focus goes to `focus` (`.layoutChanged`).
    case layoutChanged(focus: AccessibilityFocus)
    /// A page scroll ended with `status` ("Rows 9 to 16 of 200") (`.pageScrolled`).
    case pageScrolled(String)
}

/// Where VoiceOver's focus goes after the screen changed.
package enum AccessibilityFocus: Equatable, Sendable {
    /// Where VoiceOver chooses.
    case unchanged
    /// The element shown for this key, when the view still shows it.
    case element(ElementKey)
    /// The adjustable element of a layout that selects.
    case adjustableElement
}
