import Foundation
import LayoutCore

/// One step of a demo's scripted interaction. Drags and releases act on the scene's view
/// `view` (0, the primary view, unless said otherwise).
package enum DemoStep: Sendable, Equatable {
    /// The finger moves by `translation` in total, spread evenly over `frames` frames.
    case drag(by: CGPoint, frames: Int, view: Int = 0)
    /// The finger lifts with `velocity` (content offset, points per second), or the velocity
    /// estimated from the drag when `nil`.
    case release(velocity: CGPoint?, view: Int = 0)
    /// Frames run until every view is idle, at most `maximumSeconds`.
    case settle(maximumSeconds: Double)
    /// Frames run for `seconds`.
    case wait(seconds: Double)
    /// `scrollToItem(at:at:animated:)` on the primary view.
    case scrollToItem(ItemPath, CollectionViewScrollPosition, animated: Bool)
    /// The primary view's bounds change size (a rotation).
    case resize(CGSize)
    /// Runs the scene's action of this name (a coordinator's shuffle, say).
    case perform(String)
    /// A finger drags the primary view's orthogonal `section` by `translation` points across
    /// the scroll axis, spread over `frames` frames.
    case dragSection(Int, by: CGFloat, frames: Int)
    /// The finger lifts from the orthogonal `section` with `velocity` (offset points per
    /// second), or the velocity estimated from the drag when `nil`.
    case releaseSection(Int, velocity: CGFloat?)
    /// A finger presses at `point` (the primary view's content coordinates), moves by
    /// `translation` over `frames` frames and lifts: the scene's ``DemoScene/touches`` receive
    /// it (a collage divider, junction or photo dragged).
    case touch(at: CGPoint, by: CGPoint, frames: Int)
    /// A long press on the primary view's item at `item` picks it up; the finger moves from the
    /// item's centre to `point` (on screen: relative to the bounds' origin) over `frames` frames,
    /// rests there `hold` seconds (near an edge the content scrolls on) and lifts
    /// (`endInteractiveMovement`), or the movement is cancelled when `cancels`.
    case reorder(ItemPath, to: CGPoint, frames: Int, hold: Double = 0.2, cancels: Bool = false)
    /// VoiceOver's swipe up (`steps` > 0) or down on view `view`'s adjustable element, `|steps|`
    /// times at once; the last answer is what the scene heard.
    case adjust(steps: Int, view: Int = 0)
    /// VoiceOver's custom action `name` on the element at `key` of view `view`.
    case accessibilityAction(String, on: ElementKey, view: Int = 0)
    /// VoiceOver's three-finger swipe in `direction` on view `view`.
    case accessibilityScroll(AccessibilityScrollDirection, view: Int = 0)

    /// A drag of orthogonal `section` by `translation`, released with `velocity`, then settling.
    package static func flingSection(_ section: Int, drag translation: CGFloat, frames: Int = 8, velocity: CGFloat) -> [DemoStep] {
        [.dragSection(section, by: translation, frames: frames), .releaseSection(section, velocity: velocity),
         .settle(maximumSeconds: 8)]
    }

    /// A drag of `translation` over `frames` frames, released with `velocity`, then settling:
    /// the common fling.
    package static func fling(drag translation: CGPoint, frames: Int = 8, velocity: CGPoint, view: Int = 0) -> [DemoStep] {
        [.drag(by: translation, frames: frames, view: view), .release(velocity: velocity, view: view), .settle(maximumSeconds: 8)]
    }
}
