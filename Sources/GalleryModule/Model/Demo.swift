import Foundation
import LayoutCore
import Motion
import Simulation

/// A named demo scenario: one or more layouts with their data in viewports, and a scripted
/// interaction. Every layout and preset of the library is one; the gallery renders them all.
package struct Demo: Sendable {
    /// The command-line and file name (`flow-grid`).
    package let name: String
    /// A human title.
    package let title: String
    /// What the demo shows, in a sentence.
    package let summary: String
    /// The size of each collection view.
    package let viewportSize: CGSize
    /// The interaction the gesture player shows.
    package let script: [DemoStep]
    private let makeScene: @Sendable (CGSize, ManualClock) throws -> DemoScene

    /// A demo of one view; `setup` is called for every run so each starts fresh.
    package init(name: String, title: String, summary: String, viewportSize: CGSize, script: [DemoStep],
                setup: @escaping @Sendable () throws -> DemoSetup) {
        self.init(name: name, title: title, summary: summary, viewportSize: viewportSize, script: script) { size, clock in
            let setup = try setup()
            let view = try SimulatedCollectionView(size: size, layout: setup.layout, itemCounts: setup.itemCounts,
                                                   clock: clock, contentInset: setup.contentInset, registering: setup.registry)
            view.setContentOffset(view.clampedToScrollableRange(view.contentOffset), animated: false)
            setup.configureView(view)
            let scene = DemoScene(views: [view])
            if let decorate = setup.decorate { scene.decorate = { _, element in decorate(&element) } }
            return scene
        }
    }

    /// A demo of any scene; `scene` builds it for a viewport size on a clock, for every run.
    package init(name: String, title: String, summary: String, viewportSize: CGSize, script: [DemoStep],
                scene: @escaping @Sendable (CGSize, ManualClock) throws -> DemoScene) {
        self.name = name
        self.title = title
        self.summary = summary
        self.viewportSize = viewportSize
        self.script = script
        self.makeScene = scene
    }

    /// A new scene at rest, on a new clock, with `size` in place of the demo's viewport when given.
    package func makeScene(size: CGSize? = nil, clock: ManualClock = ManualClock()) throws -> DemoScene {
        try makeScene(size ?? viewportSize, clock)
    }

    /// A new primary view at rest (the only view of single-view demos).
    package func makeView(size: CGSize? = nil, clock: ManualClock = ManualClock()) throws -> SimulatedCollectionView {
        try makeScene(size: size, clock: clock).primary
    }

    /// The picture with the views at `offset` (every view, or only the primary one when the
    /// others follow it) (kept as given, like `setContentOffset`).
    package func frame(atOffset offset: CGPoint, size: CGSize? = nil) throws -> RecordedFrame {
        let scene = try makeScene(size: size)
        scene.scroll(to: offset)
        return scene.currentFrame
    }

    /// `count` pictures with the views (see `DemoScene.scrollsAllViews`) at evenly spaced offsets from the start to the end of the
    /// primary view's scrollable range, along the axis that scrolls further.
    package func scrollPositions(count: Int = 24) throws -> [RecordedFrame] {
        let scene = try makeScene()
        let view = scene.primary
        let axis = ScrollableRange.longerAxis(contentSize: view.contentSize, boundsSize: view.bounds.size,
                                              adjustedContentInset: view.adjustedContentInset)
        let range = view.scrollableRange(axis)
        let steps = max(2, count)
        return (0..<steps).map { step in
            var offset = view.contentOffset
            offset[axis] = range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(step) / CGFloat(steps - 1)
            scene.scroll(to: offset)
            return scene.currentFrame
        }
    }

    /// Plays the script on a fresh scene at `framesPerSecond`, capturing the picture at the start,
    /// after every drag increment and at every frame.
    package func recordScript(framesPerSecond: Int = 60) throws -> [RecordedFrame] {
        let clock = ManualClock(framesPerSecond: framesPerSecond)
        let scene = try makeScene(clock: clock)
        var frames = [scene.currentFrame]
        for step in script {
            try DemoScriptPlayer.play(step, in: scene, clock: clock) { frames.append(scene.currentFrame) }
        }
        return frames
    }
}
