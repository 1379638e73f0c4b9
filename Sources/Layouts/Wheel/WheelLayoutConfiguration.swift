import Foundation
import LayoutCore

/// The settings of a ``WheelLayout``.
public struct WheelLayoutConfiguration: Hashable, Sendable, LayoutConfiguration {
    /// Which way later items follow earlier ones around the circle.
    public enum Direction: Hashable, Sendable {
        /// Angles decrease with the item index: the article's default.
        case counterclockwise
        /// Angles increase with the item index: the counterclockwise wheel mirrored about `startAngle`.
        case clockwise
    }

    /// The size of every item (55×55).
    public var itemSize = CGSize(width: 55, height: 55)
    /// The circle's radius; `nil` for `(bounds.width − 2·itemWidth − 2·margin)/2`, at least 0.
    public var radius: CGFloat?
    /// The margin in the default radius (5).
    public var margin: CGFloat = 5
    /// The angle between neighbours (π/4).
    public var anglePerItem: CGFloat = .pi / 4
    /// The angle of the first item at rest (π + π/4: upper left, y pointing down).
    public var startAngle: CGFloat = .pi + .pi / 4
    /// Which way the items follow each other.
    public var direction: Direction = .counterclockwise
    /// The width of the fade band at each end of the visible arc (π/6).
    public var fadeBand: CGFloat = .pi / 6
    /// Where the fade begins at the far end of the arc, for a counterclockwise wheel (−π/6).
    public var farFadeAngle: CGFloat = -.pi / 6
    /// How many items fit on the visible arc (7): the wheel turns until the last of them is
    /// the last item, so the last item never scrolls out of sight.
    public var visibleItemCount: Int = 7
    /// Whether flings come to rest on whole item steps.
    public var snapsToItems = false

    /// The article's wheel.
    public init() {}

    /// Hashes what `==` compares: every option.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(direction)
        hasher.combine(size: itemSize)
        hasher.combine(radius)
        hasher.combine(margin)
        hasher.combine(anglePerItem)
        hasher.combine(startAngle)
        hasher.combine(fadeBand)
        hasher.combine(farFadeAngle)
        hasher.combine(visibleItemCount)
        hasher.combine(snapsToItems)
    }

    /// Checks every value: finite, sizes and radius not negative, a positive fade band, at
    /// least one visible item.
    public func validate() throws(LayoutError) {
        try LayoutError.check("itemSize", itemSize)
        if let radius { try LayoutError.check("radius", radius) }
        try LayoutError.check("margin", margin, atLeast: -.greatestFiniteMagnitude)
        try LayoutError.check("anglePerItem", anglePerItem, atLeast: -.greatestFiniteMagnitude)
        try LayoutError.check("startAngle", startAngle, atLeast: -.greatestFiniteMagnitude)
        try LayoutError.check("farFadeAngle", farFadeAngle, atLeast: -.greatestFiniteMagnitude)
        guard fadeBand.isFinite, fadeBand > 0 else {
            throw .invalidValue(name: "fadeBand", value: fadeBand, expected: "a finite angle > 0")
        }
        guard visibleItemCount >= 1 else {
            throw .invalidValue(name: "visibleItemCount", value: CGFloat(visibleItemCount), expected: "at least 1")
        }
    }
}
