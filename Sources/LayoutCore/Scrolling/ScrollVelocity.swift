import Foundation

/// The engine's one velocity unit: **points per second** of content offset, on every axis and
/// in every API (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, orthogonal flings, the
/// simulated view's `endDragging(velocity:)`).
///
/// UIKit reports points per **millisecond**. `UIScrollView.h` says so of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` ("velocity is in
/// points/millisecond"). Apple's documentation of `UICollectionViewLayout`'s
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says points per second,
/// but the values a layout receives for ordinary flings are 0.5–3.5 while the content travels
/// hundreds of points (measurements quoted on Stack Overflow, answer 18952071): the same
/// points per millisecond. The UIKit adapter converts both before a layout sees them.
public enum ScrollVelocity {
    /// How many of UIKit's velocity units make one of the engine's.
    @usableFromInline package static let millisecondsPerSecond: CGFloat = 1000

    /// A velocity UIKit reported (points per millisecond) in the engine's unit (points per second).
    @inlinable
    package static func fromUIKit(_ velocity: CGPoint) -> CGPoint {
        CGPoint(x: fromUIKit(velocity.x), y: fromUIKit(velocity.y))
    }

    /// One axis of a velocity UIKit reported (points per millisecond) in the engine's unit.
    @inlinable
    package static func fromUIKit(_ velocity: CGFloat) -> CGFloat {
        velocity * millisecondsPerSecond
    }

    /// An engine velocity (points per second) in UIKit's unit (points per millisecond).
    @inlinable
    package static func toUIKit(_ velocity: CGPoint) -> CGPoint {
        CGPoint(x: velocity.x / millisecondsPerSecond, y: velocity.y / millisecondsPerSecond)
    }
}
