import Foundation
import LayoutCore
import Motion
import Simulation

/// Plays ``DemoStep``s on a scene, stepping its clock one frame per drag increment and calling
/// `captured` after every change so the caller can record the picture.
package enum DemoScriptPlayer {
    /// Performs `step` in `scene`, advancing `clock` as the step takes time; the scene hears what
    /// its views announce on every frame.
    package static func play(_ step: DemoStep, in scene: DemoScene, clock: ManualClock,
                            captured recorded: () -> Void = {}) throws {
        try perform(step, in: scene, clock: clock) {
            scene.listen()
            recorded()
        }
    }

    private static func perform(_ step: DemoStep, in scene: DemoScene, clock: ManualClock, captured: () -> Void) throws {
        switch step {
        case .drag(let translation, let frames, let index):
            let view = try self.view(index, in: scene)
            let count = max(1, frames)
            view.beginDragging()
            for _ in 0..<count {
                clock.step()
                view.drag(by: CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count)))
                captured()
            }
        case .release(let velocity, let index):
            try self.view(index, in: scene).endDragging(velocity: velocity)
            captured()
        case .settle(let maximumSeconds):
            clock.run(until: { scene.isIdle }, maximumSeconds: maximumSeconds, afterEachFrame: captured)
        case .wait(let seconds):
            clock.advance(by: seconds, afterEachFrame: captured)
        case .scrollToItem(let indexPath, let position, let animated):
            try scene.primary.scrollToItem(at: indexPath, at: position, animated: animated)
            captured()
        case .resize(let size):
            try scene.primary.setBoundsSize(size)
            captured()
        case .dragSection(let section, let translation, let frames):
            let count = max(1, frames)
            for _ in 0..<count {
                clock.step()
                try scene.primary.dragOrthogonalSection(section, by: translation / CGFloat(count))
                captured()
            }
        case .releaseSection(let section, let velocity):
            try scene.primary.endDraggingOrthogonalSection(section, velocity: velocity)
            captured()
        case .touch(let point, let translation, let frames):
            guard let touches = scene.touches else { throw DemoError.noTouches }
            touches.began(point)
            captured()
            let count = max(1, frames)
            for frame in 1...count {
                clock.step()
                let progress = CGFloat(frame) / CGFloat(count)
                touches.moved(CGPoint(x: translation.x * progress, y: translation.y * progress))
                captured()
            }
            touches.ended()
            captured()
        case .reorder(let item, let point, let frames, let hold, let cancels):
            let view = scene.primary
            guard let start = view.layoutAttributesForItem(at: item)?.center, view.beginInteractiveMovementForItem(at: item) else {
                throw DemoError.notReorderable(item)
            }
            captured()
            let startOnScreen = CGPoint(x: start.x - view.contentOffset.x, y: start.y - view.contentOffset.y)
            let count = max(1, frames)
            for frame in 1...count {
                clock.step()
                let progress = CGFloat(frame) / CGFloat(count)
                view.updateInteractiveMovementTargetPosition(CGPoint(
                    x: view.contentOffset.x + startOnScreen.x + (point.x - startOnScreen.x) * progress,
                    y: view.contentOffset.y + startOnScreen.y + (point.y - startOnScreen.y) * progress))
                captured()
            }
            clock.advance(by: hold, afterEachFrame: captured)
            if cancels { view.cancelInteractiveMovement() } else { view.endInteractiveMovement() }
            captured()
        case .adjust(let steps, let index):
            let view = try self.view(index, in: scene)
            for _ in 0..<abs(steps) {
                guard let said = steps > 0 ? view.accessibilityIncrement() : view.accessibilityDecrement() else {
                    throw DemoError.notAdjustable(view: index)
                }
                scene.spoken = said
            }
            captured()
        case .accessibilityAction(let name, let key, let index):
            scene.spoken = name
            guard try self.view(index, in: scene).performAccessibilityCustomAction(named: name, on: key) else {
                throw DemoError.noAccessibilityAction(name, key)
            }
            captured()
        case .accessibilityScroll(let direction, let index):
            guard let said = try self.view(index, in: scene).accessibilityScroll(direction) else {
                throw DemoError.cannotScroll(direction, view: index)
            }
            scene.spoken = said
            captured()
        case .perform(let name):
            guard let action = scene.actions[name] else { throw DemoError.unknownAction(name) }
            try action()
            captured()
        }
    }

    private static func view(_ index: Int, in scene: DemoScene) throws -> SimulatedCollectionView {
        guard scene.views.indices.contains(index) else { throw DemoError.unknownView(index, count: scene.views.count) }
        return scene.views[index]
    }
}

/// A script that names something its scene does not have.
package enum DemoError: Error, Hashable, CustomStringConvertible {
    case unknownAction(String)
    case unknownView(Int, count: Int)
    case noTouches
    case notReorderable(ItemPath)
    case notAdjustable(view: Int)
    case noAccessibilityAction(String, ElementKey)
    case cannotScroll(AccessibilityScrollDirection, view: Int)

    package var description: String {
        switch self {
        case .unknownAction(let name): "the scene has no action named '\(name)'"
        case .unknownView(let index, let count): "view \(index) does not exist; the scene has \(count)"
        case .notReorderable(let item): "the item at \(item) cannot begin moving (no reordering data source, or a layout that refuses)"
        case .noTouches: "the scene takes no touches on its content"
        case .notAdjustable(let view): "view \(view)'s selection cannot move that way (an end, or a layout that does not select)"
        case .noAccessibilityAction(let name, let key): "the element at \(key) has no custom action '\(name)' that did anything"
        case .cannotScroll(let direction, let view): "view \(view) cannot scroll a page \(direction)"
        }
    }
}
