import Foundation
import LayoutCore
import Layouts
import Rendering

/// The spinning wheel.
enum WheelDemos {
    static let wheel = Demo(
        name: "wheel", title: "Wheel layout",
        summary: "20 items on a circle that turns as the content scrolls sideways, fading at both ends of the arc; flings snap to whole items.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.drag(by: CGPoint(x: -150, y: 0), frames: 20), .release(velocity: CGPoint(x: 300, y: 0)), .settle(maximumSeconds: 4)]
            + DemoStep.fling(drag: CGPoint(x: -60, y: 0), velocity: CGPoint(x: 2500, y: 0))
            + DemoStep.fling(drag: CGPoint(x: 40, y: 0), velocity: CGPoint(x: -900, y: 0))
    ) {
        var configuration = WheelLayoutConfiguration()
        configuration.snapsToItems = true
        return DemoSetup(layout: try WheelLayout(configuration: configuration), itemCounts: [20]) { element in
            if element.category == .cell { element[ElementArtwork.self] = .icon(seed: element.indexPath.item) }
        }
    }
}
