import Foundation
import LayoutCore

/// The parallax value of a preview page: `r = (center.x − contentOffset.x − width/2) / width`,
/// how many pages the page is from the centre of the view, or `nil` once it is a whole page
/// away or more. The cell moves its image by `−(bounds.width · 0.3 · parallax)`.
public enum ParallaxValue: LayoutAttributeKey {
    public static let defaultValue: CGFloat? = nil
}
