/// The direction of VoiceOver's three-finger swipe: the portable `UIAccessibilityScrollDirection`.
/// A swipe up shows the screen below (the content moves up), a swipe left the screen to the
/// right; `next` and `previous` move along the axis the content scrolls.
public enum AccessibilityScrollDirection: Hashable, Sendable, CaseIterable {
    /// Three fingers swiped right: the screen to the left.
    case right
    /// Three fingers swiped left: the screen to the right.
    case left
    /// Three fingers swiped up: the screen below.
    case up
    /// Three fingers swiped down: the screen above.
    case down
    /// The next screen along the scroll axis.
    case next
    /// The previous screen along the scroll axis.
    case previous
}
