import Foundation
import LayoutCore
import Simulation

/// What a demo shows at run time: one or more simulated views on one clock, side by side or
/// stacked, the
/// objects that must live as long as they do (coordinators), named actions a script can
/// perform, and how to dress the picture (labels, overlays such as a central caption).
package final class DemoScene {
    /// How the views are composed into one picture.
    package enum Arrangement: Sendable {
        /// Left to right, tops aligned (the pizza's two halves).
        case sideBySide
        /// Top to bottom, left edges aligned (the photo editor's preview above its strip).
        case stacked
    }

    /// The views, in arrangement order.
    package let views: [SimulatedCollectionView]
    /// How the views are composed.
    package var arrangement = Arrangement.sideBySide
    /// Whether scrubbing a scroll position moves every view (two halves of one menu) or only the
    /// primary one (the others follow through their coordinator).
    package var scrollsAllViews = true
    /// Objects kept alive with the views (a coordinator is only their weak delegate).
    package var retained: [AnyObject] = []
    /// What a finger on the content does, for ``DemoStep/touch(at:by:frames:)`` (a collage canvas's
    /// drags): began at a point, moved by a translation from it, ended.
    package var touches: (began: (CGPoint) -> Void, moved: (CGPoint) -> Void, ended: () -> Void)?
    /// Named actions for ``DemoStep/perform(_:)``.
    package var actions: [String: () throws -> Void] = [:]
    /// Changes an element of view `index` before it is drawn (labels).
    package var decorate: ((_ index: Int, _ element: inout LayoutAttributes) -> Void)?
    /// Extra elements drawn above everything, in the composed picture's coordinates.
    package var overlay: (() -> [LayoutAttributes])?
    /// What VoiceOver said last: an adjustment's value, a page scroll's status, an
    /// announcement a view made (``listen()``).
    package var spoken: String?
    /// How many announcements each view had made when last heard.
    private var heardAnnouncements: [Int] = []

    /// A scene of `views` side by side.
    package init(views: [SimulatedCollectionView]) {
        precondition(!views.isEmpty, "a demo scene shows at least one view")
        self.views = views
    }

    /// Hears what the views announced since last time: the newest becomes ``spoken``.
    package func listen() {
        if heardAnnouncements.count != views.count { heardAnnouncements = Array(repeating: 0, count: views.count) }
        for (index, view) in views.enumerated() where view.accessibilityAnnouncements.count > heardAnnouncements[index] {
            heardAnnouncements[index] = view.accessibilityAnnouncements.count
            spoken = view.accessibilityAnnouncements.last
        }
    }

    /// The first view: the one single-view steps act on.
    package var primary: SimulatedCollectionView { views[0] }

    /// Whether an animation that runs outside the views is under way: a controller's (the photo
    /// editor's deletion) or an action's (a pinch played by an animator). The scene is not at rest
    /// while it is, so whoever steps the clock goes on stepping it.
    package var isAnimating: () -> Bool = { false }

    /// Whether nothing on screen changes any more: every view is at rest (the engine's rule), no
    /// cell's appearance animates, and no other animation runs. What frames are drawn until.
    package var isIdle: Bool { views.allSatisfy { $0.isAtRest && !$0.isChangingAppearance } && !isAnimating() }

    /// Moves the views to `offset`: every view, or only the primary one (see ``scrollsAllViews``).
    package func scroll(to offset: CGPoint) {
        for view in scrollsAllViews ? views : [primary] { view.setContentOffset(offset, animated: false) }
    }

    /// Where view `index`'s top-left corner sits in the composed picture.
    package func origin(ofViewAt index: Int) -> CGPoint {
        let before = views.prefix(index)
        switch arrangement {
        case .sideBySide: return CGPoint(x: before.reduce(0) { $0 + $1.bounds.width }, y: 0)
        case .stacked: return CGPoint(x: 0, y: before.reduce(0) { $0 + $1.bounds.height })
        }
    }

    /// The views composed into one picture: each view's visible elements moved into its place,
    /// then the overlay.
    package var currentFrame: RecordedFrame {
        guard views.count > 1 || decorate != nil || overlay != nil else { return primary.currentFrame }
        var elements: [LayoutAttributes] = []
        var size = CGSize.zero
        for (index, view) in views.enumerated() {
            let origin = origin(ofViewAt: index), drawn = view.currentFrame
            for var element in drawn.elements {
                element.frame = element.frame.offsetBy(dx: origin.x - drawn.bounds.minX, dy: origin.y - drawn.bounds.minY)
                decorate?(index, &element)
                elements.append(element)
            }
            size.width = max(size.width, origin.x + view.bounds.width)
            size.height = max(size.height, origin.y + view.bounds.height)
        }
        elements += overlay?() ?? []
        return RecordedFrame(time: primary.clock.now, bounds: CGRect(origin: .zero, size: size), contentSize: size,
                             elements: elements)
    }
}
