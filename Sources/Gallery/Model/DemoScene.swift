import Foundation
import LayoutCore
import Simulation

/// What a demo shows at run time: one or more simulated views side by side on one clock, the
/// objects that must live as long as they do (coordinators), named actions a script can
/// perform, and how to dress the picture (labels, overlays such as a central caption).
public final class DemoScene {
    /// The views, left to right.
    public let views: [SimulatedCollectionView]
    /// Objects kept alive with the views (a coordinator is only their weak delegate).
    public var retained: [AnyObject] = []
    /// Named actions for ``DemoStep/perform(_:)``.
    public var actions: [String: () throws -> Void] = [:]
    /// Changes an element of view `index` before it is drawn (labels).
    public var decorate: ((_ index: Int, _ element: inout LayoutAttributes) -> Void)?
    /// Extra elements drawn above everything, in the composed picture's coordinates.
    public var overlay: (() -> [LayoutAttributes])?

    /// A scene of `views` side by side.
    public init(views: [SimulatedCollectionView]) {
        precondition(!views.isEmpty, "a demo scene shows at least one view")
        self.views = views
    }

    /// The first view: the one single-view steps act on.
    public var primary: SimulatedCollectionView { views[0] }

    /// Whether every view is at rest.
    public var isIdle: Bool { views.allSatisfy(\.isIdle) }

    /// The views composed into one picture: each view's visible elements moved into its slot,
    /// left to right, then the overlay.
    public var currentFrame: RecordedFrame {
        guard views.count > 1 || decorate != nil || overlay != nil else { return primary.currentFrame }
        var elements: [LayoutAttributes] = []
        var slot: CGFloat = 0
        for (index, view) in views.enumerated() {
            for var element in view.visibleElements {
                element.frame = element.frame.offsetBy(dx: slot - view.bounds.minX, dy: -view.bounds.minY)
                decorate?(index, &element)
                elements.append(element)
            }
            slot += view.bounds.width
        }
        elements += overlay?() ?? []
        let height = views.map(\.bounds.height).max() ?? 0
        return RecordedFrame(time: primary.clock.now, bounds: CGRect(x: 0, y: 0, width: slot, height: height),
                             contentSize: CGSize(width: slot, height: height), elements: elements)
    }
}
