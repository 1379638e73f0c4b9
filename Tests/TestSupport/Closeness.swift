import Foundation

/// Whether two numbers agree within `tolerance`.
public func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two points agree within `tolerance` on each axis.
public func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether two rectangles agree within `tolerance` in origin and size.
public func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
