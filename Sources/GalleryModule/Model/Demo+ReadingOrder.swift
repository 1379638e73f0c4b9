import Foundation
import LayoutCore
import Simulation
import Rendering

extension Demo {
    /// The decoration kind of the numbers drawn over a frame in VoiceOver's reading order.
    package static let readingOrderKind = "accessibility-reading-order"

    /// The picture at `offset` with every element VoiceOver reads numbered in its reading order
    /// (view by view), a 24-pt badge at its top-left corner.
    package func frameShowingReadingOrder(atOffset offset: CGPoint, size: CGSize? = nil) throws -> RecordedFrame {
        let scene = try makeScene(size: size)
        scene.scroll(to: offset)
        let earlier = scene.overlay
        scene.overlay = { [unowned scene] in
            var badges = earlier?() ?? []
            var number = 0
            for (index, view) in scene.views.enumerated() {
                let origin = scene.origin(ofViewAt: index), drawn = view.currentFrame.bounds
                for element in view.accessibilityElements {
                    number += 1
                    let corner = CGPoint(x: element.frame.minX - drawn.minX + origin.x + 4,
                                         y: element.frame.minY - drawn.minY + origin.y + 4)
                    var badge = LayoutAttributes(forDecorationViewOfKind: Self.readingOrderKind, with: ItemPath(item: number, section: index),
                                                 frame: CGRect(origin: corner, size: CGSize(width: 24, height: 24)))
                    badge.zIndex = Int.max - 1
                    badge[ElementLabel.self] = "\(number)"
                    badges.append(badge)
                }
            }
            return badges
        }
        return scene.currentFrame
    }
}
