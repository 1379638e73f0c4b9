import Foundation
import LayoutCore

/// What a view shows inside its frame, as its data source configured it: a title, a colour, a
/// corner radius and optional details (a caption, an accessory button, a gradient) that fade
/// together. A collection view stamps the live view's appearance on the element it draws, so a
/// renderer can show content that follows an item's identity rather than its index path.
public struct ElementAppearance: Hashable, Sendable, LayoutAttributeKey {
    /// No appearance: elements are drawn by index path.
    public static let defaultValue: ElementAppearance? = nil

    /// The main label, in place of the index path.
    public var title: String?
    /// Which colour of the renderer's palette fills the element (an item's identity).
    package var tint: Int?
    /// The corner radius, or `nil` for the renderer's default.
    package var cornerRadius: CGFloat?
    /// Secondary text at the bottom leading corner (a date).
    package var caption: String?
    /// Whether a round accessory button sits at the top trailing corner.
    package var showsAccessoryButton: Bool
    /// Whether a dark gradient shades the lower half, behind the caption.
    package var showsGradient: Bool
    /// The opacity of the caption, the button and the gradient, 0…1.
    package var detailAlpha: CGFloat
    /// Polygons on the unit square drawn inside the element (a collage template's cells on its
    /// thumbnail).
    package var outlines: [LayoutPolygon]
    /// Whether the element is the chosen one (drawn with a ring).
    package var isSelected: Bool

    /// A view showing `title`: what a test's cell provider sets, and what VoiceOver reads.
    public init(title: String?) {
        self.init(title: title, tint: nil)
    }

    /// An appearance with the renderer's details; they are fully opaque unless `detailAlpha` says otherwise.
    package init(title: String? = nil, tint: Int? = nil, cornerRadius: CGFloat? = nil, caption: String? = nil,
                showsAccessoryButton: Bool = false, showsGradient: Bool = false, detailAlpha: CGFloat = 1,
                outlines: [LayoutPolygon] = [], isSelected: Bool = false) {
        self.title = title
        self.tint = tint
        self.cornerRadius = cornerRadius
        self.caption = caption
        self.showsAccessoryButton = showsAccessoryButton
        self.showsGradient = showsGradient
        self.detailAlpha = detailAlpha
        self.outlines = outlines
        self.isSelected = isSelected
    }

    /// Whether any detail (caption, button, gradient) is shown.
    package var hasDetails: Bool { caption != nil || showsAccessoryButton || showsGradient }

    /// The appearance a fraction `progress` of the way to `end`, as a view animating its content
    /// shows it: the corner radius moves linearly, details present on either side are shown
    /// with an opacity moving from one side's to the other's (0 where a side has none), and
    /// title and colour are the end's. At `progress` 1 (or beyond, or not finite) it is `end`.
    package func interpolated(to end: ElementAppearance, progress: CGFloat) -> ElementAppearance {
        guard progress.isFinite, progress < 1 else { return end }
        guard progress > 0 else { return self }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        var result = end
        if let from = cornerRadius, let to = end.cornerRadius { result.cornerRadius = mix(from, to) }
        result.caption = end.caption ?? caption
        result.showsAccessoryButton = end.showsAccessoryButton || showsAccessoryButton
        result.showsGradient = end.showsGradient || showsGradient
        result.detailAlpha = mix(hasDetails ? detailAlpha : 0, end.hasDetails ? end.detailAlpha : 0)
        return result
    }
}
