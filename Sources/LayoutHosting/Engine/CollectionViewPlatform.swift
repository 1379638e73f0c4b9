import Foundation
import LayoutCore

/// What a collection view gives its ``CollectionViewEngine``: a few primitives, each a
/// conversion of UIKit's or the simulated view's own state and calls, with no decision in them.
/// `SimulatedCollectionView` and `LayoutUIKit`'s `UIKitCollectionView` (and a bare adapter's
/// `UICollectionView`) implement it.
///
/// Every rect and offset is in the layout's coordinates, as UIKit keeps them right to left too.
package protocol CollectionViewPlatform: AnyObject {
    // MARK: Geometry

    /// The visible region; its origin is the content offset.
    var bounds: CGRect { get }
    /// The size of the content, as the view holds it now.
    var contentSize: CGSize { get }
    /// The inset the view scrolls within (content inset plus safe area).
    var adjustedContentInset: LayoutEdgeInsets { get }
    /// The safe area: the part of the bounds under no bar.
    var safeAreaInsets: LayoutEdgeInsets { get }
    /// What the view tells a layout when it prepares (bounds, insets, margins, traits).
    var layoutEnvironment: LayoutContext { get }
    /// The number of items in each section, as the data source answers them now.
    var itemCounts: [Int] { get }
    /// Whether the view shows `layout` now (an app may give its own collection view another
    /// layout after an adapter's).
    func isShowing(_ layout: HostedLayout) -> Bool

    // MARK: Who holds the content

    /// Whether a finger drags the content.
    var isDragging: Bool { get }
    /// Whether the content moves on after a finger lifted.
    var isDecelerating: Bool { get }
    /// Whether flings stop on multiples of the bounds' size.
    var isPagingEnabled: Bool { get }
    /// Whether nothing moves the content or its elements now (no finger, deceleration, scrolling
    /// or update animation): what a wrapping layout waits for to re-centre.
    var isAtRest: Bool { get }

    // MARK: Primitives

    /// Moves the content offset, at once or animated, as `UIScrollView.setContentOffset(_:animated:)`
    /// does: no decision of the engine's runs (that is the engine's own `setContentOffset`).
    func moveContentOffset(to offset: CGPoint, animated: Bool)
    /// Runs any pending layout pass now.
    func layoutIfNeeded()
    /// The time, in seconds, of the clock the view's animations run on.
    var now: TimeInterval { get }
    /// Runs `work` once the current event is handled: UIKit's next run-loop turn, the simulated
    /// view's next frame.
    func performAfterCurrentEvent(_ work: @escaping () -> Void)
    /// Has VoiceOver hear of `notification`.
    func post(_ notification: AccessibilityNotification)

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

    // MARK: Interactive movement, as the view carries it out

    /// Begins the view's own movement of the item at `indexPath` (UIKit's
    /// `beginInteractiveMovementForItem(at:)`) once the engine has; `false` when the view refuses.
    func beginViewMovement(forItemAt indexPath: ItemPath) -> Bool
    /// Moves the view's movement on to the finger at `position`.
    func updateViewMovement(to position: CGPoint)
    /// Ends the view's movement (`cancelled`: the item goes back).
    func endViewMovement(cancelled: Bool)
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
