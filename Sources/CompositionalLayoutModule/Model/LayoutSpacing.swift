import Foundation

/// Space between items or around an item's edge: the portable `NSCollectionLayoutSpacing`.
public struct LayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The spacing in points: exact when fixed, the minimum when flexible.
    public let spacing: CGFloat
    /// Whether leftover space may be added to it.
    public let isFlexibleSpacing: Bool

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> LayoutSpacing { .init(spacing: points, isFlexibleSpacing: false) }
    /// At least `points`; the group's leftover space is spread over its flexible spacings.
    public static func flexible(_ points: CGFloat) -> LayoutSpacing { .init(spacing: points, isFlexibleSpacing: true) }

    /// "fixed(8)" or "flexible(8)", as errors name a spacing.
    public var description: String { isFlexibleSpacing ? "flexible(\(spacing.messageDescription))" : "fixed(\(spacing.messageDescription))" }
}
