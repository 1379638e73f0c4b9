import Foundation
import LayoutCore

/// How far a thumbnail has expanded toward its photo's aspect ratio (0…1), as its cell model
/// says after updates; the cell can fade in its real-aspect image with it.
public enum ThumbnailExpansion: LayoutAttributeKey {
    /// Not expanded: the thumbnail is as narrow as the strip's rest width.
    public static let defaultValue: CGFloat = 0
}
