import Foundation

/// What changed since a layout last prepared: the portable `UICollectionViewLayoutInvalidationContext`.
///
/// Layouts use it to do only the work the change needs: geometry on data or size changes,
/// scroll effects alone when ``boundsOrigin`` is all that changed.
public struct Invalidation: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The invalidation's bits.
    public let rawValue: Int
    /// The invalidation whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The number of sections or items changed (`invalidateDataSourceCounts`).
    public static let dataCounts = Invalidation(rawValue: 1 << 0)
    /// The size of the bounds changed (rotation, resizing).
    public static let boundsSize = Invalidation(rawValue: 1 << 1)
    /// Only the bounds origin changed: the view scrolled.
    public static let boundsOrigin = Invalidation(rawValue: 1 << 2)
    /// A property of the layout itself changed (item size, spacing, …).
    public static let layoutConfiguration = Invalidation(rawValue: 1 << 3)
    /// Everything must be recomputed (`invalidateEverything`).
    public static let everything: Invalidation = [.dataCounts, .boundsSize, .boundsOrigin, .layoutConfiguration]
    /// The layout's next `prepare()` moves geometry under what is on screen (a photo's learned
    /// proportions, gaps closed above it): the view keeps the item the person is looking at where
    /// it is on screen, by the anchor rule, as a `UICollectionViewLayoutInvalidationContext`'s
    /// `contentOffsetAdjustment` lets a UIKit layout do. A layout invalidates with it, alone or
    /// with what else changed, before the change; it is not part of ``everything``.
    public static let anchorsVisibleContent = Invalidation(rawValue: 1 << 4)

    /// What a change of the bounds from `old` to `new` invalidates: ``boundsSize`` when the size
    /// changed, ``boundsOrigin`` when the origin did.
    init(changingBoundsFrom old: CGRect, to new: CGRect) {
        self = []
        if old.size != new.size { insert(.boundsSize) }
        if old.origin != new.origin { insert(.boundsOrigin) }
    }

    /// Whether geometry that depends on data or size must be recomputed, i.e. anything beyond
    /// a change of the bounds origin.
    public var invalidatesGeometry: Bool { !subtracting(.boundsOrigin).isEmpty }

    /// The names of what is invalidated ("[dataCounts, bounds]"), as logs show it.
    public var description: String {
        let names = [(Invalidation.dataCounts, "dataCounts"), (.boundsSize, "boundsSize"),
                     (.boundsOrigin, "boundsOrigin"), (.layoutConfiguration, "layoutConfiguration"),
                     (.anchorsVisibleContent, "anchorsVisibleContent")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
