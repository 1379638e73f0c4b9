import Foundation
import LayoutCore

/// A collage cell's polygon in the cell's own coordinates (origin at its frame's origin), so a
/// cell can mask its photo.
public enum CollagePolygon: LayoutAttributeKey {
    public static let defaultValue: LayoutPolygon? = nil
}

/// A collage cell's corner radius, already clamped to half its shortest side.
public enum CollageCornerRadius: LayoutAttributeKey {
    public static let defaultValue: CGFloat = 0
}

/// A dragged divider's ends in content coordinates, carried by its handle decoration.
public enum CollageDividerSegment: LayoutAttributeKey {
    public static let defaultValue: LayoutPolygon? = nil
}
