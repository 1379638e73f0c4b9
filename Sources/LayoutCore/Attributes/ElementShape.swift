import Foundation

/// An element that is not a rectangle: its outline as a convex polygon in the element's own
/// coordinates (origin at its frame's origin), with rounded corners. A collage cell carries its
/// polygon so the cell can mask its photo; renderers draw the outline instead of the frame.
public struct ElementShape: Hashable, Sendable, LayoutAttributeKey {
    /// No shape: the element is its frame.
    public static let defaultValue: ElementShape? = nil

    /// The outline, in the element's coordinates.
    public var polygon: LayoutPolygon
    /// The radius of every corner.
    public var cornerRadius: CGFloat

    /// A shape of `polygon` with corners rounded by `cornerRadius`.
    public init(polygon: LayoutPolygon, cornerRadius: CGFloat = 0) {
        self.polygon = polygon
        self.cornerRadius = cornerRadius
    }
}
