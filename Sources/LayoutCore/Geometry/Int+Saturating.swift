import Foundation

extension Int {
    /// The largest magnitude ``init(saturating:)`` returns: 2⁵³, the last integer a `Double`
    /// holds exactly, far above any index yet far enough below `Int.max` that adding counts or
    /// window sizes to it cannot overflow.
    @usableFromInline package static let saturationLimit = 1 << 53

    /// `value` rounded toward zero and limited to ±``saturationLimit``; NaN becomes 0.
    ///
    /// Every index a layout computes from an offset or a rect goes through this, so an offset of
    /// 1e30, an infinite rect or a NaN never traps the way `Int(_:)` does.
    @inlinable
    package init(saturating value: CGFloat) {
        guard !value.isNaN else { self = 0; return }
        let limit = CGFloat(Int.saturationLimit)
        self.init(Swift.min(Swift.max(value, -limit), limit))
    }
}
