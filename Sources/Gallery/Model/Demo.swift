import Foundation
import LayoutCore
import Motion
import Simulation

/// A named demo scenario: a layout with its data in a viewport, and a scripted interaction.
/// Every layout and preset of the library is one; the gallery renders them all.
public struct Demo: Sendable {
    /// The command-line and file name (`flow-grid`).
    public let name: String
    /// A human title.
    public let title: String
    /// What the demo shows, in a sentence.
    public let summary: String
    /// The size of the collection view.
    public let viewportSize: CGSize
    /// The interaction the gesture player shows.
    public let script: [DemoStep]
    private let makeSetup: @Sendable () throws -> DemoSetup

    /// Creates a demo; `setup` is called for every run so each starts fresh.
    public init(name: String, title: String, summary: String, viewportSize: CGSize, script: [DemoStep],
                setup: @escaping @Sendable () throws -> DemoSetup) {
        self.name = name
        self.title = title
        self.summary = summary
        self.viewportSize = viewportSize
        self.script = script
        self.makeSetup = setup
    }

    /// A new simulated view showing the demo at rest at offset zero (or the layout's start),
    /// on a new clock, with `size` in place of the demo's viewport when given.
    public func makeView(size: CGSize? = nil, clock: ManualClock = ManualClock()) throws -> SimulatedCollectionView {
        let setup = try makeSetup()
        let view = try SimulatedCollectionView(size: size ?? viewportSize, layout: setup.layout,
                                               itemCounts: setup.itemCounts, clock: clock,
                                               contentInset: setup.contentInset)
        setup.configureView(view)
        view.setContentOffset(view.clampedToScrollableRange(view.contentOffset), animated: false)
        return view
    }

    /// The frame shown at `offset` (kept as given, like `setContentOffset`).
    public func frame(atOffset offset: CGPoint, size: CGSize? = nil) throws -> RecordedFrame {
        let view = try makeView(size: size)
        view.setContentOffset(offset, animated: false)
        return view.currentFrame
    }

    /// `count` frames at evenly spaced offsets from the start to the end of the scrollable range
    /// along the axis that scrolls further.
    public func scrollPositions(count: Int = 24) throws -> [RecordedFrame] {
        let view = try makeView()
        let vertical = view.scrollableRange(.vertical), horizontal = view.scrollableRange(.horizontal)
        let axis: ScrollDirection = vertical.upperBound - vertical.lowerBound >= horizontal.upperBound - horizontal.lowerBound
            ? .vertical : .horizontal
        let range = view.scrollableRange(axis)
        let steps = max(2, count)
        return (0..<steps).map { step in
            var offset = view.contentOffset
            offset[axis] = range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(step) / CGFloat(steps - 1)
            view.setContentOffset(offset, animated: false)
            return view.currentFrame
        }
    }

    /// Plays the script on a fresh view at `framesPerSecond`, recording every frame.
    public func recordScript(framesPerSecond: Int = 60) throws -> [RecordedFrame] {
        let clock = ManualClock(framesPerSecond: framesPerSecond)
        let view = try makeView(clock: clock)
        view.recordFrames = true
        for step in script { try DemoScriptPlayer.play(step, on: view, clock: clock) }
        return view.recordedFrames
    }
}
