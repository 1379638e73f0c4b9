import Foundation

/// The side a card of a ``CardDeckLayout`` leaves the deck by: the app's "like" or "pass".
public enum CardSwipeDirection: Hashable, Sendable {
    /// Flung to the left (a pass, in most apps).
    case left
    /// Flung to the right (a like, in most apps).
    case right

    /// −1 for the left, 1 for the right.
    var sign: CGFloat { self == .left ? -1 : 1 }
}
