import Foundation

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
