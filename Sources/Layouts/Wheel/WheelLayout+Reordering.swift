import Foundation
import LayoutCore

extension WheelLayout {
    /// The slot whose angle is nearest the angle of `point` about the wheel's hub (the bounds'
    /// centre): with the finger's angle φ taken within half a turn of slot `nearSlot`'s angle,
    /// the slot `(startAngle − φ − offsetAngle) / anglePerItem` rounded (counterclockwise;
    /// `(φ − startAngle − offsetAngle) / anglePerItem` clockwise), kept to the items. `nil` when
    /// the point is the hub, not finite, or the wheel has no items or no angle between them.
    package func slot(atAngleOf point: CGPoint, near nearSlot: Int) -> Int? {
        let c = configuration
        let dx = point.x - context.bounds.midX, dy = point.y - context.bounds.midY
        guard point.isFinite, itemCount > 0, c.anglePerItem != 0, dx != 0 || dy != 0 else { return nil }
        let reference = angle(ofItem: nearSlot)
        var φ = atan2(dy, dx)
        φ += (2 * .pi * ((reference - φ) / (2 * .pi)).rounded())
        let offset = offsetAngle(forContentOffset: context.contentOffset)
        let turn = c.direction == .counterclockwise ? c.startAngle - φ : φ - c.startAngle
        let slot = ((turn - offset) / c.anglePerItem).rounded()
        guard slot.isFinite else { return nil }
        return Int(saturating: slot.clamped(to: 0...CGFloat(itemCount - 1)))
    }
}
