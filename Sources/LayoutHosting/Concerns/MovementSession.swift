import Foundation
import LayoutCore

/// The item a finger moves (UIKit's interactive movement) as the view keeps it: the movement in
/// the layout's coordinates, the finger resting on screen while the content may scroll under it,
/// and the movement that ended last. The layout's side of each step is the ``HostedLayout``'s.
struct MovementSession {
    /// The movement under way, if any.
    private(set) var movement: InteractiveMovement?
    /// The movement that ended last, not cancelled: where VoiceOver's move took the item.
    private(set) var lastEnded: InteractiveMovement?
    /// The finger relative to the bounds' origin (where it rests on screen while the content
    /// scrolls under it), and the time of the last auto-scroll step.
    private var finger: (inBounds: CGPoint, time: TimeInterval)?

    /// Whether a finger holds an item.
    var holdsItem: Bool { finger != nil }

    /// A movement began with the finger at `position` over `bounds`, at `time`.
    mutating func begin(_ movement: InteractiveMovement, fingerAt position: CGPoint, in bounds: CGRect, at time: TimeInterval) {
        self.movement = movement
        finger = (CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY), time)
    }

    /// A movement UIKit began without the engine (an app calling `UICollectionView`'s method on
    /// a bare adapter): no finger the engine follows.
    mutating func adopt(_ movement: InteractiveMovement) {
        self.movement = movement
    }

    /// The finger is at `position` over `bounds`.
    mutating func fingerMoved(to position: CGPoint, in bounds: CGRect) {
        finger?.inBounds = CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY)
    }

    /// The movement took a step: it is `next` now.
    mutating func stepped(to next: InteractiveMovement) {
        movement = next
    }

    /// The finger lifted or the gesture was cancelled: it no longer holds the item.
    mutating func releaseFinger() {
        finger = nil
    }

    /// The movement ended (`cancelled`: the item went back); answers it.
    mutating func end(cancelled: Bool) -> InteractiveMovement? {
        defer {
            lastEnded = cancelled ? nil : movement
            movement = nil
            finger = nil
        }
        return movement
    }

    /// The movement the view refused to begin is dropped.
    mutating func abandon() {
        movement = nil
        finger = nil
    }

    /// Forgets the last ended movement (before VoiceOver carries one out).
    mutating func forgetLastEnded() {
        lastEnded = nil
    }

    /// One frame of auto-scroll at `time` (``MovementAutoScroll``): the new content offset and the
    /// finger's place in the content there, or `nil` when the content stays.
    mutating func autoScrollStep(at time: TimeInterval, bounds: CGRect, contentSize: CGSize, adjustedContentInset: LayoutEdgeInsets,
                                 safeAreaInsets: LayoutEdgeInsets, isDragging: Bool) -> (offset: CGPoint, finger: CGPoint)? {
        guard movement != nil, let current = finger else { return nil }
        finger?.time = time
        guard let origin = MovementAutoScroll.nextOffset(fingerInBounds: current.inBounds, bounds: bounds, contentSize: contentSize,
                                                         adjustedContentInset: adjustedContentInset, safeAreaInsets: safeAreaInsets,
                                                         isDragging: isDragging, interval: time - current.time) else { return nil }
        return (origin, CGPoint(x: origin.x + current.inBounds.x, y: origin.y + current.inBounds.y))
    }
}
