import LayoutCore

/// A headless stand-in for a `UICollectionReusableView`: an object with identity that a
/// collection view configures with attributes and recycles through a ``ReusePool``.
public final class SimulatedView {
    /// The pool this view returns to: one per element category and kind.
    public let reuseIdentifier: String
    /// A number unique among the views of one collection view, in creation order.
    public let serialNumber: Int
    /// The attributes last applied.
    public internal(set) var attributes: LayoutAttributes
    /// How many times the view has been taken from the pool for another element.
    public internal(set) var reuseCount = 0

    init(reuseIdentifier: String, serialNumber: Int, attributes: LayoutAttributes) {
        self.reuseIdentifier = reuseIdentifier
        self.serialNumber = serialNumber
        self.attributes = attributes
    }
}

/// How a collection view has used its views: the counters that show whether scrolling
/// recycles views as UIKit does.
public struct ReuseStatistics: Hashable, Sendable {
    /// Views made because the pool had none of the right kind.
    public var created = 0
    /// Views taken from the pool for another element.
    public var reused = 0
    /// Views on screen now.
    public var live = 0
    /// Views waiting in the pool.
    public var pooled = 0
}
