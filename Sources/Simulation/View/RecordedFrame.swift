import Foundation
import LayoutCore

/// One moment of a collection view, as a renderer needs it: the time, the visible region, the
/// content size and the visible elements in drawing order (lowest zIndex first).
public struct RecordedFrame: Hashable, Sendable {
    /// The clock time of the frame, in seconds.
    public var time: Double
    /// The visible region in content coordinates.
    public var bounds: CGRect
    /// The size of the whole content.
    public var contentSize: CGSize
    /// The visible elements, in drawing order.
    public var elements: [LayoutAttributes]

    /// Creates a frame.
    public init(time: Double, bounds: CGRect, contentSize: CGSize, elements: [LayoutAttributes]) {
        self.time = time
        self.bounds = bounds
        self.contentSize = contentSize
        self.elements = elements
    }

    /// Hashes what `==` compares: the time, the geometry and the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(rect: bounds)
        hasher.combine(size: contentSize)
        hasher.combine(elements)
    }
}
