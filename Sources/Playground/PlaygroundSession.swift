import Foundation
import GalleryModule
import LayoutCore
import LayoutHosting
import Motion
import Simulation

/// One page's live demo: the demo's scene on a clock that the server steps 60 times a second,
/// driven by the page's pointer events exactly as the tests drive a simulated view.
///
/// A press on a view drags it (`beginDragging`, `drag(by:)`), and the release flings it with the
/// pointer's velocity (`endDragging(velocity:)`), so the view decelerates, snaps, rubber-bands
/// and pages as it would under a finger. A press in the band of a section that scrolls on its
/// own drags the section when the pointer first moves along it, as the UIKit host decides. A press on a collage canvas goes to the scene's
/// touches (dividers, junctions, photo swaps). Two-view screens move together through the
/// controllers their scene holds. A press held still on an item for half a second picks it up
/// (UIKit's long press: 0.5 s within 10 pt), when the view's data source reorders: the pointer
/// then carries it (`beginInteractiveMovementForItem(at:)`,
/// `updateInteractiveMovementTargetPosition(_:)`), and the release sets it down. Not
/// thread-safe: one connection owns it.
package final class PlaygroundSession {
    /// The demo shown.
    package let demo: Demo
    /// The clock the scene runs on, one step per frame.
    package let clock: ManualClock
    /// The scene: the demo's views, controllers and actions.
    package let scene: DemoScene
    /// Frames stepped so far.
    package private(set) var frameNumber = 0

    private var press: Press?
    private var tracker = VelocityTracker()

    /// What the pressed pointer drives.
    private struct Press {
        enum Target {
            /// A view's content.
            case view(Int)
            /// A section of a view that scrolls on its own.
            case section(view: Int, OrthogonalSectionFrame)
            /// A press in a section's band: the first move decides between the section and the view,
            /// as the UIKit host's section pan does.
            case undecided(view: Int, OrthogonalSectionFrame, local: CGPoint)
            /// The scene's touches (a collage canvas).
            case touches
            /// An item the long press picked up in a view, carried by the pointer.
            case movement(view: Int)
            /// Nothing: the press began outside every view, and its moves and release are let go.
            case nothing
        }
        var target: Target
        var start: CGPoint
        var last: CGPoint
        /// When the press began (clock time), while it can still become a long press.
        var longPressStart: Double?
    }

    /// How long a press must stay still to pick an item up, and how far it may wander meanwhile:
    /// `UILongPressGestureRecognizer`'s defaults.
    static let longPress = (duration: 0.5, allowableMovement: CGFloat(10))

    /// A session of the gallery demo called `name`, at rest.
    package convenience init(demoNamed name: String) throws {
        guard let demo = Gallery.demo(named: name) else { throw PlaygroundError.unknownDemo(name) }
        try self.init(demo: demo)
    }

    /// A session of `demo`, at rest, on a 60-frames-per-second clock.
    package init(demo: Demo) throws {
        self.demo = demo
        clock = ManualClock(framesPerSecond: 60)
        scene = try demo.makeScene(clock: clock)
    }

    /// The names of the demo's buttons, sorted.
    package var actionNames: [String] { scene.actions.keys.sorted() }

    /// Whether nothing moves: every view at rest and no pointer down.
    package var isIdle: Bool { press == nil && scene.isIdle }

    /// The picture now: every view's visible elements in picture coordinates.
    package var currentFrame: RecordedFrame { scene.currentFrame }

    /// Applies one event from the page.
    package func handle(_ event: PlaygroundEvent) throws(PlaygroundError) {
        switch event {
        case .pointer(.down, let point, let time):
            if press != nil { endPress(velocity: .zero) }
            tracker.reset()
            tracker.add(point, at: time)
            press = beginPress(at: point)
        case .pointer(.move, let point, let time):
            guard var current = press else { throw .unexpectedEvent("a move with no pointer down") }
            tracker.add(point, at: time)
            move(&current, to: point)
            press = current
        case .pointer(.up, let point, let time):
            guard var current = press else { throw .unexpectedEvent("an up with no pointer down") }
            tracker.add(point, at: time)
            move(&current, to: point)
            press = current
            let finger = tracker.velocity
            // The offset moves against the finger: flung up, the content scrolls on toward its end.
            endPress(velocity: CGPoint(x: -finger.x, y: -finger.y))
        case .pointer(.cancel, _, _):
            guard press != nil else { return }
            endPress(velocity: .zero, cancelled: true)
        case .action(let name):
            guard let action = scene.actions[name] else { throw .unknownAction(name, available: actionNames) }
            do { try action() } catch { throw .actionFailed(name, reason: String(describing: error)) }
        }
    }

    /// Advances the clock by one frame (1/60 s): animations, decelerations and springs move on.
    package func step() {
        clock.step()
        frameNumber += 1
        recognizeLongPress()
    }

    // MARK: Pointer

    private func beginPress(at point: CGPoint) -> Press {
        guard let index = viewIndex(at: point) else { return Press(target: .nothing, start: point, last: point) }
        let local = localPoint(point, inViewAt: index)
        if index == 0, let touches = scene.touches {
            touches.began(local)
            return Press(target: .touches, start: point, last: point)
        }
        let view = scene.views[index]
        if let band = view.engine.layout.orthogonalSections().first(where: { $0.frame.contains(local) }) {
            return Press(target: .undecided(view: index, band, local: local), start: point, last: point)
        }
        view.beginDragging()
        return Press(target: .view(index), start: point, last: point, longPressStart: clock.now)
    }

    /// A press on a view held still long enough over an item picks the item up, when the view
    /// can move it: the drag it began ends where it is, and the pointer carries the item.
    private func recognizeLongPress() {
        guard let current = press, case .view(let index) = current.target, let start = current.longPressStart,
              clock.now - start >= Self.longPress.duration - 1e-9 else { return }
        press?.longPressStart = nil
        let view = scene.views[index], local = localPoint(current.last, inViewAt: index)
        guard let item = view.visibleElements.last(where: { $0.category == .cell && !$0.isHidden && $0.visibleFrame.contains(local) }),
              view.collectionLayout.interactiveMovementStyle != .unsupported else { return }
        view.endDragging(velocity: .zero)
        guard view.beginInteractiveMovementForItem(at: item.indexPath) else {
            view.beginDragging()
            return
        }
        view.updateInteractiveMovementTargetPosition(local)
        press?.target = .movement(view: index)
    }

    private func move(_ press: inout Press, to point: CGPoint) {
        let delta = CGPoint(x: point.x - press.last.x, y: point.y - press.last.y)
        if hypot(point.x - press.start.x, point.y - press.start.y) > Self.longPress.allowableMovement { press.longPressStart = nil }
        if case .undecided(let index, let band, let local) = press.target {
            guard delta != .zero else { return }
            press.target = band.acceptsDrag(at: local, velocity: delta) ? .section(view: index, band) : .view(index)
        }
        switch press.target {
        case .view(let index):
            scene.views[index].drag(by: delta)
        case .section(let index, let band):
            try? scene.views[index].dragOrthogonalSection(band.section, by: delta[band.axis])
        case .touches:
            scene.touches?.moved(CGPoint(x: point.x - press.start.x, y: point.y - press.start.y))
        case .movement(let index):
            scene.views[index].updateInteractiveMovementTargetPosition(localPoint(point, inViewAt: index))
        case .undecided, .nothing:
            break
        }
        press.last = point
    }

    /// The pointer lifted with `velocity`, or the press was `cancelled` (a carried item goes back).
    private func endPress(velocity: CGPoint, cancelled: Bool = false) {
        guard let current = press else { return }
        press = nil
        switch current.target {
        case .view(let index): scene.views[index].endDragging(velocity: velocity)
        case .section(let index, let band): try? scene.views[index].endDraggingOrthogonalSection(band.section, velocity: velocity[band.axis])
        case .touches: scene.touches?.ended()
        case .movement(let index):
            if cancelled { scene.views[index].cancelInteractiveMovement() } else { scene.views[index].endInteractiveMovement() }
        case .undecided, .nothing: break
        }
    }

    /// The view under `point` (picture coordinates), if any.
    func viewIndex(at point: CGPoint) -> Int? {
        scene.views.indices.first { index in
            CGRect(origin: scene.origin(ofViewAt: index), size: scene.views[index].bounds.size).contains(point)
        }
    }

    /// `point` (the picture's) in the content of the view at `index`, in the layout's coordinates:
    /// where the view is drawn mirrored, the point is reflected back.
    private func localPoint(_ point: CGPoint, inViewAt index: Int) -> CGPoint {
        let view = scene.views[index], origin = scene.origin(ofViewAt: index), drawn = view.currentFrame.bounds
        let onScreen = CGPoint(x: point.x - origin.x + drawn.minX, y: point.y - origin.y + drawn.minY)
        return view.screenMirror?.point(onScreen) ?? onScreen
    }
}
