import Foundation
import LayoutCore

/// The picture an app's cell shows, drawn by a renderer's realistic style in place of a
/// labelled box: half a pizza, a photo, a round icon. A host stamps it on the elements it
/// draws (the gallery's demos do); layouts never set it.
package enum ElementArtwork: Hashable, Sendable, LayoutAttributeKey {
    /// No artwork: the element is drawn as a box.
    package static let defaultValue: ElementArtwork? = nil

    /// Which side of its frame a half-disc's straight edge lies on.
    package enum Side: Hashable, Sendable {
        /// The straight edge along the frame's left edge; the round side bulges right.
        case left
        /// The straight edge along the frame's right edge; the round side bulges left.
        case right
    }

    /// Half of a round pizza: a half-disc whose straight edge, the seam where it meets the
    /// other half, lies along the frame's `seam` side; `variety` picks the toppings.
    case pizzaHalf(seam: Side, variety: Int)
    /// A photo `aspectRatio` wide for each point of height, filling the frame as
    /// aspect-fill does (cropped to it); `seed` picks the generated picture.
    case photo(seed: Int, aspectRatio: CGFloat)
    /// A round app icon whose colours and glyph `seed` picks.
    case icon(seed: Int)
}
