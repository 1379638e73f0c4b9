import Foundation
import LayoutCore

/// The parallax value of a preview page: `r = (center.x − contentOffset.x − width/2) / width`,
/// how many pages the page is from the centre of the view, or `nil` once it is a whole page
/// away or more. The cell moves its image by `−(bounds.width · 0.3 · parallax)`.
public enum ParallaxValue: LayoutAttributeKey {
    /// No value: the page is a page or more from the centre and does not drift.
    public static let defaultValue: CGFloat? = nil
}

extension ParallaxValue {
    /// The share of its width a page's image moves per unit of parallax: 0.3.
    static let imageShiftFactor: CGFloat = 0.3

    /// How far a cell `width` wide moves its image for `parallax`: `−(width · 0.3 · parallax)`,
    /// 0 without a parallax value.
    public static func imageShift(forParallax parallax: CGFloat?, width: CGFloat) -> CGFloat {
        guard let parallax, parallax.isFinite, width.isFinite else { return 0 }
        return -(width * imageShiftFactor * parallax)
    }
}

extension LayoutAttributes {
    /// The horizontal shift of a preview page's image: `−(width · 0.3 · parallax)` from the
    /// page's ``ParallaxValue`` and width, 0 for a page without one.
    package var parallaxImageShift: CGFloat {
        ParallaxValue.imageShift(forParallax: self[ParallaxValue.self], width: size.width)
    }
}
