import Foundation
import LayoutCore

/// `UIScrollView.isDirectionalLockEnabled` for content that scrolls both ways: a drag that
/// begins along one axis moves the content along that axis only; one that begins diagonally
/// moves it freely until the finger lifts.
///
/// The rule is UIKit's (iOS 18.2, `-[UIScrollViewPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:]`):
/// each movement of the finger is weighed by its own angle θ = atan(|dy| / |dx|), not by the
/// translation so far. θ ≤ 20° locks the drag horizontally, θ ≥ 70° vertically, and a movement in
/// between leaves the lock as it is. UIKit weighs movements until the pan is recognised (the
/// finger has travelled its hysteresis of 10 pt, `+[UIPanGestureRecognizer _defaultHysteresis]`),
/// and again after a pause of 0.6 s; in between the lock holds. Locked, a movement's component
/// across the lock is dropped, never stored (`-_shiftPanLocationToNewSceneReferenceLocation:lockingToAxis:`),
/// so the velocity at release has none either.
///
/// Nothing moves before the pan is recognised: the movements until the finger has travelled the
/// hysteresis are held, and the content catches up with them at once when it has (UIKit's pan
/// translation at recognition holds the travel), without the component across the lock they
/// decided.
struct DirectionalLock {
    /// How far the finger travels before UIKit recognises the pan and stops weighing movements.
    static let hysteresis: CGFloat = 10
    /// A pause between movements after which the next one is weighed again, in seconds.
    static let reconsiderationPause: Double = 0.6
    /// The angle from the horizontal at or below which a movement locks the drag horizontally.
    static let horizontalAngle: CGFloat = 20 * .pi / 180
    /// The angle from the horizontal at or above which a movement locks the drag vertically.
    static let verticalAngle: CGFloat = 70 * .pi / 180

    /// The axis the drag is locked to; `nil` while it moves freely.
    private(set) var axis: ScrollDirection?
    /// How far the finger has travelled since the drag began.
    private var travel: CGFloat = 0
    /// When the finger last moved.
    private var lastTime: Double?
    /// The movements made before the pan is recognised, which have not moved the content yet.
    private var held = CGPoint.zero

    /// Whether the pan is recognised: the finger has travelled the hysteresis.
    var isRecognised: Bool { travel >= Self.hysteresis }

    /// What the content moves by for `translation`, a movement of the finger at `time`, weighed
    /// when UIKit would: nothing before the pan is recognised; when it is, every movement held
    /// until then with this one; after, this one; each without its component across the lock.
    mutating func filter(_ translation: CGPoint, at time: Double) -> CGPoint {
        let weighs = !isRecognised || lastTime.map { time - $0 >= Self.reconsiderationPause } ?? true
        if weighs, let locked = Self.axis(of: translation) { axis = locked }
        let wasRecognised = isRecognised
        travel += hypot(translation.x, translation.y)
        lastTime = time
        guard isRecognised else {
            held = CGPoint(x: held.x + translation.x, y: held.y + translation.y)
            return .zero
        }
        let moved = wasRecognised ? translation : CGPoint(x: held.x + translation.x, y: held.y + translation.y)
        held = .zero
        return filter(velocity: moved)
    }

    /// The axis a movement of `translation` locks to, `nil` for a diagonal one or none.
    static func axis(of translation: CGPoint) -> ScrollDirection? {
        let (dx, dy) = (abs(translation.x), abs(translation.y))
        guard dx > 0 || dy > 0 else { return nil }
        let angle = atan2(dy, dx)
        if angle <= horizontalAngle { return .horizontal }
        if angle >= verticalAngle { return .vertical }
        return nil
    }

    /// `velocity` (or a movement) with its component across the lock dropped.
    func filter(velocity: CGPoint) -> CGPoint {
        switch axis {
        case .horizontal?: CGPoint(x: velocity.x, y: 0)
        case .vertical?: CGPoint(x: 0, y: velocity.y)
        case nil: velocity
        }
    }
}
