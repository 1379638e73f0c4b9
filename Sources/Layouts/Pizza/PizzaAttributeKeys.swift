import Foundation
import LayoutCore

/// The half a pizza cell belongs to, so it can align its image toward the seam.
public enum PizzaHalfKey: LayoutAttributeKey {
    /// No half: the element is not a pizza half.
    public static let defaultValue: PizzaHalfOrientation? = nil
}

/// `clamp(offsetFromCenter/criticalOffsetFromCenter, −1, 1)` of a pizza row: 0 when centered,
/// ±1 from the critical distance on. Cells and captions both carry it.
public enum PizzaNormalizedOffsetKey: LayoutAttributeKey {
    /// No offset: the element is not a pizza half.
    public static let defaultValue: CGFloat? = nil
}
