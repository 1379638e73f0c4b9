import Foundation
import LayoutCore

/// The angle (radians) of a wheel item on its circle, carried in its attributes.
public enum WheelAngle: LayoutAttributeKey {
    /// No angle: the element is not on the wheel.
    public static let defaultValue: CGFloat? = nil
}
