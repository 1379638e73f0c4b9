import Foundation
import LayoutCore

/// The settings of a ``PizzaHalfSelectorLayout``, with the article's constants as defaults.
public struct PizzaHalfSelectorConfiguration: Hashable, Sendable {
    /// How the pizzas move: the article's two designs.
    public enum Variant: Hashable, Sendable {
        /// Rows shrink, fade and close up as they leave the center.
        case classic
        /// Rows roll around one center frame like a drum, overlapping, at full alpha.
        case drum
    }

    /// The half this layout shows.
    public var orientation: PizzaHalfOrientation
    /// The design.
    public var variant: Variant = .classic
    /// The row height; rows span the collection's width.
    public var itemHeight: CGFloat = 160
    /// The gap left between the two halves (4).
    public var spaceBetweenHalves: CGFloat = 4
    /// The distance from the center at which a row reaches its smallest scale (200).
    public var criticalOffsetFromCenter: CGFloat = 200
    /// The scale lost at the critical distance (0.6).
    public var scaleFactor: CGFloat = 0.6
    /// The height of the captions (60).
    public var captionHeight: CGFloat = 60
    /// How far above the centered row's top the caption's center sits, beyond half its height (30).
    public var captionGap: CGFloat = 30
    /// How far a caption slides per unit of normalized offset (20).
    public var captionTravel: CGFloat = 20
    /// How far the drum spreads rows at the critical distance, as a multiple of it (1.1).
    public var drumSpread: CGFloat = 1.1
    /// Whether the captions show (a coordinator hides them while both halves show one pizza).
    public var showsCaptions = true

    /// The article's layout for `orientation`.
    public init(orientation: PizzaHalfOrientation, variant: Variant = .classic, itemHeight: CGFloat = 160) {
        self.orientation = orientation
        self.variant = variant
        self.itemHeight = itemHeight
    }

    /// The content insets that let the first and last pizzas reach the center of a view of
    /// `size`: `(size.height − itemHeight)/2` at top and bottom (at least 0). A view that does not
    /// hold the layout (SwiftUI's, whose layout is made inside it) applies them from its size.
    public func centeringContentInset(forBoundsSize size: CGSize) -> LayoutEdgeInsets {
        let inset = max(0, (size.height - itemHeight) / 2)
        return LayoutEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    }

    /// Checks every value: item height and critical offset finite and positive, the rest finite,
    /// the scale factor in [0, 1).
    public func validate() throws(LayoutError) {
        guard itemHeight.isFinite, itemHeight > 0 else {
            throw .invalidValue(name: "itemHeight", value: itemHeight, expected: "a finite number > 0")
        }
        guard criticalOffsetFromCenter.isFinite, criticalOffsetFromCenter > 0 else {
            throw .invalidValue(name: "criticalOffsetFromCenter", value: criticalOffsetFromCenter, expected: "a finite number > 0")
        }
        guard scaleFactor.isFinite, scaleFactor >= 0, scaleFactor < 1 else {
            throw .invalidValue(name: "scaleFactor", value: scaleFactor, expected: "a number in [0, 1)")
        }
        try LayoutError.check("spaceBetweenHalves", spaceBetweenHalves, atLeast: -.greatestFiniteMagnitude)
        try LayoutError.check("captionHeight", captionHeight)
        try LayoutError.check("captionGap", captionGap, atLeast: -.greatestFiniteMagnitude)
        try LayoutError.check("captionTravel", captionTravel, atLeast: -.greatestFiniteMagnitude)
        try LayoutError.check("drumSpread", drumSpread)
    }
}
