import Foundation

/// How fast a flung scroll view slows down, as `UIScrollView.DecelerationRate`: the fraction of
/// velocity kept after each millisecond.
public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public let rawValue: Double

    /// A rate; values outside (0, 1) or not finite fall back to ``normal``.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isFinite && rawValue > 0 && rawValue < 1 ? rawValue : 0.998
    }

    /// UIKit's default: 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate paging and snapping layouts use: 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// `1000·ln d`, the decay constant per second (negative).
    package var decayConstant: Double { 1000 * log(rawValue) }
}
