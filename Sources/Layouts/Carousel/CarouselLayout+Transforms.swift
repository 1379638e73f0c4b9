import Foundation
import LayoutCore

extension CarouselLayout {
    /// The radius of the circle a circular type's items lie on, before an inverted type's sign:
    /// the configured ``CarouselLayoutConfiguration/radius``, or from the item width `iw`, the
    /// spacing `sp`, the arc and the circular count `n` — rotary `max(iw·sp/2, iw·sp/2 / tan(arc/2/n))`,
    /// cylinder `max(0.01, iw·sp/2 / tan(arc/2/n))`, wheel `iw·sp·n / arc`. `nil` for the linear,
    /// cover flow and time machine types, which have no circle.
    @_spi(Testing) public var radius: CGFloat? {
        let c = configuration, iw = itemExtent, sp = c.resolvedSpacing
        let count = CGFloat(circularCount), arc = c.resolvedArc
        switch c.type {
        case .rotary, .invertedRotary: return c.radius ?? max(iw * sp / 2, iw * sp / 2 / tan(arc / 2 / count))
        case .cylinder, .invertedCylinder: return c.radius ?? max(0.01, iw * sp / 2 / tan(arc / 2 / count))
        case .wheel, .invertedWheel: return c.radius ?? iw * sp * count / arc
        case .linear, .coverFlow, .coverFlow2, .timeMachine, .invertedTimeMachine: return nil
        }
    }

    /// The 3D transform of an item at `offset`, built as iCarousel builds it: the perspective
    /// (m34 = −1/eyeDistance) first, then each step prepended (`translatedBy` and `rotated` act
    /// like `CATransform3DTranslate` and `CATransform3DRotate`). Vertical carousels swap the axes.
    @_spi(Testing) public func transform(forOffset offset: CGFloat) -> Transform3D {
        let c = configuration, iw = itemExtent, sp = c.resolvedSpacing
        let vertical = axis == .vertical
        let sign: CGFloat = c.type.isInverted ? -1 : 1
        let t = Transform3D(perspectiveEyeDistance: c.eyeDistance)
        func along(_ t: Transform3D, _ distance: CGFloat, _ across: CGFloat, _ z: CGFloat) -> Transform3D {
            vertical ? t.translatedBy(x: across, y: distance, z: z) : t.translatedBy(x: distance, y: across, z: z)
        }
        switch c.type {
        case .linear:
            return along(t, offset * iw * sp, 0, 0)
        case .rotary, .invertedRotary:
            let count = CGFloat(circularCount), arc = c.resolvedArc
            let radius = sign * (self.radius ?? 0)
            let angle = sign * offset / count * arc
            return along(t, radius * sin(angle), 0, radius * cos(angle) - radius)
        case .cylinder, .invertedCylinder:
            let count = CGFloat(circularCount), arc = c.resolvedArc
            let radius = sign * (self.radius ?? 0)
            let angle = sign * offset / count * arc
            let turned = vertical
                ? t.translatedBy(x: 0, y: 0, z: -radius).rotated(by: -angle, x: 1, y: 0, z: 0)
                : t.translatedBy(x: 0, y: 0, z: -radius).rotated(by: angle, x: 0, y: 1, z: 0)
            return turned.translatedBy(x: 0, y: 0, z: radius + 0.01)
        case .wheel, .invertedWheel:
            let count = CGFloat(circularCount), arc = c.resolvedArc
            let radius = sign * (self.radius ?? 0)
            let step = sign * arc / count
            let hub = vertical ? t.translatedBy(x: radius, y: 0, z: 0) : t.translatedBy(x: 0, y: radius, z: 0)
            let turned = hub.rotated(by: step * offset, x: 0, y: 0, z: 1)
            return vertical ? turned.translatedBy(x: -radius, y: 0, z: offset * 0.01)
                            : turned.translatedBy(x: 0, y: -radius, z: offset * 0.01)
        case .coverFlow, .coverFlow2:
            let tilt = c.resolvedTilt
            let clamped = c.type == .coverFlow2 ? coverFlow2ClampedOffset(offset) : offset.clamped(to: -1...1)
            let moved = along(t, (clamped * 0.5 * tilt + offset * sp) * iw, 0, -abs(clamped) * iw / 2)
            return vertical ? moved.rotated(by: clamped * .pi / 2 * tilt, x: 1, y: 0, z: 0)
                            : moved.rotated(by: -clamped * .pi / 2 * tilt, x: 0, y: 1, z: 0)
        case .timeMachine, .invertedTimeMachine:
            let tilt = c.resolvedTilt, moved = sign * offset
            return along(t, moved * iw * tilt, 0, moved * iw * sp)
        }
    }

    /// The second cover flow's toggle in [−1, 1]: right after the current item changes it is ±1
    /// in the direction of the scroll, and it falls to 0 by the time the scroll position is
    /// halfway to the next change, so an item at rest always faces front. iCarousel lets the
    /// toggle decay over time instead; a layout sees positions, not time, so it decays with the
    /// distance scrolled.
    var coverFlow2Toggle: CGFloat {
        let fraction = scrollOffset - scrollOffset.rounded()
        return scrollDirectionSign > 0 ? max(0, -2 * fraction) : -max(0, 2 * fraction)
    }

    /// iCarousel's adjusted clamp for the second cover flow: items within half an item of the
    /// scroll position turn by the toggle instead of their offset.
    func coverFlow2ClampedOffset(_ offset: CGFloat) -> CGFloat {
        let toggle = coverFlow2Toggle
        if toggle > 0 {
            if offset <= -0.5 { return -1 }
            if offset <= 0.5 { return -toggle }
            if offset <= 1.5 { return 1 - toggle }
        } else {
            if offset > 0.5 { return 1 }
            if offset > -0.5 { return -toggle }
            if offset > -1.5 { return -1 - toggle }
        }
        return offset.clamped(to: -1...1)
    }
}
