import Foundation
import LayoutCore

/// The settings of a ``CarouselLayout``: iCarousel's options. `nil` means the type's default.
public struct CarouselLayoutConfiguration: Hashable, Sendable, LayoutConfiguration {
    /// The arrangement.
    public var type: CarouselType
    /// The axis the content scrolls along.
    public var scrollDirection: ScrollDirection = .horizontal
    /// The size of every item; its extent along the scroll axis is the item width `iw`.
    public var itemSize = CGSize(width: 200, height: 200)
    /// Whether the items go round endlessly (default: on for the circular types).
    public var wraps: Bool?
    /// Item spacing as a multiple of the item width (default 0.25 for cover flows, else 1).
    public var spacing: CGFloat?
    /// The arc the circular types spread their items over (default 2π).
    public var arc: CGFloat?
    /// The radius of the circular types (default from the spacing and the circular count).
    public var radius: CGFloat?
    /// The cover flow and time machine tilt (default 0.9 and 0.3).
    public var tilt: CGFloat?
    /// Items at offsets below this fade (default −∞; 0 for the inverted time machine).
    public var fadeMin: CGFloat?
    /// Items at offsets above this fade (default +∞; 0 for the time machine).
    public var fadeMax: CGFloat?
    /// The offset distance over which a fading item goes from 1 to `fadeMinAlpha` (1).
    public var fadeRange: CGFloat = 1
    /// The alpha a fully faded item keeps (0).
    public var fadeMinAlpha: CGFloat = 0
    /// How many items are shown at most (default by type, never above 30 or n).
    public var visibleItems: Int?
    /// Whether items facing away are drawn (default: all but the inverted cylinder).
    public var showBackfaces: Bool?
    /// The perspective eye distance: m34 = −1/eyeDistance (500).
    public var eyeDistance: CGFloat = 500

    /// A carousel of `type` with iCarousel's defaults.
    public init(type: CarouselType) {
        self.type = type
    }

    /// Hashes what `==` compares: every option.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(scrollDirection)
        hasher.combine(size: itemSize)
        hasher.combine(wraps)
        hasher.combine(spacing)
        hasher.combine(arc)
        hasher.combine(radius)
        hasher.combine(tilt)
        hasher.combine(fadeMin)
        hasher.combine(fadeMax)
        hasher.combine(fadeRange)
        hasher.combine(fadeMinAlpha)
        hasher.combine(visibleItems)
        hasher.combine(showBackfaces)
        hasher.combine(eyeDistance)
    }

    /// Checks every value: finite, item size positive, spacing and fade range positive, the
    /// minimum alpha in [0, 1], at least one visible item.
    public func validate() throws(LayoutError) {
        try LayoutError.check("itemSize", itemSize, positive: true)
        if let spacing {
            guard spacing.isFinite, spacing > 0 else {
                throw .invalidValue(name: "spacing", value: spacing, expected: "a finite number > 0")
            }
        }
        for (name, value) in [("arc", arc), ("radius", radius), ("tilt", tilt)] {
            if let value { try LayoutError.check(name, value, atLeast: -.greatestFiniteMagnitude) }
        }
        for (name, value) in [("fadeMin", fadeMin), ("fadeMax", fadeMax)] {
            if let value, value.isNaN { throw .invalidValue(name: name, value: value, expected: "a number") }
        }
        guard fadeRange.isFinite, fadeRange > 0 else {
            throw .invalidValue(name: "fadeRange", value: fadeRange, expected: "a finite number > 0")
        }
        guard fadeMinAlpha.isFinite, (0...1).contains(fadeMinAlpha) else {
            throw .invalidValue(name: "fadeMinAlpha", value: fadeMinAlpha, expected: "a number in [0, 1]")
        }
        if let visibleItems, visibleItems < 1 {
            throw .invalidValue(name: "visibleItems", value: CGFloat(visibleItems), expected: "at least 1")
        }
        try LayoutError.check("eyeDistance", eyeDistance)
    }

    var resolvedWraps: Bool { wraps ?? type.isCircular }
    var resolvedSpacing: CGFloat { spacing ?? type.defaultSpacing }
    var resolvedArc: CGFloat { arc ?? 2 * .pi }
    var resolvedTilt: CGFloat { tilt ?? type.defaultTilt }
    var resolvedFadeMin: CGFloat { fadeMin ?? (type == .invertedTimeMachine ? 0 : -.infinity) }
    var resolvedFadeMax: CGFloat { fadeMax ?? (type == .timeMachine ? 0 : .infinity) }
    var resolvedShowBackfaces: Bool { showBackfaces ?? (type != .invertedCylinder) }
}
