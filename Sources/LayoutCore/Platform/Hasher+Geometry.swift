import Foundation

// `CGPoint`, `CGSize` and `CGRect` are `Hashable` only from iOS 18 and macOS 15, and the package
// targets iOS 16 and macOS 13, so types holding them write `hash(into:)` by hand with these.
// A retroactive conformance would clash with the newer SDKs.
extension Hasher {
    /// Feeds both coordinates of `point`.
    @inlinable
    package mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds both extents of `size`.
    @inlinable
    package mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds the origin and size of `rect`.
    @inlinable
    package mutating func combine(rect: CGRect) {
        combine(point: rect.origin)
        combine(size: rect.size)
    }

    /// Feeds whether there is a rect, then the rect.
    @inlinable
    package mutating func combine(rect: CGRect?) {
        combine(rect != nil)
        if let rect { combine(rect: rect) }
    }
}
