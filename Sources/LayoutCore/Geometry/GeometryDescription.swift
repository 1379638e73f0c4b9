import Foundation

extension CGFloat {
    /// The value as an error message prints it: integers without a fraction (`5`, not `5.0`),
    /// other values in Swift's shortest form (`0.7`, `1e+30`, `nan`, `inf`).
    package var messageDescription: String {
        if self == rounded(), Swift.abs(self) < 1e15 { return String(Int(self)) }
        return "\(Double(self))"
    }
}

extension CGPoint {
    /// `(x, y)` with `CGFloat.messageDescription` numbers.
    package var messageDescription: String { "(\(x.messageDescription), \(y.messageDescription))" }
}

extension CGSize {
    /// `width × height` with `CGFloat.messageDescription` numbers.
    package var messageDescription: String { "\(width.messageDescription) × \(height.messageDescription)" }
}

extension CGRect {
    /// `(x, y, width × height)` with `CGFloat.messageDescription` numbers.
    package var messageDescription: String {
        "(\(origin.x.messageDescription), \(origin.y.messageDescription), \(size.messageDescription))"
    }
}

extension LayoutEdgeInsets {
    /// `(top, left, bottom, right)` with `CGFloat.messageDescription` numbers.
    package var messageDescription: String {
        "(top \(top.messageDescription), left \(left.messageDescription), bottom \(bottom.messageDescription), right \(right.messageDescription))"
    }
}
